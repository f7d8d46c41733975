/**
 * The ad formats of the ads block (spec 002 §6 "Ads", §9): four fixed IAB sizes; anything else
 * stored in `format` is treated as the default, mrec.
 */
import { __ } from '@wordpress/i18n';

export type AdFormat =
	'mrec' | 'leaderboard' | 'mobile_leaderboard' | 'wideskyscraper';

export interface AdFormatInfo {
	format: AdFormat;
	width: number;
	height: number;
}

export const DEFAULT_FORMAT: AdFormat = 'mrec';

export const AD_FORMATS: readonly AdFormatInfo[] = [
	{ format: 'mrec', width: 300, height: 250 },
	{ format: 'leaderboard', width: 728, height: 90 },
	{ format: 'mobile_leaderboard', width: 320, height: 50 },
	{ format: 'wideskyscraper', width: 160, height: 600 },
];

export function isAdFormat( value: unknown ): value is AdFormat {
	return AD_FORMATS.some( ( info ) => info.format === value );
}

/** The size of a stored format; an unknown one falls back to the default format. */
export function adFormatInfo( value: unknown ): AdFormatInfo {
	return (
		AD_FORMATS.find( ( info ) => info.format === value ) ??
		( AD_FORMATS[ 0 ] as AdFormatInfo )
	);
}

/** Translated name of a format for the picker, e.g. "Rectangle 300x250". */
export function adFormatLabel( value: AdFormat ): string {
	const names: Record< AdFormat, string > = {
		mrec: __( 'Rectangle', 'jetpack-blocks' ),
		leaderboard: __( 'Leaderboard', 'jetpack-blocks' ),
		mobile_leaderboard: __( 'Mobile Leaderboard', 'jetpack-blocks' ),
		wideskyscraper: __( 'Wide Skyscraper', 'jetpack-blocks' ),
	};
	const { width, height } = adFormatInfo( value );
	return `${ names[ value ] } ${ width }x${ height }`;
}
