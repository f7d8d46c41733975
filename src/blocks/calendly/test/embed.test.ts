import {
	calendlyColor,
	calendlyPageUrl,
	isValidCalendlyUrl,
	parseCalendlyInput,
} from '../embed';

// Embed codes as Calendly's "Share" dialog hands them out.
const INLINE_WIDGET = `<!-- Calendly inline widget begin -->
<div class="calendly-inline-widget" data-url="https://calendly.com/jane-doe/30min?hide_event_type_details=1&amp;background_color=1a1a1a&amp;text_color=ffffff&amp;primary_color=00a2ff" style="min-width:320px;height:700px;"></div>
<script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>
<!-- Calendly inline widget end -->`;

const POPUP_TEXT = `<!-- Calendly link widget begin -->
<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet">
<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>
<a href="" onclick="Calendly.initPopupWidget({url: 'https://calendly.com/jane-doe/intro-call?primary_color=ff5500'});return false;">Schedule time with me</a>
<!-- Calendly link widget end -->`;

const POPUP_BADGE = `<!-- Calendly badge widget begin -->
<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet">
<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>
<script type="text/javascript">window.onload = function() { Calendly.initBadgeWidget({ url: 'https://calendly.com/acme-support', text: 'Schedule time with me', color: '#0069ff', textColor: '#ffffff' }); }</script>
<!-- Calendly badge widget end -->`;

describe( 'parseCalendlyInput', () => {
	it( 'reads the inline widget code: inline style, colours and hidden details', () => {
		expect( parseCalendlyInput( INLINE_WIDGET ) ).toEqual( {
			url: 'https://calendly.com/jane-doe/30min',
			style: 'inline',
			hideEventTypeDetails: true,
			backgroundColor: '1a1a1a',
			textColor: 'ffffff',
			primaryColor: '00a2ff',
		} );
	} );

	it( 'reads the popup text link and the badge widget as link style', () => {
		expect( parseCalendlyInput( POPUP_TEXT ) ).toEqual( {
			url: 'https://calendly.com/jane-doe/intro-call',
			style: 'link',
			primaryColor: 'ff5500',
		} );
		expect( parseCalendlyInput( POPUP_BADGE ) ).toEqual( {
			url: 'https://calendly.com/acme-support',
			style: 'link',
		} );
	} );

	it( 'accepts page addresses as people paste them, normalised to https without query', () => {
		for ( const [ input, url ] of [
			[
				'https://calendly.com/jane-doe',
				'https://calendly.com/jane-doe',
			],
			[
				'  https://calendly.com/jane-doe/30min/  ',
				'https://calendly.com/jane-doe/30min',
			],
			[ 'http://calendly.com/jane-doe', 'https://calendly.com/jane-doe' ],
			[ 'calendly.com/jane-doe', 'https://calendly.com/jane-doe' ],
			[
				'https://www.calendly.com/jane-doe',
				'https://calendly.com/jane-doe',
			],
			[
				'https://calendly.com/jane-doe/30min?month=2026-12#top',
				'https://calendly.com/jane-doe/30min',
			],
		] ) {
			expect( parseCalendlyInput( input as string ) ).toEqual( { url } );
		}
	} );

	it( 'reads hide_event_type_details=0 as shown details', () => {
		expect(
			parseCalendlyInput(
				'https://calendly.com/jane-doe?hide_event_type_details=0'
			)
		).toEqual( {
			url: 'https://calendly.com/jane-doe',
			hideEventTypeDetails: false,
		} );
	} );

	it( 'keeps only colours of six alphanumerics', () => {
		expect(
			parseCalendlyInput(
				'https://calendly.com/jane?background_color=%23ffffff&text_color=fff&primary_color=12345g'
			)
		).toEqual( {
			url: 'https://calendly.com/jane',
			primaryColor: '12345g',
		} );
	} );

	it( 'refuses anything that is not a page on calendly.com', () => {
		for ( const input of [
			'',
			'   ',
			'jane-doe',
			'https://calendly.com',
			'https://calendly.com/',
			'https://calendly.com/?month=2026-12',
			'https://example.com/jane-doe',
			'https://notcalendly.com/jane-doe',
			'https://calendly.com.evil.test/jane-doe',
			'https://assets.calendly.com/assets/external/widget.js',
			'<script src="https://assets.calendly.com/assets/external/widget.js"></script>',
			'javascript:alert(1)//calendly.com',
			'https://cal.com/jane-doe',
		] ) {
			expect( { input, parsed: parseCalendlyInput( input ) } ).toEqual( {
				input,
				parsed: null,
			} );
		}
	} );
} );

describe( 'isValidCalendlyUrl', () => {
	it( 'accepts empty or a page on the host, nothing else', () => {
		expect( isValidCalendlyUrl( '' ) ).toBe( true );
		expect( isValidCalendlyUrl( undefined ) ).toBe( true );
		expect( isValidCalendlyUrl( 'https://calendly.com/username' ) ).toBe(
			true
		);
		expect( isValidCalendlyUrl( 'https://calendly.com/' ) ).toBe( false );
		expect( isValidCalendlyUrl( 'http://calendly.com/username' ) ).toBe(
			false
		);
		expect( isValidCalendlyUrl( 'https://evil.test/calendly.com/x' ) ).toBe(
			false
		);
		expect(
			isValidCalendlyUrl( 'https://calendly.com/a" onload="x' )
		).toBe( false );
	} );
} );

describe( 'calendlyColor and calendlyPageUrl', () => {
	it( 'turns picker values into Calendly colours', () => {
		expect( calendlyColor( '#00A2FF' ) ).toBe( '00A2FF' );
		expect( calendlyColor( 'ffffff' ) ).toBe( 'ffffff' );
		expect( calendlyColor( '#abc' ) ).toBe( 'aabbcc' );
		expect( calendlyColor( 'rgb(0,0,0)' ) ).toBeUndefined();
		expect( calendlyColor( undefined ) ).toBeUndefined();
	} );

	it( 'adds the display options to the page address', () => {
		expect(
			calendlyPageUrl(
				'https://calendly.com/username',
				{
					hideEventTypeDetails: true,
					backgroundColor: 'ffffff',
					primaryColor: '00A2FF',
					textColor: '4D5055',
				},
				'example.test'
			)
		).toBe(
			'https://calendly.com/username?embed_domain=example.test&embed_type=Inline&hide_event_type_details=1&background_color=ffffff&text_color=4D5055&primary_color=00A2FF'
		);
	} );
} );
