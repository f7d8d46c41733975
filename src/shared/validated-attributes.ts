/**
 * Attributes read back from markup (a visitor script's `data-*` values are strings) with the block's
 * own rules (spec 002 §5 "Attribute parsing"): a boolean is false for the string `'false'` or any
 * falsy value, true otherwise; a value that fails its validator, or is not in its list of allowed
 * values, is the attribute's default; anything else is kept as it is. Attributes the rules do not
 * name are dropped: markup cannot add settings the block does not have.
 */

export interface AttributeRule< T = unknown > {
	type?: 'boolean' | 'string' | 'number' | 'integer' | 'array' | 'object';
	default?: T;
	/** Whether a value is acceptable; a value that is not becomes the default. */
	validator?: ( value: unknown ) => boolean;
	/** The only acceptable values; any other becomes the default. */
	validValues?: readonly T[];
}

export type AttributeRules = Readonly< Record< string, AttributeRule > >;

export function getValidatedAttributes(
	rules: AttributeRules,
	values: Readonly< Record< string, unknown > >
): Record< string, unknown > {
	const result: Record< string, unknown > = {};
	for ( const [ key, value ] of Object.entries( values ) ) {
		const rule = rules[ key ];
		if ( ! rule ) {
			continue;
		}
		if ( rule.type === 'boolean' ) {
			result[ key ] = value === 'false' ? false : !! value;
		} else if ( rule.validator ) {
			result[ key ] = rule.validator( value ) ? value : rule.default;
		} else if ( rule.validValues ) {
			result[ key ] = rule.validValues.includes( value )
				? value
				: rule.default;
		} else {
			result[ key ] = value;
		}
	}
	return result;
}
