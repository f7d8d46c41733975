import { connectInPopup, keyringIdOf, PopupClosedError } from '../popup';

describe( 'keyringIdOf', () => {
	it( 'reads a numeric or word id from the reply', () => {
		expect( keyringIdOf( { keyring_id: 12 } ) ).toBe( '12' );
		expect( keyringIdOf( { keyring_id: 'media-library' } ) ).toBe(
			'media-library'
		);
	} );

	it( 'refuses replies without a usable id', () => {
		for ( const data of [
			null,
			'12',
			{},
			{ error: 'state' },
			{ keyring_id: 0 },
			{ keyring_id: 1.5 },
			{ keyring_id: '' },
			{ keyring_id: '<script>' },
		] ) {
			expect( keyringIdOf( data ) ).toBeNull();
		}
	} );
} );

describe( 'connectInPopup', () => {
	afterEach( () => jest.useRealTimers() );

	function popupWindow() {
		const popup = { closed: false } as unknown as Window;
		const open = jest
			.spyOn( window, 'open' )
			.mockImplementation( () => popup );
		return { popup, open };
	}

	function reply(
		source: unknown,
		data: unknown,
		origin = window.location.origin
	) {
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data,
				origin,
				source: source as Window,
			} )
		);
	}

	it( 'opens a 700×700 window and resolves with the keyring id of its reply', async () => {
		const { popup, open } = popupWindow();
		const connected = connectInPopup( 'http://localhost/connect' );
		expect( open ).toHaveBeenCalledWith(
			'http://localhost/connect',
			expect.any( String ),
			expect.stringContaining( 'width=700,height=700' )
		);
		// Messages from elsewhere are ignored.
		reply( popup, { keyring_id: 99 }, 'https://evil.test' );
		reply( {}, { keyring_id: 98 } );
		reply( popup, { keyring_id: 'media-library' } );
		await expect( connected ).resolves.toBe( 'media-library' );
		open.mockRestore();
	} );

	it( 'rejects when the reply carries no connection', async () => {
		const { popup, open } = popupWindow();
		const connected = connectInPopup( 'http://localhost/connect' );
		reply( popup, { error: 'access_denied' } );
		await expect( connected ).rejects.toThrow( /without a connection/ );
		open.mockRestore();
	} );

	it( 'rejects with PopupClosedError when the window is closed without a reply', async () => {
		jest.useFakeTimers();
		const { popup, open } = popupWindow();
		const connected = connectInPopup( 'http://localhost/connect' );
		( popup as unknown as { closed: boolean } ).closed = true;
		jest.advanceTimersByTime( 2000 );
		await expect( connected ).rejects.toBeInstanceOf( PopupClosedError );
		open.mockRestore();
	} );
} );
