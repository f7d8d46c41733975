/**
 * The gallery's images and the selected tile, with the edits the editor makes to them: replace the
 * list (the media modal), add to it (uploads, the media library), move an image by one place and
 * remove one.
 */
import { usableImages } from '../gallery';
import { imagesChange, movedImages, newImages } from '../image-list';
import { imagesOf, type MediaItem } from '../media';
import type { GalleryImage, TiledGalleryAttributes } from '../types';
import { useSelectedImage } from './use-selected-image';

export function useGalleryImages(
	attributes: TiledGalleryAttributes,
	setAttributes: ( changes: Partial< TiledGalleryAttributes > ) => void,
	isSelected: boolean
) {
	const images = usableImages( attributes.images );
	const [ selectedImage, setSelectedImage ] = useSelectedImage(
		isSelected,
		attributes.imageFilter
	);

	function setImages( next: GalleryImage[] ) {
		setAttributes( imagesChange( next, attributes.columns ) );
	}

	function replaceImages( media: MediaItem[] ) {
		setImages( imagesOf( media ) );
	}

	function addImages( media: MediaItem[] ) {
		setImages( [ ...images, ...newImages( images, imagesOf( media ) ) ] );
	}

	function moveImage( index: number, by: -1 | 1 ) {
		const next = movedImages( images, index, by );
		if ( ! next ) {
			return;
		}
		setImages( next );
		setSelectedImage( index + by );
	}

	function removeImage( index: number ) {
		setImages( images.filter( ( _, i ) => i !== index ) );
		setSelectedImage( null );
	}

	return {
		images,
		selectedImage,
		selectImage: setSelectedImage,
		setImages,
		replaceImages,
		addImages,
		moveImage,
		removeImage,
	};
}
