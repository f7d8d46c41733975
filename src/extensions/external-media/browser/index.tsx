/**
 * The external media browser (spec 002 §2 "External media browser (modal)", §4): a modal on one
 * source — the photo library, a stock search, or the companion app — that lists media, lets the
 * editor pick up to 10, copies them into the media library ("Inserting media") and hands them to
 * the block. A lazy chunk: loaded when a source is first chosen.
 */
import { Modal, VisuallyHidden } from '@wordpress/components';
import { select, useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store } from '../../../stores/external-media';
import type {
	CopiedItem,
	ExternalMediaItem,
} from '../../../stores/external-media/types';
import { sourceLabel } from '../sources';
import type { BlockMedia, BrowserProps } from '../types';
import AppMedia from './app-media';
import {
	blockMediaFor,
	galleryImagesOf,
	mediaForSelection,
} from './block-media';
import GooglePhotos from './google-photos';
import { useBrowserState } from './media-grid';
import StockSearch, { randomSearchTerm } from './stock-search';
import { STYLES } from './styles';

let instances = 0;

function currentPostId(): number | null {
	const editor = select( 'core/editor' ) as unknown as
		{ getCurrentPostId?: () => number | string | null } | undefined;
	const id = Number( editor?.getCurrentPostId?.() );
	return Number.isInteger( id ) && id > 0 ? id : null;
}

/** App media are already in this site's library: they go to the block as they are. */
function appCopies( items: ExternalMediaItem[] ): CopiedItem[] {
	return items.map( ( item ) => ( {
		ID: Number( item.ID ),
		URL: item.URL ?? item.url ?? '',
		alt: item.alt ?? '',
		caption: item.caption ?? '',
	} ) );
}

export default function ExternalMediaBrowser( {
	source,
	allowedTypes,
	multiple = false,
	addToGallery = false,
	clientId,
	onSelect,
	onClose,
}: BrowserProps ) {
	const dispatch = useDispatch( store );
	const state = useBrowserState();
	const [ ready, setReady ] = useState( false );
	const postId = useRef( currentPostId() );
	const closed = useRef( false );
	const [ descriptionId ] = useState(
		() => `jetpack-external-media-description-${ ++instances }`
	);
	const imagesOnly =
		!! allowedTypes?.length &&
		allowedTypes.every( ( type ) => type === 'image' );

	useEffect( () => {
		dispatch.open( source, {
			imagesOnly,
			multiple,
			search:
				source === 'pexels' || source === 'openverse'
					? randomSearchTerm()
					: '',
		} );
		setReady( true );
		return () => {
			closed.current = true;
		};
		// One browser per source: the options are read when it opens.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ source ] );

	const { query } = state;
	const authenticated = state.authenticated[ source ] !== false;
	useEffect( () => {
		if ( ready && source !== 'jetpack_app_media' && authenticated ) {
			void dispatch.fetchMedia();
		}
	}, [ ready, source, query, authenticated, dispatch ] );

	const handOver = useCallback(
		async ( copied: CopiedItem[] ) => {
			const media = await blockMediaFor( copied );
			const all: BlockMedia[] = addToGallery
				? mediaForSelection( media, galleryImagesOf( clientId ) )
				: media;
			if ( closed.current ) {
				return;
			}
			onClose();
			const first = all[ 0 ];
			if ( multiple ) {
				onSelect( all );
			} else if ( first ) {
				onSelect( first );
			}
		},
		[ addToGallery, clientId, multiple, onClose, onSelect ]
	);

	const insertSelected = useCallback( async () => {
		const copied = await dispatch.copySelected( postId.current );
		if ( copied ) {
			await handOver( copied );
		}
	}, [ dispatch, handOver ] );

	const insertAppItems = useCallback(
		( items: ExternalMediaItem[] ) => {
			if ( items.length ) {
				dispatch.setCopying( true );
				void handOver( appCopies( items ) );
			}
		},
		[ dispatch, handOver ]
	);

	const copying = state.isCopying;
	const isApp = source === 'jetpack_app_media';
	let title: string | undefined = copying
		? __( 'Inserting media', 'jetpack-blocks' )
		: __( 'Select media', 'jetpack-blocks' );
	if ( isApp ) {
		title = undefined;
	}

	let screen = null;
	if ( ready && state.source === source ) {
		const retryCopy = () => void insertSelected();
		if ( source === 'google_photos' ) {
			screen = (
				<GooglePhotos
					onInsert={ retryCopy }
					onRetryCopy={ retryCopy }
				/>
			);
		} else if ( isApp ) {
			screen = (
				<AppMedia
					postId={ postId.current }
					onInsertItems={ insertAppItems }
					onRetryCopy={ () => insertAppItems( state.selected ) }
				/>
			);
		} else {
			screen = (
				<StockSearch onInsert={ retryCopy } onRetryCopy={ retryCopy } />
			);
		}
	}

	return (
		<Modal
			className="jetpack-external-media__modal"
			title={ title }
			contentLabel={ title ?? sourceLabel( source ) }
			onRequestClose={ onClose }
			aria={ { describedby: descriptionId } }
			size="fill"
		>
			<style>{ STYLES }</style>
			<VisuallyHidden id={ descriptionId }>
				{ copying
					? __(
							'When the media is finished copying and inserting, you will be returned to the editor.',
							'jetpack-blocks'
						)
					: __(
							'Select the media you would like to insert into the editor.',
							'jetpack-blocks'
						) }
			</VisuallyHidden>
			{ screen }
		</Modal>
	);
}
