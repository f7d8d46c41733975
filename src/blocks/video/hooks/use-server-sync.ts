/**
 * Keeps the block's attributes in step with what the server holds for its video: the media record's
 * guid (or, without one, hands the block to core/video) and the video's details (tracks, poster,
 * attachment).
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, type Block as BlockInstance } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import type { Track, VideoAttributes, VideoDetails } from '../types';

/** The block's tracks as the server lists them (the server is the one place that stores them). */
export function tracksFromDetails( details: VideoDetails ): Track[] {
	const tracks: Track[] = [];
	for ( const [ kind, byLanguage ] of Object.entries(
		details.tracks ?? {}
	) ) {
		for ( const [ srcLang, track ] of Object.entries( byLanguage ?? {} ) ) {
			tracks.push( {
				kind: kind as Track[ 'kind' ],
				srcLang,
				label: track.label,
				src: track.src,
			} );
		}
	}
	return tracks;
}

export function useServerSync( {
	clientId,
	attributes,
	setAttributes,
	recordGuid,
	details,
}: {
	clientId: string;
	attributes: VideoAttributes;
	setAttributes: ( attributes: Partial< VideoAttributes > ) => void;
	/** The media record's guid ('' when it has none; null until read). */
	recordGuid: string | null;
	details: VideoDetails | null;
} ) {
	const { id, guid, src, poster, caption } = attributes;
	const { replaceBlock } = useDispatch( blockEditorStore ) as unknown as {
		replaceBlock: ( clientId: string, block: BlockInstance ) => void;
	};

	// A media record without a guid is not a hosted video: the core video block handles it.
	useEffect( () => {
		if ( recordGuid === '' && id ) {
			replaceBlock(
				clientId,
				createBlock( 'core/video', {
					id,
					src,
					caption,
					autoplay: attributes.autoplay,
					loop: attributes.loop,
					muted: attributes.muted,
					controls: attributes.controls,
					playsInline: attributes.playsinline,
					poster,
					preload: attributes.preload,
				} )
			);
		} else if ( recordGuid && recordGuid !== guid ) {
			setAttributes( { guid: recordGuid } );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only when the record's guid is known
	}, [ recordGuid ] );

	useEffect( () => {
		if ( ! details ) {
			return;
		}
		const tracks = tracksFromDetails( details );
		const changes: Partial< VideoAttributes > = {};
		if (
			JSON.stringify( tracks ) !==
			JSON.stringify( attributes.videoPressTracks )
		) {
			changes.videoPressTracks = tracks;
		}
		if ( ! poster && details.poster ) {
			changes.poster = details.poster;
		}
		if ( ! id && details.post_id ) {
			changes.id = details.post_id;
			changes.src = details.original;
		}
		if ( Object.keys( changes ).length ) {
			setAttributes( changes );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- when new details arrive
	}, [ details ] );
}
