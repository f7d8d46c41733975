import { isEventUrl, isWebAddress, parseEventUrl } from '../url';

describe( 'parseEventUrl', () => {
	it.each( [
		[
			'https://www.eventbrite.com/e/jazz-night-at-the-park-tickets-789012345678',
			789012345678,
		],
		// Country domains.
		[
			'https://www.eventbrite.com.au/e/food-hub-unsw-tickets-144144099883',
			144144099883,
		],
		[
			'https://www.eventbrite.co.uk/e/london-coffee-festival-2024-tickets-711806251237',
			711806251237,
		],
		[
			'https://www.eventbrite.de/e/techno-nacht-tickets-66855309029',
			66855309029,
		],
		[
			'https://www.eventbrite.ca/e/hackathon-tickets-123456789',
			123456789,
		],
		[
			'https://www.eventbrite.com.br/e/festa-junina-ingressos-98765432109',
			98765432109,
		],
		// Without www, with http, with a trailing slash.
		[ 'http://eventbrite.com/e/meetup-tickets-42', 42 ],
		[ 'https://www.eventbrite.com/e/meetup-tickets-42/', 42 ],
		// A year in the title is not the id: the trailing digits are.
		[
			'https://www.eventbrite.com.au/e/the-fever-tree-gin-and-tonic-festival-2021-tickets-140737974069',
			140737974069,
		],
		// Tracking query strings and fragments stay in the URL and do not change the id.
		[
			'https://www.eventbrite.com.au/e/food-hub-unsw-tickets-144144099883?aff=ebdssbcitybrowse',
			144144099883,
		],
		[
			'https://www.eventbrite.com/e/sunset-yoga-tickets-555666777888?aff=oddtdtcreator&utm_source=ig#tickets',
			555666777888,
		],
		// The id alone after /e/.
		[ 'https://www.eventbrite.com/e/555666777888', 555666777888 ],
	] )( '%s → event %d', ( url, eventId ) => {
		expect( parseEventUrl( url ) ).toEqual( { url, eventId } );
	} );

	it( 'trims what was pasted', () => {
		expect(
			parseEventUrl(
				'  https://www.eventbrite.co.uk/e/book-club-tickets-321\n'
			)
		).toEqual( {
			url: 'https://www.eventbrite.co.uk/e/book-club-tickets-321',
			eventId: 321,
		} );
	} );

	it.each( [
		[ 'empty', '' ],
		[ 'whitespace', '   ' ],
		[ 'missing scheme', 'www.eventbrite.com/e/meetup-tickets-42' ],
		[ 'other scheme', 'ftp://www.eventbrite.com/e/meetup-tickets-42' ],
		[ 'script', 'javascript:alert(1)//eventbrite.com/e/x-1' ],
		[
			'organiser page',
			'https://www.eventbrite.com/o/city-jazz-club-17012345678',
		],
		[
			'search page',
			'https://www.eventbrite.com/d/australia--sydney/events/',
		],
		[ 'no trailing digits', 'https://www.eventbrite.com/e/meetup-tickets' ],
		[ 'digits not at the end', 'https://www.eventbrite.com/e/42-meetup' ],
		[
			'deeper path',
			'https://www.eventbrite.com/e/meetup-tickets-42/checkout',
		],
		[
			'look-alike domain',
			'https://www.noteventbrite.com/e/meetup-tickets-42',
		],
		[
			'domain as a subdomain of another',
			'https://eventbrite.com.example.org/e/meetup-tickets-42',
		],
		[
			'user info trick',
			'https://eventbrite.com@example.org/e/meetup-tickets-42',
		],
		[ 'other site', 'https://www.meetup.com/e/meetup-tickets-42' ],
		[ 'short link', 'https://bit.ly/3xYzAbC' ],
		[ 'plain words', 'my event on eventbrite' ],
		[
			'two addresses',
			'https://www.eventbrite.com/e/a-1 https://www.eventbrite.com/e/b-2',
		],
	] )( 'refuses %s', ( _, input ) => {
		expect( parseEventUrl( input ) ).toBeNull();
		expect( isEventUrl( input ) ).toBe( false );
	} );

	it( 'refuses an id too large to be a number', () => {
		expect(
			parseEventUrl(
				'https://www.eventbrite.com/e/x-123456789012345678901'
			)
		).toBeNull();
	} );
} );

describe( 'isWebAddress', () => {
	it.each( [
		'https://bit.ly/3xYzAbC',
		'http://evbt.example/abc',
		' https://www.eventbrite.com/o/city-jazz-club-17012345678 ',
	] )( 'accepts %s', ( input ) =>
		expect( isWebAddress( input ) ).toBe( true )
	);

	it.each( [
		'',
		'eventbrite.com/e/x-1',
		'javascript:alert(1)',
		'https://',
		'https://localhost',
		'my event',
	] )( 'refuses %j', ( input ) =>
		expect( isWebAddress( input ) ).toBe( false )
	);
} );
