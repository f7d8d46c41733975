/**
 * Earlier stored markup of the form, newest first (each has a `__deprecated-N` fixture). Both store
 * the field blocks with no wrapper around them.
 *
 * 1. No wrapper: the reference's format before its wrapper `div` (its deprecation "v2"), and this
 *    plugin's first format when the form's button kept its defaults. Opens as is; with no button
 *    child the server renders the default submit button.
 * 2. Submit button settings on the form: the reference's oldest format (`submitButtonText`, button
 *    colours, `has_form_settings_set`; its "v1") and this plugin's first format with a button text or
 *    radius (`submitButtonText`, `submitButtonBorderRadius`). They become a `jetpack/button` child,
 *    the reference's current submit button, unless the form has one already. Eligible on those
 *    attributes only: entry 1 has already made such content valid.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import { createBlock, type Block as BlockInstance } from '@wordpress/blocks';
import { createElement } from '@wordpress/element';
import metadata from './block.json';

type Attributes = Record< string, unknown >;

const saveInner = () => createElement( InnerBlocks.Content );

const BUTTON_ATTRIBUTES = [
	'submit_button_text',
	'has_form_settings_set',
	'hasFormSettingsSet',
	'submitButtonText',
	'submitButtonClasses',
	'backgroundButtonColor',
	'textButtonColor',
	'customBackgroundButtonColor',
	'customTextButtonColor',
	'submitButtonBorderRadius',
];

const noWrapper = {
	attributes: metadata.attributes,
	supports: { html: false },
	save: saveInner,
};

const formButton = {
	attributes: {
		...metadata.attributes,
		...Object.fromEntries(
			BUTTON_ATTRIBUTES.map( ( key ) => [
				key,
				{
					type:
						key === 'submitButtonBorderRadius'
							? 'number'
							: 'string',
				},
			] )
		),
	},
	supports: { html: false },
	save: saveInner,
	isEligible: ( attributes: Attributes ) =>
		[
			'has_form_settings_set',
			'hasFormSettingsSet',
			'submitButtonText',
			'submit_button_text',
			'submitButtonBorderRadius',
		].some( ( key ) => attributes[ key ] !== undefined ),
	migrate( attributes: Attributes, innerBlocks: BlockInstance[] ) {
		const kept = Object.fromEntries(
			Object.entries( attributes ).filter(
				( [ key ] ) => ! BUTTON_ATTRIBUTES.includes( key )
			)
		);
		if (
			innerBlocks.some( ( block ) =>
				[ 'jetpack/button', 'core/button', 'core/buttons' ].includes(
					block.name
				)
			)
		) {
			return [ kept, innerBlocks ];
		}
		const button = Object.fromEntries(
			Object.entries( {
				element: 'button',
				text:
					attributes.submitButtonText ||
					attributes.submit_button_text ||
					'Submit',
				backgroundColor: attributes.backgroundButtonColor,
				textColor: attributes.textButtonColor,
				customBackgroundColor: attributes.customBackgroundButtonColor,
				customTextColor: attributes.customTextButtonColor,
				// This plugin's first format (no has_form_settings_set) drew its button with radius 8.
				borderRadius:
					attributes.submitButtonBorderRadius ??
					( attributes.has_form_settings_set === undefined &&
					attributes.hasFormSettingsSet === undefined
						? 8
						: undefined ),
			} ).filter( ( [ , value ] ) => value !== undefined && value !== '' )
		);
		return [
			kept,
			[ ...innerBlocks, createBlock( 'jetpack/button', button ) ],
		];
	},
};

export default [ noWrapper, formButton ];
