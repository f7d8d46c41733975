import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from '@wordpress/element';
import OpenTableEdit from '../edit';
import type { BlockEditProps } from '@wordpress/blocks';
import type { OpenTableAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn( () => new Promise( () => undefined ) ),
} ) );

// The real hooks need a block editor around them; the sidebar is rendered in place here.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		className: [ 'wp-block-jetpack-opentable', props.className ]
			.filter( Boolean )
			.join( ' ' ),
	} ),
	InspectorControls: ( { children }: { children: unknown } ) => children,
} ) );

const DEFAULTS: OpenTableAttributes = {
	rid: [],
	style: 'standard',
	iframe: true,
	domain: 'com',
	lang: 'en-US',
	newtab: false,
	negativeMargin: false,
};

let latest: OpenTableAttributes = DEFAULTS;

function Harness( { initial }: { initial: Partial< OpenTableAttributes > } ) {
	const [ attributes, setAll ] = useState< OpenTableAttributes >( {
		...DEFAULTS,
		...initial,
	} );
	latest = attributes;
	const props = {
		attributes,
		setAttributes: ( next: Partial< OpenTableAttributes > ) =>
			setAll( ( previous ) => ( { ...previous, ...next } ) ),
		isSelected: true,
		clientId: 'a',
	} as unknown as BlockEditProps< OpenTableAttributes >;
	return (
		<>
			<OpenTableEdit { ...props } />
			<button
				type="button"
				onClick={ () =>
					setAll( ( p ) => ( { ...p, align: 'center' } ) )
				}
			>
				test: align center
			</button>
		</>
	);
}

// jsdom has no ResizeObserver; the components measure themselves with it.
beforeAll( () => {
	( globalThis as { ResizeObserver?: unknown } ).ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
} );

describe( 'OpenTableEdit', () => {
	it( 'embeds the restaurant IDs chosen in the placeholder', () => {
		render( <Harness initial={ {} } /> );
		expect( screen.getByText( 'OpenTable Reservation' ) ).toBeTruthy();
		const embed = screen.getByRole( 'button', { name: 'Embed' } );
		expect( embed ).toHaveProperty( 'disabled', true );
		const input = screen.getByRole( 'combobox', { name: 'Restaurants' } );
		fireEvent.change( input, { target: { value: '412810' } } );
		fireEvent.keyDown( input, { key: 'Enter' } );
		fireEvent.click( embed );
		expect( latest.rid ).toEqual( [ '412810' ] );
		const preview = screen.getByTitle( 'OpenTable reservation preview' );
		expect( preview.getAttribute( 'src' ) ).toContain(
			'https://www.opentable.com/widget/reservation/canvas?rid=412810'
		);
		expect( preview.getAttribute( 'width' ) ).toBe( '224' );
		expect( preview.getAttribute( 'height' ) ).toBe( '301' );
	} );

	it( 'shows the spec’s message for an embed code that is not OpenTable’s', () => {
		render( <Harness initial={ {} } /> );
		const input = screen.getByRole( 'combobox', { name: 'Restaurants' } );
		fireEvent.change( input, {
			target: { value: '<iframe src="https://example.com/?rid=1">' },
		} );
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( screen.getAllByText( 'We ran into an issue' ).length ).toBe(
			1
		);
		expect(
			screen.getAllByText(
				'Please ensure this embed matches the one from your OpenTable account'
			).length
		).toBe( 1 );
		expect( latest.rid ).toEqual( [] );
	} );

	it( 'offers no button style for several restaurants, widens for the wide style, and warns when narrowed', () => {
		render(
			<Harness initial={ { rid: [ '12', '34' ], style: 'tall' } } />
		);
		const style = screen.getByRole( 'combobox', { name: 'Style' } );
		expect(
			within( style )
				.getAllByRole( 'option' )
				.map( ( option ) => option.getAttribute( 'value' ) )
		).toEqual( [ 'standard', 'tall', 'wide' ] );
		fireEvent.change( style, { target: { value: 'wide' } } );
		expect( latest ).toMatchObject( { style: 'wide', align: 'wide' } );
		expect( screen.queryByText( /The Wide style needs room/ ) ).toBeNull();
		fireEvent.click(
			screen.getByRole( 'button', { name: 'test: align center' } )
		);
		expect(
			document.querySelector(
				'.wp-block-jetpack-opentable__wide-warning'
			)?.textContent
		).toMatch( /The Wide style needs room/ );
	} );

	it( 'offers the seven widget languages', () => {
		render( <Harness initial={ { rid: [ '12' ] } } /> );
		const language = screen.getByRole( 'combobox', { name: 'Language' } );
		expect(
			within( language )
				.getAllByRole( 'option' )
				.map( ( option ) => option.getAttribute( 'value' ) )
		).toEqual( [
			'en-US',
			'fr-CA',
			'de-DE',
			'es-MX',
			'ja-JP',
			'nl-NL',
			'it-IT',
		] );
		fireEvent.change( language, { target: { value: 'ja-JP' } } );
		expect( latest.lang ).toBe( 'ja-JP' );
	} );

	it( 'switches the new window, the iframe and the block margin', () => {
		render( <Harness initial={ { rid: [ '12' ] } } /> );
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Open in a new window' } )
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Load the widget in an iframe (recommended)',
			} )
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Remove block margin' } )
		);
		expect( latest ).toMatchObject( {
			newtab: true,
			iframe: false,
			negativeMargin: true,
		} );
		expect(
			screen
				.getByTitle( 'OpenTable reservation preview' )
				.getAttribute( 'src' )
		).toContain( 'newtab=true' );
	} );
} );
