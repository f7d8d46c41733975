/**
 * Editor UI: without restaurants, the "OpenTable Reservation" placeholder with the restaurant picker;
 * with them, a preview of the reservation widget, and the Settings sidebar (restaurants, style,
 * language, new window) with the advanced toggles. Loaded lazily (see index.ts).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import icon from './icon';
import { canvasUrl, type ParsedEmbed } from './embed';
import { RestaurantPicker } from './restaurant-picker';
import {
	availableStyles,
	chooseRestaurants,
	chooseStyle,
	isStyle,
	LANGUAGES,
	showsWideWarning,
	STYLE_SIZES,
} from './rules';
import type { OpenTableAttributes, OpenTableStyle } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

const SIGN_UP_URL = 'https://restaurant.opentable.com/get-started/';
const LEARN_MORE_URL =
	'https://wordpress.com/support/wordpress-editor/blocks/opentable-block/';

function styleLabel( style: OpenTableStyle ): string {
	switch ( style ) {
		case 'tall':
			return __( 'Tall', 'jetpack-blocks' );
		case 'wide':
			return __( 'Wide', 'jetpack-blocks' );
		case 'button':
			return __( 'Button', 'jetpack-blocks' );
		default:
			return __( 'Standard', 'jetpack-blocks' );
	}
}

function languageLabel( lang: string ): string {
	const labels: Record< string, string > = {
		'en-US': __( 'English', 'jetpack-blocks' ),
		'fr-CA': __( 'Français', 'jetpack-blocks' ),
		'de-DE': __( 'Deutsch', 'jetpack-blocks' ),
		'es-MX': __( 'Español', 'jetpack-blocks' ),
		'ja-JP': __( '日本語', 'jetpack-blocks' ),
		'nl-NL': __( 'Nederlands', 'jetpack-blocks' ),
		'it-IT': __( 'Italiano', 'jetpack-blocks' ),
	};
	return labels[ lang ] ?? lang;
}

function EmbedErrorNotice() {
	return (
		<Notice
			status="error"
			isDismissible={ false }
			className="wp-block-jetpack-opentable__embed-error"
		>
			<strong>{ __( 'We ran into an issue', 'jetpack-blocks' ) }</strong>
			<p>
				{ __(
					'Please ensure this embed matches the one from your OpenTable account',
					'jetpack-blocks'
				) }
			</p>
		</Notice>
	);
}

function Links() {
	return (
		<p className="wp-block-jetpack-opentable__help-links">
			<ExternalLink href={ SIGN_UP_URL }>
				{ __( 'Sign up for OpenTable', 'jetpack-blocks' ) }
			</ExternalLink>{ ' ' }
			<ExternalLink href={ LEARN_MORE_URL }>
				{ __( 'Learn more about this block', 'jetpack-blocks' ) }
			</ExternalLink>
		</p>
	);
}

export default function OpenTableEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< OpenTableAttributes > ) {
	const { rid, lang, newtab, iframe, negativeMargin, align } = attributes;
	const style: OpenTableStyle = isStyle( attributes.style )
		? attributes.style
		: 'standard';
	const [ embedFailed, setEmbedFailed ] = useState( false );
	// The placeholder's choice, applied with its Embed button.
	const [ pending, setPending ] = useState< string[] >( [] );

	const blockProps = useBlockProps( {
		className: [
			`is-style-${ style }`,
			rid.length > 1 ? 'is-multi' : '',
			negativeMargin ? 'has-no-margin' : '',
		]
			.filter( Boolean )
			.join( ' ' ),
	} );

	const applyEmbed = ( embed: ParsedEmbed ) => {
		setEmbedFailed( false );
		setPending( [] );
		setAttributes( {
			...embed,
			...chooseStyle( { rid: embed.rid, align }, embed.style ),
		} );
	};

	const picker = ( rids: string[], onChange: ( next: string[] ) => void ) => (
		<RestaurantPicker
			rids={ rids }
			onChange={ ( next ) => {
				setEmbedFailed( false );
				onChange( next );
			} }
			onEmbed={ applyEmbed }
			onEmbedError={ () => setEmbedFailed( true ) }
		/>
	);

	if ( rid.length === 0 ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'OpenTable Reservation', 'jetpack-blocks' ) }
					instructions={ __(
						'Search for your restaurant, enter its OpenTable ID, or paste the embed code or reservation link from your OpenTable account.',
						'jetpack-blocks'
					) }
				>
					<form
						className="wp-block-jetpack-opentable__placeholder-form"
						onSubmit={ ( event ) => {
							event.preventDefault();
							if ( pending.length > 0 ) {
								setAttributes(
									chooseRestaurants( attributes, pending )
								);
								setPending( [] );
							}
						} }
					>
						{ picker( pending, setPending ) }
						<Button
							variant="primary"
							type="submit"
							disabled={ pending.length === 0 }
							__next40pxDefaultSize
						>
							{ __( 'Embed', 'jetpack-blocks' ) }
						</Button>
					</form>
					{ embedFailed && <EmbedErrorNotice /> }
					<Links />
				</Placeholder>
			</div>
		);
	}

	const size = STYLE_SIZES[ style ];
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'jetpack-blocks' ) }>
					{ picker( rid, ( next ) =>
						setAttributes( chooseRestaurants( attributes, next ) )
					) }
					{ embedFailed && <EmbedErrorNotice /> }
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Style', 'jetpack-blocks' ) }
						value={ style }
						options={ availableStyles( rid.length ).map(
							( value ) => ( {
								value,
								label: styleLabel( value ),
							} )
						) }
						onChange={ ( value: string ) => {
							if ( isStyle( value ) ) {
								setAttributes(
									chooseStyle( attributes, value )
								);
							}
						} }
					/>
					{ showsWideWarning( { rid, style, align } ) && (
						<Notice
							status="warning"
							isDismissible={ false }
							className="wp-block-jetpack-opentable__wide-warning"
						>
							{ __(
								'The Wide style needs room: use it with the Wide width or Full width alignment, or it may be cut off. It may also not fit small screens.',
								'jetpack-blocks'
							) }
						</Notice>
					) }
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Language', 'jetpack-blocks' ) }
						value={ lang as ( typeof LANGUAGES )[ number ] }
						options={ LANGUAGES.map( ( value ) => ( {
							value,
							label: languageLabel( value ),
						} ) ) }
						onChange={ ( value: string ) =>
							setAttributes( { lang: value } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Open in a new window', 'jetpack-blocks' ) }
						checked={ !! newtab }
						onChange={ ( value: boolean ) =>
							setAttributes( { newtab: value } )
						}
					/>
					<Links />
				</PanelBody>
			</InspectorControls>
			<InspectorControls group="advanced">
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Load the widget in an iframe (recommended)',
						'jetpack-blocks'
					) }
					checked={ iframe !== false }
					onChange={ ( value: boolean ) =>
						setAttributes( { iframe: value } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Remove block margin', 'jetpack-blocks' ) }
					checked={ !! negativeMargin }
					onChange={ ( value: boolean ) =>
						setAttributes( { negativeMargin: value } )
					}
				/>
			</InspectorControls>
			<div
				className="wp-block-jetpack-opentable__preview"
				style={ { width: size.width, height: size.height } }
			>
				<iframe
					className="wp-block-jetpack-opentable__widget"
					title={ __(
						'OpenTable reservation preview',
						'jetpack-blocks'
					) }
					src={ canvasUrl( { ...attributes, style } ) }
					width={ size.width }
					height={ size.height }
					tabIndex={ -1 }
				/>
				{ /* Keeps clicks on the block (selection) instead of the booking form. */ }
				<div className="wp-block-jetpack-opentable__overlay" />
			</div>
		</div>
	);
}
