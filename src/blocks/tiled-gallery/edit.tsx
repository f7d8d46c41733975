/**
 * Editor of the Tiled Gallery: choose images, pick a style (block styles), columns, rounded corners,
 * a filter and where images link; select a tile to move it or remove it.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { AddImages } from './components/add-images';
import { GalleryGrid } from './components/gallery-grid';
import { GalleryPlaceholder } from './components/gallery-placeholder';
import { filterOptions } from './filters';
import { galleryLayout } from './gallery';
import { useColumnWidths } from './hooks/use-column-widths';
import { useErrorSnackbar } from './hooks/use-error-snackbar';
import { useGalleryImages } from './hooks/use-gallery-images';
import { useImageSizes } from './hooks/use-image-sizes';
import { useImageUpload } from './hooks/use-image-upload';
import { SettingsPanel } from './panels';
import { GalleryToolbar } from './toolbar';
import type { TiledGalleryAttributes } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< TiledGalleryAttributes > ) {
	const {
		images,
		selectedImage,
		selectImage,
		updateImages,
		replaceImages,
		addImages,
		moveImage,
		removeImage,
	} = useGalleryImages( attributes, setAttributes, isSelected, clientId );
	const { style, columns, rows, corners, filter } = galleryLayout( {
		...attributes,
		images,
	} );
	const shownWidths = useColumnWidths( {
		images,
		style,
		columns,
		rows,
		align: attributes.align,
		setAttributes,
	} );
	const onError = useErrorSnackbar();
	useImageSizes( images, updateImages, onError );
	const upload = useImageUpload( addImages, onError );

	const blockProps = useBlockProps( {
		className:
			[ attributes.className, corners, filter ]
				.filter( Boolean )
				.join( ' ' ) || undefined,
	} );

	if ( images.length === 0 ) {
		return (
			<div { ...blockProps }>
				<GalleryPlaceholder
					onSelect={ addImages }
					onError={ onError }
				/>
			</div>
		);
	}

	const filters = filterOptions();

	return (
		<>
			<GalleryToolbar
				images={ images }
				imageFilter={ attributes.imageFilter }
				filters={ filters }
				onSelectImages={ replaceImages }
				setAttributes={ setAttributes }
			/>
			<SettingsPanel
				attributes={ attributes }
				setAttributes={ setAttributes }
				style={ style }
				columns={ columns }
				imageCount={ images.length }
				filters={ filters }
			/>
			<div { ...blockProps }>
				<GalleryGrid
					images={ images }
					rows={ rows }
					shownWidths={ shownWidths }
					selectedImage={ selectedImage }
					isSelected={ isSelected }
					onSelectImage={ selectImage }
					onMoveImage={ moveImage }
					onRemoveImage={ removeImage }
				/>
				{ isSelected && (
					<AddImages onUpload={ upload } onAdd={ addImages } />
				) }
			</div>
		</>
	);
}
