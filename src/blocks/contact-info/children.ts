/** The blocks the contact info container holds, and the ones a new container starts with. */
export const CHILD_BLOCKS = [
	'jetpack/email',
	'jetpack/phone',
	'jetpack/address',
	'jetpack/name',
];

export const TEMPLATE: Array< [ string ] > = [
	[ 'jetpack/email' ],
	[ 'jetpack/phone' ],
	[ 'jetpack/address' ],
];
