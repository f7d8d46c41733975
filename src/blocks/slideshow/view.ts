/**
 * Front end, loaded only on pages with a slideshow (block.json viewScript): this file is small, and
 * the carousel library (swiper, with its style sheet) is a separate chunk it imports on demand, so
 * pages without a slideshow load neither, and a slideshow page fetches the library once.
 *
 * Until the library runs, the stored list is the slideshow (style.scss: every image reachable by
 * scrolling). If the chunk cannot be fetched the block says so and the images stay as they are.
 */
import { SWIPER_LOAD_FAILED } from './logic';

const BLOCK = '.wp-block-jetpack-slideshow';

function showFailure( block: HTMLElement ): void {
	if ( block.querySelector( '.wp-block-jetpack-slideshow_error' ) ) {
		return;
	}
	block.classList.add( 'is-swiper-failed' );
	const message = document.createElement( 'p' );
	message.className = 'wp-block-jetpack-slideshow_error';
	message.setAttribute( 'role', 'alert' );
	message.textContent = SWIPER_LOAD_FAILED();
	block.prepend( message );
}

async function start(): Promise< void > {
	const blocks = Array.from(
		document.querySelectorAll< HTMLElement >( BLOCK )
	).filter( ( block ) => block.querySelector( '.swiper-slide' ) );
	if ( ! blocks.length ) {
		return;
	}
	try {
		const { initSlideshow } = await import(
			/* webpackChunkName: "blocks/slideshow/swiper" */ './swiper-init'
		);
		const prefersReducedMotion =
			typeof window.matchMedia === 'function' &&
			window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches;
		blocks.forEach( ( block ) =>
			initSlideshow( block, { prefersReducedMotion } )
		);
	} catch {
		blocks.forEach( showFailure );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => void start() );
} else {
	void start();
}

export {};
