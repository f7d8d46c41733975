/**
 * Older content stored the link style's button as fields of the embed itself (submitButton…) and
 * saved a plain link. It opens as the current block with a button child carrying that text and
 * those colours.
 */
import { createElement } from '@wordpress/element';
import { createBlock } from '@wordpress/blocks';
import { useBlockProps } from '@wordpress/block-editor';
import metadata from './block.json';
import { buttonAttributes, DEFAULT_BUTTON_TEXT } from './button-template';
import type { CalendlyAttributes } from './types';

type V1Attributes = CalendlyAttributes & {
	submitButtonText?: string;
	submitButtonTextColor?: string;
	submitButtonBackgroundColor?: string;
	submitButtonClasses?: string;
	backgroundButtonColor?: string;
	textButtonColor?: string;
	customBackgroundButtonColor?: string;
	customTextButtonColor?: string;
};

const v1 = {
	attributes: {
		...metadata.attributes,
		submitButtonText: { type: 'string', default: DEFAULT_BUTTON_TEXT },
		submitButtonTextColor: { type: 'string' },
		submitButtonBackgroundColor: { type: 'string' },
		submitButtonClasses: { type: 'string' },
		backgroundButtonColor: { type: 'string' },
		textButtonColor: { type: 'string' },
		customBackgroundButtonColor: { type: 'string' },
		customTextButtonColor: { type: 'string' },
	},
	supports: metadata.supports,
	save( { attributes }: { attributes: Record< string, unknown > } ) {
		const url = attributes.url as string | undefined;
		return createElement( 'a', useBlockProps.save( { href: url } ), url );
	},
	migrate( attributes: Record< string, unknown > ) {
		const {
			submitButtonText,
			submitButtonTextColor,
			submitButtonBackgroundColor,
			submitButtonClasses,
			backgroundButtonColor,
			textButtonColor,
			customBackgroundButtonColor,
			customTextButtonColor,
			...rest
		} = attributes as V1Attributes;
		const button: Record< string, unknown > = {
			...buttonAttributes( rest.url, submitButtonText ),
			// The old block took the button's url from the embed at save time, with no link to keep.
			passthroughAttributes: undefined,
		};
		const colors: Record< string, string | undefined > = {
			textColor: textButtonColor ?? submitButtonTextColor,
			customTextColor: customTextButtonColor,
			backgroundColor:
				backgroundButtonColor ?? submitButtonBackgroundColor,
			customBackgroundColor: customBackgroundButtonColor,
			className: submitButtonClasses,
		};
		for ( const [ key, value ] of Object.entries( colors ) ) {
			if ( value ) {
				button[ key ] = value;
			}
		}
		if ( button.passthroughAttributes === undefined ) {
			delete button.passthroughAttributes;
		}
		return [ rest, [ createBlock( 'jetpack/button', button ) ] ];
	},
};

export default [ v1 ];
