/**
 * Editor UI of the scheduling embed.
 *
 * No url: a placeholder form taking a Calendly address or embed code. Submitting parses it (embed.ts);
 * what cannot be read clears the url and shows the embed error, the form staying open to try again.
 * With a url: the inline style previews the page in an iframe, the link style shows the button
 * child; the toolbar's Edit reopens the form, the sidebar holds the style, "Hide event type details"
 * and the colours. Loaded lazily (see index.ts).
 */
import {
	BlockControls,
	InspectorControls,
	PanelColorSettings,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
	RadioControl,
	TextControl,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import type { FormEvent } from 'react';
import metadata from './block.json';
import icon from './icon';
import {
	calendlyColor,
	calendlyPageUrl,
	isValidCalendlyUrl,
	parseCalendlyInput,
	type CalendlyStyle,
} from './embed';
import { buttonAttributes } from './button-template';
import type { CalendlyAttributes } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

function embedError(): string {
	return __(
		"Your calendar couldn't be embedded. Please double check your URL or code.",
		'jetpack-blocks'
	);
}

function LinkStyle( { url }: { url?: string } ) {
	const template = useMemo(
		() =>
			[ [ 'jetpack/button', buttonAttributes( url ) ] ] as Array<
				[ string, Record< string, unknown > ]
			>,
		[ url ]
	);
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-jetpack-calendly__button' },
		{ template, templateLock: 'all', renderAppender: false }
	);
	return <div { ...innerBlocksProps } />;
}

export default function CalendlyEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< CalendlyAttributes > ) {
	const {
		url,
		style,
		hideEventTypeDetails,
		backgroundColor,
		primaryColor,
		textColor,
	} = attributes;
	const [ editing, setEditing ] = useState( ! url );
	const [ input, setInput ] = useState( url ?? '' );
	const [ failed, setFailed ] = useState( false );

	// A stored url that is not a Calendly page (typed into the code editor, say) is an embed failure.
	useEffect( () => {
		if ( url && ! isValidCalendlyUrl( url ) ) {
			setAttributes( { url: undefined } );
			setFailed( true );
			setEditing( true );
		}
	}, [ url, setAttributes ] );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		const embed = parseCalendlyInput( input );
		if ( ! embed ) {
			setAttributes( { url: undefined } );
			setFailed( true );
			return;
		}
		setFailed( false );
		setAttributes( embed );
		setInput( embed.url );
		setEditing( false );
	};

	const blockProps = useBlockProps( {
		className: `calendly-style-${ style }`,
	} );

	if ( editing || ! url ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Calendly', 'jetpack-blocks' ) }
					instructions={ __(
						'Enter your Calendly web address or embed code below.',
						'jetpack-blocks'
					) }
				>
					<form
						className="wp-block-jetpack-calendly__form"
						onSubmit={ submit }
					>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __(
								'Calendly web address or embed code',
								'jetpack-blocks'
							) }
							placeholder={ __(
								'Calendly web address or embed code…',
								'jetpack-blocks'
							) }
							value={ input }
							onChange={ ( value: string ) => {
								setInput( value );
							} }
						/>
						<Button variant="primary" type="submit">
							{ __( 'Embed', 'jetpack-blocks' ) }
						</Button>
						{ url && (
							<Button
								variant="tertiary"
								onClick={ () => {
									setFailed( false );
									setInput( url );
									setEditing( false );
								} }
							>
								{ __( 'Cancel', 'jetpack-blocks' ) }
							</Button>
						) }
					</form>
					{ failed && (
						<Notice status="error" isDismissible={ false }>
							<span role="alert">{ embedError() }</span>
						</Notice>
					) }
					<div className="wp-block-jetpack-calendly__help">
						<ExternalLink href="https://help.calendly.com/hc/en-us/articles/223147027-Embed-options-overview">
							{ __(
								'Need help finding your embed code?',
								'jetpack-blocks'
							) }
						</ExternalLink>
					</div>
				</Placeholder>
			</div>
		);
	}

	const pageUrl = calendlyPageUrl(
		url,
		{ hideEventTypeDetails, backgroundColor, primaryColor, textColor },
		window.location.hostname
	);
	const colorSetting = (
		key: 'backgroundColor' | 'primaryColor' | 'textColor',
		label: string
	) => ( {
		label,
		value: calendlyColor( attributes[ key ] )
			? `#${ attributes[ key ] }`
			: undefined,
		onChange: ( value?: string ) => {
			// Cleared or not a hex colour: back to the block's default for the field.
			setAttributes( {
				[ key ]:
					calendlyColor( value ) ??
					metadata.attributes[ key ].default,
			} );
		},
	} );

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
						{ __( 'Edit', 'jetpack-blocks' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Styles', 'jetpack-blocks' ) }>
					<RadioControl
						label={ __( 'Style', 'jetpack-blocks' ) }
						selected={ style }
						options={ [
							{
								value: 'inline',
								label: __( 'Inline', 'jetpack-blocks' ),
							},
							{
								value: 'link',
								label: __( 'Link', 'jetpack-blocks' ),
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( { style: value as CalendlyStyle } )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Calendar settings', 'jetpack-blocks' ) }
				>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Hide event type details',
							'jetpack-blocks'
						) }
						checked={ hideEventTypeDetails }
						onChange={ ( checked: boolean ) =>
							setAttributes( { hideEventTypeDetails: checked } )
						}
					/>
				</PanelBody>
				<PanelColorSettings
					title={ __( 'Calendar color', 'jetpack-blocks' ) }
					colorSettings={ [
						colorSetting(
							'backgroundColor',
							__( 'Background color', 'jetpack-blocks' )
						),
						colorSetting(
							'primaryColor',
							__( 'Primary color', 'jetpack-blocks' )
						),
						colorSetting(
							'textColor',
							__( 'Text color', 'jetpack-blocks' )
						),
					] }
				/>
			</InspectorControls>
			{ style === 'link' ? (
				<LinkStyle url={ url } />
			) : (
				<div className="wp-block-jetpack-calendly__preview">
					<iframe
						src={ pageUrl }
						title={ __(
							'Calendly scheduling page',
							'jetpack-blocks'
						) }
						className="wp-block-jetpack-calendly__frame"
					/>
					{ ! isSelected && (
						// Clicks on the page would go to the frame; this lets them select the block.
						<div className="wp-block-jetpack-calendly__overlay" />
					) }
				</div>
			) }
		</div>
	);
}
