/**
 * Editor UI of the form: the field blocks (only field blocks may go in), a preview of the submit
 * button, and the settings for the button and the message shown after a submission. Loaded lazily
 * (see index.ts).
 */
import {
	InnerBlocks,
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { FIELD_BLOCKS, type ContactFormAttributes } from './fields';

/** What a new form starts with: the three fields most contact forms ask for. */
const TEMPLATE: Array< [ string, Record< string, unknown > ] > = [
	[ 'jetpack/field-name', { required: true } ],
	[ 'jetpack/field-email', { required: true } ],
	[ 'jetpack/field-textarea', {} ],
];

export const MAX_BORDER_RADIUS = 50;

export default function ContactFormEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< ContactFormAttributes > ) {
	const {
		submitButtonText,
		submitButtonBorderRadius,
		customThankyouHeading,
		customThankyouMessage,
	} = attributes;
	const blockProps = useBlockProps( {
		className: 'jetpack-contact-form',
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
