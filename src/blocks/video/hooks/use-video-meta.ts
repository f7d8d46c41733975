/**
 * The video's media-record settings (rating, download, privacy, title, description): read from the
 * media record's jetpack_videopress field and changed optimistically through the meta route (spec
 * 002 §4): the new value shows at once, the controls are disabled while the request runs, and on
 * failure the previous value comes back with an error notice.
 */
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { errorMessage, fetchMedia, updateMeta, type MetaUpdate } from '../api';
import type { VideoPressMediaField } from '../types';

export type MetaValues = Pick<
	VideoPressMediaField,
	'rating' | 'allow_download' | 'privacy_setting' | 'title' | 'description'
>;

export interface VideoMeta {
	/** null until the media record has been read. */
	values: MetaValues | null;
	/** The media record's guid ('' when it has none; null until read). */
	guid: string | null;
	/** The file's duration in seconds when WordPress knows it. */
	duration?: number;
	/** The media record could not be read. */
	loadError: string | null;
	/** Reads the media record again (after a load error: the notice's "Try again"). */
	reload: () => void;
	isUpdating: boolean;
	update: ( changes: Partial< MetaValues > ) => Promise< boolean >;
}

function toWire( changes: Partial< MetaValues > ): MetaUpdate {
	const wire: MetaUpdate = {};
	if ( changes.rating !== undefined ) {
		wire.rating = changes.rating;
	}
	if ( changes.allow_download !== undefined ) {
		wire.allow_download = changes.allow_download ? 1 : 0;
	}
	if ( changes.privacy_setting !== undefined ) {
		wire.privacy_setting = changes.privacy_setting;
	}
	if ( changes.title !== undefined ) {
		wire.title = changes.title;
	}
	if ( changes.description !== undefined ) {
		wire.description = changes.description;
	}
	return wire;
}

export function useVideoMeta( id: number | undefined ): VideoMeta {
	const [ values, setValues ] = useState< MetaValues | null >( null );
	const [ guid, setGuid ] = useState< string | null >( null );
	const [ duration, setDuration ] = useState< number | undefined >();
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ isUpdating, setIsUpdating ] = useState( false );
	const [ attempt, setAttempt ] = useState( 0 );
	const reload = useCallback( () => setAttempt( ( n ) => n + 1 ), [] );
	const latest = useRef< MetaValues | null >( null );
	latest.current = values;
	const { createErrorNotice } = useDispatch( noticesStore );

	useEffect( () => {
		if ( ! id ) {
			return;
		}
		let cancelled = false;
		setLoadError( null );
		fetchMedia( id )
			.then( ( media ) => {
				if ( cancelled ) {
					return;
				}
				const field = media.jetpack_videopress;
				setGuid( field?.guid ?? '' );
				setDuration( media.media_details?.length );
				if ( field ) {
					setValues( {
						rating: field.rating,
						allow_download: field.allow_download,
						privacy_setting: field.privacy_setting,
						title: field.title,
						description: field.description,
					} );
				}
			} )
			.catch( ( error ) => {
				if ( ! cancelled ) {
					setLoadError( errorMessage( error ) );
				}
			} );
		return () => {
			cancelled = true;
		};
	}, [ id, attempt ] );

	const update = useCallback(
		async ( changes: Partial< MetaValues > ): Promise< boolean > => {
			const previous = latest.current;
			if ( ! id || ! previous ) {
				return false;
			}
			setValues( { ...previous, ...changes } );
			setIsUpdating( true );
			try {
				await updateMeta( id, toWire( changes ) );
				return true;
			} catch ( error ) {
				// Back to what the server still holds; only the fields of this change are undone.
				setValues( ( current ) => {
					const reverted = { ...( current ?? previous ) };
					for ( const key of Object.keys( changes ) as Array<
						keyof MetaValues
					> ) {
						( reverted as Record< string, unknown > )[ key ] =
							previous[ key ];
					}
					return reverted;
				} );
				createErrorNotice(
					sprintf(
						/* translators: %s: the server's error message. */
						__(
							'The video settings could not be saved: %s',
							'jetpack-blocks'
						),
						errorMessage( error )
					),
					{ id: 'videopress-meta-error' }
				);
				return false;
			} finally {
				setIsUpdating( false );
			}
		},
		[ id, createErrorNotice ]
	);

	return { values, guid, duration, loadError, reload, isUpdating, update };
}
