/**
 * Upload view for the video block. This first version sends the file in one request to the media
 * library; the resumable (tus) upload with pause, resume and poster choice replaces it.
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { VideoUploadViewProps } from './types';

interface MediaRecord {
	id: number;
	source_url: string;
	jetpack_videopress?: { guid?: string };
}

export default function VideoUploadView( {
	file,
	onComplete,
	onCancel,
}: VideoUploadViewProps ) {
	const [ error, setError ] = useState< string | null >( null );
	const [ attempt, setAttempt ] = useState( 0 );

	useEffect( () => {
		let cancelled = false;
		const body = new FormData();
		body.append( 'file', file, file.name );
		apiFetch< MediaRecord >( {
			path: '/wp/v2/media',
			method: 'POST',
			body,
		} )
			.then( ( media ) => {
				if ( ! cancelled ) {
					onComplete( {
						id: media.id,
						guid: media.jetpack_videopress?.guid ?? '',
						src: media.source_url,
						title: '',
					} );
				}
			} )
			.catch( () => {
				if ( ! cancelled ) {
					setError(
						__(
							'An error was encountered during the upload. Check your network connection.',
							'jetpack-blocks'
						)
					);
				}
			} );
		return () => {
			cancelled = true;
		};
	}, [ file, attempt, onComplete ] );

	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ error }
				<Button
					variant="secondary"
					onClick={ () => (
						setError( null ),
						setAttempt( attempt + 1 )
					 ) }
				>
					{ __( 'Try again', 'jetpack-blocks' ) }
				</Button>
				<Button variant="tertiary" onClick={ onCancel }>
					{ __( 'Cancel', 'jetpack-blocks' ) }
				</Button>
			</Notice>
		);
	}
	return <Spinner />;
}
