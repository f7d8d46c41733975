/**
 * The URL form's states: URL test → fetching → preview or the embed error. The short-link route is
 * the network boundary, so only apiFetch is replaced.
 */
import apiFetch from '@wordpress/api-fetch';
import { useState } from '@wordpress/element';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PinterestEdit from '../edit';
import transforms from '../transforms';
import type { PinterestAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

const FAILED = 'Sorry, this content could not be embedded.';

function Harness( {
	initial = {},
	onChange,
}: {
	initial?: PinterestAttributes;
	onChange: ( attributes: PinterestAttributes ) => void;
} ) {
	const [ attributes, setState ] = useState< PinterestAttributes >( initial );
	const setAttributes = ( next: Partial< PinterestAttributes > ) => {
		const merged = { ...attributes, ...next };
		onChange( merged );
		setState( merged );
	};
	return (
		<PinterestEdit
			{ ...( {
				attributes,
				setAttributes,
				clientId: 'pinterest-1',
				isSelected: true,
				name: 'jetpack/pinterest',
			} as unknown as Parameters< typeof PinterestEdit >[ 0 ] ) }
		/>
	);
}

async function embed( text: string ) {
	const field = screen.getByRole( 'textbox', { name: 'Pinterest URL' } );
	await userEvent.clear( field );
	await userEvent.type( field, text );
	await userEvent.click( screen.getByRole( 'button', { name: 'Embed' } ) );
}

beforeEach( () => fetchMock.mockReset() );

describe( 'Pinterest edit', () => {
	it( 'embeds a board address, cleaned, and shows its kind and link', async () => {
		const onChange = jest.fn();
		render( <Harness onChange={ onChange } /> );
		await embed(
			'https://www.pinterest.com.au/jeanette1952/meat-pies/?invite_code=x'
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			url: 'https://www.pinterest.com.au/jeanette1952/meat-pies/',
		} );
		expect( screen.getByText( 'Pinterest board' ) ).toBeTruthy();
		expect(
			screen
				.getByRole( 'link', {
					name: 'https://www.pinterest.com.au/jeanette1952/meat-pies/',
				} )
				.getAttribute( 'href' )
		).toBe( 'https://www.pinterest.com.au/jeanette1952/meat-pies/' );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'refuses another site with the embed error and "Convert block to link"', async () => {
		const onChange = jest.fn();
		render( <Harness onChange={ onChange } /> );
		await embed( 'https://www.example.com/pin/123/' );
		expect( screen.getAllByText( FAILED ) ).not.toHaveLength( 0 );
		expect(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		).toBeTruthy();
		expect( onChange ).not.toHaveBeenCalled();

		// Try again brings the form back with what was typed.
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect(
			(
				screen.getByRole( 'textbox', {
					name: 'Pinterest URL',
				} ) as HTMLInputElement
			 ).value
		).toBe( 'https://www.example.com/pin/123/' );
	} );

	it( 'never offers a javascript: address as a link', async () => {
		render( <Harness onChange={ jest.fn() } /> );
		await embed( 'javascript:alert(1)' );
		expect( screen.getAllByText( FAILED ) ).not.toHaveLength( 0 );
		expect(
			screen.queryByRole( 'button', { name: 'Convert block to link' } )
		).toBeNull();
	} );

	it( 'follows a pin.it short link, showing that it is fetching', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		fetchMock.mockReturnValue(
			new Promise( ( resolve ) => {
				answer = resolve;
			} )
		);
		const onChange = jest.fn();
		render( <Harness onChange={ onChange } /> );
		await embed( 'https://pin.it/4Bfzx7KQx' );
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'Embedding…'
		);
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/resolve-redirect?url=https%3A%2F%2Fpin.it%2F4Bfzx7KQx',
		} );
		answer( {
			url: 'https://www.pinterest.com/pin/99360735500167749/sent/?invite_code=abc',
		} );
		expect( await screen.findByText( 'Pinterest pin' ) ).toBeTruthy();
		expect( onChange ).toHaveBeenLastCalledWith( {
			url: 'https://www.pinterest.com/pin/99360735500167749/',
		} );
	} );

	it( 'shows the embed error when the short link cannot be followed', async () => {
		fetchMock.mockRejectedValue( {
			code: 'resolve_failed',
			message: 'Could not reach https://pin.it/abc.',
		} );
		const onChange = jest.fn();
		render( <Harness onChange={ onChange } /> );
		await embed( 'https://pin.it/abc' );
		expect( await screen.findAllByText( FAILED ) ).not.toHaveLength( 0 );
		expect( screen.getByText( 'https://pin.it/abc' ) ).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		).toBeTruthy();
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'shows the embed error when a short link leads off Pinterest', async () => {
		fetchMock.mockResolvedValue( { url: 'https://www.example.com/' } );
		render( <Harness onChange={ jest.fn() } /> );
		await embed( 'https://pin.it/abc' );
		expect( await screen.findAllByText( FAILED ) ).not.toHaveLength( 0 );
	} );

	it( 'follows a short link stored by the paste transform when it opens', async () => {
		fetchMock.mockResolvedValue( {
			url: 'https://www.pinterest.com/nasa/',
		} );
		const onChange = jest.fn();
		render(
			<Harness
				initial={ { url: 'https://pin.it/abc' } }
				onChange={ onChange }
			/>
		);
		expect( await screen.findByText( 'Pinterest profile' ) ).toBeTruthy();
		expect( onChange ).toHaveBeenLastCalledWith( {
			url: 'https://www.pinterest.com/nasa/',
		} );
	} );
} );

describe( 'paste transform', () => {
	const [ raw ] = transforms.from;
	const paragraph = ( text: string ) => {
		const node = document.createElement( 'p' );
		node.textContent = text;
		return node;
	};

	it( 'claims a paragraph that is only a Pinterest address, before core embeds', () => {
		expect( raw?.priority ).toBeLessThan( 10 );
		expect(
			raw?.isMatch( paragraph( ' https://pin.it/abc ' ) ) &&
				raw.isMatch(
					paragraph( 'https://www.pinterest.com/pin/1234/' )
				)
		).toBe( true );
		expect( raw?.isMatch( paragraph( 'Look: https://pin.it/abc' ) ) ).toBe(
			false
		);
		expect( raw?.isMatch( document.createElement( 'div' ) ) ).toBe( false );
	} );
} );
