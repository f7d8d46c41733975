import {
	embedCodeAttributes,
	isEmbeddableCalendarUrl,
	parseCalendarInput,
	shareLinkAddress,
} from '../calendar-url';

const PUBLIC_URL =
	'https://calendar.google.com/calendar/embed?src=c_rr8cguo95gga9im2vs4tqi939g%40group.calendar.google.com&ctz=Australia%2FBrisbane';

describe( 'parseCalendarInput', () => {
	it( 'takes the Public URL as it is', () => {
		expect( parseCalendarInput( `  ${ PUBLIC_URL }\n` ) ).toEqual( {
			url: PUBLIC_URL,
		} );
		expect(
			parseCalendarInput(
				'https://calendar.google.com/calendar/u/0/embed?src=en.australian%23holiday%40group.v.calendar.google.com'
			)
		).toEqual( {
			url: 'https://calendar.google.com/calendar/u/0/embed?src=en.australian%23holiday%40group.v.calendar.google.com',
		} );
	} );

	it( 'upgrades an http Public URL to https', () => {
		expect(
			parseCalendarInput(
				'http://calendar.google.com/calendar/embed?src=someone%40gmail.com'
			)
		).toEqual( {
			url: 'https://calendar.google.com/calendar/embed?src=someone%40gmail.com',
		} );
	} );

	it( 'reads the src and pixel size of the embed code', () => {
		const code =
			'<iframe src="https://calendar.google.com/calendar/embed?height=600&amp;wkst=1&amp;bgcolor=%23ffffff&amp;ctz=Europe%2FLondon&amp;src=c29tZW9uZUBnbWFpbC5jb20&amp;color=%23039BE5" style="border:solid 1px #777" width="800" height="600" frameborder="0" scrolling="no"></iframe>';
		expect( parseCalendarInput( code ) ).toEqual( {
			url: 'https://calendar.google.com/calendar/embed?height=600&wkst=1&bgcolor=%23ffffff&ctz=Europe%2FLondon&src=c29tZW9uZUBnbWFpbC5jb20&color=%23039BE5',
			width: 800,
			height: 600,
		} );
	} );

	it( 'keeps the src of an embed code sized in percent, without the size', () => {
		expect(
			embedCodeAttributes(
				`<iframe width="100%" height="450px" src='${ PUBLIC_URL }'></iframe>`
			)
		).toEqual( { url: PUBLIC_URL, height: 450 } );
	} );

	it( 'turns a link with a base64 cid into the embed address', () => {
		// cid = base64("c_rr8cguo95gga9im2vs4tqi939g@group.calendar.google.com")
		const cid = btoa(
			'c_rr8cguo95gga9im2vs4tqi939g@group.calendar.google.com'
		);
		const expected = {
			url: 'https://calendar.google.com/calendar/embed?src=c_rr8cguo95gga9im2vs4tqi939g%40group.calendar.google.com',
		};
		expect(
			parseCalendarInput(
				`https://calendar.google.com/calendar/u/0?cid=${ cid }`
			)
		).toEqual( expected );
		expect(
			parseCalendarInput(
				`https://calendar.google.com/calendar/r?cid=${ cid.replace( /=+$/, '' ) }`
			)
		).toEqual( expected );
		expect(
			parseCalendarInput(
				`https://calendar.google.com/calendar?cid=${ encodeURIComponent( cid ) }`
			)
		).toEqual( expected );
	} );

	it( 'takes a cid that is the calendar id itself', () => {
		expect(
			shareLinkAddress(
				'https://calendar.google.com/calendar/render?cid=someone%40gmail.com'
			)
		).toBe(
			'https://calendar.google.com/calendar/embed?src=someone%40gmail.com'
		);
	} );

	it.each( [
		'',
		'my calendar',
		'calendar.google.com/calendar/embed?src=someone%40gmail.com', // no scheme
		'javascript:alert(1)//https://calendar.google.com/calendar/embed?src=a',
		'javascript://calendar.google.com/calendar/embed?src=a%40b.com',
		'https://calendar.google.com.evil.example/calendar/embed?src=a%40b.com',
		'https://calendar.google.com@evil.example/calendar/embed?src=a%40b.com',
		'https://evil.example/?https://calendar.google.com/calendar/embed?src=a',
		'https://www.google.com/calendar/embed?src=someone%40gmail.com',
		'https://calendar.google.com/calendar/embed', // no src
		'https://calendar.google.com/calendar/u/0/r', // the app, not a calendar
		'https://calendar.google.com/calendar/ical/someone%40gmail.com/public/basic.ics',
		'https://calendar.app.google/AbCdEf123', // the "Shareable Link"
		'https://calendar.google.com/calendar/u/0?cid=!!!notbase64',
		`Here it is: ${ PUBLIC_URL }`,
		'<iframe src="https://evil.example/calendar/embed?src=a%40b.com"></iframe>',
		'<iframe src="javascript:alert(1)"></iframe>',
		'<script src="https://calendar.google.com/calendar/embed?src=a%40b.com"></script>',
	] )( 'refuses %j', ( input ) => {
		expect( parseCalendarInput( input ) ).toBeNull();
	} );
} );

describe( 'isEmbeddableCalendarUrl', () => {
	it( 'accepts stored Public URLs only', () => {
		expect( isEmbeddableCalendarUrl( PUBLIC_URL ) ).toBe( true );
		expect( isEmbeddableCalendarUrl( undefined ) ).toBe( false );
		expect( isEmbeddableCalendarUrl( 'https://example.com/' ) ).toBe(
			false
		);
	} );
} );
