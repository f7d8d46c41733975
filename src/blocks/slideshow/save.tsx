/**
 * Stored markup: the images as a list of swiper slides plus the (empty) controls the view script
 * drives. Without JavaScript the list itself is the slideshow (style.scss lets visitors scroll it).
 */
import { slideshowMarkup } from './markup';
import type { SlideshowAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: SlideshowAttributes;
} ) {
	return slideshowMarkup( attributes, 'swiper' );
}
