/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. The container carried the carousel library's older class name `swiper-container` (before the
 *    library renamed it `swiper`). Same attributes; saving writes the new class.
 */
import metadata from './block.json';
import { slideshowMarkup } from './markup';
import type { SlideshowAttributes } from './types';

const swiperContainer = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: SlideshowAttributes } ) {
		return slideshowMarkup( attributes, 'swiper-container' );
	},
};

export default [ swiperContainer ];
