/**
 * The gallery's images and the selected tile, with the edits the editor makes to them: replace the
 * list (the media modal), add to it (uploads, the media library), move an image by one place and
 * remove one. Results that arrive later (uploads, looked-up sizes) are merged into the images as
 * they are when the result arrives, so edits made meanwhile are kept.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useRegistry } from '@wordpress/data';
import { useRef } from '@wordpress/element';
import { usableImages } from '../gallery';
import { imagesChange, movedImages, newImages } from '../image-list';
import { imagesOf, type MediaItem } from '../media';
import type { GalleryImage, TiledGalleryAttributes } from '../types';
import { useSelectedImage } from './use-selected-image';

/** A change of the image list, worked out from the list as it is when the change is applied. */
export type ImagesUpdate = ( current: GalleryImage[] ) => GalleryImage[];

export function useGalleryImages(
	attributes: TiledGalleryAttributes,
	setAttributes: ( changes: Partial< TiledGalleryAttributes > ) => void,
	isSelected: boolean,
	clientId?: string
) {
	const images = usableImages( attributes.images );
	const [ selectedImage, setSelectedImage ] = useSelectedImage(
		isSelected,
		attributes.imageFilter
	);
	const registry = useRegistry();
	// The last rendered attributes: what an async result merges into when the block is not in the
	// block editor's store (rendered on its own).
	const rendered = useRef( attributes );
	rendered.current = attributes;

	/**
	 * The attributes as they are now. The store has every change as soon as it is made, before
	 * this component renders it again (the same tick as an upload's report, an undo, a setting).
	 */
	function currentAttributes(): TiledGalleryAttributes {
		const stored = clientId
			? (
					registry.select( blockEditorStore ) as unknown as {
						getBlockAttributes: (
							id: string
						) => TiledGalleryAttributes | null;
					}
				 ).getBlockAttributes( clientId )
			: null;
		return stored ?? rendered.current;
	}

	function setImages( next: GalleryImage[] ) {
		setAttributes( imagesChange( next, attributes.columns ) );
	}

	/**
	 * Applies a change to the current images and columns, not to the ones this render saw: an
	 * upload or a size lookup that started renders ago must not undo what was edited meanwhile.
	 */
	function updateImages( update: ImagesUpdate ) {
		const current = currentAttributes();
		setAttributes(
			imagesChange(
				update( usableImages( current.images ) ),
				current.columns
			)
		);
	}

	function replaceImages( media: MediaItem[] ) {
		setImages( imagesOf( media ) );
	}

	/** Appends the images the gallery does not hold yet; safe to call from an earlier render's callback. */
	function addImages( media: MediaItem[] ) {
		const added = imagesOf( media );
		updateImages( ( current ) => [
			...current,
			...newImages( current, added ),
		] );
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
		updateImages,
		replaceImages,
		addImages,
		moveImage,
		removeImage,
	};
}
