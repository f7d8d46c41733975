import { addFromParameter } from '../redirect';

describe( 'addFromParameter', () => {
	it( 'starts a query when the URL has none', () => {
		expect(
			addFromParameter( 'http://site.test/authorize', 'dashboard' )
		).toBe( 'http://site.test/authorize?from=dashboard' );
	} );

	it( 'adds to a query the URL already has', () => {
		expect(
			addFromParameter(
				'http://site.test/wp-admin/admin.php?page=jetpack-blocks-authorize&redirect_uri=http%3A%2F%2Fsite.test%2F',
				'dashboard'
			)
		).toBe(
			'http://site.test/wp-admin/admin.php?page=jetpack-blocks-authorize&redirect_uri=http%3A%2F%2Fsite.test%2F&from=dashboard'
		);
	} );

	it( 'keeps the fragment after the query', () => {
		expect(
			addFromParameter( 'http://site.test/a?x=1#/connection', 'editor' )
		).toBe( 'http://site.test/a?x=1&from=editor#/connection' );
		expect( addFromParameter( 'http://site.test/a#top', 'editor' ) ).toBe(
			'http://site.test/a?from=editor#top'
		);
	} );

	it( 'does not double a trailing separator', () => {
		expect( addFromParameter( 'http://site.test/a?', 'x' ) ).toBe(
			'http://site.test/a?from=x'
		);
		expect( addFromParameter( 'http://site.test/a?b=1&', 'x' ) ).toBe(
			'http://site.test/a?b=1&from=x'
		);
	} );

	it( 'encodes the value', () => {
		expect( addFromParameter( 'http://site.test/a', 'a b&c=d' ) ).toBe(
			'http://site.test/a?from=a%20b%26c%3Dd'
		);
	} );

	it( 'leaves the URL alone without a from', () => {
		expect( addFromParameter( 'http://site.test/a?b=1' ) ).toBe(
			'http://site.test/a?b=1'
		);
		expect( addFromParameter( 'http://site.test/a?b=1', '' ) ).toBe(
			'http://site.test/a?b=1'
		);
	} );
} );
