/**
 * The reference plugin's current markup (see markup.tsx), so posts move both ways between the two
 * plugins. Visitors get it through render.php, which adds responsive image sizes.
 */
import { galleryMarkup } from './markup';
import type { TiledGalleryAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: TiledGalleryAttributes;
} ) {
	return galleryMarkup( attributes );
}
