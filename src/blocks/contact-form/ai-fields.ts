/**
 * The contact form's AI bar, the parts that are not UI: the function the model is asked to call,
 * and how its call is merged into the form. Usage is counted by the AI client itself.
 *
 * The merge rule (also told to the model in the function's description):
 *
 * - The model sees the current fields, each with an id (`field-1`, `field-2`, … in form order).
 * - Each item of the call names one change. An item with the id of a current field changes that
 *   field (only the properties it gives; the others keep their values) or, with `remove: true`,
 *   removes it. An item without a known id is matched to a current field by its label
 *   (case-insensitive, spaces collapsed); when none matches, it is a new field, added at the end.
 * - A field the call does not mention stays as it is, with all its attributes, in its place.
 * - A type change keeps the label and what the new type accepts.
 * - Only registered field block types (`jetpack/field-*`) are used, with attributes those blocks
 *   accept; anything else in the call is dropped. A choice field (radio, select) must end with at
 *   least one option, or the item is dropped.
 */
import { getBlockType } from '@wordpress/blocks';
import {
	cleanOptions,
	FIELD_TYPES,
	fieldBlockName,
	fieldTypeOf,
	hasOptions,
	isTextLike,
	type FieldType,
} from './fields';

/** The feature name sent with the bar's requests. */
export const FORM_AI_FEATURE = 'jetpack-form-ai-extension';

/** Most fields a form keeps after a merge (and most items one call may carry). */
export const MAX_AI_FIELDS = 20;
const MAX_LABEL_LENGTH = 200;
const MAX_OPTIONS = 20;

export const FORM_FUNCTION_NAME = 'update_form_fields';

/** The function the model calls with the changes to make to the form's fields. */
export const FORM_FUNCTION = {
	name: FORM_FUNCTION_NAME,
	description: [
		'Changes the fields of the contact form. List only the fields to add, change or remove:',
		'a current field you do not list stays exactly as it is.',
		'To change a field, give its id and only the properties to change.',
		'To remove a field, give its id and "remove": true.',
		'To add a field, leave out the id and give its type and label; new fields go at the end.',
		'Without an id, an item whose label matches a current field (ignoring case) changes that field.',
		'Radio and select fields need options.',
	].join( ' ' ),
	parameters: {
		type: 'object',
		properties: {
			fields: {
				type: 'array',
				minItems: 1,
				maxItems: MAX_AI_FIELDS,
				items: {
					type: 'object',
					properties: {
						id: {
							type: 'string',
							description:
								'The id of a current field to change or remove; leave it out to add a field.',
						},
						remove: {
							type: 'boolean',
							description: 'True removes the field with this id.',
						},
						type: { type: 'string', enum: [ ...FIELD_TYPES ] },
						label: { type: 'string' },
						required: { type: 'boolean' },
						placeholder: { type: 'string' },
						options: {
							type: 'array',
							items: { type: 'string' },
							description:
								'The choices, for radio and select fields only.',
						},
					},
				},
			},
		},
		required: [ 'fields' ],
	},
} as const;

export interface AiFieldBlock {
	name: string;
	attributes: Record< string, unknown >;
}

/** A field of the form as the merge sees it. */
export interface CurrentField extends AiFieldBlock {
	clientId: string;
}

/** The id the model knows a current field by. */
export function fieldId( index: number ): string {
	return `field-${ index + 1 }`;
}

function text( value: unknown, max: number ): string {
	if ( typeof value !== 'string' ) {
		return '';
	}
	// Labels are plain text: tags and line breaks are not kept.
	return value
		.replace( /<[^>]*>/g, '' )
		.replace( /\s+/g, ' ' )
		.trim()
		.slice( 0, max );
}

function labelKey( value: unknown ): string {
	return typeof value === 'string'
		? value.replace( /\s+/g, ' ' ).trim().toLowerCase()
		: '';
}

/** Whether a block type is a field block registered in this editor. */
export function isRegisteredFieldBlock( name: string ): boolean {
	return fieldTypeOf( name ) !== null && !! getBlockType( name );
}

/** The items of a call's arguments, or null when they are not a list. */
function callItems( argumentsJson: string ): unknown[] | null {
	let parsed: unknown;
	try {
		parsed = JSON.parse( argumentsJson );
	} catch {
		return null;
	}
	const list =
		parsed && typeof parsed === 'object'
			? ( parsed as { fields?: unknown } ).fields
			: undefined;
	return Array.isArray( list ) ? list.slice( 0, MAX_AI_FIELDS ) : null;
}

/**
 * The attributes an item sets on a field of `type` (only what it gives and that type accepts).
 *
 * @param type The field's type after the change.
 * @param item The item of the call.
 */
function itemAttributes(
	type: FieldType,
	item: Record< string, unknown >
): Record< string, unknown > {
	const attributes: Record< string, unknown > = {};
	const label = text( item.label, MAX_LABEL_LENGTH );
	if ( label ) {
		attributes.label = label;
	}
	if ( type !== 'consent' && typeof item.required === 'boolean' ) {
		attributes.required = item.required;
	}
	const placeholder = text( item.placeholder, MAX_LABEL_LENGTH );
	if ( isTextLike( type ) && placeholder ) {
		attributes.placeholder = placeholder;
	}
	if ( hasOptions( type ) && Array.isArray( item.options ) ) {
		const options = cleanOptions(
			item.options.map( ( option ) => text( option, MAX_LABEL_LENGTH ) )
		).slice( 0, MAX_OPTIONS );
		if ( options.length ) {
			attributes.options = options;
		}
	}
	return attributes;
}

/** What a field keeps when its type changes: the attributes the new type accepts. */
function keptOnTypeChange(
	type: FieldType,
	attributes: Record< string, unknown >
): Record< string, unknown > {
	const kept: Record< string, unknown > = {};
	for ( const key of [ 'label', 'required', 'requiredText' ] ) {
		if ( attributes[ key ] !== undefined ) {
			kept[ key ] = attributes[ key ];
		}
	}
	if ( type === 'consent' ) {
		delete kept.required;
	}
	if ( isTextLike( type ) && attributes.placeholder !== undefined ) {
		kept.placeholder = attributes.placeholder;
	}
	if ( hasOptions( type ) && attributes.options !== undefined ) {
		kept.options = attributes.options;
	}
	return kept;
}

/** The form's fields after a merge: current ones keep their clientId, new ones have none. */
export interface MergedField extends AiFieldBlock {
	clientId?: string;
}

export interface FormMerge {
	/** Every field of the form after the call, in order. */
	fields: MergedField[];
	added: number;
	changed: number;
	removed: number;
}

/**
 * Merges a function call into the form's current fields (the rule is in this file's header), or
 * null when the call describes no valid change at all.
 *
 * @param argumentsJson The call's arguments.
 * @param current       The form's fields now, in order.
 * @param isRegistered  Whether a field block type is registered (default: the editor's registry).
 */
export function mergeFormFields(
	argumentsJson: string,
	current: CurrentField[],
	isRegistered: ( name: string ) => boolean = isRegisteredFieldBlock
): FormMerge | null {
	const items = callItems( argumentsJson );
	if ( ! items ) {
		return null;
	}
	const fields: Array< MergedField | null > = current.map( ( field ) => ( {
		clientId: field.clientId,
		name: field.name,
		attributes: { ...field.attributes },
	} ) );
	const changedAt = new Set< number >();
	let added = 0;
	let removed = 0;

	const indexOf = ( item: Record< string, unknown > ): number => {
		if ( typeof item.id === 'string' ) {
			const byId = current.findIndex(
				( __unused, index ) => fieldId( index ) === item.id
			);
			if ( byId !== -1 ) {
				return byId;
			}
		}
		const key = labelKey( item.label );
		if ( ! key ) {
			return -1;
		}
		return fields.findIndex(
			( field ) => !! field && labelKey( field.attributes.label ) === key
		);
	};

	for ( const raw of items ) {
		if ( ! raw || typeof raw !== 'object' || Array.isArray( raw ) ) {
			continue;
		}
		const item = raw as Record< string, unknown >;
		const at = indexOf( item );
		const target = at === -1 ? null : fields[ at ];
		const requestedType = FIELD_TYPES.find(
			( known ) => known === item.type
		);
		if (
			requestedType &&
			! isRegistered( fieldBlockName( requestedType ) )
		) {
			continue; // A type this editor does not have.
		}

		if ( target && item.remove === true ) {
			fields[ at ] = null;
			changedAt.delete( at );
			removed++;
			continue;
		}
		if ( item.remove === true ) {
			continue; // Nothing to remove.
		}

		if ( target ) {
			const currentType = fieldTypeOf( target.name );
			const type = requestedType ?? currentType;
			if ( ! type ) {
				continue;
			}
			const base =
				type === currentType
					? target.attributes
					: keptOnTypeChange( type, target.attributes );
			const attributes = { ...base, ...itemAttributes( type, item ) };
			if (
				hasOptions( type ) &&
				! cleanOptions( attributes.options ).length
			) {
				continue; // Visitors could not answer a choice without choices.
			}
			const name = fieldBlockName( type );
			if (
				name !== target.name ||
				JSON.stringify( attributes ) !==
					JSON.stringify( target.attributes )
			) {
				fields[ at ] = { ...target, name, attributes };
				changedAt.add( at );
			}
			continue;
		}

		// A new field: it needs a type and a label.
		if ( ! requestedType ) {
			continue;
		}
		const attributes = itemAttributes( requestedType, item );
		if ( ! attributes.label ) {
			continue;
		}
		if ( hasOptions( requestedType ) && ! attributes.options ) {
			continue;
		}
		if ( fields.filter( Boolean ).length >= MAX_AI_FIELDS ) {
			continue;
		}
		fields.push( { name: fieldBlockName( requestedType ), attributes } );
		added++;
	}

	const changed = [ ...changedAt ].filter(
		( index ) => index < current.length && fields[ index ]
	).length;
	if ( added + changed + removed === 0 ) {
		return null;
	}
	return {
		fields: fields.filter( ( field ): field is MergedField => !! field ),
		added,
		changed,
		removed,
	};
}

/** The conversation for a request: the form's fields now (with their ids), and what the user asks. */
export function formPrompt(
	request: string,
	current: AiFieldBlock[]
): Array< { role: 'system' | 'user'; content: string } > {
	// What the function can change, and nothing else: a field block's own `id` attribute (the
	// reference's custom field id) and its style attributes are not the model's business.
	const fields = current.map( ( block, index ) => {
		const { label, required, placeholder, options } = block.attributes;
		return {
			id: fieldId( index ),
			type: block.name.replace( /^jetpack\/field-/, '' ),
			label,
			required,
			...( placeholder ? { placeholder } : {} ),
			...( Array.isArray( options ) && cleanOptions( options ).length
				? { options }
				: {} ),
		};
	} );
	return [
		{
			role: 'system',
			content: `You edit a contact form. Its fields now are: ${ JSON.stringify(
				fields
			) }. Call ${ FORM_FUNCTION_NAME } with only the fields to add, change or remove; fields you leave out stay as they are. Field types: ${ FIELD_TYPES.join(
				', '
			) }.`,
		},
		{ role: 'user', content: request },
	];
}
