/**
 * The front-end script on a page as render.php sends it: every block hidden, then revealed or not
 * from the visit cookie, which it advances once per page load. jsdom's document.cookie is the real
 * cookie jar of the test page.
 */
const AFTER =
	'<div class="wp-block-jetpack-repeat-visitor" hidden data-criteria="after-visits" data-threshold="2" data-cookie-path="/"><div class="wp-block-jetpack-repeat-visitor__inner-container"><p>Welcome back</p></div></div>';
const BEFORE =
	'<div class="wp-block-jetpack-repeat-visitor" hidden data-criteria="before-visits" data-threshold="2" data-cookie-path="/"><div class="wp-block-jetpack-repeat-visitor__inner-container"><p>New here?</p></div></div>';

function clearCookie() {
	document.cookie = 'jetpack-blocks-visits=; Path=/; Max-Age=0';
	document.cookie = 'jp-visit-counter=; Path=/; Max-Age=0';
}

/** One page load: fresh markup, the script run anew. */
function load(): boolean[] {
	document.body.innerHTML = AFTER + BEFORE;
	delete window.jetpackBlocksRepeatVisitorCounted;
	jest.isolateModules( () => {
		require( '../view' );
	} );
	return Array.from(
		document.querySelectorAll< HTMLElement >(
			'.wp-block-jetpack-repeat-visitor'
		)
	).map( ( block ) => ! block.hidden );
}

beforeEach( clearCookie );

it( 'counts each page load once, however many blocks, and shows each block its way', () => {
	expect( load() ).toEqual( [ false, true ] ); // visit 1
	expect( document.cookie ).toContain( 'jp-visit-counter=1' );
	expect( load() ).toEqual( [ false, true ] ); // visit 2
	expect( document.cookie ).toContain( 'jp-visit-counter=2' );
	expect( load() ).toEqual( [ true, false ] ); // visit 3
	expect( load() ).toEqual( [ true, false ] ); // visit 4
	expect( document.cookie ).toContain( 'jp-visit-counter=4' );
} );

it( 'does not count twice when the script runs twice on one page', () => {
	load();
	jest.isolateModules( () => {
		require( '../view' );
	} );
	expect( document.cookie ).toContain( 'jp-visit-counter=1' );
} );

it( 'leaves a block with an unknown criteria hidden', () => {
	document.body.innerHTML =
		'<div class="wp-block-jetpack-repeat-visitor" hidden data-criteria="sometimes" data-threshold="1"><p>x</p></div>';
	delete window.jetpackBlocksRepeatVisitorCounted;
	jest.isolateModules( () => {
		require( '../view' );
	} );
	expect(
		document.querySelector< HTMLElement >(
			'.wp-block-jetpack-repeat-visitor'
		)?.hidden
	).toBe( true );
} );

it( 'does not count a prerendered page until it is opened', () => {
	Object.defineProperty( document, 'prerendering', {
		configurable: true,
		value: true,
	} );
	try {
		expect( load() ).toEqual( [ false, false ] );
		expect( document.cookie ).not.toContain( 'jp-visit-counter' );
		document.dispatchEvent( new Event( 'prerenderingchange' ) );
		expect( document.cookie ).toContain( 'jp-visit-counter=1' );
		const shown = Array.from(
			document.querySelectorAll< HTMLElement >(
				'.wp-block-jetpack-repeat-visitor'
			)
		).map( ( block ) => ! block.hidden );
		expect( shown ).toEqual( [ false, true ] );
	} finally {
		delete ( document as Document & { prerendering?: boolean } )
			.prerendering;
	}
} );

it( "carries a visitor's count over from this plugin's earlier cookie, then removes that cookie", () => {
	document.cookie = 'jetpack-blocks-visits=5; Path=/';
	document.cookie = 'jp-visit-counter=1; Path=/';
	// Five earlier visits: threshold 2 is passed, so the after-visits block shows.
	expect( load() ).toEqual( [ true, false ] );
	expect( document.cookie ).toContain( 'jp-visit-counter=6' );
	expect( document.cookie ).not.toContain( 'jetpack-blocks-visits' );
} );

it( "goes on counting in the reference plugin's cookie where it left off", () => {
	document.cookie = 'jp-visit-counter=2; Path=/';
	expect( load() ).toEqual( [ true, false ] );
	expect( document.cookie ).toBe( 'jp-visit-counter=3' );
} );

it( 'leaves blocks the server decided as they were sent, and still counts the visit', () => {
	document.cookie = 'jp-visit-counter=5; Path=/';
	document.body.innerHTML =
		'<div class="wp-block-jetpack-repeat-visitor" data-criteria="after-visits" data-threshold="2" data-cookie-path="/" data-decided="server"><div class="wp-block-jetpack-repeat-visitor__inner-container"><p>Welcome back</p></div></div>' +
		'<div class="wp-block-jetpack-repeat-visitor" hidden data-criteria="before-visits" data-threshold="9" data-cookie-path="/" data-decided="server"></div>';
	delete window.jetpackBlocksRepeatVisitorCounted;
	jest.isolateModules( () => {
		require( '../view' );
	} );
	expect(
		Array.from(
			document.querySelectorAll< HTMLElement >(
				'.wp-block-jetpack-repeat-visitor'
			)
		).map( ( block ) => block.hidden )
	).toEqual( [ false, true ] );
	expect( document.cookie ).toContain( 'jp-visit-counter=6' );
} );
