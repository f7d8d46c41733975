/**
 * Front end of the link style: when Calendly's widget script has loaded, the button opens the
 * scheduling page in Calendly's popup instead of leaving the site. When it has not (blocked, offline),
 * nothing is intercepted and the link opens the page itself.
 */
interface CalendlyWidget {
	initPopupWidget?: ( options: { url: string } ) => void;
}

document.addEventListener( 'click', ( event ) => {
	const target = event.target as Element | null;
	const link = target?.closest< HTMLAnchorElement >(
		'.wp-block-jetpack-calendly.calendly-style-link a.wp-block-button__link'
	);
	const calendly = ( window as unknown as { Calendly?: CalendlyWidget } )
		.Calendly;
	if (
		! link ||
		typeof calendly?.initPopupWidget !== 'function' ||
		event.defaultPrevented ||
		( event as MouseEvent ).button !== 0 ||
		( event as MouseEvent ).metaKey ||
		( event as MouseEvent ).ctrlKey ||
		( event as MouseEvent ).shiftKey
	) {
		return;
	}
	event.preventDefault();
	calendly.initPopupWidget( { url: link.href } );
} );
