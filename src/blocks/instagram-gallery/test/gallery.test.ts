import { postCountNotice, readGalleryAnswer } from '../gallery';

describe( 'readGalleryAnswer', () => {
	it( 'refuses an answer without an images list (the token is then cleared)', () => {
		for ( const answer of [
			null,
			'oops',
			{},
			{ external_name: 'someone' },
			{ images: 'not a list' },
			{ images: { 0: { url: 'https://a.test/1.jpg' } } },
		] ) {
			expect( readGalleryAnswer( answer ) ).toEqual( {
				kind: 'invalid',
			} );
		}
	} );

	it( 'tells an empty gallery apart, keeping the account name', () => {
		expect(
			readGalleryAnswer( { external_name: 'me', images: [] } )
		).toEqual( { kind: 'empty', externalName: 'me' } );
		// Entries without a usable address count as nothing to show.
		expect(
			readGalleryAnswer( {
				external_name: 'me',
				images: [ { title: 'no url' }, { url: 'javascript:alert(1)' } ],
			} )
		).toEqual( { kind: 'empty', externalName: 'me' } );
	} );

	it( 'keeps the images with an http(s) address, their titles and links, at most 30', () => {
		const images = Array.from( { length: 35 }, ( _, index ) => ( {
			url: `https://site.test/${ index }.jpg`,
			title: `Photo ${ index }`,
			link:
				index === 0
					? 'data:text/html,x'
					: `https://site.test/${ index }`,
		} ) );
		const answer = readGalleryAnswer( {
			external_name: "This site's media library",
			images: [ { url: 'ftp://site.test/x.jpg', title: 'x' }, ...images ],
		} );
		expect( answer.kind ).toBe( 'ok' );
		if ( answer.kind !== 'ok' ) {
			return;
		}
		expect( answer.externalName ).toBe( "This site's media library" );
		expect( answer.images ).toHaveLength( 30 );
		expect( answer.images[ 0 ] ).toEqual( {
			url: 'https://site.test/0.jpg',
			title: 'Photo 0',
		} );
		expect( answer.images[ 1 ] ).toEqual( {
			url: 'https://site.test/1.jpg',
			title: 'Photo 1',
			link: 'https://site.test/1',
		} );
	} );

	it( 'gives an image without a title an empty one', () => {
		const answer = readGalleryAnswer( {
			images: [ { url: 'http://site.test/a.png', title: 42 } ],
		} );
		expect( answer ).toEqual( {
			kind: 'ok',
			externalName: '',
			images: [ { url: 'http://site.test/a.png', title: '' } ],
		} );
	} );
} );

describe( 'postCountNotice', () => {
	it( 'says nothing when the account has enough posts', () => {
		expect( postCountNotice( 9, 9 ) ).toBeNull();
		expect( postCountNotice( 30, 12 ) ).toBeNull();
	} );

	it( 'uses the singular for one post', () => {
		expect( postCountNotice( 1, 9 ) ).toBe(
			'There is currently only 1 post in your Instagram account.'
		);
	} );

	it( 'uses the plural for several posts', () => {
		expect( postCountNotice( 4, 9 ) ).toBe(
			'There are currently only 4 posts in your Instagram account.'
		);
	} );

	it( 'says there are none for an empty account', () => {
		expect( postCountNotice( 0, 1 ) ).toBe(
			'There are currently no posts in your Instagram account.'
		);
	} );
} );
