/**
 * The contact form's AI bar, the parts that are not UI: the function the model is asked to call,
 * turning its answer into field blocks (only the nine field types, with attributes those blocks
 * accept: anything else in the answer is dropped). Usage is counted by the AI client itself.
 */
import {
	cleanOptions,
	FIELD_TYPES,
	fieldBlockName,
	hasOptions,
	isTextLike,
	type FieldType,
} from './fields';

/** The feature name sent with the bar's requests. */
export const FORM_AI_FEATURE = 'jetpack-form-ai-extension';

/** Most fields a generated form keeps. */
export const MAX_AI_FIELDS = 20;
const MAX_LABEL_LENGTH = 200;
const MAX_OPTIONS = 20;

export const FORM_FUNCTION_NAME = 'set_form_fields';

/** The function the model calls with the whole list of fields the form should have. */
export const FORM_FUNCTION = {
	name: FORM_FUNCTION_NAME,
	description:
		'Sets the fields of the contact form, in order. Give the complete list: it replaces the current fields.',
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
					required: [ 'type', 'label' ],
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

/**
 * The field blocks an answer describes, or null when it describes none (not JSON, no list, no
 * field of a known type). Choice fields without options are dropped: visitors could not answer them.
 */
export function fieldBlocksFromAi(
	argumentsJson: string
): AiFieldBlock[] | null {
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
	if ( ! Array.isArray( list ) ) {
		return null;
	}
	const blocks: AiFieldBlock[] = [];
	for ( const item of list ) {
		if ( blocks.length >= MAX_AI_FIELDS ) {
			break;
		}
		if ( ! item || typeof item !== 'object' ) {
			continue;
		}
		const field = item as Record< string, unknown >;
		const type = FIELD_TYPES.find( ( known ) => known === field.type );
		if ( ! type ) {
			continue;
		}
		const attributes: Record< string, unknown > = {};
		const label = text( field.label, MAX_LABEL_LENGTH );
		if ( label ) {
			attributes.label = label;
		}
		if ( type !== 'consent' && field.required === true ) {
			attributes.required = true;
		}
		const placeholder = text( field.placeholder, MAX_LABEL_LENGTH );
		if ( isTextLike( type as FieldType ) && placeholder ) {
			attributes.placeholder = placeholder;
		}
		if ( hasOptions( type as FieldType ) ) {
			const options = cleanOptions(
				Array.isArray( field.options )
					? field.options.map( ( option ) =>
							text( option, MAX_LABEL_LENGTH )
						)
					: []
			).slice( 0, MAX_OPTIONS );
			if ( ! options.length ) {
				continue;
			}
			attributes.options = options;
		}
		blocks.push( { name: fieldBlockName( type ), attributes } );
	}
	return blocks.length ? blocks : null;
}

/** The conversation for a request: what the form has now, and what the user asks. */
export function formPrompt(
	request: string,
	current: AiFieldBlock[]
): Array< { role: 'system' | 'user'; content: string } > {
	const fields = current.map( ( block ) => ( {
		type: block.name.replace( /^jetpack\/field-/, '' ),
		...block.attributes,
	} ) );
	return [
		{
			role: 'system',
			content: `You edit a contact form. Its fields now are: ${ JSON.stringify(
				fields
			) }. Call ${ FORM_FUNCTION_NAME } with the complete list of fields the form should have after the request. Field types: ${ FIELD_TYPES.join(
				', '
			) }.`,
		},
		{ role: 'user', content: request },
	];
}
