/**
 * The empty gallery: drop images, upload new ones or pick them from the media library.
 */
import * as blockEditor from '@wordpress/block-editor';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';
import icon from '../icon';
import { unseenRecords, type MediaItem } from '../media';

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
	/** Adds the picked or uploaded images to the gallery as it is when they arrive. */
	onSelect: ( media: MediaItem[] ) => void;
	onError: ( message: string ) => void;
}

export function GalleryPlaceholder( {
	onSelect,
	onError,
}: GalleryPlaceholderProps ) {
	// An upload started here reports its whole batch again as each file finishes, also once the
	// first image has replaced this placeholder with the gallery: each image is handed over once,
	// so one removed meanwhile is not added back.
	const [ unseen ] = useState( unseenRecords );
	function onPicked( media: MediaItem[] ) {
		const picked = unseen( media );
		if ( picked.length > 0 ) {
			onSelect( picked );
		}
	}
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
			onSelect={ onPicked }
			onError={ onError }
		/>
	);
}
