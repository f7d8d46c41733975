/**
 * The sources the media placeholders offer (spec 002 §2 "Source menu entries"). Part of editor
 * start: only slugs and labels, the browser itself is a lazy chunk.
 */
import { __ } from '@wordpress/i18n';

export type ExternalSourceSlug =
	'google_photos' | 'pexels' | 'openverse' | 'jetpack_app_media';

/** Blocks whose media placeholder gets the sources menu. */
export const BLOCKS_WITH_SOURCES = [
	'core/image',
	'core/gallery',
	'jetpack/slideshow',
	'jetpack/tiled-gallery',
	'videopress/video',
];

/** Which media each source has: the photo library images and videos, the others images. */
const SOURCE_TYPES: Record< ExternalSourceSlug, string[] > = {
	google_photos: [ 'image', 'video' ],
	pexels: [ 'image' ],
	openverse: [ 'image' ],
	jetpack_app_media: [ 'image' ],
};

export function sourceLabel( slug: ExternalSourceSlug ): string {
	switch ( slug ) {
		case 'google_photos':
			return __( 'Google Photos', 'jetpack-blocks' );
		case 'pexels':
			return __( 'Pexels Free Photos', 'jetpack-blocks' );
		case 'openverse':
			return __( 'Openverse', 'jetpack-blocks' );
		default:
			return __( 'Jetpack Mobile App', 'jetpack-blocks' );
	}
}

/**
 * The placeholder menu's label: "Select Image" as in the reference product, but a placeholder that
 * takes only videos (the video block) says so, and one that takes both says media.
 */
export function menuLabel( allowedTypes?: string[] ): string {
	const types = allowedTypes ?? [];
	if ( types.length && types.every( ( type ) => type === 'video' ) ) {
		return __( 'Select Video', 'jetpack-blocks' );
	}
	if ( types.includes( 'video' ) ) {
		return __( 'Select Media', 'jetpack-blocks' );
	}
	return __( 'Select Image', 'jetpack-blocks' );
}

/** The external sources that have media of the types a placeholder accepts (any when unspecified). */
export function sourcesFor( allowedTypes?: string[] ): ExternalSourceSlug[] {
	return ( Object.keys( SOURCE_TYPES ) as ExternalSourceSlug[] ).filter(
		( slug ) =>
			! allowedTypes?.length ||
			allowedTypes.some( ( type ) =>
				SOURCE_TYPES[ slug ].includes( type )
			)
	);
}
