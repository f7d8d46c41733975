/** Limits and choices of the Tiled Gallery (spec 002 §9). */
export const MAX_COLUMNS = 20;
export const DEFAULT_COLUMNS = 3;
export const MAX_ROUNDED_CORNERS = 20;
export const MAX_IMAGE_WIDTH = 2000;
export const GAP_PX = 4;
export const SRCSET_MIN_WIDTH = 600;
export const SRCSET_STEP = 300;

export const LAYOUT_STYLES = [
	'rectangular',
	'circle',
	'square',
	'columns',
] as const;
export type LayoutStyle = ( typeof LAYOUT_STYLES )[ number ];

export const IMAGE_FILTERS = [
	'black-and-white',
	'sepia',
	'1977',
	'clarendon',
	'gingham',
] as const;
export type ImageFilter = ( typeof IMAGE_FILTERS )[ number ];

/** The style named in a block's className (is-style-…), rectangular when none is. */
export function layoutStyleOf( className: string | undefined ): LayoutStyle {
	const match = /(?:^|\s)is-style-([a-z]+)(?:\s|$)/.exec( className ?? '' );
	const name = match?.[ 1 ];
	return ( LAYOUT_STYLES as readonly string[] ).includes( name ?? '' )
		? ( name as LayoutStyle )
		: 'rectangular';
}

/** Columns for the grid styles: the chosen number kept within 1 … min(20, image count). */
export function clampColumns(
	columns: number | undefined,
	imageCount: number
): number {
	const most = Math.max( 1, Math.min( MAX_COLUMNS, imageCount ) );
	const wanted =
		typeof columns === 'number' && Number.isFinite( columns )
			? Math.round( columns )
			: Math.min( DEFAULT_COLUMNS, imageCount );
	return Math.max( 1, Math.min( most, wanted ) );
}
