import { buildPixelUrl, sanitizeProperties } from '../pixel';

const event = {
	name: 'jetpack_connect_click',
	properties: { location: 'dashboard', step: '2' },
	timestamp: 1700000000000,
};
const identity = { userId: 77, username: 'wpcom-admin' };

describe( 'sanitizeProperties', () => {
	it( 'keeps valid names and stringifies the values', () => {
		expect(
			sanitizeProperties( {
				location: 'dashboard',
				count: 3,
				is_new: true,
				_private: 'x',
				list: [ 1, 2 ],
				nested: { a: 1 },
			} )
		).toEqual( {
			location: 'dashboard',
			count: '3',
			is_new: 'true',
			_private: 'x',
			list: '[1,2]',
			nested: '{"a":1}',
		} );
	} );

	it( 'drops names outside ^[a-z_][a-z0-9_]*$, reserved keys and empty values', () => {
		expect(
			sanitizeProperties( {
				camelCase: 'x',
				'with-dash': 'x',
				'1st': 'x',
				'': 'x',
				'has space': 'x',
				_en: 'spoof',
				_ui: 'spoof',
				missing: undefined,
				nothing: null,
				ok_1: 'kept',
			} )
		).toEqual( { ok_1: 'kept' } );
	} );

	it( 'accepts no properties', () => {
		expect( sanitizeProperties() ).toEqual( {} );
	} );
} );

describe( 'buildPixelUrl', () => {
	it( 'puts the event, the user, the properties and _rt in the query', () => {
		const url = new URL(
			buildPixelUrl(
				'https://pixel.wp.com/t.gif',
				event,
				identity,
				1700000000500
			)
		);
		expect( url.origin + url.pathname ).toBe(
			'https://pixel.wp.com/t.gif'
		);
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			_en: 'jetpack_connect_click',
			_ts: '1700000000000',
			_ut: 'wpcom:user_id',
			_ui: '77',
			_ul: 'wpcom-admin',
			location: 'dashboard',
			step: '2',
			_rt: '1700000000500',
		} );
	} );

	it( "adds to a pixel URL's own query (the local admin-ajax handler)", () => {
		const url = buildPixelUrl(
			'http://site.test/wp-admin/admin-ajax.php?action=jetpack_blocks_tracks',
			event,
			identity,
			1
		);
		expect( url ).toMatch(
			/^http:\/\/site\.test\/wp-admin\/admin-ajax\.php\?action=jetpack_blocks_tracks&_en=jetpack_connect_click&/
		);
		expect( new URL( url ).searchParams.get( 'action' ) ).toBe(
			'jetpack_blocks_tracks'
		);
	} );

	it( "never lets a property replace the pixel URL's action or nonce", () => {
		const url = buildPixelUrl(
			'http://site.test/wp-admin/admin-ajax.php?action=jetpack_blocks_tracks_pixel&_wpnonce=abc123',
			{
				...event,
				properties: sanitizeProperties( {
					action: 'another_action',
					_wpnonce: 'forged',
					kept: 'yes',
				} ),
			},
			identity,
			1
		);
		const params = new URL( url ).searchParams;
		expect( params.getAll( 'action' ) ).toEqual( [
			'jetpack_blocks_tracks_pixel',
		] );
		expect( params.getAll( '_wpnonce' ) ).toEqual( [ 'abc123' ] );
		expect( params.get( 'kept' ) ).toBe( 'yes' );
	} );

	it( 'encodes values', () => {
		const url = buildPixelUrl(
			'https://pixel.wp.com/t.gif',
			{ ...event, properties: { q: 'a&b=c d' } },
			{ userId: '5', username: 'x y' },
			1
		);
		const params = new URL( url ).searchParams;
		expect( params.get( 'q' ) ).toBe( 'a&b=c d' );
		expect( params.get( '_ul' ) ).toBe( 'x y' );
	} );
} );
