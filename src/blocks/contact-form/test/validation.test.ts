/**
 * The field rules, in the editor's TypeScript and in the server's PHP
 * (php-stubs/contact-form/validation.php), on the same cases: the limits of spec 000 §5 for e-mail
 * addresses (254 in all, 64 before the @, 63 per domain label) and what each field accepts.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import {
	cleanOptions,
	emailProblem,
	FIELD_ATTRIBUTES,
	fieldTypeOf,
	isValidUrl,
	type EmailProblem,
} from '../fields';

const VALIDATION_PHP = path.resolve(
	__dirname,
	'../../../../php-stubs/contact-form/validation.php'
);
const FIELD_ATTRIBUTES_PHP = path.resolve(
	__dirname,
	'../../../../php-stubs/contact-form/field-attributes.php'
);

/** Runs PHP code with validation.php loaded (and a stand-in for WordPress's __()), on JSON input. */
function php( code: string, input: unknown ): unknown {
	const result = spawnSync(
		'php',
		[
			'-r',
			`define( 'ABSPATH', '/' ); function __( $text ) { return $text; }
			require ${ JSON.stringify( VALIDATION_PHP ) };
			require ${ JSON.stringify( FIELD_ATTRIBUTES_PHP ) };
			$input = json_decode( stream_get_contents( STDIN ), true );
			${ code }`,
		],
		{ input: JSON.stringify( input ), encoding: 'utf8' }
	);
	if ( result.status !== 0 ) {
		throw new Error( result.stderr || result.stdout );
	}
	return JSON.parse( result.stdout );
}

const label = ( length: number ) => 'a'.repeat( length );

const EMAIL_CASES: Array< [ string, EmailProblem | null ] > = [
	[ 'jane@example.com', null ],
	[ 'jane.doe+forms@mail.example.co.uk', null ],
	[ "o'brien@example.ie", null ],
	[ `${ label( 64 ) }@example.com`, null ],
	[ `${ label( 65 ) }@example.com`, 'local-part-too-long' ],
	[ `jane@${ label( 63 ) }.com`, null ],
	[ `jane@${ label( 64 ) }.com`, 'label-too-long' ],
	// 254 characters in all: accepted; 255: refused, whatever the parts.
	[
		`${ label( 64 ) }@${ label( 63 ) }.${ label( 63 ) }.${ label( 61 ) }`,
		null,
	],
	[
		`${ label( 64 ) }@${ label( 63 ) }.${ label( 63 ) }.${ label( 62 ) }`,
		'too-long',
	],
	[ 'jane', 'invalid' ],
	[ '@example.com', 'invalid' ],
	[ 'jane@', 'invalid' ],
	[ 'jane@localhost', 'invalid' ],
	[ 'jane doe@example.com', 'invalid' ],
	[ '.jane@example.com', 'invalid' ],
	[ 'ja..ne@example.com', 'invalid' ],
	[ 'jane@-example.com', 'invalid' ],
	[ 'jane@example..com', 'invalid' ],
	[ 'jané@example.com', 'invalid' ],
	[ 'jane@exa_mple.com', 'invalid' ],
	[ '', 'invalid' ],
];

describe( 'e-mail addresses', () => {
	it.each( EMAIL_CASES )( '%s → %s (editor)', ( address, problem ) => {
		expect( emailProblem( address ) ).toBe( problem );
	} );

	it( 'the server gives the same answer for every case', () => {
		const answers = php(
			'echo json_encode( array_map( "Jetpack_Blocks\\\\Contact_Form\\\\email_problem", $input ) );',
			EMAIL_CASES.map( ( [ address ] ) => address )
		);
		expect( answers ).toEqual(
			EMAIL_CASES.map( ( [ , problem ] ) => problem )
		);
	} );
} );

describe( 'web addresses', () => {
	it.each( [
		[ 'https://example.com', true ],
		[ 'http://example.com/path?q=1', true ],
		[ 'ftp://example.com', false ],
		[ 'javascript:alert(1)', false ],
		[ 'example.com', false ],
		[ 'https://exa mple.com', false ],
		[ `https://example.com/${ 'a'.repeat( 2000 ) }`, false ],
	] )( '%s → %s (editor and server)', ( url, valid ) => {
		expect( isValidUrl( url ) ).toBe( valid );
		expect(
			php(
				'echo json_encode( Jetpack_Blocks\\Contact_Form\\is_valid_url( $input ) );',
				url
			)
		).toBe( valid );
	} );
} );

describe( 'field blocks and options', () => {
	it( 'knows the reference’s twelve field blocks and nothing else', () => {
		expect( fieldTypeOf( 'jetpack/field-email' ) ).toBe( 'email' );
		expect( fieldTypeOf( 'jetpack/field-consent' ) ).toBe( 'consent' );
		expect( fieldTypeOf( 'jetpack/field-date' ) ).toBe( 'date' );
		expect( fieldTypeOf( 'jetpack/field-checkbox-multiple' ) ).toBe(
			'checkbox-multiple'
		);
		// An option of a choice field is not a field.
		expect( fieldTypeOf( 'jetpack/field-option-radio' ) ).toBeNull();
		expect( fieldTypeOf( 'jetpack/field-file' ) ).toBeNull();
		expect( fieldTypeOf( 'core/paragraph' ) ).toBeNull();
	} );

	it( 'the server adds the same shared field attributes as the editor', () => {
		expect(
			php(
				'echo json_encode( Jetpack_Blocks\\Contact_Form\\shared_field_attributes() );',
				null
			)
		).toEqual( FIELD_ATTRIBUTES );
	} );

	it( 'keeps options trimmed, without empty or repeated entries', () => {
		expect(
			cleanOptions( [ ' Sales ', '', 'Sales', 'Support', 3 ] )
		).toEqual( [ 'Sales', 'Support' ] );
		expect( cleanOptions( 'Sales' ) ).toEqual( [] );
	} );
} );

describe( 'the server’s check of each submitted field', () => {
	const validate = ( type: string, attributes: object, raw: unknown ) =>
		php(
			'echo json_encode( Jetpack_Blocks\\Contact_Form\\validate_field( $input[0], $input[1], $input[2] ) );',
			[ type, attributes, raw ]
		) as { value: string; error: string | null };

	it( 'refuses an empty required field, even when only spaces were typed', () => {
		expect( validate( 'name', { required: true }, '   ' ) ).toEqual( {
			value: '',
			error: 'Please fill in this field.',
		} );
		expect( validate( 'name', { required: false }, '' ).error ).toBeNull();
		expect( validate( 'name', { required: true }, [ 'a' ] ).error ).toBe(
			'Please fill in this field.'
		);
	} );

	it( 'says which e-mail limit an address breaks', () => {
		expect(
			validate( 'email', {}, `${ label( 65 ) }@example.com` ).error
		).toBe(
			'The part of this email address before the @ is too long: at most 64 characters.'
		);
		expect( validate( 'email', {}, ' jane@example.com ' ) ).toEqual( {
			value: 'jane@example.com',
			error: null,
		} );
	} );

	it( 'takes only the listed options of a choice, and skips a choice without options', () => {
		const attributes = { required: true, options: [ 'Sales', 'Support' ] };
		expect( validate( 'select', attributes, 'Support' ).error ).toBeNull();
		expect( validate( 'radio', attributes, 'Billing' ).error ).toBe(
			'Please choose one of the options listed.'
		);
		expect( validate( 'radio', attributes, '' ).error ).toBe(
			'Please choose an option.'
		);
		expect(
			validate( 'select', { required: true, options: [] }, '' )
		).toEqual( { value: '', error: null } );
	} );

	it( 'takes a date, a phone number and several listed options', () => {
		expect( validate( 'date', {}, '2024-02-29' ).error ).toBeNull();
		expect( validate( 'date', {}, '2023-02-29' ).error ).toBe(
			'Please enter a date, like 2024-12-31.'
		);
		expect(
			validate( 'telephone', {}, '+1 (555) 010-1234 ext. 2' ).error
		).toBeNull();
		expect( validate( 'telephone', {}, 'call me' ).error ).toBe(
			'Please enter a phone number.'
		);
		const toppings = { required: true, options: [ 'Basil', 'Olives' ] };
		expect(
			validate( 'checkbox-multiple', toppings, [ 'Olives', 'Basil' ] )
		).toEqual( { value: 'Olives, Basil', error: null } );
		expect(
			validate( 'checkbox-multiple', toppings, [ 'Ham' ] ).error
		).toBe( 'Please choose one of the options listed.' );
		expect( validate( 'checkbox-multiple', toppings, 'Basil' ).error ).toBe(
			'Please choose at least one option.'
		);
	} );

	it( 'needs a required checkbox checked; consent is never required', () => {
		expect( validate( 'checkbox', { required: true }, '' ).error ).toBe(
			'Please check this box to continue.'
		);
		expect( validate( 'checkbox', { required: true }, '1' ) ).toEqual( {
			value: '1',
			error: null,
		} );
		expect(
			validate( 'consent', { required: true }, '' ).error
		).toBeNull();
		expect(
			validate( 'consent', { consentType: 'implicit' }, '' ).value
		).toBe( '1' );
	} );

	it( 'bounds the length of answers and keeps one-line fields on one line', () => {
		expect( validate( 'text', {}, 'a'.repeat( 1001 ) ).error ).toBe(
			'This answer is too long: at most 1000 characters.'
		);
		expect(
			validate( 'textarea', {}, 'a'.repeat( 1001 ) ).error
		).toBeNull();
		expect( validate( 'text', {}, 'one\r\ntwo' ).value ).toBe( 'one two' );
		expect( validate( 'textarea', {}, 'one\r\ntwo' ).value ).toBe(
			'one\ntwo'
		);
	} );
} );
