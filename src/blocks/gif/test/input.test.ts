import {
	embedUrlOf,
	isServiceEmbed,
	MAX_QUERY_LENGTH,
	parseGifInput,
} from '../input';

describe( 'parseGifInput', () => {
	it.each( [
		// Pages as the address bar shows them, with the slug, trailing views and query strings.
		[ 'https://giphy.com/gifs/cat-funny-JIX9t2j0ZTN9S', 'JIX9t2j0ZTN9S' ],
		[ 'https://giphy.com/gifs/JIX9t2j0ZTN9S', 'JIX9t2j0ZTN9S' ],
		[
			'https://giphy.com/gifs/cats-cat-kitten-3o7TKSjRrfIPjeiVyM/fullscreen',
			'3o7TKSjRrfIPjeiVyM',
		],
		[
			'https://www.giphy.com/gifs/happy-dance-l0HlBO7eyXzSZkJri?utm_source=share',
			'l0HlBO7eyXzSZkJri',
		],
		[
			'https://giphy.com/stickers/cute-heart-xT9IgG50Fb7Mi0prBC',
			'xT9IgG50Fb7Mi0prBC',
		],
		[
			'https://giphy.com/clips/news-weather-rain-Yc6H8r0ZiG5ovl4uTy',
			'Yc6H8r0ZiG5ovl4uTy',
		],
		// The embed page, from the share menu's embed code.
		[ 'https://giphy.com/embed/JIX9t2j0ZTN9S', 'JIX9t2j0ZTN9S' ],
		[ 'http://giphy.com/embed/JIX9t2j0ZTN9S?video=0', 'JIX9t2j0ZTN9S' ],
		// Media files: plain, numbered hosts, the signed v1 form, i.giphy.com short forms.
		[
			'https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif',
			'JIX9t2j0ZTN9S',
		],
		[
			'https://media4.giphy.com/media/v1.Y2lkPTc5MGI3NjExb2F4ZXhwZmRlNmZ2&ep=v1_gifs_search&rid=giphy.gif&ct=g/JIX9t2j0ZTN9S/giphy.gif',
			'JIX9t2j0ZTN9S',
		],
		[
			'https://i.giphy.com/media/JIX9t2j0ZTN9S/giphy.webp',
			'JIX9t2j0ZTN9S',
		],
		[ 'https://i.giphy.com/JIX9t2j0ZTN9S.webp', 'JIX9t2j0ZTN9S' ],
		// Typed without a scheme, with spaces around.
		[ '  giphy.com/gifs/cat-JIX9t2j0ZTN9S  ', 'JIX9t2j0ZTN9S' ],
		[ 'media2.giphy.com/media/JIX9t2j0ZTN9S/200.gif', 'JIX9t2j0ZTN9S' ],
	] )( '%s names the GIF %s', ( text, id ) => {
		expect( parseGifInput( text ) ).toEqual( { kind: 'id', id } );
	} );

	it.each( [
		[ 'https://gph.is/g/ZWdxkQ6', 'https://gph.is/g/ZWdxkQ6' ],
		[ 'http://gph.is/1KtM1Bo', 'http://gph.is/1KtM1Bo' ],
		[ 'gph.is/g/4A1GBaj', 'https://gph.is/g/4A1GBaj' ],
	] )( 'short link %s is followed first', ( text, url ) => {
		expect( parseGifInput( text ) ).toEqual( { kind: 'short-link', url } );
	} );

	it( 'words are search text, spaces collapsed', () => {
		expect( parseGifInput( '  happy   cat\tdance ' ) ).toEqual( {
			kind: 'search',
			query: 'happy cat dance',
		} );
		// Words that mention the service are still words.
		expect( parseGifInput( 'giphy cats' ) ).toEqual( {
			kind: 'search',
			query: 'giphy cats',
		} );
	} );

	it( 'a long search is cut to the length the route accepts', () => {
		const input = parseGifInput( 'cat '.repeat( 60 ) );
		expect( input.kind ).toBe( 'search' );
		expect(
			input.kind === 'search' && input.query.length
		).toBeLessThanOrEqual( MAX_QUERY_LENGTH );
	} );

	it( 'empty input is nothing to do', () => {
		expect( parseGifInput( '' ) ).toEqual( { kind: 'empty' } );
		expect( parseGifInput( ' \n\t ' ) ).toEqual( { kind: 'empty' } );
	} );

	it.each( [
		// Other hosts, look-alike hosts, and service addresses that name no GIF.
		'https://example.com/cat.gif',
		'https://giphy.com.evil.example/gifs/cat-JIX9t2j0ZTN9S',
		'https://notgiphy.com/gifs/cat-JIX9t2j0ZTN9S',
		'https://giphy.com/',
		'https://giphy.com/search/cats',
		'https://giphy.com/gifs/',
		'https://giphy.com/embed/not-an-id!',
		'https://media.giphy.com/media/',
		'https://gph.is/',
		'https://',
		'http://[bad',
	] )( '%s is refused, not searched for', ( text ) => {
		expect( parseGifInput( text ) ).toEqual( {
			kind: 'unsupported',
			url: text,
		} );
	} );
} );

describe( 'embedUrlOf', () => {
	it( 'is the service embed page of the id', () => {
		expect( embedUrlOf( 'JIX9t2j0ZTN9S' ) ).toBe(
			'https://giphy.com/embed/JIX9t2j0ZTN9S'
		);
	} );
} );

describe( 'isServiceEmbed', () => {
	it.each( [
		[ 'https://giphy.com/embed/JIX9t2j0ZTN9S', true ],
		[ 'https://www.giphy.com/embed/JIX9t2j0ZTN9S', true ],
		[ 'http://giphy.com/embed/JIX9t2j0ZTN9S', false ],
		[ 'https://evil.example/embed/x', false ],
		[ 'https://giphy.com.evil.example/embed/x', false ],
		[ 'javascript:alert(1)', false ],
		[ 'not a url', false ],
		[ undefined, false ],
	] )( '%s may be framed: %s', ( address, expected ) => {
		expect( isServiceEmbed( address ) ).toBe( expected );
	} );
} );
