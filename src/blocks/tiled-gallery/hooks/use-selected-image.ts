/**
 * The selected tile (its index in the gallery, or null). It is cleared when the block is deselected
 * or the filter changes (spec 002 §4).
 */
import { useEffect, useState } from '@wordpress/element';

export function useSelectedImage(
	isSelected: boolean,
	imageFilter: string | undefined
) {
	const [ selectedImage, setSelectedImage ] = useState< number | null >(
		null
	);
	useEffect( () => {
		if ( ! isSelected ) {
			setSelectedImage( null );
		}
	}, [ isSelected ] );
	useEffect( () => {
		setSelectedImage( null );
	}, [ imageFilter ] );
	return [ selectedImage, setSelectedImage ] as const;
}
