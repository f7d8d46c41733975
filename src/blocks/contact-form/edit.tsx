/**
 * Editor UI of the form: the field blocks and the submit button (a `jetpack/button` child, as the
 * reference stores it), the settings for the button, the e-mail sent for each response and what
 * visitors see after a submission. Loaded lazily (see index.ts).
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
	SelectControl,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
	RangeControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import {
	createBlock,
	type Block as BlockInstance,
	BlockEditProps,
} from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import { lazy, Suspense, useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';
import { useAiAvailability } from '../../ai/use-ai-availability';
import { FIELD_BLOCKS, type ContactFormAttributes } from './fields';
import {
	setFormAiBarOpen,
	toggleFormAiBar,
	useFormAiBarOpen,
} from './ai-bar-state';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

/** The submit button's defaults (spec: "Submit", radius 8). */
const BUTTON_DEFAULTS = {
	element: 'button',
	text: 'Submit',
	borderRadius: 8,
	lock: { remove: true },
};

/** What a new form starts with: the three fields most contact forms ask for, and the button. */
const TEMPLATE: Array< [ string, Record< string, unknown > ] > = [
	[ 'jetpack/field-name', { required: true } ],
	[ 'jetpack/field-email', { required: true } ],
	[ 'jetpack/field-textarea', {} ],
	[ 'jetpack/button', BUTTON_DEFAULTS ],
];

const ALLOWED_BLOCKS = [ ...FIELD_BLOCKS, 'jetpack/button' ];

export const MAX_BORDER_RADIUS = 50;

type ButtonAttributes = {
	text?: string;
	borderRadius?: number;
};

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
		to,
		subject,
		customThankyou,
		customThankyouHeading,
		customThankyouMessage,
		customThankyouRedirect,
	} = attributes;
	// The submit button is the form's `jetpack/button` child; older forms have none (the server
	// then renders the default one), and the first change of its settings adds it.
	const { button, isButtonLast, count } = useSelect(
		( select ) => {
			const children = (
				select( 'core/block-editor' ) as {
					getBlocks: ( id: string ) => BlockInstance[];
				}
			 ).getBlocks( clientId );
			const found = children.find(
				( block ) => block.name === 'jetpack/button'
			);
			return {
				button: found,
				isButtonLast: children.at( -1 ) === found,
				count: children.length,
			};
		},
		[ clientId ]
	);
	const { updateBlockAttributes, insertBlock, moveBlocksToPosition } =
		useDispatch( 'core/block-editor' ) as {
			updateBlockAttributes: (
				id: string,
				next: Record< string, unknown >
			) => void;
			insertBlock: (
				block: BlockInstance,
				index: number | undefined,
				rootClientId: string,
				updateSelection: boolean
			) => void;
			moveBlocksToPosition: (
				ids: string[],
				fromRootClientId: string,
				toRootClientId: string,
				index: number
			) => void;
		};
	// The button stays after the fields: the form's appender adds a field at the end.
	const buttonId = button?.clientId;
	useEffect( () => {
		if ( buttonId && ! isButtonLast ) {
			moveBlocksToPosition( [ buttonId ], clientId, clientId, count - 1 );
		}
	}, [ buttonId, isButtonLast, count, clientId, moveBlocksToPosition ] );
	const buttonAttributes: ButtonAttributes = button?.attributes ?? {
		text: BUTTON_DEFAULTS.text,
		borderRadius: BUTTON_DEFAULTS.borderRadius,
	};
	const setButton = ( next: ButtonAttributes ) => {
		if ( button ) {
			updateBlockAttributes( button.clientId, next );
		} else {
			insertBlock(
				createBlock( 'jetpack/button', {
					...BUTTON_DEFAULTS,
					...next,
				} ),
				undefined,
				clientId,
				false
			);
		}
	};
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
			allowedBlocks: ALLOWED_BLOCKS,
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
						value={ buttonAttributes.text ?? '' }
						onChange={ ( value ) => setButton( { text: value } ) }
						help={ __(
							'Left empty, the button reads “Submit”.',
							'jetpack-blocks'
						) }
					/>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Button border radius', 'jetpack-blocks' ) }
						value={ buttonAttributes.borderRadius ?? 5 }
						min={ 0 }
						max={ MAX_BORDER_RADIUS }
						onChange={ ( value ) =>
							setButton( {
								borderRadius: Math.min(
									MAX_BORDER_RADIUS,
									Math.max(
										0,
										Number(
											value ??
												BUTTON_DEFAULTS.borderRadius
										)
									)
								),
							} )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'Email', 'jetpack-blocks' ) }
					initialOpen={ false }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Email responses to', 'jetpack-blocks' ) }
						value={ to }
						onChange={ ( value ) => setAttributes( { to: value } ) }
						help={ __(
							'Addresses separated by commas. Left empty, the post’s author is told.',
							'jetpack-blocks'
						) }
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Email subject', 'jetpack-blocks' ) }
						value={ subject }
						onChange={ ( value ) =>
							setAttributes( { subject: value } )
						}
					/>
				</PanelBody>
				<PanelBody
					title={ __( 'After submission', 'jetpack-blocks' ) }
					initialOpen={ false }
				>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'On submission', 'jetpack-blocks' ) }
						value={ customThankyou as '' | 'message' | 'redirect' }
						options={ [
							{
								value: '',
								label: __(
									'Show the default message',
									'jetpack-blocks'
								),
							},
							{
								value: 'message',
								label: __(
									'Show a custom message',
									'jetpack-blocks'
								),
							},
							{
								value: 'redirect',
								label: __(
									'Go to another page',
									'jetpack-blocks'
								),
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( { customThankyou: value } )
						}
					/>
					{ customThankyou === 'redirect' ? (
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							type="url"
							label={ __(
								'Address of the page',
								'jetpack-blocks'
							) }
							value={ customThankyouRedirect }
							onChange={ ( value ) =>
								setAttributes( {
									customThankyouRedirect: value,
								} )
							}
						/>
					) : (
						<>
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __(
									'Message heading',
									'jetpack-blocks'
								) }
								value={ customThankyouHeading }
								onChange={ ( value ) =>
									setAttributes( {
										customThankyouHeading: value,
									} )
								}
							/>
							<TextareaControl
								__nextHasNoMarginBottom
								label={ __( 'Message text', 'jetpack-blocks' ) }
								value={ customThankyouMessage }
								onChange={ ( value ) =>
									setAttributes( {
										customThankyouMessage: value,
										// Writing a message is choosing to show it.
										...( value && ! customThankyou
											? { customThankyou: 'message' }
											: {} ),
									} )
								}
								help={ __(
									'Responses are stored under Feedback in the dashboard.',
									'jetpack-blocks'
								) }
							/>
						</>
					) }
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
			{ ! button && (
				// A form stored without a button child: the one the server renders for it.
				<div className="jetpack-contact-form__submit">
					<span
						className="jetpack-contact-form__button"
						style={ { borderRadius: BUTTON_DEFAULTS.borderRadius } }
					>
						{ __( 'Submit', 'jetpack-blocks' ) }
					</span>
				</div>
			) }
		</div>
	);
}
