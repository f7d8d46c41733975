/**
 * Editor UI: the "Eventbrite Checkout" placeholder with its URL form, the "Embedding…" state while a
 * short link is followed, the embed error with "Convert block to link", and once embedded either a
 * preview of the in-page checkout or the button child (Button & Modal), chosen under "Embed Type".
 * Loaded lazily (see index.ts).
 *
 * The editor shows no live checkout: the service's widget is a third-party script, and the editor
 * must work without it. The preview says what visitors get instead.
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	PanelBody,
	Placeholder,
	RadioControl,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { EmbedError, resolveRedirect } from '../../shared/embed';
import icon from './icon';
import { isWebAddress, parseEventUrl, type EventPage } from './url';
import {
	BUTTON_UNIQUE_ID,
	type EventbriteAttributes,
	type EventbriteStyle,
} from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

type Phase =
	| { name: 'form' }
	| { name: 'embedding'; input: string }
	| { name: 'failed'; input: string }
	| { name: 'embedded' };

const label = () => __( 'Eventbrite Checkout', 'jetpack-blocks' );

/**
 * Where an input leads: the event page itself, or — for an http(s) address that is not one, in the
 * in-page style — the page a short link redirects to. Null when neither names an event.
 */
async function findEventPage(
	input: string,
	style: EventbriteStyle
): Promise< EventPage | null > {
	const direct = parseEventUrl( input );
	if ( direct ) {
		return direct;
	}
	// The button style only links to the page, so it takes addresses as given (no lookup).
	if ( style === 'modal' || ! isWebAddress( input ) ) {
		return null;
	}
	try {
		return parseEventUrl( await resolveRedirect( input.trim() ) );
	} catch {
		// Unreachable short link (always, offline): the embed error says so.
		return null;
	}
}

function UrlForm( {
	initial,
	onSubmit,
}: {
	initial: string;
	onSubmit: ( input: string ) => void;
} ) {
	const [ value, setValue ] = useState( initial );
	return (
		<Placeholder
			icon={ icon }
			label={ label() }
			instructions={ __(
				'Paste a link to an Eventbrite event to embed ticket checkout.',
				'jetpack-blocks'
			) }
		>
			<form
				className="eventbrite__url-form"
				noValidate
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( value.trim() ) {
						onSubmit( value );
					}
				} }
			>
				<input
					type="url"
					className="components-placeholder__input"
					aria-label={ __(
						'Eventbrite event URL',
						'jetpack-blocks'
					) }
					placeholder={ __(
						'Enter an event URL to embed here…',
						'jetpack-blocks'
					) }
					value={ value }
					onChange={ ( event ) => setValue( event.target.value ) }
				/>
				<Button
					__next40pxDefaultSize
					variant="primary"
					type="submit"
					disabled={ ! value.trim() }
					accessibleWhenDisabled
				>
					{ __( 'Embed', 'jetpack-blocks' ) }
				</Button>
			</form>
		</Placeholder>
	);
}

function InlinePreview( { url, eventId }: { url: string; eventId?: number } ) {
	return (
		<div className="eventbrite__preview">
			<p className="eventbrite__preview-title">{ label() }</p>
			<p>
				{ eventId
					? sprintf(
							/* translators: %s: the event's number on the ticket service. */
							__(
								'Visitors see the ticket checkout of event %s here, with a link to the event page.',
								'jetpack-blocks'
							),
							String( eventId )
						)
					: __(
							'Visitors see a link to the event page here.',
							'jetpack-blocks'
						) }
			</p>
			<ExternalLink href={ url }>{ url }</ExternalLink>
		</div>
	);
}

function ModalButton( { text }: { text: string } ) {
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'eventbrite__button' },
		{
			template: [
				[
					'jetpack/button',
					{ element: 'a', uniqueId: BUTTON_UNIQUE_ID, text },
				],
			],
			templateLock: 'all',
		}
	);
	return <div { ...innerBlocksProps } />;
}

export default function EventbriteEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< EventbriteAttributes > & { clientId: string } ) {
	const { url, eventId, style } = attributes;
	const [ phase, setPhase ] = useState< Phase >( () =>
		url ? { name: 'embedded' } : { name: 'form' }
	);
	const blockProps = useBlockProps();
	// A lookup that ends after the block was removed or the form reopened must not write.
	const attempt = useRef( 0 );
	useEffect( () => () => void ( attempt.current += 1 ), [] );

	const embed = async ( input: string ) => {
		const mine = ++attempt.current;
		const direct = parseEventUrl( input );
		if ( ! direct ) {
			setPhase( { name: 'embedding', input: input.trim() } );
		}
		const page = direct ?? ( await findEventPage( input, style ) );
		if ( mine !== attempt.current ) {
			return;
		}
		if ( page ) {
			setAttributes( { url: page.url, eventId: page.eventId } );
			setPhase( { name: 'embedded' } );
			return;
		}
		// The spec's error transition: the address and id are cleared, the input stays on screen.
		setAttributes( { url: undefined, eventId: undefined } );
		setPhase( { name: 'failed', input: input.trim() } );
	};

	if ( phase.name === 'embedding' ) {
		return (
			<div { ...blockProps }>
				<Placeholder icon={ icon } label={ label() }>
					<div className="eventbrite__embedding" role="status">
						<Spinner />
						{ __( 'Embedding…', 'jetpack-blocks' ) }
					</div>
				</Placeholder>
			</div>
		);
	}

	if ( phase.name === 'failed' ) {
		return (
			<div { ...blockProps }>
				<EmbedError
					clientId={ clientId }
					url={ phase.input }
					label={ label() }
					icon={ icon }
					onRetry={ () => setPhase( { name: 'form' } ) }
				/>
			</div>
		);
	}

	if ( phase.name === 'form' || ! url ) {
		return (
			<div { ...blockProps }>
				<UrlForm initial={ url ?? '' } onSubmit={ embed } />
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						label={ __( 'Edit URL', 'jetpack-blocks' ) }
						onClick={ () => {
							attempt.current += 1;
							setPhase( { name: 'form' } );
						} }
					>
						{ __( 'Edit URL', 'jetpack-blocks' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Embed Type', 'jetpack-blocks' ) }>
					<RadioControl
						label={ __( 'Embed Type', 'jetpack-blocks' ) }
						hideLabelFromVision
						selected={ style }
						options={ [
							{
								label: __( 'In-page Embed', 'jetpack-blocks' ),
								value: 'inline',
							},
							{
								label: __( 'Button & Modal', 'jetpack-blocks' ),
								value: 'modal',
							},
						] }
						onChange={ ( next ) =>
							setAttributes( {
								style: next === 'modal' ? 'modal' : 'inline',
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ style === 'modal' ? (
				<ModalButton text={ __( 'Register', 'jetpack-blocks' ) } />
			) : (
				<InlinePreview url={ url } eventId={ eventId } />
			) }
		</div>
	);
}
