/**
 * The full-screen viewer: PhotoSwipe (keyboard: arrows, Esc; focus kept inside while open and given
 * back on close; swipe, pinch and double-tap zoom on touch screens), with the caption and EXIF rows
 * below the image. Loaded on the first open only.
 */
import PhotoSwipe from 'photoswipe';
import { __, sprintf } from '@wordpress/i18n';
import type { CarouselItem } from './items';

/** Writes the caption and EXIF rows of the current image as text (never as markup). */
function showInfo( element: HTMLElement, item: CarouselItem | undefined ) {
	element.replaceChildren();
	if ( ! item ) {
		return;
	}
	if ( item.caption ) {
		const caption = document.createElement( 'p' );
		caption.className = 'jetpack-carousel__caption';
		caption.textContent = item.caption;
		element.append( caption );
	}
	if ( item.exif.length ) {
		const list = document.createElement( 'dl' );
		list.className = 'jetpack-carousel__exif';
		for ( const [ label, value ] of item.exif ) {
			const term = document.createElement( 'dt' );
			term.textContent = label;
			const detail = document.createElement( 'dd' );
			detail.textContent = value;
			list.append( term, detail );
		}
		element.append( list );
	}
	element.hidden = ! element.childElementCount;
}

/** Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last. */
function keepTabInside(
	event: KeyboardEvent,
	dialog: HTMLElement | undefined
) {
	if ( event.key !== 'Tab' || ! dialog ) {
		return;
	}
	const controls = Array.from(
		dialog.querySelectorAll< HTMLElement >(
			'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])'
		)
	).filter( ( control ) => control.offsetParent !== null );
	const first = controls[ 0 ];
	const last = controls[ controls.length - 1 ];
	if ( ! first || ! last ) {
		return;
	}
	const active = dialog.ownerDocument.activeElement;
	const leaving = event.shiftKey
		? active === first || active === dialog || ! dialog.contains( active )
		: active === last || ! dialog.contains( active );
	if ( leaving ) {
		event.preventDefault();
		( event.shiftKey ? last : first ).focus();
	}
}

/**
 * Opens the viewer on `items[ index ]`.
 *
 * @param items      The gallery's images.
 * @param index      The one to show first.
 * @param background The site's choice: black or white.
 */
export function openViewer(
	items: CarouselItem[],
	index: number,
	background: 'black' | 'white'
): PhotoSwipe {
	const viewer = new PhotoSwipe( {
		dataSource: items.map( ( item ) => ( {
			src: item.src,
			width: item.width,
			height: item.height,
			alt: item.alt,
			element: item.element,
		} ) ),
		index,
		bgOpacity: 1,
		mainClass: `jetpack-carousel is-${ background }`,
		showHideAnimationType: 'fade',
		closeTitle: __( 'Close (Esc)', 'jetpack-blocks' ),
		zoomTitle: __( 'Zoom in or out', 'jetpack-blocks' ),
		arrowPrevTitle: __( 'Previous image', 'jetpack-blocks' ),
		arrowNextTitle: __( 'Next image', 'jetpack-blocks' ),
		errorMsg: __( 'The image could not be loaded.', 'jetpack-blocks' ),
		// The counter reads "2 / 5": figures and a slash need no translation.
		indexIndicatorSep: ' / ',
	} );
	viewer.on( 'uiRegister', () => {
		viewer.ui?.registerElement( {
			name: 'jetpack-info',
			className: 'jetpack-carousel__info',
			appendTo: 'root',
			order: 9,
			onInit: ( element ) => {
				element.setAttribute( 'aria-live', 'polite' );
				const update = () =>
					showInfo( element, items[ viewer.currIndex ] );
				viewer.on( 'change', update );
				update();
			},
		} );
	} );
	// PhotoSwipe brings focus back only when it lands on the page again: Tab past its last button
	// would leave the dialog for the browser's own controls. A modal dialog cycles instead.
	viewer.on( 'bindEvents', () => {
		viewer.events.add( document, 'keydown', ( event ) =>
			keepTabInside( event as KeyboardEvent, viewer.element )
		);
	} );
	viewer.on( 'afterInit', () => {
		viewer.element?.setAttribute( 'aria-modal', 'true' );
		viewer.element?.setAttribute(
			'aria-label',
			sprintf(
				/* translators: %d: number of images in the gallery. */
				__( 'Gallery images, full screen (%d)', 'jetpack-blocks' ),
				items.length
			)
		);
	} );
	viewer.init();
	return viewer;
}
