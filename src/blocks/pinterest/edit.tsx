/**
 * Editor UI: the URL form (placeholder with Embed), then the preview. What was pasted goes through
 * the states of the block: URL test → fetching (a pin.it short link is followed by our
 * resolve-redirect route) → preview, or the embed error with "Convert block to link".
 *
 * The preview is a static card (kind, link), not the pin-board widget: the widget is a third-party
 * script that cannot load without the network and would run Pinterest's code inside the editor.
 * Visitors get the widget (render.php), with the link as its fallback. Loaded lazily (see index.ts).
 */
import { BlockControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	Placeholder,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import type { FormEvent } from 'react';
import { EmbedError, resolveRedirect } from '../../shared/embed';
import icon from './icon';
import {
	isWebAddress,
	parsePinterestUrl,
	pinKind,
	type PinKind,
} from './pin-url';
import type { PinterestAttributes } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

const TITLE = () => __( 'Pinterest', 'jetpack-blocks' );

function kindLabel( kind: PinKind ): string {
	switch ( kind ) {
		case 'pin':
			return __( 'Pinterest pin', 'jetpack-blocks' );
		case 'user':
			return __( 'Pinterest profile', 'jetpack-blocks' );
		case 'board':
			return __( 'Pinterest board', 'jetpack-blocks' );
	}
}

type Phase =
	| { name: 'form' }
	| { name: 'fetching'; url: string }
	| { name: 'error'; url: string }
	| { name: 'preview' };

/** Where a block opens: its stored url decides (a short link still has to be followed). */
function initialPhase( url: string | undefined ): Phase {
	if ( ! url ) {
		return { name: 'form' };
	}
	const parsed = parsePinterestUrl( url );
	if ( parsed.type === 'short' ) {
		return { name: 'fetching', url: parsed.url };
	}
	return parsed.type === 'site'
		? { name: 'preview' }
		: { name: 'error', url: isWebAddress( url ) ? url.trim() : '' };
}

export default function PinterestEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< PinterestAttributes > ) {
	const { url } = attributes;
	const [ phase, setPhase ] = useState< Phase >( () => initialPhase( url ) );
	const [ input, setInput ] = useState( url ?? '' );
	const blockProps = useBlockProps();
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	// A short link (typed, or pasted and transformed) is followed once per fetching phase.
	const fetchingUrl = phase.name === 'fetching' ? phase.url : null;
	useEffect( () => {
		if ( ! fetchingUrl ) {
			return;
		}
		resolveRedirect( fetchingUrl )
			.then( ( final ) => {
				if ( ! mounted.current ) {
					return;
				}
				const parsed = parsePinterestUrl( final );
				if ( parsed.type !== 'site' ) {
					setPhase( { name: 'error', url: fetchingUrl } );
					return;
				}
				setAttributes( { url: parsed.url } );
				setInput( parsed.url );
				setPhase( { name: 'preview' } );
			} )
			.catch( () => {
				if ( mounted.current ) {
					setPhase( { name: 'error', url: fetchingUrl } );
				}
			} );
	}, [ fetchingUrl, setAttributes ] );

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		const value = input.trim();
		if ( ! value ) {
			return;
		}
		const parsed = parsePinterestUrl( value );
		if ( parsed.type === 'site' ) {
			setAttributes( { url: parsed.url } );
			setInput( parsed.url );
			setPhase( { name: 'preview' } );
		} else if ( parsed.type === 'short' ) {
			setPhase( { name: 'fetching', url: parsed.url } );
		} else {
			// Only a web address may become a link; other text gets the error without that offer.
			setPhase( {
				name: 'error',
				url: isWebAddress( value ) ? value : '',
			} );
		}
	};

	if ( phase.name === 'fetching' ) {
		return (
			<div { ...blockProps }>
				<Placeholder icon={ icon } label={ TITLE() }>
					<div
						className="wp-block-jetpack-pinterest__fetching"
						role="status"
					>
						<Spinner />
						{ __( 'Embedding…', 'jetpack-blocks' ) }
					</div>
				</Placeholder>
			</div>
		);
	}

	if ( phase.name === 'error' ) {
		return (
			<div { ...blockProps }>
				<EmbedError
					clientId={ clientId }
					url={ phase.url }
					label={ TITLE() }
					icon={ icon }
					onRetry={ () => {
						setInput( phase.url || input );
						setPhase( { name: 'form' } );
					} }
				/>
			</div>
		);
	}

	const kind = pinKind( url );
	if ( phase.name === 'preview' && url && kind ) {
		return (
			<div { ...blockProps }>
				<BlockControls>
					<ToolbarGroup>
						<ToolbarButton
							onClick={ () => {
								setInput( url );
								setPhase( { name: 'form' } );
							} }
						>
							{ __( 'Edit URL', 'jetpack-blocks' ) }
						</ToolbarButton>
					</ToolbarGroup>
				</BlockControls>
				<div className="wp-block-jetpack-pinterest__card">
					<span className="wp-block-jetpack-pinterest__icon">
						{ icon }
					</span>
					<div>
						<p className="wp-block-jetpack-pinterest__kind">
							{ kindLabel( kind ) }
						</p>
						<a
							href={ url }
							target="_blank"
							rel="noopener noreferrer"
							className="wp-block-jetpack-pinterest__link"
						>
							{ url }
						</a>
						<p className="wp-block-jetpack-pinterest__note">
							{ __(
								'Visitors see it drawn by Pinterest on the published page, or this link where Pinterest cannot load.',
								'jetpack-blocks'
							) }
						</p>
					</div>
				</div>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<Placeholder
				icon={ icon }
				label={ TITLE() }
				instructions={ __(
					'Paste a link to a Pinterest pin, board or profile you want to display on your site.',
					'jetpack-blocks'
				) }
			>
				<form
					className="wp-block-jetpack-pinterest__form"
					onSubmit={ onSubmit }
					noValidate
				>
					<input
						type="url"
						className="components-placeholder__input"
						aria-label={ __( 'Pinterest URL', 'jetpack-blocks' ) }
						placeholder={ __(
							'Enter URL to embed here…',
							'jetpack-blocks'
						) }
						value={ input }
						onChange={ ( event ) => setInput( event.target.value ) }
					/>
					<Button variant="primary" type="submit">
						{ __( 'Embed', 'jetpack-blocks' ) }
					</Button>
				</form>
			</Placeholder>
		</div>
	);
}
