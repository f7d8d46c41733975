/**
 * What every field block registers, and the option blocks of the choice fields.
 *
 * Fields store no markup (the server renders the control from the attributes, so the visitor's typed
 * value and the error can be put back), except the reference's choice fields (single and multiple
 * choice): they keep one `jetpack/field-option-*` child per option inside a
 * `<div class="wp-block-jetpack-field-radio">`, and older content kept the options in an `options`
 * attribute with no markup (the reference's earlier format, and this plugin's first one), which the
 * deprecation turns into option blocks. One shared edit UI, a lazy chunk loaded the first time any
 * field renders.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import { createBlock, type BlockConfiguration } from '@wordpress/blocks';
import { createElement } from '@wordpress/element';
import { lazyEdit } from '../../shared/lazy-edit';
import { fieldIcon, optionIcon } from './icons';
import {
	cleanOptions,
	FIELD_ATTRIBUTES,
	optionBlockOf,
	type FieldType,
} from './fields';

const fieldEdit = lazyEdit(
	() =>
		import(
			/* webpackChunkName: "blocks/contact-form/field-edit" */ './field-edit'
		)
);

/** The wrapper a choice field saves around its option blocks. */
function saveChoice() {
	return createElement(
		'div',
		useBlockProps.save(),
		createElement( InnerBlocks.Content )
	);
}

/**
 * A choice field with its options as child blocks (empty options are left out, as the reference
 * does). Also used where an options list becomes a field (the AI bar).
 *
 * @param name       The field block name.
 * @param attributes Its attributes, `options` included.
 */
export function createChoiceField(
	name: string,
	attributes: Record< string, unknown >
) {
	const type = name.replace( 'jetpack/field-', '' ) as FieldType;
	const optionBlock = optionBlockOf( type );
	if ( ! optionBlock ) {
		return createBlock( name, attributes );
	}
	return createBlock(
		name,
		{ ...attributes, options: [] },
		cleanOptions( attributes.options ).map( ( label ) =>
			createBlock( optionBlock, { label } )
		)
	);
}

/**
 * @param type The field type.
 * @param own  The block's own attributes (its block.json): added to the shared ones.
 */
export function fieldSettings(
	type: FieldType,
	own: Record< string, unknown > = {}
) {
	const attributes = {
		...FIELD_ATTRIBUTES,
		...own,
	} as BlockConfiguration[ 'attributes' ];
	const optionBlock = optionBlockOf( type );
	if ( ! optionBlock ) {
		return {
			attributes,
			icon: fieldIcon( type ),
			save: () => null,
			edit: fieldEdit,
		};
	}
	const name = `jetpack/field-${ type }`;
	return {
		attributes,
		icon: fieldIcon( type ),
		save: saveChoice,
		edit: fieldEdit,
		deprecated: [
			{
				// Options in the attribute, nothing stored: eligible when there are options to move.
				attributes,
				save: () => null,
				isEligible: ( stored: { options?: unknown } ) =>
					cleanOptions( stored.options ).length > 0,
				migrate: ( stored: Record< string, unknown > ) => {
					const block = createChoiceField( name, stored );
					return [ block.attributes, block.innerBlocks ] as [
						Record< string, unknown >,
						typeof block.innerBlocks,
					];
				},
			},
		],
	};
}

function OptionEdit( { attributes }: { attributes: { label?: string } } ) {
	return createElement( 'div', useBlockProps(), attributes.label ?? '' );
}

/** An option of a choice field: stores nothing but its comment; edited in its field's settings. */
export const optionSettings = {
	icon: optionIcon,
	save: () => null,
	edit: OptionEdit,
};
