import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import TokenPanel from '../token-panel';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const fetchMock = apiFetch as unknown as jest.Mock;

beforeEach( () => fetchMock.mockReset() );

const disabled = ( element: HTMLElement ) =>
	( element as HTMLButtonElement ).disabled;

describe( 'Mapbox Access Token panel', () => {
	it( 'without a token: Set Token is disabled until something is typed, then saves it', async () => {
		const onChange = jest.fn();
		fetchMock.mockResolvedValue( {
			service_api_key: 'pk.abc',
			service_api_key_source: 'site',
			message: 'Your Mapbox access token was saved.',
		} );
		render(
			<TokenPanel
				current={ {
					service_api_key: '',
					service_api_key_source: 'site',
				} }
				onChange={ onChange }
			/>
		);
		const set = screen.getByRole( 'button', { name: 'Set Token' } );
		expect( disabled( set ) ).toBe( true );
		expect(
			screen.queryByRole( 'button', { name: 'Remove Token' } )
		).toBeNull();
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Mapbox Access Token' } ),
			'  pk.abc '
		);
		expect( disabled( set ) ).toBe( false );
		await userEvent.click( set );
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/service-api-keys/mapbox',
			method: 'POST',
			data: { service_api_key: 'pk.abc' },
		} );
		expect( onChange ).toHaveBeenCalledWith(
			expect.objectContaining( { service_api_key: 'pk.abc' } )
		);
		// The notice's text (also spoken through the live region).
		expect(
			await screen.findAllByText( 'Your Mapbox access token was saved.' )
		).not.toHaveLength( 0 );
	} );

	it( 'with a token: Update Token only for a new, non-empty value; Remove Token calls DELETE', async () => {
		const onChange = jest.fn();
		fetchMock.mockResolvedValue( {
			service_api_key: '',
			service_api_key_source: 'site',
		} );
		render(
			<TokenPanel
				current={ {
					service_api_key: 'pk.abc',
					service_api_key_source: 'site',
				} }
				onChange={ onChange }
			/>
		);
		const field = screen.getByRole( 'textbox', {
			name: 'Mapbox Access Token',
		} );
		const update = screen.getByRole( 'button', { name: 'Update Token' } );
		expect( disabled( update ) ).toBe( true );
		await userEvent.clear( field );
		expect( disabled( update ) ).toBe( true );
		await userEvent.type( field, 'pk.new' );
		expect( disabled( update ) ).toBe( false );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove Token' } )
		);
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/service-api-keys/mapbox',
			method: 'DELETE',
		} );
	} );

	it( 'cannot remove the host’s token, and shows a failed call’s message', async () => {
		fetchMock.mockRejectedValue( {
			code: 'invalid_key',
			message: 'Mapbox refused this access token.',
		} );
		render(
			<TokenPanel
				current={ {
					service_api_key: 'pk.host',
					service_api_key_source: 'wpcom',
				} }
				onChange={ jest.fn() }
			/>
		);
		expect(
			disabled( screen.getByRole( 'button', { name: 'Remove Token' } ) )
		).toBe( true );
		const field = screen.getByRole( 'textbox', {
			name: 'Mapbox Access Token',
		} );
		await userEvent.clear( field );
		await userEvent.type( field, 'pk.bad' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Update Token' } )
		);
		expect(
			await screen.findAllByText( 'Mapbox refused this access token.' )
		).not.toHaveLength( 0 );
		expect( ( field as HTMLInputElement ).value ).toBe( 'pk.bad' );
	} );

	it( 'tells the site owner to replace a stored token that is not public', async () => {
		const warning =
			'The Mapbox access token saved on this site is not a public token, so it is not used.';
		const onChange = jest.fn();
		fetchMock.mockResolvedValue( {
			service_api_key: 'pk.new',
			service_api_key_source: 'site',
			message: 'Your Mapbox access token was saved.',
		} );
		render(
			<TokenPanel
				current={ {
					service_api_key: '',
					service_api_key_source: 'site',
					warning,
				} }
				onChange={ onChange }
			/>
		);
		expect( await screen.findAllByText( warning ) ).not.toHaveLength( 0 );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Mapbox Access Token' } ),
			'pk.new'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Set Token' } )
		);
		// The answer to the new token has no warning: the block's state drops it.
		expect( onChange ).toHaveBeenCalledWith( {
			service_api_key: 'pk.new',
			service_api_key_source: 'site',
			message: 'Your Mapbox access token was saved.',
			warning: undefined,
		} );
	} );
} );
