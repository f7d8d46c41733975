/**
 * The front-end starter: one checkout widget per block, from the attributes render.php prints, once
 * the service's script has arrived — and nothing at all when it never does. `EBWidgets` is the
 * third-party global (the only stand-in); the starter is the real module.
 */
const createWidget = jest.fn();

function page( html: string ) {
	document.body.innerHTML = html;
}

const INLINE =
	'<div class="wp-block-jetpack-eventbrite" data-event-id="42" data-style="inline" data-target-id="eventbrite-widget-container-42-1"><div id="eventbrite-widget-container-42-1"></div><a href="https://www.eventbrite.com/e/x-42">link</a></div>';
const MODAL =
	'<div class="wp-block-jetpack-eventbrite" data-event-id="7" data-style="modal" data-target-id="eventbrite-widget-7-2"><a id="eventbrite-widget-7-2" href="https://www.eventbrite.com/e/y-7">Register</a></div>';

beforeEach( () => {
	jest.resetModules();
	createWidget.mockReset();
	delete window.EBWidgets;
} );

it( 'starts an in-page widget and a modal widget when the script is already there', () => {
	page( INLINE + MODAL );
	window.EBWidgets = { createWidget };
	require( '../view' );
	expect( createWidget.mock.calls ).toEqual( [
		[
			{
				widgetType: 'checkout',
				eventId: '42',
				iframeContainerId: 'eventbrite-widget-container-42-1',
				iframeContainerHeight: 425,
			},
		],
		[
			{
				widgetType: 'checkout',
				eventId: '7',
				modal: true,
				modalTriggerElementId: 'eventbrite-widget-7-2',
			},
		],
	] );
} );

it( 'waits for the script to load, and does nothing if it never comes', () => {
	page(
		INLINE +
			'<script id="jetpack-blocks-eventbrite-widget-js" src="https://www.eventbrite.com/static/widgets/eb_widgets.js"></script>'
	);
	require( '../view' );
	expect( createWidget ).not.toHaveBeenCalled();
	window.EBWidgets = { createWidget };
	document
		.getElementById( 'jetpack-blocks-eventbrite-widget-js' )
		?.dispatchEvent( new Event( 'load' ) );
	expect( createWidget ).toHaveBeenCalledTimes( 1 );
} );

it( 'skips blocks without an event id or whose target is missing', () => {
	page(
		'<div class="wp-block-jetpack-eventbrite"><a href="https://example.org/">link</a></div>' +
			'<div class="wp-block-jetpack-eventbrite" data-event-id="9" data-style="modal" data-target-id="missing"></div>' +
			'<div class="wp-block-jetpack-eventbrite" data-event-id="9x" data-style="inline" data-target-id="t"><div id="t"></div></div>'
	);
	window.EBWidgets = { createWidget };
	require( '../view' );
	expect( createWidget ).not.toHaveBeenCalled();
} );
