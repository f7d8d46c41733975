import type { APIFetchOptions } from '@wordpress/api-fetch';
import { EDITOR_ORIGIN_HEADER, editorOriginMiddleware } from '../editor-origin';

function sent( options: APIFetchOptions ): APIFetchOptions {
	let passed: APIFetchOptions | undefined;
	editorOriginMiddleware( options, ( next ) => {
		passed = next;
		return Promise.resolve( null );
	} );
	return passed!;
}

describe( 'editor-origin header', () => {
	it( 'marks REST requests to this site', () => {
		expect(
			sent( { path: '/wp/v2/posts', headers: { 'X-Other': '1' } } )
				.headers
		).toEqual( { 'X-Other': '1', [ EDITOR_ORIGIN_HEADER ]: 'true' } );
		expect(
			sent( { url: `${ window.location.origin }/wp-json/wp/v2/media` } )
				.headers
		).toEqual( { [ EDITOR_ORIGIN_HEADER ]: 'true' } );
		expect( sent( { url: '/wp-admin/admin-ajax.php' } ).headers ).toEqual( {
			[ EDITOR_ORIGIN_HEADER ]: 'true',
		} );
	} );

	it( 'leaves requests to other hosts, ports or schemes alone', () => {
		const { hostname } = window.location;
		for ( const url of [
			'https://public-api.example.com/rest/v1.1/videos/abc',
			`http://${ hostname }:9999/wp-json/`,
			`ftp://${ hostname }/file`,
		] ) {
			expect( sent( { url } ).headers ).toBeUndefined();
		}
	} );
} );
