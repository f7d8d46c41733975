/**
 * The empty gallery: drop images, upload new ones or pick them from the media library.
 */
import * as blockEditor from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';
import icon from '../icon';
import type { MediaItem } from '../media';

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

export interface GalleryPlaceholderProps {
	onSelect: ( media: MediaItem[] ) => void;
	onError: ( message: string ) => void;
}

export function GalleryPlaceholder( {
	onSelect,
	onError,
}: GalleryPlaceholderProps ) {
	return (
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
			onSelect={ onSelect }
			onError={ onError }
		/>
	);
}
