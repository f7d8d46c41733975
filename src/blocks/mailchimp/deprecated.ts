/**
 * Older content kept the submit button as fields of the form block itself (submitButtonText and its
 * colours) and stored no markup. It opens as the current block with the locked inner button carrying
 * that text and those colours. The old `submitButtonClasses` named style classes of an editor that
 * no longer exists; like the reference plugin's migration, it is not carried over.
 */
import { createBlock } from '@wordpress/blocks';
import metadata from './block.json';
import { buttonTemplateAttributes, DEFAULT_BUTTON_TEXT } from './constants';

const LEGACY_ATTRIBUTES = [
	'submitButtonText',
	'backgroundButtonColor',
	'textButtonColor',
	'submitButtonClasses',
	'customBackgroundButtonColor',
	'customTextButtonColor',
] as const;

/** The inner button of old content, from its legacy fields. */
export function legacyButtonAttributes(
	attributes: Record< string, unknown >
): Record< string, unknown > {
	const text =
		typeof attributes.submitButtonText === 'string' &&
		attributes.submitButtonText.trim() !== ''
			? attributes.submitButtonText
			: DEFAULT_BUTTON_TEXT;
	const button = buttonTemplateAttributes( text );
	const colors = {
		textColor: attributes.textButtonColor,
		customTextColor: attributes.customTextButtonColor,
		backgroundColor: attributes.backgroundButtonColor,
		customBackgroundColor: attributes.customBackgroundButtonColor,
	};
	for ( const [ key, value ] of Object.entries( colors ) ) {
		if ( typeof value === 'string' && value !== '' ) {
			button[ key ] = value;
		}
	}
	return button;
}

const v1 = {
	attributes: {
		...metadata.attributes,
		submitButtonText: { type: 'string', default: DEFAULT_BUTTON_TEXT },
		backgroundButtonColor: { type: 'string' },
		textButtonColor: { type: 'string' },
		submitButtonClasses: { type: 'string' },
		customBackgroundButtonColor: { type: 'string' },
		customTextButtonColor: { type: 'string' },
	},
	supports: metadata.supports as {
		html: boolean;
		align: Array< 'wide' | 'full' >;
	},
	save: () => null,
	// Content without the button child, or still carrying the old fields, is the old shape.
	isEligible(
		attributes: Record< string, unknown >,
		innerBlocks: unknown[]
	) {
		return (
			innerBlocks.length === 0 ||
			LEGACY_ATTRIBUTES.some( ( key ) => Boolean( attributes[ key ] ) )
		);
	},
	migrate( attributes: Record< string, unknown > ) {
		const rest = { ...attributes };
		for ( const key of LEGACY_ATTRIBUTES ) {
			delete rest[ key ];
		}
		return [
			rest,
			[
				createBlock(
					'jetpack/button',
					legacyButtonAttributes( attributes )
				),
			],
		];
	},
};

export default [ v1 ];
