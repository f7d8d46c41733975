/**
 * The AI bar's answer → field blocks: only the nine field types, with attributes their blocks
 * accept; which failed requests count as used.
 */
import { getBlockType, createBlock, serialize, parse } from '@wordpress/blocks';
import { registerBlockFolder } from '../../../shared/register-block';
import * as form from '../index';
import * as fieldName from '../../field-name';
import * as fieldEmail from '../../field-email';
import * as fieldSelect from '../../field-select';
import * as fieldRadio from '../../field-radio';
import * as fieldConsent from '../../field-consent';
import {
	fieldBlocksFromAi,
	FORM_FUNCTION,
	formPrompt,
	MAX_AI_FIELDS,
} from '../ai-fields';

beforeAll( () => {
	for ( const folder of [
		form,
		fieldName,
		fieldEmail,
		fieldSelect,
		fieldRadio,
		fieldConsent,
	] ) {
		registerBlockFolder( folder );
	}
} );

describe( 'fieldBlocksFromAi', () => {
	it( 'turns the function arguments into field blocks that save and open valid', () => {
		const blocks = fieldBlocksFromAi(
			JSON.stringify( {
				fields: [
					{ type: 'name', label: 'Your name', required: true },
					{
						type: 'email',
						label: 'Email',
						required: true,
						placeholder: 'you@example.com',
					},
					{
						type: 'select',
						label: 'Topic',
						options: [ 'Sales', ' Support ', '', 'Sales' ],
					},
					{ type: 'consent', label: 'Consent', required: true },
				],
			} )
		);
		expect( blocks ).toEqual( [
			{
				name: 'jetpack/field-name',
				attributes: { label: 'Your name', required: true },
			},
			{
				name: 'jetpack/field-email',
				attributes: {
					label: 'Email',
					required: true,
					placeholder: 'you@example.com',
				},
			},
			{
				name: 'jetpack/field-select',
				attributes: { label: 'Topic', options: [ 'Sales', 'Support' ] },
			},
			{ name: 'jetpack/field-consent', attributes: { label: 'Consent' } },
		] );
		const formBlock = createBlock(
			'jetpack/contact-form',
			{},
			( blocks ?? [] ).map( ( block ) =>
				createBlock( block.name, block.attributes )
			)
		);
		const [ reopened ] = parse( serialize( [ formBlock ] ) );
		expect( reopened?.isValid ).toBe( true );
		expect(
			reopened?.innerBlocks.map( ( block ) => block.isValid )
		).toEqual( [ true, true, true, true ] );
	} );

	it( 'drops unknown types, choices without options, markup in labels and anything past the limit', () => {
		const blocks = fieldBlocksFromAi(
			JSON.stringify( {
				fields: [
					{ type: 'core/html', label: '<script>x</script>' },
					{ type: 'date', label: 'When' },
					{ type: 'radio', label: 'Pick', options: [] },
					{
						type: 'name',
						label: 'Name <b>please</b>\n now',
						required: 'yes',
					},
					'email',
					null,
				],
			} )
		);
		expect( blocks ).toEqual( [
			{
				name: 'jetpack/field-name',
				attributes: { label: 'Name please now' },
			},
		] );
		const many = fieldBlocksFromAi(
			JSON.stringify( {
				fields: Array.from( { length: 50 }, () => ( {
					type: 'text',
					label: 'Line',
				} ) ),
			} )
		);
		expect( many ).toHaveLength( MAX_AI_FIELDS );
		expect( getBlockType( 'jetpack/field-name' ) ).toBeDefined();
	} );

	it( 'answers null when the answer describes no field', () => {
		expect( fieldBlocksFromAi( 'not json' ) ).toBeNull();
		expect( fieldBlocksFromAi( '{}' ) ).toBeNull();
		expect(
			fieldBlocksFromAi( '{"fields":[{"type":"date"}]}' )
		).toBeNull();
	} );

	it( 'offers only the nine field types to the model', () => {
		expect(
			FORM_FUNCTION.parameters.properties.fields.items.properties.type
				.enum
		).toEqual( [
			'name',
			'email',
			'url',
			'text',
			'textarea',
			'checkbox',
			'radio',
			'select',
			'consent',
		] );
	} );

	it( 'tells the model the current fields and passes the request as it was typed', () => {
		const [ system, user ] = formPrompt( 'Add a phone field', [
			{
				name: 'jetpack/field-email',
				attributes: { label: 'Email', required: true },
			},
		] );
		expect( system?.content ).toContain(
			'{"type":"email","label":"Email","required":true}'
		);
		expect( user ).toEqual( {
			role: 'user',
			content: 'Add a phone field',
		} );
	} );
} );
