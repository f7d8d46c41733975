/**
 * Front end, loaded only on pages with the block: starts the ticket service's checkout widget for
 * each block, from the data attributes render.php prints. The widget script loads asynchronously
 * and may never arrive (blocked, offline); then nothing happens here, and the block's link or button
 * still leads to the event page.
 */

interface EventWidgets {
	createWidget: ( options: Record< string, unknown > ) => void;
}

declare global {
	interface Window {
		EBWidgets?: EventWidgets;
	}
}

const WIDGET_SCRIPT_ID = 'jetpack-blocks-eventbrite-widget-js';
const INLINE_HEIGHT = 425;

function startWidgets( widgets: EventWidgets ): void {
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-jetpack-eventbrite[data-event-id][data-target-id]'
		)
		.forEach( ( block ) => {
			const { eventId, targetId, style } = block.dataset;
			if (
				block.dataset.widgetStarted ||
				! eventId ||
				! /^\d+$/.test( eventId ) ||
				! targetId ||
				! document.getElementById( targetId )
			) {
				return;
			}
			block.dataset.widgetStarted = 'true';
			try {
				widgets.createWidget(
					style === 'modal'
						? {
								widgetType: 'checkout',
								eventId,
								modal: true,
								modalTriggerElementId: targetId,
							}
						: {
								widgetType: 'checkout',
								eventId,
								iframeContainerId: targetId,
								iframeContainerHeight: INLINE_HEIGHT,
							}
				);
			} catch {
				// A widget that fails leaves the plain link in place.
			}
		} );
}

function whenWidgetsArrive(): void {
	if ( window.EBWidgets ) {
		startWidgets( window.EBWidgets );
		return;
	}
	document
		.getElementById( WIDGET_SCRIPT_ID )
		?.addEventListener( 'load', () => {
			if ( window.EBWidgets ) {
				startWidgets( window.EBWidgets );
			}
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', whenWidgetsArrive );
} else {
	whenWidgetsArrive();
}

export {};
