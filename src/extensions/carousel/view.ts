/**
 * Carousel on a visitor's page: enqueued only on pages with a gallery the module marked. Each image
 * that opens the viewer becomes a control (an unlinked image gets a button role and a place in the
 * tab order); the viewer library is fetched on the first open.
 */
import { __, sprintf } from '@wordpress/i18n';
import { carouselItems } from './items';

function backgroundOf( gallery: HTMLElement ): 'black' | 'white' {
	return gallery.dataset.carouselBackground === 'white' ? 'white' : 'black';
}

async function open( gallery: HTMLElement, index: number ) {
	const { openViewer } = await import(
		/* webpackChunkName: "extensions/carousel/viewer" */ './viewer'
	);
	openViewer( carouselItems( gallery ), index, backgroundOf( gallery ) );
}

function setUp( gallery: HTMLElement ) {
	const items = carouselItems( gallery );
	items.forEach( ( item, index ) => {
		const { trigger, element } = item;
		if ( trigger === element ) {
			element.tabIndex = 0;
			element.setAttribute( 'role', 'button' );
			element.setAttribute(
				'aria-label',
				item.alt
					? sprintf(
							/* translators: %s: the image's description. */
							__( 'View full screen: %s', 'jetpack-blocks' ),
							item.alt
						)
					: sprintf(
							/* translators: 1: the image's number, 2: how many images the gallery has. */
							__(
								'View image %1$d of %2$d full screen',
								'jetpack-blocks'
							),
							index + 1,
							items.length
						)
			);
			element.addEventListener( 'keydown', ( event ) => {
				if ( event.key === 'Enter' || event.key === ' ' ) {
					event.preventDefault();
					void open( gallery, index );
				}
			} );
		}
		trigger.classList.add( 'opens-jetpack-carousel' );
		trigger.addEventListener( 'click', ( event ) => {
			// A click with a modifier opens the link as the visitor asked (new tab, download).
			if (
				event instanceof MouseEvent &&
				( event.ctrlKey ||
					event.metaKey ||
					event.shiftKey ||
					event.altKey ||
					event.button !== 0 )
			) {
				return;
			}
			event.preventDefault();
			void open( gallery, index );
		} );
	} );
}

function start() {
	document
		.querySelectorAll< HTMLElement >( '.has-jetpack-carousel' )
		.forEach( setUp );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', start );
} else {
	start();
}
