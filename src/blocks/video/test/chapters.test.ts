import {
	chaptersVtt,
	CHAPTERS_MAX_END_SECONDS,
	parseChapters,
	secondsToTime,
	timeToSeconds,
} from '../chapters';

describe( 'parseChapters', () => {
	it( 'reads a cooking video description with m:ss lines, in parentheses or not', () => {
		const description = [
			'Today we bake a sourdough loaf from start to finish.',
			'',
			'Chapters:',
			'0:00 Intro',
			'(1:45) Feeding the starter',
			'04:30 - Mixing and autolyse',
			'12:05 Shaping',
			'',
			'Recipe on the blog. Thanks for watching!',
		].join( '\n' );
		expect( parseChapters( description ) ).toEqual( [
			{ startAt: '00:00:00', title: 'Intro' },
			{ startAt: '00:01:45', title: 'Feeding the starter' },
			{ startAt: '00:04:30', title: 'Mixing and autolyse' },
			{ startAt: '00:12:05', title: 'Shaping' },
		] );
	} );

	it( 'reads h:mm:ss, titles before the time, and sorts by start', () => {
		const description = [
			'Q&A 1:02:10',
			'Keynote opening 0:00',
			'1:15:00 Closing remarks',
			'Panel discussion (0:45:30)',
		].join( '\r\n' );
		expect( parseChapters( description ) ).toEqual( [
			{ startAt: '00:00:00', title: 'Keynote opening' },
			{ startAt: '00:45:30', title: 'Panel discussion' },
			{ startAt: '01:02:10', title: 'Q&A' },
			{ startAt: '01:15:00', title: 'Closing remarks' },
		] );
	} );

	it( 'ignores lines without a time, times of day, bad times and lines with no title', () => {
		expect(
			parseChapters(
				[
					'Filmed at 10:30am at the market',
					'See https://example.com:8080/a for more',
					'0:75 not a time',
					'2:00',
					'3:10 Real chapter',
				].join( '\n' )
			)
		).toEqual( [ { startAt: '00:03:10', title: 'Real chapter' } ] );
		expect( parseChapters( '' ) ).toEqual( [] );
		expect( parseChapters( undefined ) ).toEqual( [] );
	} );
} );

describe( 'times', () => {
	it( 'converts both ways', () => {
		expect( timeToSeconds( '1:02:03' ) ).toBe( 3723 );
		expect( timeToSeconds( '2:05' ) ).toBe( 125 );
		expect( timeToSeconds( '1:60' ) ).toBeNaN();
		expect( secondsToTime( 3723 ) ).toBe( '01:02:03' );
		expect( secondsToTime( CHAPTERS_MAX_END_SECONDS ) ).toBe( '99:59:59' );
	} );
} );

describe( 'chaptersVtt', () => {
	const chapters = parseChapters(
		'0:00 Intro\n(1:45) Feeding the starter\n4:30 Mixing'
	);

	it( 'starts the first cue at .000 and later ones 1 ms after the previous end', () => {
		expect( chaptersVtt( chapters, 600 ) ).toBe(
			[
				'WEBVTT',
				'',
				'1',
				'00:00:00.000 --> 00:01:45.000',
				'Intro',
				'',
				'2',
				'00:01:45.001 --> 00:04:30.000',
				'Feeding the starter',
				'',
				'3',
				'00:04:30.001 --> 00:10:00.000',
				'Mixing',
				'',
			].join( '\n' )
		);
	} );

	it( 'ends the last cue at 359999 s when the duration is unknown or longer', () => {
		expect( chaptersVtt( chapters ) ).toContain(
			'00:04:30.001 --> 99:59:59.000'
		);
		expect( chaptersVtt( chapters, 400000 ) ).toContain(
			'00:04:30.001 --> 99:59:59.000'
		);
	} );

	it( 'writes just the header for no chapters', () => {
		expect( chaptersVtt( [] ) ).toBe( 'WEBVTT\n' );
	} );
} );
