/**
 * Editor of the Tiled Gallery: choose images, pick a style (block styles), columns, rounded corners,
 * a filter and where images link; select a tile to move it or remove it.
 */
import {
	BlockControls,
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
	useBlockProps,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import {
	Button,
	FormFileUpload,
	PanelBody,
	RangeControl,
	SelectControl,
	ToolbarButton,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import apiFetch from '@wordpress/api-fetch';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import * as blockEditor from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import type { ComponentType, ReactNode } from 'react';
import { MAX_COLUMNS, MAX_ROUNDED_CORNERS, clampColumns } from './constants';
import { galleryLayout, usableImages } from './gallery';
import { columnWidthsOf, ratioOf } from './layout';
import icon from './icon';
import type { GalleryImage, TiledGalleryAttributes } from './types';

/* The package's type declarations leave MediaPlaceholder out; these are the props used here. */
const MediaPlaceholder = (
	blockEditor as unknown as {
		MediaPlaceholder: ComponentType< {
			icon: ReactNode;
			labels: { title: string; instructions: string };
			accept: string;
			allowedTypes: string[];
			multiple: boolean;
			onSelect: ( media: MediaItem[] ) => void;
			onError: ( message: string ) => void;
		} >;
	}
 ).MediaPlaceholder;

type MediaItem = {
	id?: number;
	url?: string;
	source_url?: string;
	alt?: string;
	alt_text?: string;
	width?: number;
	height?: number;
	link?: string;
	media_details?: { width?: number; height?: number };
	sizes?: { full?: { width?: number; height?: number } };
};

/** A media record (from the media modal or an upload) as a gallery image; null without id and url. */
function toImage( media: MediaItem ): GalleryImage | null {
	const url = media.url ?? media.source_url;
	if ( ! media.id || ! url ) {
		return null;
	}
	const width =
		media.width ?? media.media_details?.width ?? media.sizes?.full?.width;
	const height =
		media.height ??
		media.media_details?.height ??
		media.sizes?.full?.height;
	return {
		id: media.id,
		url,
		alt: media.alt ?? media.alt_text ?? '',
		...( width ? { width } : {} ),
		...( height ? { height } : {} ),
		...( media.link ? { link: media.link } : {} ),
	};
}

function filterOptions() {
	return [
		{ value: '', label: __( 'Original', 'jetpack-blocks' ) },
		{
			value: 'black-and-white',
			label: __( 'Black and White', 'jetpack-blocks' ),
		},
		{ value: 'sepia', label: __( 'Sepia', 'jetpack-blocks' ) },
		{ value: '1977', label: __( '1977', 'jetpack-blocks' ) },
		{ value: 'clarendon', label: __( 'Clarendon', 'jetpack-blocks' ) },
		{ value: 'gingham', label: __( 'Gingham', 'jetpack-blocks' ) },
	];
}

/**
 * The layout's identity: the images in order with their sizes, and what groups them into columns
 * (style, columns, alignment). Widths are recalculated only when it changes.
 */
function gallerySignature(
	images: GalleryImage[],
	grouping: Array< string | number | undefined >
): string {
	return [
		...images.map(
			( image ) => `${ image.id }:${ image.width }x${ image.height }`
		),
		...grouping,
	].join( ',' );
}

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< TiledGalleryAttributes > ) {
	const images = usableImages( attributes.images );
	const { style, columns, rows, corners, filter } = galleryLayout( {
		...attributes,
		images,
	} );
	const ratios = images.map( ratioOf );
	// Shown widths follow the images; the stored ones are what visitors get.
	const shownWidths =
		style === 'square' || style === 'circle'
			? []
			: columnWidthsOf( rows, ratios );
	const [ selectedImage, setSelectedImage ] = useState< number | null >(
		null
	);
	const mediaUpload = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as {
					getSettings: () => {
						mediaUpload?: ( options: {
							allowedTypes: string[];
							filesList: FileList | File[];
							onFileChange: ( files: MediaItem[] ) => void;
							onError: ( message: string ) => void;
						} ) => void;
					};
				}
			 ).getSettings().mediaUpload,
		[]
	);
	const { createErrorNotice } = useDispatch( noticesStore );
	function onError( message: string ) {
		createErrorNotice( message, { type: 'snackbar' } );
	}

	// The selected tile is cleared when the block is deselected or the filter changes (spec 002 §4).
	useEffect( () => {
		if ( ! isSelected ) {
			setSelectedImage( null );
		}
	}, [ isSelected ] );
	useEffect( () => {
		setSelectedImage( null );
	}, [ attributes.imageFilter ] );

	// Column widths are recalculated only after the gallery changed (added, removed, moved, replaced).
	const signature = gallerySignature( images, [
		style,
		columns,
		attributes.align,
	] );
	const previousSignature = useRef( signature );
	useEffect( () => {
		if ( previousSignature.current === signature ) {
			return;
		}
		previousSignature.current = signature;
		// Square and circle tiles have no widths of their own; the others are measured in rows.
		if ( style === 'rectangular' || style === 'columns' ) {
			setAttributes( { columnWidths: shownWidths } );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the images.
	}, [ signature ] );

	/*
	 * The media modal's gallery frame hands over images without their size, and the layout needs
	 * the aspect ratios: read the missing sizes from the media records once.
	 */
	const missing = images
		.filter( ( image ) => ! image.width || ! image.height )
		.map( ( image ) => image.id );
	const missingKey = missing.join( ',' );
	useEffect( () => {
		if ( ! missingKey ) {
			return;
		}
		let current = true;
		apiFetch< MediaItem[] >( {
			path: `/wp/v2/media?include=${ missingKey }&per_page=100&_fields=id,media_details`,
		} )
			.then( ( records ) => {
				if ( ! current ) {
					return;
				}
				const byId = new Map(
					records.map( ( record ) => [ record.id, record ] )
				);
				setImages(
					images.map( ( image ) => {
						const details = byId.get(
							Number( image.id )
						)?.media_details;
						return details?.width && details?.height
							? {
									...image,
									width: details.width,
									height: details.height,
								}
							: image;
					} )
				);
			} )
			.catch( ( error: { message?: string } ) =>
				onError(
					error?.message ??
						__(
							'The image sizes could not be read.',
							'jetpack-blocks'
						)
				)
			);
		return () => {
			current = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the set of unsized images changes.
	}, [ missingKey ] );

	function setImages( next: GalleryImage[] ) {
		const kept = usableImages( next );
		const changes: Partial< TiledGalleryAttributes > = {
			images: kept,
			ids: kept.map( ( image ) => Number( image.id ) ),
		};
		// Removing images clamps the columns to the image count.
		if ( attributes.columns !== undefined ) {
			changes.columns = clampColumns( attributes.columns, kept.length );
		}
		setAttributes( changes );
	}

	function onSelectImages( media: MediaItem[] ) {
		setImages(
			media
				.map( toImage )
				.filter( ( image ): image is GalleryImage => !! image )
		);
	}

	function addImages( media: MediaItem[] ) {
		const added = media
			.map( toImage )
			.filter( ( image ): image is GalleryImage => !! image )
			.filter(
				( image ) =>
					! images.some(
						( i ) => String( i.id ) === String( image.id )
					)
			);
		setImages( [ ...images, ...added ] );
	}

	function move( index: number, by: -1 | 1 ) {
		const target = index + by;
		if ( target < 0 || target >= images.length ) {
			return;
		}
		const next = [ ...images ];
		const here = next[ index ];
		const there = next[ target ];
		if ( ! here || ! there ) {
			return;
		}
		next[ index ] = there;
		next[ target ] = here;
		setImages( next );
		setSelectedImage( target );
	}

	function remove( index: number ) {
		setImages( images.filter( ( _, i ) => i !== index ) );
		setSelectedImage( null );
	}

	function upload( files: FileList | null ) {
		if ( ! files || ! mediaUpload ) {
			return;
		}
		mediaUpload( {
			allowedTypes: [ 'image' ],
			filesList: files,
			onFileChange: ( uploaded ) => {
				// Called again as each file finishes; add only the ones that have an id.
				addImages( uploaded );
			},
			onError,
		} );
	}

	const blockProps = useBlockProps( {
		className:
			[ attributes.className, corners, filter ]
				.filter( Boolean )
				.join( ' ' ) || undefined,
	} );

	if ( images.length === 0 ) {
		return (
			<div { ...blockProps }>
				<MediaPlaceholder
					icon={ icon }
					labels={ {
						title: __( 'Tiled Gallery', 'jetpack-blocks' ),
						instructions: __(
							'Drag images, upload new ones or select files from your library.',
							'jetpack-blocks'
						),
					} }
					accept="image/*"
					allowedTypes={ [ 'image' ] }
					multiple
					onSelect={ onSelectImages }
					onError={ onError }
				/>
			</div>
		);
	}

	const filters = filterOptions();
	const showColumns = style !== 'rectangular' && images.length > 1;

	return (
		<>
			<BlockControls>
				<ToolbarGroup>
					<MediaUploadCheck>
						<MediaUpload
							allowedTypes={ [ 'image' ] }
							multiple
							// The modal takes a list of ids to preselect; its declared type says one id.
							value={
								images.map( ( image ) =>
									Number( image.id )
								) as unknown as number
							}
							onSelect={ onSelectImages as never }
							render={ ( { open }: { open: () => void } ) => (
								<ToolbarButton onClick={ open }>
									{ __( 'Edit Gallery', 'jetpack-blocks' ) }
								</ToolbarButton>
							) }
						/>
					</MediaUploadCheck>
				</ToolbarGroup>
				<ToolbarGroup>
					<ToolbarDropdownMenu
						icon="admin-appearance"
						label={ __( 'Pick an image filter', 'jetpack-blocks' ) }
						controls={ filters.map( ( option ) => ( {
							title: option.label,
							isActive:
								( attributes.imageFilter ?? '' ) ===
								option.value,
							onClick: () =>
								setAttributes( {
									imageFilter: option.value || undefined,
								} ),
						} ) ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody
					title={ __( 'Tiled Gallery settings', 'jetpack-blocks' ) }
				>
					{ showColumns && (
						<RangeControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Columns', 'jetpack-blocks' ) }
							value={ columns }
							min={ 1 }
							max={ Math.min( MAX_COLUMNS, images.length ) }
							onChange={ ( value ) =>
								setAttributes( {
									columns: clampColumns(
										value,
										images.length
									),
								} )
							}
						/>
					) }
					{ style !== 'circle' && (
						<RangeControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Rounded corners', 'jetpack-blocks' ) }
							value={ attributes.roundedCorners }
							min={ 0 }
							max={ MAX_ROUNDED_CORNERS }
							onChange={ ( value ) =>
								setAttributes( {
									roundedCorners: Math.max(
										0,
										Math.min(
											MAX_ROUNDED_CORNERS,
											Math.round( value ?? 0 )
										)
									),
								} )
							}
						/>
					) }
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Image filter', 'jetpack-blocks' ) }
						value={ attributes.imageFilter ?? '' }
						options={ filters }
						onChange={ ( value: string ) =>
							setAttributes( { imageFilter: value || undefined } )
						}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Link to', 'jetpack-blocks' ) }
						value={ attributes.linkTo }
						options={ [
							{
								value: 'attachment' as string,
								label: __(
									'Attachment Page',
									'jetpack-blocks'
								),
							},
							{
								value: 'media',
								label: __( 'Media File', 'jetpack-blocks' ),
							},
							{
								value: 'none',
								label: __( 'None', 'jetpack-blocks' ),
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( { linkTo: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<div className="tiled-gallery__gallery">
					{ rows.map( ( row, rowIndex ) => (
						<div
							className={ [ 'tiled-gallery__row', row.className ]
								.filter( Boolean )
								.join( ' ' ) }
							key={ rowIndex }
						>
							{ row.columns.map( ( column, columnIndex ) => (
								<div
									className="tiled-gallery__col"
									key={ columnIndex }
									style={ {
										width: shownWidths[ rowIndex ]?.[
											columnIndex
										]
											? `${ shownWidths[ rowIndex ]?.[ columnIndex ] }%`
											: undefined,
									} }
								>
									{ column.map( ( index ) => {
										const image = images[ index ];
										return image ? (
											<Tile
												key={ image.id }
												image={ image }
												index={ index }
												count={ images.length }
												isSelected={
													isSelected &&
													selectedImage === index
												}
												onSelect={ () =>
													setSelectedImage( index )
												}
												onMove={ ( by ) =>
													move( index, by )
												}
												onRemove={ () =>
													remove( index )
												}
											/>
										) : null;
									} ) }
								</div>
							) ) }
						</div>
					) ) }
				</div>
				{ isSelected && (
					<div className="tiled-gallery__add">
						<FormFileUpload
							multiple
							accept="image/*"
							onChange={ ( event ) =>
								upload( event.currentTarget.files )
							}
							render={ ( { openFileDialog } ) => (
								<Button
									__next40pxDefaultSize
									variant="secondary"
									onClick={ openFileDialog }
								>
									{ __(
										'Upload an image',
										'jetpack-blocks'
									) }
								</Button>
							) }
						/>
						<MediaUploadCheck>
							<MediaUpload
								allowedTypes={ [ 'image' ] }
								multiple
								onSelect={ addImages as never }
								render={ ( { open }: { open: () => void } ) => (
									<Button
										__next40pxDefaultSize
										variant="tertiary"
										onClick={ open }
									>
										{ __(
											'Add from Media Library',
											'jetpack-blocks'
										) }
									</Button>
								) }
							/>
						</MediaUploadCheck>
					</div>
				) }
			</div>
		</>
	);
}

function Tile( {
	image,
	index,
	count,
	isSelected,
	onSelect,
	onMove,
	onRemove,
}: {
	image: GalleryImage;
	index: number;
	count: number;
	isSelected: boolean;
	onSelect: () => void;
	onMove: ( by: -1 | 1 ) => void;
	onRemove: () => void;
} ) {
	const name = sprintf(
		/* translators: 1: position of the image, 2: number of images */
		__( 'Image %1$d of %2$d', 'jetpack-blocks' ),
		index + 1,
		count
	);
	return (
		<figure
			className={ `tiled-gallery__item${ isSelected ? ' is-selected' : '' }` }
		>
			{ /* Unselected images are read-only: selecting is all a click or Enter does. */ }
			<button
				type="button"
				className="tiled-gallery__select"
				aria-label={ name }
				aria-pressed={ isSelected }
				onClick={ onSelect }
			>
				<img
					src={ image.url }
					alt={ image.alt ?? '' }
					data-id={ image.id }
				/>
			</button>
			{ isSelected && (
				<div className="tiled-gallery__item-controls">
					<Button
						size="small"
						icon="arrow-left-alt2"
						label={ __( 'Move image backward', 'jetpack-blocks' ) }
						disabled={ index === 0 }
						accessibleWhenDisabled
						onClick={ () => onMove( -1 ) }
					/>
					<Button
						size="small"
						icon="arrow-right-alt2"
						label={ __( 'Move image forward', 'jetpack-blocks' ) }
						disabled={ index === count - 1 }
						accessibleWhenDisabled
						onClick={ () => onMove( 1 ) }
					/>
					<Button
						size="small"
						icon="no-alt"
						label={ __( 'Remove image', 'jetpack-blocks' ) }
						onClick={ onRemove }
					/>
				</div>
			) }
		</figure>
	);
}
