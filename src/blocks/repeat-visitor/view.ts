/**
 * Front end, loaded only on pages with the block (block.json viewScript): counts this page load in
 * the site's visit cookie, once, then reveals each block whose criteria matches.
 *
 * On the cache-friendly path render.php sends every block hidden, the same page for everyone, and
 * this script decides in the visitor's browser. Blocks the server decided itself (a returning
 * visitor's cookie, `data-decided="server"`) are left as sent; the visit is still counted here. It runs
 * deferred, before DOMContentLoaded, so matching content appears with the page and content that
 * does not match is never shown. Without JavaScript the content stays hidden: the visit count is
 * unknown, and conditional content shown to the wrong visitors (a "welcome back" to newcomers, a
 * first-visit offer forever) is worse than content not shown.
 */
import {
	isCriteria,
	isShown,
	legacyCookieRemoval,
	readVisitCookies,
	thresholdFrom,
	visitCookie,
} from './visits';

declare global {
	interface Window {
		jetpackBlocksRepeatVisitorCounted?: number;
	}
}

function reveal(): void {
	const blocks = document.querySelectorAll< HTMLElement >(
		'.wp-block-jetpack-repeat-visitor[data-criteria]'
	);
	if ( blocks.length === 0 ) {
		return;
	}
	// Earlier visits: kept from the first run, so that running again (a second copy of the script)
	// neither counts twice nor decides on the count that includes this load.
	let previous = window.jetpackBlocksRepeatVisitorCounted;
	if ( previous === undefined ) {
		const found = readVisitCookies( document.cookie );
		previous = found.previous;
		window.jetpackBlocksRepeatVisitorCounted = previous;
		const path = blocks[ 0 ]?.dataset.cookiePath ?? '/';
		const secure = window.location.protocol === 'https:';
		document.cookie = visitCookie( previous, { path, secure } );
		// Still two values after writing the site's copy: the other is the reference plugin's copy for
		// this page's path, which the browser sends first. It is advanced too, or that plugin would
		// read a stale count after a switch back.
		if ( readVisitCookies( document.cookie ).counters > 1 ) {
			document.cookie = visitCookie( previous, {
				path: window.location.pathname,
				secure,
			} );
		}
		if ( found.legacy ) {
			document.cookie = legacyCookieRemoval( path );
		}
	}
	const earlier = previous;
	blocks.forEach( ( block ) => {
		const criteria = block.dataset.criteria;
		// The server already sent only what this visitor is meant to see (render.php).
		if ( block.dataset.decided === 'server' ) {
			return;
		}
		if (
			isCriteria( criteria ) &&
			isShown(
				criteria,
				thresholdFrom( block.dataset.threshold ),
				earlier
			)
		) {
			block.hidden = false;
		}
	} );
}

function start(): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', reveal );
	} else {
		reveal();
	}
}

// A page the browser prerenders (speculative loading) is not a visit until the person opens it.
if ( ( document as Document & { prerendering?: boolean } ).prerendering ) {
	document.addEventListener( 'prerenderingchange', start, { once: true } );
} else {
	start();
}

export {};
