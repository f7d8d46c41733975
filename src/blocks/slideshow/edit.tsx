/**
 * Editor UI (a lazy chunk, see index.ts): the media placeholder until images are chosen, then a
 * static preview (one slide with previous/next buttons; the carousel library stays out of the editor),
 * the Autoplay / Effects / Image Settings panels, "Edit Slideshow", and uploads with saving locked
 * while any image is still a local upload.
 */
import apiFetch from '@wordpress/api-fetch';
import * as blockEditor from '@wordpress/block-editor';
import {
	BlockControls,
	InspectorControls,
	MediaUploadCheck,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	DropZone,
	FormFileUpload,
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import type { BlockEditProps } from '@wordpress/blocks';
import type { ComponentType, ReactNode } from 'react';
import icon from './icon';
import { MAX_DELAY, MIN_DELAY, imageFromMedia, sizeSlugFor } from './logic';
import type { SlideshowAttributes, SlideshowImage } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

const ALLOWED_MEDIA_TYPES = [ 'image' ];
export const UPLOAD_LOCK = 'slideshowBlockLock';

type Media = Parameters< typeof imageFromMedia >[ 0 ];

// Components the installed type declarations of the block editor do not list (they are in its runtime).
const { MediaPlaceholder, MediaUpload, BlockIcon } = blockEditor as unknown as {
	MediaUpload: ComponentType< {
		onSelect: ( media: Media[] ) => void;
		allowedTypes: string[];
		multiple: boolean;
		gallery: boolean;
		value: number[];
		render: ( props: { open: () => void } ) => ReactNode;
	} >;
	MediaPlaceholder: ComponentType< {
		icon: ReactNode;
		labels: { title: string; instructions: string };
		onSelect: ( media: Media[] ) => void;
		accept: string;
		allowedTypes: string[];
		multiple: boolean;
		onError: ( message: string ) => void;
	} >;
	BlockIcon: ComponentType< { icon: ReactNode } >;
};

interface MediaRecord {
	source_url?: string;
	media_details?: { sizes?: Record< string, { source_url: string } > };
}

interface EditorDispatch {
	lockPostSaving: ( name: string ) => void;
	unlockPostSaving: ( name: string ) => void;
}

type MediaUploadFn = ( options: {
	allowedTypes: string[];
	filesList: FileList | File[];
	onFileChange: ( files: Media[] ) => void;
	onError: ( message: string ) => void;
} ) => void;

function isTemporary( image: SlideshowImage ): boolean {
	return ! image.id || image.url.startsWith( 'blob:' );
}

export function idsOf( images: SlideshowImage[] ): number[] {
	return images
		.map( ( image ) => Number( image.id ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 );
}

export default function SlideshowEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< SlideshowAttributes > ) {
	const { autoplay, delay, effect, ids, images, sizeSlug } = attributes;
	const size = sizeSlugFor( sizeSlug, ids );
	// A block without a size gets one once, as the reference does: full for a block saved with
	// images before the setting existed (what it showed then), large for a new one.
	useEffect( () => {
		if ( ! sizeSlug ) {
			setAttributes( { sizeSlug: size } );
		}
	}, [ sizeSlug, size, setAttributes ] );
	const blockProps = useBlockProps();
	const [ current, setCurrent ] = useState( 0 );
	const { lockPostSaving, unlockPostSaving } = useDispatch(
		'core/editor'
	) as unknown as EditorDispatch;
	const { createErrorNotice } = useDispatch( noticesStore );
	const { mediaUpload, imageSizes } = useSelect( ( select ) => {
		const settings = (
			select( 'core/block-editor' ) as unknown as {
				getSettings: () => unknown;
			}
		 ).getSettings() as {
			mediaUpload?: MediaUploadFn;
			imageSizes?: { slug: string; name: string }[];
		};
		return {
			mediaUpload: settings.mediaUpload,
			imageSizes: settings.imageSizes ?? [],
		};
	}, [] );

	const uploading = images.some( isTemporary );
	useEffect( () => {
		if ( uploading ) {
			lockPostSaving( UPLOAD_LOCK );
		} else {
			unlockPostSaving( UPLOAD_LOCK );
		}
	}, [ uploading, lockPostSaving, unlockPostSaving ] );
	// A block removed mid-upload must not leave saving locked.
	useEffect(
		() => () => unlockPostSaving( UPLOAD_LOCK ),
		[ unlockPostSaving ]
	);

	useEffect( () => {
		if ( current >= images.length ) {
			setCurrent( Math.max( 0, images.length - 1 ) );
		}
	}, [ current, images.length ] );

	const setImages = ( next: SlideshowImage[] ) =>
		setAttributes( {
			images: next,
			ids: idsOf( next ),
			sizeSlug: size,
		} );

	const onSelectImages = ( media: Media[] ) =>
		setImages( media.map( ( item ) => imageFromMedia( item, size ) ) );

	const onError = ( message: string ) =>
		void createErrorNotice( message, { type: 'snackbar' } );

	const uploadFiles = ( files: FileList | File[] ) => {
		if ( ! mediaUpload ) {
			return;
		}
		const before = images;
		mediaUpload( {
			allowedTypes: ALLOWED_MEDIA_TYPES,
			filesList: files,
			onFileChange: ( uploaded ) =>
				setImages( [
					...before,
					...uploaded.map( ( item ) => imageFromMedia( item, size ) ),
				] ),
			onError,
		} );
	};

	const onChangeSize = async ( slug: string ) => {
		setAttributes( { sizeSlug: slug } );
		const resized = await Promise.all(
			images.map( async ( image ) => {
				const id = Number( image.id );
				if ( ! id ) {
					return image;
				}
				const media = await apiFetch< MediaRecord >( {
					path: `/wp/v2/media/${ id }?context=edit`,
				} ).catch( () => null );
				const url =
					media?.media_details?.sizes?.[ slug ]?.source_url ??
					media?.source_url;
				return url ? { ...image, url } : image;
			} )
		);
		setAttributes( { images: resized, ids: idsOf( resized ) } );
	};

	const controls = (
		<>
			<BlockControls>
				{ images.length > 0 && (
					<MediaUploadCheck>
						<ToolbarGroup>
							<MediaUpload
								onSelect={ onSelectImages }
								allowedTypes={ ALLOWED_MEDIA_TYPES }
								multiple
								gallery
								value={ idsOf( images ) }
								render={ ( { open } ) => (
									<ToolbarButton
										label={ __(
											'Edit Slideshow',
											'jetpack-blocks'
										) }
										icon="edit"
										onClick={ open }
									/>
								) }
							/>
						</ToolbarGroup>
					</MediaUploadCheck>
				) }
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Autoplay', 'jetpack-blocks' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Autoplay', 'jetpack-blocks' ) }
						help={ __(
							'Autoplay is off for visitors who prefer reduced motion.',
							'jetpack-blocks'
						) }
						checked={ autoplay }
						onChange={ ( value ) =>
							setAttributes( { autoplay: value } )
						}
					/>
					{ autoplay && (
						<RangeControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __(
								'Delay between transitions (in seconds)',
								'jetpack-blocks'
							) }
							value={ delay }
							min={ MIN_DELAY }
							max={ MAX_DELAY }
							step={ 1 }
							onChange={ ( value ) =>
								setAttributes( {
									delay: Math.min(
										MAX_DELAY,
										Math.max( MIN_DELAY, value ?? 3 )
									),
								} )
							}
						/>
					) }
				</PanelBody>
				<PanelBody title={ __( 'Effects', 'jetpack-blocks' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Transition effect', 'jetpack-blocks' ) }
						value={ effect }
						options={ [
							{
								label: __( 'Slide', 'jetpack-blocks' ),
								value: 'slide',
							},
							{
								label: __( 'Fade', 'jetpack-blocks' ),
								value: 'fade',
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								effect: value === 'fade' ? 'fade' : 'slide',
							} )
						}
					/>
				</PanelBody>
				{ imageSizes.length > 0 && (
					<PanelBody
						title={ __( 'Image Settings', 'jetpack-blocks' ) }
					>
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Image Size', 'jetpack-blocks' ) }
							value={ size }
							options={ imageSizes.map( ( { slug, name } ) => ( {
								label: name,
								value: slug,
							} ) ) }
							onChange={ ( value ) => void onChangeSize( value ) }
						/>
					</PanelBody>
				) }
			</InspectorControls>
		</>
	);

	if ( images.length === 0 ) {
		return (
			<div { ...blockProps }>
				{ controls }
				<MediaPlaceholder
					icon={ <BlockIcon icon={ icon } /> }
					labels={ {
						title: __( 'Slideshow', 'jetpack-blocks' ),
						instructions: __(
							'Drag images, upload new ones or select files from your library.',
							'jetpack-blocks'
						),
					} }
					onSelect={ onSelectImages }
					accept="image/*"
					allowedTypes={ ALLOWED_MEDIA_TYPES }
					multiple
					onError={ onError }
				/>
			</div>
		);
	}

	const shown = images[ Math.min( current, images.length - 1 ) ];
	const go = ( step: number ) =>
		setCurrent( ( current + step + images.length ) % images.length );

	return (
		<div { ...blockProps }>
			{ controls }
			<DropZone onFilesDrop={ uploadFiles } />
			<div className="wp-block-jetpack-slideshow__editor-preview">
				{ shown && (
					<figure className="wp-block-jetpack-slideshow__editor-slide">
						<img
							src={ shown.url }
							alt={ shown.alt }
							className={
								isTemporary( shown )
									? 'is-transient'
									: undefined
							}
						/>
						{ shown.caption && (
							<figcaption
								// The caption is stored HTML from the media library (a figcaption's content).
								dangerouslySetInnerHTML={ {
									__html: shown.caption,
								} }
							/>
						) }
					</figure>
				) }
				{ images.length > 1 && (
					<>
						<Button
							className="wp-block-jetpack-slideshow__editor-prev"
							icon="arrow-left-alt2"
							label={ __( 'Previous slide', 'jetpack-blocks' ) }
							onClick={ () => go( -1 ) }
						/>
						<Button
							className="wp-block-jetpack-slideshow__editor-next"
							icon="arrow-right-alt2"
							label={ __( 'Next slide', 'jetpack-blocks' ) }
							onClick={ () => go( 1 ) }
						/>
					</>
				) }
				<p className="wp-block-jetpack-slideshow__editor-position">
					{ sprintf(
						/* translators: 1: the shown slide's position, 2: how many slides there are. */
						__( 'Slide %1$d of %2$d', 'jetpack-blocks' ),
						Math.min( current, images.length - 1 ) + 1,
						images.length
					) }
				</p>
			</div>
			{ isSelected && (
				<FormFileUpload
					multiple
					accept="image/*"
					onChange={ ( event ) => {
						if ( event.currentTarget.files ) {
							uploadFiles( event.currentTarget.files );
						}
					} }
					render={ ( { openFileDialog } ) => (
						<Button variant="secondary" onClick={ openFileDialog }>
							{ __( 'Upload an image', 'jetpack-blocks' ) }
						</Button>
					) }
				/>
			) }
		</div>
	);
}
