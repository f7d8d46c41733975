/**
 * Editor UI: the placeholder (two steps, a textarea for the Public URL or the embed code, Embed),
 * then the calendar in an iframe with the "Calendar settings" sidebar (height). Loaded lazily (see
 * index.ts).
 *
 * The preview iframe is sandboxed (scripts and popups for the calendar's own navigation, nothing
 * else), shows only addresses on the Google calendar host, and sits under a transparent layer until
 * the block is selected, so a click selects the block instead of going into the calendar. Offline
 * the calendar cannot load; the link under it says where it leads.
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	Placeholder,
	TextareaControl,
	TextControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import type { FormEvent } from 'react';
import icon from './icon';
import { isEmbeddableCalendarUrl, parseCalendarInput } from './calendar-url';
import { CALENDAR_EMBED_ERROR } from './messages';
import type { GoogleCalendarAttributes } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

const DEFAULT_HEIGHT = 600;

export default function GoogleCalendarEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< GoogleCalendarAttributes > ) {
	const { url, height, width } = attributes;
	const embeddable = isEmbeddableCalendarUrl( url );
	const [ editing, setEditing ] = useState( ! embeddable );
	const [ input, setInput ] = useState( url ?? '' );
	const [ error, setError ] = useState( false );
	const [ heightInput, setHeightInput ] = useState( String( height ) );
	const blockProps = useBlockProps();

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! input.trim() ) {
			return;
		}
		const embed = parseCalendarInput( input );
		if ( ! embed ) {
			setError( true );
			return;
		}
		setError( false );
		setAttributes( {
			url: embed.url,
			// An embed code's size wins; a bare URL keeps the block's.
			...( embed.height !== undefined ? { height: embed.height } : {} ),
			...( embed.width !== undefined ? { width: embed.width } : {} ),
		} );
		if ( embed.height !== undefined ) {
			setHeightInput( String( embed.height ) );
		}
		setInput( embed.url );
		setEditing( false );
	};

	if ( editing || ! url || ! embeddable ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Google Calendar', 'jetpack-blocks' ) }
					className="wp-block-jetpack-google-calendar__placeholder"
				>
					<ol className="wp-block-jetpack-google-calendar__steps">
						<li>
							{ __(
								'In Google Calendar, open the settings of the calendar you want to show, and under “Access permissions” turn on “Make available to public”.',
								'jetpack-blocks'
							) }
						</li>
						<li>
							{ __(
								'Under “Integrate calendar”, copy the “Public URL to this calendar” or the “Embed code”, and paste it below.',
								'jetpack-blocks'
							) }
						</li>
					</ol>
					<form
						className="wp-block-jetpack-google-calendar__form"
						onSubmit={ onSubmit }
					>
						<TextareaControl
							__nextHasNoMarginBottom
							label={ __(
								'Public URL or embed code',
								'jetpack-blocks'
							) }
							placeholder={ __(
								'Enter URL or iframe to embed here…',
								'jetpack-blocks'
							) }
							value={ input }
							onChange={ ( next ) => {
								setInput( next );
								setError( false );
							} }
							rows={ 3 }
						/>
						{ error && (
							<p
								className="wp-block-jetpack-google-calendar__error"
								role="alert"
							>
								{ CALENDAR_EMBED_ERROR() }
							</p>
						) }
						<Button variant="primary" type="submit">
							{ __( 'Embed', 'jetpack-blocks' ) }
						</Button>
					</form>
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						onClick={ () => {
							setInput( url );
							setEditing( true );
						} }
					>
						{ __( 'Edit URL', 'jetpack-blocks' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody
					title={ __( 'Calendar settings', 'jetpack-blocks' ) }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						type="number"
						min={ 1 }
						label={ __( 'Height', 'jetpack-blocks' ) }
						help={ __( 'In pixels.', 'jetpack-blocks' ) }
						value={ heightInput }
						onChange={ ( next ) => {
							setHeightInput( next );
							const parsed = parseInt( next, 10 );
							if ( Number.isFinite( parsed ) && parsed > 0 ) {
								setAttributes( { height: parsed } );
							}
						} }
						onBlur={ () => setHeightInput( String( height ) ) }
					/>
				</PanelBody>
			</InspectorControls>
			<div className="wp-block-jetpack-google-calendar__frame">
				<iframe
					src={ url }
					title={ __( 'Google Calendar', 'jetpack-blocks' ) }
					height={ height || DEFAULT_HEIGHT }
					style={ {
						width: '100%',
						maxWidth: width ? `${ width }px` : undefined,
					} }
					sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
					loading="lazy"
				/>
				{ ! isSelected && (
					<div
						className="wp-block-jetpack-google-calendar__overlay"
						aria-hidden="true"
					/>
				) }
			</div>
			<p className="wp-block-jetpack-google-calendar__link">
				<a href={ url } target="_blank" rel="noopener noreferrer">
					{ __(
						'Open the calendar in Google Calendar',
						'jetpack-blocks'
					) }
				</a>
			</p>
		</div>
	);
}
