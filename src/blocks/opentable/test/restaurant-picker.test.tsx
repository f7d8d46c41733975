import apiFetch from '@wordpress/api-fetch';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RestaurantPicker } from '../restaurant-picker';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

function setup( rids: string[] = [] ) {
	const props = {
		rids,
		onChange: jest.fn(),
		onEmbed: jest.fn(),
		onEmbedError: jest.fn(),
	};
	render( <RestaurantPicker { ...props } /> );
	const input = screen.getByRole( 'combobox', { name: 'Restaurants' } );
	return { props, input };
}

/** Lets the throttle timer fire and the search promise settle. */
async function settle( ms = 0 ) {
	await act( async () => {
		jest.advanceTimersByTime( ms );
		await Promise.resolve();
		await Promise.resolve();
	} );
}

beforeEach( () => {
	jest.useFakeTimers();
	mockedApiFetch.mockReset();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'RestaurantPicker', () => {
	it( 'says plainly that search needs a network, and still takes a typed ID', async () => {
		mockedApiFetch.mockRejectedValue( {
			code: 'opentable_unreachable',
			message: 'server text',
			data: { status: 503 },
		} );
		const { props, input } = setup();
		fireEvent.change( input, { target: { value: 'Chez' } } );
		await settle();
		// The notice (and a copy for screen readers in the live region).
		expect(
			document.querySelector( '.components-notice__content' )?.textContent
		).toContain(
			'Restaurant search needs a network connection, and OpenTable cannot be reached right now. You can still enter a restaurant ID or paste the embed code from your OpenTable account.'
		);
		expect(
			screen.getAllByRole( 'button', { name: 'Try the search again' } )
		).toHaveLength( 1 );

		fireEvent.change( input, { target: { value: '412810' } } );
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( props.onChange ).toHaveBeenLastCalledWith( [ '412810' ] );
	} );

	it( 'searches at most every 500 ms, ending with the latest text', async () => {
		mockedApiFetch.mockResolvedValue( { restaurants: [] } );
		const { input } = setup();
		fireEvent.change( input, { target: { value: 'Ch' } } );
		await settle();
		fireEvent.change( input, { target: { value: 'Che' } } );
		fireEvent.change( input, { target: { value: 'Chez' } } );
		await settle( 100 );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );
		await settle( 400 );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 2 );
		expect( mockedApiFetch.mock.calls[ 1 ][ 0 ].path ).toBe(
			'/wpcom/v2/opentable/restaurants?query=Chez&pageSize=20'
		);
		// An id or an embed code is not searched for.
		fireEvent.change( input, { target: { value: '4128' } } );
		fireEvent.change( input, {
			target: { value: 'https://www.opentable.com/?rid=1' },
		} );
		await settle( 1000 );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'shows at most 20 suggestions and picks the restaurant id of one', async () => {
		mockedApiFetch.mockResolvedValue( {
			restaurants: Array.from( { length: 25 }, ( _, index ) => ( {
				rid: String( 100 + index ),
				name: `Chez Place ${ index }`,
				location: index === 0 ? 'Berkeley' : '',
			} ) ),
		} );
		const { props, input } = setup();
		fireEvent.focus( input );
		fireEvent.change( input, { target: { value: 'Chez' } } );
		await settle();
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( 20 );
		fireEvent.click(
			screen.getByRole( 'option', {
				name: 'Chez Place 0, Berkeley (ID 100)',
			} )
		);
		expect( props.onChange ).toHaveBeenLastCalledWith( [ '100' ] );
	} );

	it( 'takes a pasted embed code whole, and reports one that is not from OpenTable', () => {
		const { props, input } = setup();
		fireEvent.paste( input, {
			clipboardData: {
				getData: () =>
					"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=412810,99&type=multi&theme=wide&domain=com&lang=it-IT'></script>",
			},
		} );
		expect( props.onEmbed ).toHaveBeenCalledWith(
			expect.objectContaining( {
				rid: [ '412810', '99' ],
				style: 'wide',
				lang: 'it-IT',
			} )
		);

		fireEvent.change( input, {
			target: { value: 'https://example.com/widget?rid=1' },
		} );
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( props.onEmbedError ).toHaveBeenCalledTimes( 1 );
		expect( props.onChange ).not.toHaveBeenCalled();
	} );

	it( 'explains a name that matches no suggestion instead of keeping it', () => {
		mockedApiFetch.mockResolvedValue( { restaurants: [] } );
		const { props, input } = setup( [ '5' ] );
		fireEvent.change( input, { target: { value: 'Nowhere' } } );
		fireEvent.keyDown( input, { key: 'Enter' } );
		expect( props.onChange ).toHaveBeenLastCalledWith( [ '5' ] );
		expect(
			screen.getAllByText( /“Nowhere” is not a restaurant ID/ ).length
		).toBeGreaterThan( 0 );
	} );
} );
