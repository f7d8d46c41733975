/**
 * Images from the prompt (spec 000 §4 "Image generation"): loading → the generated images in a grid
 * → one chosen in a modal → uploaded to the media library as a PNG → the block replaced by a core
 * image block. An empty prompt asks for "What would you like to see?" (the client's fallback).
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, Modal, Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	AiClientError,
	ERROR_AI_NOT_CONFIGURED,
	emptyImagePrompt,
	genericErrorMessage,
	isAiModelConfigured,
	requestImages,
} from '../../shared/ai-client';
import { Message } from '../../shared/ai-control';

export interface UploadedImage {
	id: number;
	url: string;
	alt: string;
}

type Step =
	| { name: 'idle' }
	| { name: 'loading' }
	| { name: 'choosing'; images: string[] }
	| { name: 'uploading'; images: string[] }
	| { name: 'error'; message: string };

/** A base64 PNG as a file for the media library, named after the prompt. */
export function pngFile( base64: string, prompt: string ): File {
	const binary = window.atob( base64 );
	const bytes = new Uint8Array( binary.length );
	for ( let index = 0; index < binary.length; index++ ) {
		bytes[ index ] = binary.charCodeAt( index );
	}
	const slug =
		prompt
			.toLowerCase()
			.replace( /[^a-z0-9]+/g, '-' )
			.replace( /^-+|-+$/g, '' )
			.slice( 0, 50 ) || 'ai-image';
	return new File( [ bytes ], `${ slug }.png`, { type: 'image/png' } );
}

/** Uploads a PNG to the media library (the REST media route, as the editor's own uploads do). */
export async function uploadPng(
	base64: string,
	prompt: string,
	postId?: number
): Promise< UploadedImage > {
	const body = new window.FormData();
	body.append( 'file', pngFile( base64, prompt ) );
	body.append( 'alt_text', prompt );
	body.append( 'title', prompt.slice( 0, 100 ) );
	if ( postId ) {
		body.append( 'post', String( postId ) );
	}
	const media = await apiFetch< {
		id: number;
		source_url: string;
	} >( { path: '/wp/v2/media', method: 'POST', body } );
	return { id: media.id, url: media.source_url, alt: prompt };
}

function errorMessage( error: unknown ): string {
	return error instanceof Error && error.message
		? error.message
		: genericErrorMessage();
}

export function ImageGenerator( {
	prompt,
	postId,
	disabled,
	onInsert,
}: {
	prompt: string;
	postId?: number;
	disabled?: boolean;
	onInsert: ( image: UploadedImage ) => void;
} ) {
	const [ step, setStep ] = useState< Step >( { name: 'idle' } );
	const [ chosen, setChosen ] = useState< number | null >( null );
	const [ uploadError, setUploadError ] = useState< string | null >( null );
	const asked = useRef( '' );
	const controller = useRef< AbortController | null >( null );

	useEffect( () => () => controller.current?.abort(), [] );

	const generate = async () => {
		if ( ! isAiModelConfigured() ) {
			return; // No model makes images here: the block shows the setup state instead.
		}
		controller.current?.abort();
		const abort = new AbortController();
		controller.current = abort;
		asked.current = prompt.trim() ? prompt.trim() : emptyImagePrompt();
		setStep( { name: 'loading' } );
		setChosen( null );
		try {
			const images = await requestImages( {
				prompt: asked.current,
				postId,
				signal: abort.signal,
			} );
			if ( ! abort.signal.aborted ) {
				setStep( { name: 'choosing', images } );
			}
		} catch ( error ) {
			if ( abort.signal.aborted ) {
				return;
			}
			if (
				error instanceof AiClientError &&
				error.code === ERROR_AI_NOT_CONFIGURED
			) {
				// The model went away since the page loaded: the block's setup state says so.
				setStep( { name: 'idle' } );
				return;
			}
			setStep( { name: 'error', message: errorMessage( error ) } );
		}
	};

	const insert = async ( images: string[], index: number ) => {
		setStep( { name: 'uploading', images } );
		setUploadError( null );
		try {
			const image = await uploadPng(
				images[ index ] ?? '',
				asked.current,
				postId
			);
			onInsert( image );
		} catch ( error ) {
			setUploadError( errorMessage( error ) );
			setStep( { name: 'choosing', images } );
		}
	};

	const images =
		step.name === 'choosing' || step.name === 'uploading'
			? step.images
			: [];

	return (
		<div className="jetpack-ai-assistant__images">
			<Button
				variant="secondary"
				onClick={ generate }
				disabled={ disabled || step.name === 'loading' }
				accessibleWhenDisabled
			>
				{ __( 'Generate image', 'jetpack-blocks' ) }
			</Button>
			{ step.name === 'loading' && (
				<p
					className="jetpack-ai-assistant__images-loading"
					role="status"
				>
					<Spinner />
					{ __( 'Generating image…', 'jetpack-blocks' ) }
				</p>
			) }
			{ step.name === 'error' && (
				<Message severity="error">
					<span>{ step.message }</span>{ ' ' }
					<Button
						variant="secondary"
						size="small"
						onClick={ generate }
					>
						{ __( 'Try again', 'jetpack-blocks' ) }
					</Button>
				</Message>
			) }
			{ images.length > 0 && (
				<ul
					className="jetpack-ai-assistant__image-grid"
					aria-label={ __( 'Generated images', 'jetpack-blocks' ) }
				>
					{ images.map( ( image, index ) => (
						<li key={ index }>
							<Button
								className="jetpack-ai-assistant__image-choice"
								onClick={ () => setChosen( index ) }
								label={ sprintf(
									/* translators: %d: the image's number in the list. */
									__(
										'Image %d: view and choose',
										'jetpack-blocks'
									),
									index + 1
								) }
							>
								<img
									src={ `data:image/png;base64,${ image }` }
									alt=""
								/>
							</Button>
						</li>
					) ) }
				</ul>
			) }
			{ chosen !== null && images[ chosen ] && (
				<Modal
					title={ __( 'Generated image', 'jetpack-blocks' ) }
					onRequestClose={ () =>
						step.name === 'uploading'
							? undefined
							: setChosen( null )
					}
				>
					<img
						className="jetpack-ai-assistant__image-preview"
						src={ `data:image/png;base64,${ images[ chosen ] }` }
						alt={ asked.current }
					/>
					{ uploadError && (
						<Message severity="error">{ uploadError }</Message>
					) }
					<div className="jetpack-ai-assistant__image-actions">
						<Button
							variant="tertiary"
							onClick={ () => setChosen( null ) }
							disabled={ step.name === 'uploading' }
						>
							{ __( 'Back', 'jetpack-blocks' ) }
						</Button>
						<Button
							variant="primary"
							isBusy={ step.name === 'uploading' }
							disabled={ step.name === 'uploading' }
							accessibleWhenDisabled
							onClick={ () => insert( images, chosen ) }
						>
							{ step.name === 'uploading'
								? __( 'Uploading…', 'jetpack-blocks' )
								: __( 'Insert image', 'jetpack-blocks' ) }
						</Button>
					</div>
				</Modal>
			) }
		</div>
	);
}
