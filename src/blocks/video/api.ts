/**
 * The video block's calls (spec 002 §7), served by this plugin on the local site: the media record's
 * jetpack_videopress field, the meta route, and the video routes under the REST namespace rest/v1.1.
 */
import apiFetch from '@wordpress/api-fetch';
import type {
	PosterState,
	PrivacySetting,
	TrackKind,
	VideoDetails,
	VideoPressMediaField,
} from './types';

export interface MediaRecord {
	id: number;
	source_url: string;
	title?: { raw?: string; rendered?: string };
	media_details?: { length?: number; width?: number; height?: number };
	jetpack_videopress?: VideoPressMediaField;
}

export function fetchMedia( id: number ): Promise< MediaRecord > {
	return apiFetch< MediaRecord >( {
		path: `/wp/v2/media/${ id }?context=edit`,
	} );
}

export interface MetaUpdate {
	rating?: string;
	allow_download?: 0 | 1;
	privacy_setting?: PrivacySetting;
	title?: string;
	description?: string;
}

/** POST /wpcom/v2/videopress/meta; resolves only when the answer says status 200. */
export async function updateMeta(
	id: number,
	meta: MetaUpdate
): Promise< void > {
	const answer = await apiFetch< { code?: string; data?: number } >( {
		path: '/wpcom/v2/videopress/meta',
		method: 'POST',
		data: { id, ...meta },
	} );
	if ( answer?.data !== 200 ) {
		throw new Error( 'The video settings were not saved.' );
	}
}

const videoPath = ( guid: string ) =>
	`/rest/v1.1/videos/${ encodeURIComponent( guid ) }`;

export function fetchVideo( guid: string ): Promise< VideoDetails > {
	return apiFetch< VideoDetails >( { path: videoPath( guid ) } );
}

export function uploadTrack(
	guid: string,
	track: { kind: TrackKind; srcLang: string; label: string },
	file: Blob,
	fileName = 'track.vtt'
): Promise< { src: string } > {
	const body = new FormData();
	body.append( 'kind', track.kind );
	body.append( 'srclang', track.srcLang );
	body.append( 'label', track.label );
	body.append( 'vtt', file, fileName );
	return apiFetch< { src: string } >( {
		path: `${ videoPath( guid ) }/tracks`,
		method: 'POST',
		body,
	} );
}

export function deleteTrack(
	guid: string,
	track: { kind: TrackKind; srcLang: string }
): Promise< unknown > {
	const body = new FormData();
	body.append( 'kind', track.kind );
	body.append( 'srclang', track.srcLang );
	return apiFetch( {
		path: `${ videoPath( guid ) }/tracks/delete`,
		method: 'POST',
		body,
	} );
}

export function fetchPoster( guid: string ): Promise< PosterState > {
	return apiFetch< PosterState >( { path: `${ videoPath( guid ) }/poster` } );
}

export function setPoster(
	guid: string,
	poster: { attachmentId: number } | { atTimeMs: number }
): Promise< PosterState > {
	const data =
		'attachmentId' in poster
			? { poster_attachment_id: poster.attachmentId }
			: { at_time: poster.atTimeMs, is_millisec: true };
	return apiFetch< PosterState >( {
		path: `${ videoPath( guid ) }/poster`,
		method: 'POST',
		data,
	} );
}

/** The message of an apiFetch failure (a WP_Error body, or anything thrown). */
export function errorMessage( error: unknown ): string {
	if ( error && typeof error === 'object' && 'message' in error ) {
		const message = ( error as { message?: unknown } ).message;
		if ( typeof message === 'string' && message !== '' ) {
			return message;
		}
	}
	return String( error );
}
