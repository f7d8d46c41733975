/**
 * Editor UI of the GIF block: a search box (words, a GIF-service link or a short link), the chosen
 * GIF with thumbnails of the other results, a caption, and a panel saying where the GIF comes from.
 * Loaded lazily (see index.ts).
 *
 * Searches go through our own route, which falls back to the site's media library when the GIF
 * service is not set up or cannot be reached; such results are labelled as the library's, and the
 * block says why the service was not used.
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	PanelBody,
	Placeholder,
	Spinner,
} from '@wordpress/components';
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import type { FormEvent } from 'react';
import { EmbedError, resolveRedirect } from '../../shared/embed';
import icon from './icon';
import { lookupGif, searchGifs } from './api';
import { isServiceEmbed, parseGifInput, type GifInput } from './input';
import { paddingFromSize } from './padding';
import type { GifAttributes, GifResult, GifSearchAnswer } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

type Failure =
	/** The search itself failed (the route did not answer). */
	| { kind: 'search'; message: string }
	/** The text is a web address that names no GIF. */
	| { kind: 'input'; message: string }
	/** A link could not be followed or looked up: the embed error, with "Convert block to link". */
	| { kind: 'link'; message: string; url: string };

const LIBRARY_LABEL = () => __( 'From your media library', 'jetpack-blocks' );

function SearchForm( {
	value,
	onChange,
	onSubmit,
	busy,
}: {
	value: string;
	onChange: ( value: string ) => void;
	onSubmit: ( event: FormEvent ) => void;
	busy: boolean;
} ) {
	const id = useId();
	return (
		<form className="wp-block-jetpack-gif__search" onSubmit={ onSubmit }>
			<label className="screen-reader-text" htmlFor={ id }>
				{ __( 'Search for a GIF', 'jetpack-blocks' ) }
			</label>
			<input
				id={ id }
				type="text"
				className="components-placeholder__input wp-block-jetpack-gif__search-input"
				placeholder={ __(
					'Enter search terms, e.g. cat…',
					'jetpack-blocks'
				) }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			<Button
				variant="secondary"
				type="submit"
				isBusy={ busy }
				aria-disabled={ busy }
			>
				{ __( 'Search', 'jetpack-blocks' ) }
			</Button>
		</form>
	);
}

/** Where the results came from, and why the GIF service was not used when it was not. */
function ResultsSource( { answer }: { answer: GifSearchAnswer } ) {
	if ( answer.source !== 'media-library' ) {
		return null;
	}
	return (
		<div className="wp-block-jetpack-gif__source" role="status">
			<strong>{ LIBRARY_LABEL() }</strong>
			{ ! answer.service.reached && (
				<span>
					{ ' ' }
					{ __(
						'The GIF service was not reached.',
						'jetpack-blocks'
					) }
					{ answer.service.message
						? ` ${ answer.service.message }`
						: '' }
				</span>
			) }
		</div>
	);
}

function emptyMessage( answer: GifSearchAnswer, query: string ): string {
	if ( answer.source === 'media-library' ) {
		if ( answer.library?.gifs === 0 ) {
			return __(
				'Your media library has no GIF images yet. Upload one to the media library, or set a GIF service key, to find GIFs here.',
				'jetpack-blocks'
			);
		}
		return sprintf(
			/* translators: %s: the search words. */
			__(
				'No GIF in your media library matches “%s”.',
				'jetpack-blocks'
			),
			query
		);
	}
	return sprintf(
		/* translators: %s: the search words. */
		__( 'No GIFs found for “%s”.', 'jetpack-blocks' ),
		query
	);
}

function Thumbnails( {
	results,
	current,
	onPick,
}: {
	results: GifResult[];
	current: string | undefined;
	onPick: ( result: GifResult ) => void;
} ) {
	return (
		<div
			className="wp-block-jetpack-gif__thumbnails"
			role="group"
			aria-label={ __( 'Search results', 'jetpack-blocks' ) }
		>
			{ results.map( ( result, index ) => {
				const label =
					result.title ||
					sprintf(
						/* translators: 1: position of the result, 2: number of results. */
						__( 'GIF %1$d of %2$d', 'jetpack-blocks' ),
						index + 1,
						results.length
					);
				return (
					<Button
						key={ `${ result.source ?? 'service' }-${ result.id }` }
						className="wp-block-jetpack-gif__thumbnail"
						aria-label={ label }
						aria-pressed={ result.embed_url === current }
						onClick={ () => onPick( result ) }
					>
						<img src={ result.images.downsized_still.url } alt="" />
					</Button>
				);
			} ) }
		</div>
	);
}

function BrandingPanel( { attributes }: { attributes: GifAttributes } ) {
	let body;
	if ( attributes.giphyUrl && ! attributes.gifUrl ) {
		body = (
			<p>
				{ __( 'Powered by GIPHY.', 'jetpack-blocks' ) }{ ' ' }
				<ExternalLink href="https://giphy.com/">
					{ __( 'Visit GIPHY', 'jetpack-blocks' ) }
				</ExternalLink>
			</p>
		);
	} else if ( attributes.attachmentId ) {
		body = <p>{ `${ LIBRARY_LABEL() }.` }</p>;
	} else if ( attributes.gifUrl ) {
		let host = '';
		try {
			host = new URL( attributes.gifUrl ).hostname;
		} catch {}
		body = (
			<p>
				{ sprintf(
					/* translators: %s: the host name of the image's address. */
					__( 'An image from %s.', 'jetpack-blocks' ),
					host || attributes.gifUrl
				) }
			</p>
		);
	} else {
		body = (
			<p>
				{ __(
					'Searches GIPHY. When no GIF service key is set or the service cannot be reached, searches the GIFs of your media library.',
					'jetpack-blocks'
				) }
			</p>
		);
	}
	return (
		<InspectorControls>
			<PanelBody title={ __( 'GIF source', 'jetpack-blocks' ) }>
				{ body }
			</PanelBody>
		</InspectorControls>
	);
}

export default function GifEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< GifAttributes > ) {
	const { caption, giphyUrl, gifUrl, paddingTop, searchText } = attributes;
	const [ text, setText ] = useState( searchText ?? '' );
	const [ fetching, setFetching ] = useState( false );
	// A ref as well as state: a second submit in the same tick must see the first one.
	const busy = useRef( false );
	const [ answer, setAnswer ] = useState< GifSearchAnswer | null >( null );
	const [ lastQuery, setLastQuery ] = useState( '' );
	const [ failure, setFailure ] = useState< Failure | null >( null );
	const blockProps = useBlockProps();

	const current = gifUrl || giphyUrl;

	const pick = ( result: GifResult, typed: string ) => {
		const { width, height } = result.images.original;
		const shape = { paddingTop: paddingFromSize( width, height ) };
		if ( result.source === 'media-library' ) {
			setAttributes( {
				...shape,
				gifUrl: result.embed_url,
				attachmentId: result.attachment_id,
				giphyUrl: undefined,
				searchText: typed,
			} );
		} else {
			setAttributes( {
				...shape,
				giphyUrl: result.embed_url,
				gifUrl: undefined,
				attachmentId: undefined,
				searchText: typed,
			} );
		}
	};

	const lookUp = async ( input: GifInput, typed: string ) => {
		if ( input.kind === 'search' ) {
			const found = await searchGifs( input.query );
			setAnswer( found );
			setLastQuery( input.query );
			if ( found.data[ 0 ] ) {
				pick( found.data[ 0 ], typed );
			}
			return;
		}
		let id = input.kind === 'id' ? input.id : null;
		if ( input.kind === 'short-link' ) {
			const target = parseGifInput( await resolveRedirect( input.url ) );
			id = target.kind === 'id' ? target.id : null;
			if ( ! id ) {
				throw new Error(
					__( 'The link does not lead to a GIF.', 'jetpack-blocks' )
				);
			}
		}
		if ( ! id ) {
			return;
		}
		const result = await lookupGif( id );
		setAnswer( {
			source: 'giphy',
			data: [ result ],
			service: { reached: true },
		} );
		pick( result, result.title || typed );
	};

	const run = async ( typed: string ) => {
		if ( busy.current ) {
			return;
		}
		const input = parseGifInput( typed );
		if ( input.kind === 'empty' ) {
			return;
		}
		if ( input.kind === 'unsupported' ) {
			setFailure( {
				kind: 'input',
				message: __(
					'This address is not a GIPHY link. Enter search words, or a link to a GIF on GIPHY.',
					'jetpack-blocks'
				),
			} );
			return;
		}
		busy.current = true;
		setFetching( true );
		setFailure( null );
		try {
			await lookUp( input, typed.trim() );
		} catch ( error ) {
			const message =
				error instanceof Error && error.message
					? error.message
					: __( 'The GIF search failed.', 'jetpack-blocks' );
			setFailure(
				input.kind === 'search'
					? { kind: 'search', message }
					: { kind: 'link', message, url: typed.trim() }
			);
		} finally {
			busy.current = false;
			setFetching( false );
		}
	};

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		void run( text );
	};

	// A block created with search words but no GIF (e.g. from a pasted link) searches on first open.
	useEffect( () => {
		if ( searchText && ! giphyUrl && ! gifUrl ) {
			void run( searchText );
		}
		// Only on mount: later searches are the editor's to start.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	if ( failure?.kind === 'link' ) {
		return (
			<div { ...blockProps }>
				<EmbedError
					clientId={ clientId }
					url={ failure.url }
					label={ __( 'GIF', 'jetpack-blocks' ) }
					icon={ icon }
					message={ failure.message }
					onRetry={ () => setFailure( null ) }
				/>
			</div>
		);
	}

	const status = (
		<>
			{ fetching && (
				<p className="wp-block-jetpack-gif__status" role="status">
					<Spinner />
					{ __( 'Searching…', 'jetpack-blocks' ) }
				</p>
			) }
			{ failure && (
				<div className="wp-block-jetpack-gif__error" role="alert">
					<p>{ failure.message }</p>
					{ failure.kind === 'search' && (
						<Button
							variant="secondary"
							onClick={ () => void run( text ) }
						>
							{ __( 'Try again', 'jetpack-blocks' ) }
						</Button>
					) }
				</div>
			) }
			{ ! fetching && answer && <ResultsSource answer={ answer } /> }
			{ ! fetching && answer && answer.data.length === 0 && (
				<p className="wp-block-jetpack-gif__empty" role="status">
					{ emptyMessage( answer, lastQuery ) }
				</p>
			) }
		</>
	);

	const form = (
		<SearchForm
			value={ text }
			onChange={ setText }
			onSubmit={ onSubmit }
			busy={ fetching }
		/>
	);

	if ( ! current ) {
		return (
			<div { ...blockProps }>
				<BrandingPanel attributes={ attributes } />
				<Placeholder
					icon={ icon }
					label={ __( 'GIF', 'jetpack-blocks' ) }
					instructions={ __(
						'Search for a GIF, or paste a link to one on GIPHY.',
						'jetpack-blocks'
					) }
					className="wp-block-jetpack-gif__placeholder"
				>
					{ form }
					{ status }
				</Placeholder>
			</div>
		);
	}

	const frameTitle = searchText || __( 'Animated GIF', 'jetpack-blocks' );

	let media;
	if ( gifUrl ) {
		media = <img src={ gifUrl } alt={ searchText ?? '' } />;
	} else if ( isServiceEmbed( giphyUrl ) ) {
		media = (
			<>
				<iframe src={ giphyUrl } title={ frameTitle } />
				{ /* Clicks on a cross-origin frame never reach the editor: this cover lets them select the block. */ }
				<div
					className="wp-block-jetpack-gif__cover"
					aria-hidden="true"
				/>
			</>
		);
	} else {
		media = (
			<p className="wp-block-jetpack-gif__refused">
				{ __(
					'This GIF’s address is not a GIPHY page, so it is not shown. Search again to replace it.',
					'jetpack-blocks'
				) }
			</p>
		);
	}
	const results = answer?.data ?? [];

	return (
		<div { ...blockProps }>
			<BrandingPanel attributes={ attributes } />
			<figure>
				{ isSelected && (
					<div className="wp-block-jetpack-gif__controls">
						{ form }
						{ status }
						{ ! fetching && results.length > 1 && (
							<Thumbnails
								results={ results }
								current={ current }
								onPick={ ( result ) =>
									pick( result, text.trim() )
								}
							/>
						) }
					</div>
				) }
				<div
					className="wp-block-jetpack-gif-wrapper"
					style={ { paddingTop } }
				>
					{ media }
				</div>
				{ ( isSelected || ( caption && caption.length > 0 ) ) && (
					<RichText
						tagName="figcaption"
						className="wp-block-jetpack-gif-caption gallery-caption"
						placeholder={ __( 'Write caption…', 'jetpack-blocks' ) }
						aria-label={ __( 'GIF caption', 'jetpack-blocks' ) }
						value={ caption ?? '' }
						onChange={ ( value: string ) =>
							setAttributes( { caption: value } )
						}
						inlineToolbar
						allowedFormats={ [
							'core/bold',
							'core/italic',
							'core/link',
							'core/strikethrough',
						] }
					/>
				) }
			</figure>
		</div>
	);
}
