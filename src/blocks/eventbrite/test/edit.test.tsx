/**
 * The URL form's decisions: what embeds at once, what is followed as a short link (and what a
 * failure shows), and that the button style never asks for a lookup. The site's REST route is the
 * only stand-in (apiFetch): the form, the parser and the resolver client are the real ones.
 */
import apiFetch from '@wordpress/api-fetch';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EventbriteEdit from '../edit';
import type { EventbriteAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

const EVENT =
	'https://www.eventbrite.co.uk/e/london-coffee-festival-2024-tickets-711806251237';

function renderEdit( attributes: Partial< EventbriteAttributes > = {} ) {
	const setAttributes = jest.fn();
	render(
		<EventbriteEdit
			{ ...( {} as React.ComponentProps< typeof EventbriteEdit > ) }
			clientId="block-1"
			attributes={ { style: 'inline', ...attributes } }
			setAttributes={ setAttributes }
		/>
	);
	return setAttributes;
}

async function submit( value: string ) {
	const input = screen.getByRole( 'textbox', {
		name: 'Eventbrite event URL',
	} );
	await userEvent.clear( input );
	await userEvent.click( input );
	await userEvent.paste( value );
	await userEvent.click( screen.getByRole( 'button', { name: 'Embed' } ) );
}

beforeEach( () => fetchMock.mockReset() );
afterEach( cleanup );

it( 'shows the placeholder with the URL form', () => {
	renderEdit();
	expect( screen.getAllByText( 'Eventbrite Checkout' ) ).not.toEqual( [] );
	screen.getByRole( 'button', { name: 'Embed' } );
} );

it( 'embeds an event page at once, trimmed, without asking the server', async () => {
	const setAttributes = renderEdit();
	await submit( `  ${ EVENT }?aff=ebdssbdestsearch  ` );
	expect( setAttributes ).toHaveBeenLastCalledWith( {
		url: `${ EVENT }?aff=ebdssbdestsearch`,
		eventId: 711806251237,
	} );
	expect( fetchMock ).not.toHaveBeenCalled();
} );

it( 'follows a short link and embeds the event page it leads to', async () => {
	fetchMock.mockResolvedValue( { url: EVENT } );
	const setAttributes = renderEdit();
	await submit( 'https://bit.ly/3xYzAbC' );
	expect( fetchMock ).toHaveBeenCalledWith( {
		path: '/wpcom/v2/resolve-redirect?url=https%3A%2F%2Fbit.ly%2F3xYzAbC',
	} );
	expect( setAttributes ).toHaveBeenLastCalledWith( {
		url: EVENT,
		eventId: 711806251237,
	} );
} );

it( 'a short link that cannot be followed clears the block and offers Convert block to link', async () => {
	fetchMock.mockRejectedValue( {
		code: 'resolve_failed',
		message: 'Could not reach the address.',
	} );
	const setAttributes = renderEdit();
	await submit( 'https://bit.ly/3xYzAbC' );
	expect(
		await screen.findAllByText(
			'Sorry, this content could not be embedded.'
		)
	).not.toEqual( [] );
	screen.getByRole( 'button', { name: 'Convert block to link' } );
	expect( setAttributes ).toHaveBeenLastCalledWith( {
		url: undefined,
		eventId: undefined,
	} );
} );

it( 'a link that leads elsewhere is no event either', async () => {
	fetchMock.mockResolvedValue( { url: 'https://example.org/landing' } );
	renderEdit();
	await submit( 'https://bit.ly/3xYzAbC' );
	expect(
		await screen.findAllByText(
			'Sorry, this content could not be embedded.'
		)
	).not.toEqual( [] );
} );

it( 'refuses text that is no address without asking the server, and Try again reopens the form', async () => {
	renderEdit();
	await submit( 'food hub tickets' );
	expect(
		screen.getAllByText( 'Sorry, this content could not be embedded.' )
	).not.toEqual( [] );
	expect( fetchMock ).not.toHaveBeenCalled();
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Try again' } )
	);
	screen.getByRole( 'textbox', { name: 'Eventbrite event URL' } );
} );

it( 'the button style takes addresses as given: no short-link lookup', async () => {
	renderEdit( { style: 'modal' } );
	await submit( 'https://bit.ly/3xYzAbC' );
	expect(
		screen.getAllByText( 'Sorry, this content could not be embedded.' )
	).not.toEqual( [] );
	expect( fetchMock ).not.toHaveBeenCalled();
} );
