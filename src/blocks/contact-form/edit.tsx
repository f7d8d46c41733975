/**
 * Editor UI of the form: the field blocks (only field blocks may go in), a preview of the submit
 * button, and the settings for the button and the message shown after a submission. Loaded lazily
 * (see index.ts).
 */
import {
	BlockControls,
	InnerBlocks,
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
	RangeControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { lazy, Suspense, useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import type { KeyboardEvent } from 'react';
import { useAiAvailability } from '../../shared/ai-availability';
import { FIELD_BLOCKS, type ContactFormAttributes } from './fields';
import {
	setFormAiBarOpen,
	toggleFormAiBar,
	useFormAiBarOpen,
} from './ai-bar-state';

/** What a new form starts with: the three fields most contact forms ask for. */
const TEMPLATE: Array< [ string, Record< string, unknown > ] > = [
	[ 'jetpack/field-name', { required: true } ],
	[ 'jetpack/field-email', { required: true } ],
	[ 'jetpack/field-textarea', {} ],
];

export const MAX_BORDER_RADIUS = 50;

/** The AI bar and the AI client it uses load only when the bar is first opened. */
const FormAiBar = lazy(
	() =>
		import(
			/* webpackChunkName: "blocks/contact-form/ai-bar" */ './ai-bar'
		)
);

const SHORTCUT_LABEL = /Mac|iPhone|iPad/.test( window.navigator.platform )
	? '⌘/'
	: 'Ctrl+/';

/** mod+/ : Ctrl+/ , or ⌘/ on a Mac. */
function isToggleShortcut( event: KeyboardEvent ): boolean {
	return (
		event.key === '/' &&
		( event.ctrlKey || event.metaKey ) &&
		! event.altKey &&
		! event.shiftKey
	);
}

export default function ContactFormEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< ContactFormAttributes > ) {
	// Open from this toolbar, the shortcut, or a field's toolbar (ai-bar-state.ts).
	const isAiBarOpen = useFormAiBarOpen( clientId );
	useEffect( () => () => setFormAiBarOpen( clientId, false ), [ clientId ] );
	// The AI bar follows the rule every AI surface shares (spec 000 §6): it belongs to the Forms
	// module (hidden while the module is off or not known yet), hidden with the AI Assistant block
	// type, and a user who is not connected gets the Reconnect banner over a disabled input. A usage
	// feature that reports an error code keeps the entry, and the bar says why its prompt is off.
	const ai = useAiAvailability( {
		blockName: 'jetpack/ai-assistant',
		module: 'contact-form',
	} );
	const hasFeatureError = ai.reason === 'feature-error';
	const isFormsModuleActive = ai.isOffered || hasFeatureError;
	const showAiBar = isFormsModuleActive && isAiBarOpen;
	const {
		submitButtonText,
		submitButtonBorderRadius,
		customThankyouHeading,
		customThankyouMessage,
	} = attributes;
	const blockProps = useBlockProps( {
		className: 'jetpack-contact-form',
		onKeyDown: ( event: KeyboardEvent ) => {
			if ( isFormsModuleActive && isToggleShortcut( event ) ) {
				event.preventDefault();
				toggleFormAiBar( clientId );
			}
		},
	} );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'jetpack-contact-form__fields' },
		{
			allowedBlocks: FIELD_BLOCKS,
			template: TEMPLATE,
			templateLock: false,
			// Fields are not the default block, so the editor shows no appender by itself.
			renderAppender: InnerBlocks.ButtonBlockAppender,
		}
	);

	return (
		<div { ...blockProps }>
			{ isFormsModuleActive && (
				<BlockControls>
					<ToolbarGroup>
						<ToolbarButton
							isPressed={ isAiBarOpen }
							onClick={ () => toggleFormAiBar( clientId ) }
							shortcut={ SHORTCUT_LABEL }
						>
							{ __( 'AI Assistant', 'jetpack-blocks' ) }
						</ToolbarButton>
					</ToolbarGroup>
				</BlockControls>
			) }
			<InspectorControls>
				<PanelBody title={ __( 'Submit button', 'jetpack-blocks' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Button text', 'jetpack-blocks' ) }
						value={ submitButtonText }
						onChange={ ( value ) =>
							setAttributes( { submitButtonText: value } )
						}
						help={ __(
							'Left empty, the button reads “Submit”.',
							'jetpack-blocks'
						) }
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Button border radius', 'jetpack-blocks' ) }
						value={ submitButtonBorderRadius }
						min={ 0 }
						max={ MAX_BORDER_RADIUS }
						onChange={ ( value ) =>
							setAttributes( {
								submitButtonBorderRadius: Math.min(
									MAX_BORDER_RADIUS,
									Math.max( 0, Number( value ?? 8 ) )
								),
							} )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'After submission', 'jetpack-blocks' ) }
					initialOpen={ false }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Message heading', 'jetpack-blocks' ) }
						value={ customThankyouHeading }
						placeholder={ __(
							'Your message has been sent',
							'jetpack-blocks'
						) }
						onChange={ ( value ) =>
							setAttributes( { customThankyouHeading: value } )
						}
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __( 'Message text', 'jetpack-blocks' ) }
						value={ customThankyouMessage }
						onChange={ ( value ) =>
							setAttributes( { customThankyouMessage: value } )
						}
						help={ __(
							'Responses are stored under Feedback in the dashboard.',
							'jetpack-blocks'
						) }
					/>
				</PanelBody>
			</InspectorControls>
			{ showAiBar && (
				<Suspense fallback={ <Spinner /> }>
					<FormAiBar
						clientId={ clientId }
						onClose={ () => setFormAiBarOpen( clientId, false ) }
						canRequest={ ai.canRequest }
						featureError={
							hasFeatureError
								? { message: ai.featureErrorMessage }
								: undefined
						}
						connectionUrl={
							ai.needsConnection ? ai.connectionUrl : undefined
						}
					/>
				</Suspense>
			) }
			<div { ...innerBlocksProps } />
			<div className="jetpack-contact-form__submit">
				<span
					className="jetpack-contact-form__button"
					style={ { borderRadius: submitButtonBorderRadius } }
				>
					{ submitButtonText.trim() ||
						__( 'Submit', 'jetpack-blocks' ) }
				</span>
			</div>
		</div>
	);
}
