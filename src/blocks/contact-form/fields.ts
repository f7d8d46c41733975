/**
 * The field blocks a contact form holds, and what each kind of field accepts. The server mirrors
 * these rules in php-stubs/contact-form/validation.php; test/validation.test.ts runs both on the
 * same cases.
 */

export const FIELD_TYPES = [
	'name',
	'email',
	'url',
	'text',
	'textarea',
	'checkbox',
	'radio',
	'select',
	'consent',
	'date',
	'telephone',
	'checkbox-multiple',
] as const;

export type FieldType = ( typeof FIELD_TYPES )[ number ];

export const FORM_BLOCK = 'jetpack/contact-form';

export const fieldBlockName = ( type: FieldType ) => `jetpack/field-${ type }`;

export const FIELD_BLOCKS: string[] = FIELD_TYPES.map( fieldBlockName );

/** The field type of a block name, or null for anything that is not a field block. */
export function fieldTypeOf( blockName: string ): FieldType | null {
	const match = /^jetpack\/field-([a-z-]+)$/.exec( blockName );
	const type = match?.[ 1 ];
	return ( FIELD_TYPES as readonly string[] ).includes( type ?? '' )
		? ( type as FieldType )
		: null;
}

/** Fields whose value is one (or, for checkbox-multiple, several) of the field's options. */
export const hasOptions = ( type: FieldType ) =>
	type === 'radio' || type === 'select' || type === 'checkbox-multiple';

/**
 * The option block a choice field keeps its options in (the reference's format: one
 * `jetpack/field-option-*` child per option), or null for fields that keep them in `options`.
 */
export const optionBlockOf = ( type: FieldType ): string | null => {
	if ( type === 'radio' ) {
		return 'jetpack/field-option-radio';
	}
	return type === 'checkbox-multiple'
		? 'jetpack/field-option-checkbox'
		: null;
};

/** Fields typed into, which take a placeholder. */
export const isTextLike = ( type: FieldType ) =>
	[
		'name',
		'email',
		'url',
		'text',
		'textarea',
		'date',
		'telephone',
	].includes( type );

const text = { type: 'string' } as const;
const number = { type: 'number' } as const;
const unsetNumber = { type: 'number', default: '' } as const;

/**
 * The attributes every field block shares (the reference's field attributes); each field's
 * block.json holds only what differs. The server adds the same list when it registers the blocks
 * (php-stubs/contact-form/field-attributes.php; test/validation.test.ts checks they are equal). The
 * reference gives some number attributes an empty-string default; kept as it declares them, so the
 * same stored content parses to the same attributes.
 */
export const FIELD_ATTRIBUTES = {
	label: { type: 'string', default: null },
	required: { type: 'boolean', default: false },
	requiredText: text,
	options: { type: 'array', default: [] },
	defaultValue: { type: 'string', default: '' },
	placeholder: { type: 'string', default: '' },
	id: { type: 'string', default: '' },
	width: { type: 'number', default: 100 },
	borderRadius: unsetNumber,
	borderWidth: unsetNumber,
	labelFontSize: text,
	fieldFontSize: text,
	lineHeight: number,
	labelLineHeight: number,
	inputColor: text,
	labelColor: text,
	fieldBackgroundColor: text,
	buttonBackgroundColor: text,
	buttonBorderRadius: unsetNumber,
	buttonBorderWidth: unsetNumber,
	borderColor: text,
	shareFieldAttributes: { type: 'boolean', default: true },
};

export type FieldAttributes = {
	/** Null: the field type's own label (the reference stores no label for a textarea or dropdown). */
	label: string | null;
	required: boolean;
	requiredText?: string;
	placeholder?: string;
	options?: string[];
	consentType?: 'implicit' | 'explicit';
	implicitConsentMessage?: string;
	explicitConsentMessage?: string;
};

export type ContactFormAttributes = {
	subject: string;
	to: string;
	/** '' (the default message), 'message' or 'redirect'. */
	customThankyou: string;
	customThankyouHeading: string;
	customThankyouMessage: string;
	customThankyouRedirect: string;
	jetpackCRM: boolean;
	formTitle: string;
	salesforceData: { organizationId: string; sendToSalesforce: boolean };
};

/** Longest value kept per field: a message may be long, a one-line field is not. */
export const MAX_LENGTH = {
	line: 1000,
	textarea: 10000,
	url: 2000,
} as const;

export const EMAIL_LIMITS = {
	total: 254,
	localPart: 64,
	domainLabel: 63,
} as const;

export type EmailProblem =
	'too-long' | 'local-part-too-long' | 'label-too-long' | 'invalid';

/**
 * Why an e-mail address is refused, or null when it is accepted. Limits from RFC 5321 as spec 000 §5
 * names them (254 in all, 64 before the @, 63 per domain label); the syntax is the one browsers
 * accept in type="email" inputs, with a dot required in the domain (a site's visitor writes from a
 * real domain).
 */
export function emailProblem( address: string ): EmailProblem | null {
	// Printable ASCII only (no spaces): lengths then count the same in every language.
	if ( ! /^[\x21-\x7e]*$/.test( address ) ) {
		return 'invalid';
	}
	if ( address.length > EMAIL_LIMITS.total ) {
		return 'too-long';
	}
	const at = address.lastIndexOf( '@' );
	if ( at < 1 || at === address.length - 1 ) {
		return 'invalid';
	}
	const local = address.slice( 0, at );
	if ( local.length > EMAIL_LIMITS.localPart ) {
		return 'local-part-too-long';
	}
	if ( ! /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test( local ) ) {
		return 'invalid';
	}
	if (
		local.startsWith( '.' ) ||
		local.endsWith( '.' ) ||
		local.includes( '..' )
	) {
		return 'invalid';
	}
	const labels = address.slice( at + 1 ).split( '.' );
	if ( labels.length < 2 ) {
		return 'invalid';
	}
	for ( const label of labels ) {
		if ( label.length > EMAIL_LIMITS.domainLabel ) {
			return 'label-too-long';
		}
		if ( ! /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test( label ) ) {
			return 'invalid';
		}
	}
	return null;
}

/** Whether a URL field's value is an address a visitor can give: http or https, host present. */
export function isValidUrl( value: string ): boolean {
	if ( value.length > MAX_LENGTH.url || /\s/.test( value ) ) {
		return false;
	}
	try {
		const url = new URL( value );
		return (
			( url.protocol === 'http:' || url.protocol === 'https:' ) &&
			url.hostname !== ''
		);
	} catch {
		return false;
	}
}

/** Options as stored: trimmed, without empty or repeated entries. */
export function cleanOptions( options: unknown ): string[] {
	if ( ! Array.isArray( options ) ) {
		return [];
	}
	const seen = new Set< string >();
	for ( const option of options ) {
		if ( typeof option === 'string' && option.trim() !== '' ) {
			seen.add( option.trim() );
		}
	}
	return [ ...seen ];
}
