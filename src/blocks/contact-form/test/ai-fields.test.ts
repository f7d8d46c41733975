/**
 * The AI bar's function call merged into the form: only what the call names is added, changed or
 * removed, with registered field types and attributes their blocks accept.
 */
import { getBlockType, createBlock, serialize, parse } from '@wordpress/blocks';
import { registerBlockFolder } from '../../../shared/register-block';
import * as form from '../index';
import * as fieldName from '../../field-name';
import * as fieldEmail from '../../field-email';
import * as fieldSelect from '../../field-select';
import * as fieldRadio from '../../field-radio';
import * as fieldConsent from '../../field-consent';
import * as fieldText from '../../field-text';
import * as fieldTextarea from '../../field-textarea';
import {
	FORM_FUNCTION,
	formPrompt,
	MAX_AI_FIELDS,
	mergeFormFields,
	type CurrentField,
} from '../ai-fields';

// Every field type but url is registered: url stands for a type this editor lacks.
beforeAll( () => {
	for ( const folder of [
		form,
		fieldName,
		fieldEmail,
		fieldSelect,
		fieldRadio,
		fieldConsent,
		fieldText,
		fieldTextarea,
	] ) {
		registerBlockFolder( folder );
	}
} );

const FORM: CurrentField[] = [
	{
		clientId: 'a',
		name: 'jetpack/field-name',
		attributes: {
			label: 'Your name',
			required: true,
			requiredText: '(needed)',
		},
	},
	{
		clientId: 'b',
		name: 'jetpack/field-email',
		attributes: {
			label: 'Email',
			required: true,
			placeholder: 'you@x.org',
		},
	},
	{
		clientId: 'c',
		name: 'jetpack/field-textarea',
		attributes: { label: 'Message', required: false },
	},
];

const call = ( fields: unknown[] ) => JSON.stringify( { fields } );

describe( 'mergeFormFields', () => {
	it( 'adds a field at the end and keeps every other field and its attributes', () => {
		const merge = mergeFormFields(
			call( [ { type: 'text', label: 'Phone', placeholder: '+1 555' } ] ),
			FORM
		);
		expect( merge?.fields ).toEqual( [
			...FORM,
			{
				name: 'jetpack/field-text',
				attributes: { label: 'Phone', placeholder: '+1 555' },
			},
		] );
		expect( merge ).toMatchObject( { added: 1, changed: 0, removed: 0 } );
	} );

	it( 'changes only the properties the call gives, by id', () => {
		const merge = mergeFormFields(
			call( [ { id: 'field-3', required: true } ] ),
			FORM
		);
		expect( merge?.fields[ 2 ] ).toEqual( {
			clientId: 'c',
			name: 'jetpack/field-textarea',
			attributes: { label: 'Message', required: true },
		} );
		expect( merge?.fields.slice( 0, 2 ) ).toEqual( FORM.slice( 0, 2 ) );
		expect( merge ).toMatchObject( { added: 0, changed: 1, removed: 0 } );
	} );

	it( 'matches a field by its label, whatever the case, when the call gives no id', () => {
		const merge = mergeFormFields(
			call( [ { type: 'email', label: '  EMAIL ', required: false } ] ),
			FORM
		);
		expect( merge?.fields ).toHaveLength( 3 );
		expect( merge?.fields[ 1 ] ).toEqual( {
			clientId: 'b',
			name: 'jetpack/field-email',
			attributes: {
				label: 'EMAIL',
				required: false,
				placeholder: 'you@x.org',
			},
		} );
	} );

	it( 'removes only a field the call marks removed', () => {
		const merge = mergeFormFields(
			call( [ { id: 'field-2', remove: true } ] ),
			FORM
		);
		expect( merge?.fields ).toEqual( [ FORM[ 0 ], FORM[ 2 ] ] );
		expect( merge ).toMatchObject( { added: 0, changed: 0, removed: 1 } );
		// By label too.
		expect(
			mergeFormFields(
				call( [ { label: 'message', remove: true } ] ),
				FORM
			)?.fields
		).toEqual( [ FORM[ 0 ], FORM[ 1 ] ] );
	} );

	it( 'a type change keeps the label and what the new type accepts, in the same place', () => {
		const merge = mergeFormFields(
			call( [
				{ id: 'field-3', type: 'select', options: [ 'Sales', 'Help' ] },
			] ),
			FORM
		);
		expect( merge?.fields[ 2 ] ).toEqual( {
			clientId: 'c',
			name: 'jetpack/field-select',
			attributes: {
				label: 'Message',
				required: false,
				options: [ 'Sales', 'Help' ],
			},
		} );
	} );

	it( 'drops what the registered field blocks cannot take', () => {
		const merge = mergeFormFields(
			call( [
				{ type: 'core/html', label: '<script>x</script>' },
				{ type: 'date', label: 'When' },
				{ type: 'radio', label: 'Pick', options: [] },
				{ id: 'field-3', type: 'radio' }, // a choice without choices
				{ type: 'text' }, // a new field needs a label
				{ id: 'field-9', remove: true }, // nothing to remove
				{
					type: 'name',
					label: 'Nick <b>name</b>\n now',
					required: 'yes',
				},
				'email',
				null,
			] ),
			FORM
		);
		expect( merge?.fields ).toEqual( [
			...FORM,
			{
				name: 'jetpack/field-name',
				attributes: { label: 'Nick name now' },
			},
		] );
	} );

	it( 'uses only field types registered in the editor', () => {
		const isRegistered = ( name: string ) => name !== 'jetpack/field-url';
		expect(
			mergeFormFields(
				call( [ { type: 'url', label: 'Website' } ] ),
				FORM,
				isRegistered
			)
		).toBeNull();
		// The real registry: the field blocks registered above are accepted.
		expect(
			mergeFormFields( call( [ { type: 'name', label: 'Nick' } ] ), [] )
				?.fields
		).toHaveLength( 1 );
		expect( getBlockType( 'jetpack/field-url' ) ).toBeUndefined();
		expect(
			mergeFormFields( call( [ { type: 'url', label: 'Site' } ] ), [] )
		).toBeNull();
	} );

	it( 'never grows the form past the limit', () => {
		const merge = mergeFormFields(
			call(
				Array.from( { length: 50 }, ( __unused, index ) => ( {
					type: 'text',
					label: `Line ${ index }`,
				} ) )
			),
			FORM
		);
		expect( merge?.fields ).toHaveLength( MAX_AI_FIELDS );
	} );

	it( 'answers null when the call changes nothing', () => {
		expect( mergeFormFields( 'not json', FORM ) ).toBeNull();
		expect( mergeFormFields( '{}', FORM ) ).toBeNull();
		expect(
			mergeFormFields( call( [ { type: 'date', label: 'x' } ] ), FORM )
		).toBeNull();
		expect(
			mergeFormFields(
				call( [ { id: 'field-1', label: 'Your name' } ] ),
				FORM
			)
		).toBeNull();
	} );

	it( 'gives blocks that save and open valid', () => {
		const merge = mergeFormFields(
			call( [
				{ type: 'select', label: 'Topic', options: [ 'A', ' B ', '' ] },
				{ type: 'consent', label: 'Consent', required: true },
			] ),
			FORM
		);
		const formBlock = createBlock(
			'jetpack/contact-form',
			{},
			( merge?.fields ?? [] ).map( ( field ) =>
				createBlock( field.name, field.attributes )
			)
		);
		const [ reopened ] = parse( serialize( [ formBlock ] ) );
		expect( reopened?.isValid ).toBe( true );
		expect( reopened?.innerBlocks.map( ( block ) => block.name ) ).toEqual(
			[
				'jetpack/field-name',
				'jetpack/field-email',
				'jetpack/field-textarea',
				'jetpack/field-select',
				'jetpack/field-consent',
			]
		);
	} );
} );

describe( 'the function and the prompt', () => {
	it( 'offers only the reference’s twelve field types and says how the merge works', () => {
		const items = FORM_FUNCTION.parameters.properties.fields.items;
		expect( items.properties.type.enum ).toEqual( [
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
		] );
		expect( FORM_FUNCTION.description ).toContain(
			'a current field you do not list stays exactly as it is'
		);
		expect( Object.keys( items.properties ) ).toEqual(
			expect.arrayContaining( [ 'id', 'remove' ] )
		);
	} );

	it( 'tells the model the current fields with their ids and passes the request as it was typed', () => {
		const [ system, user ] = formPrompt( 'Add a phone field', [
			{
				name: 'jetpack/field-email',
				attributes: { label: 'Email', required: true },
			},
		] );
		expect( system?.content ).toContain(
			'{"id":"field-1","type":"email","label":"Email","required":true}'
		);
		expect( user ).toEqual( {
			role: 'user',
			content: 'Add a phone field',
		} );
	} );
} );
