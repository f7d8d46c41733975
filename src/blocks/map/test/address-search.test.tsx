import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import AddressSearch from '../address-search';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const fetchMock = apiFetch as unknown as jest.Mock;

const place = ( index: number ) => ( {
	id: `place.geonames.${ index }`,
	name: `Springfield ${ index }`,
	place_name: `Springfield ${ index }, United States`,
	latitude: 39 + index / 10,
	longitude: -89 - index / 10,
} );

beforeEach( () => {
	jest.useFakeTimers();
	fetchMock.mockReset();
} );

afterEach( () => jest.useRealTimers() );

describe( 'AddressSearch', () => {
	it( 'asks the offline gazetteer 250 ms after typing stops, once, and lists 10 places at most', async () => {
		fetchMock.mockResolvedValue( {
			places: Array.from( { length: 12 }, ( _, index ) =>
				place( index )
			),
			source: 'offline-gazetteer',
		} );
		const onChoose = jest.fn();
		render( <AddressSearch token="" onChoose={ onChoose } /> );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await user.type(
			screen.getByRole( 'combobox', {
				name: 'Search for a place or address',
			} ),
			'spring'
		);
		await act( async () => {
			jest.advanceTimersByTime( 249 );
		} );
		expect( fetchMock ).not.toHaveBeenCalled();
		await act( async () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock.mock.calls[ 0 ][ 0 ].path ).toMatch(
			/^\/wpcom\/v2\/map\/places\?q=spring&limit=10/
		);
		const options = await screen.findAllByRole( 'option' );
		expect( options ).toHaveLength( 10 );

		await user.click( options[ 2 ] as HTMLElement );
		expect( onChoose ).toHaveBeenCalledWith( {
			id: 'place.geonames.2',
			title: 'Springfield 2',
			caption: 'Springfield 2, United States',
			placeTitle: 'Springfield 2, United States',
			coordinates: { latitude: 39.2, longitude: -89.2 },
		} );
	} );

	it( 'chooses with the keyboard and says when nothing was found', async () => {
		fetchMock.mockResolvedValueOnce( {
			places: [ place( 1 ), place( 2 ) ],
		} );
		fetchMock.mockResolvedValueOnce( { places: [] } );
		const onChoose = jest.fn();
		render( <AddressSearch token="" onChoose={ onChoose } /> );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		const input = screen.getByRole( 'combobox' );
		await user.type( input, 'spr' );
		await act( async () => {
			jest.advanceTimersByTime( 250 );
		} );
		await screen.findAllByRole( 'option' );
		await user.keyboard( '{ArrowDown}{Enter}' );
		expect( onChoose ).toHaveBeenCalledWith(
			expect.objectContaining( { id: 'place.geonames.2' } )
		);

		await user.type( input, 'qqxqzv' );
		await act( async () => {
			jest.advanceTimersByTime( 250 );
		} );
		expect(
			await screen.findByText( 'No place found for “qqxqzv”.' )
		).toBeTruthy();
	} );

	it( 'shows a failed search’s message', async () => {
		fetchMock.mockRejectedValue( {
			message: 'The list of places is missing.',
		} );
		render( <AddressSearch token="" onChoose={ jest.fn() } /> );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await user.type( screen.getByRole( 'combobox' ), 'x' );
		await act( async () => {
			jest.advanceTimersByTime( 250 );
		} );
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
			'The list of places is missing.'
		);
	} );
} );
