/** The image filters offered in the toolbar and the sidebar, with their names. */
import { __ } from '@wordpress/i18n';

export interface FilterOption {
	value: string;
	label: string;
}

export function filterOptions(): FilterOption[] {
	return [
		{ value: '', label: __( 'Original', 'jetpack-blocks' ) },
		{
			value: 'black-and-white',
			label: __( 'Black and White', 'jetpack-blocks' ),
		},
		{ value: 'sepia', label: __( 'Sepia', 'jetpack-blocks' ) },
		{ value: '1977', label: __( '1977', 'jetpack-blocks' ) },
		{ value: 'clarendon', label: __( 'Clarendon', 'jetpack-blocks' ) },
		{ value: 'gingham', label: __( 'Gingham', 'jetpack-blocks' ) },
	];
}
