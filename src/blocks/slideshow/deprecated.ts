/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture). Same attributes; saving
 * writes the current markup.
 *
 * 1. The container carried the carousel library's older class name `swiper-container` (before the
 *    library renamed it `swiper`): the reference's first saves (its deprecation v1, stored before
 *    `sizeSlug` existed, so such blocks carry ids and no size) and its later ones with the images'
 *    aspect ratios (its v3, release 12.5).
 * 2. A reference save nested a bare `div` holding the data attributes inside the wrapper (its v2).
 */
import metadata from './block.json';
import { slideshowMarkup, type SlideshowLayout } from './markup';
import type { SlideshowAttributes } from './types';

const earlier = ( layout: SlideshowLayout ) => ( {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: SlideshowAttributes } ) {
		return slideshowMarkup( attributes, layout );
	},
} );

export default [ earlier( 'swiper-container' ), earlier( 'nested' ) ];
