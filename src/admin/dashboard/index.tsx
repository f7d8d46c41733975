/**
 * The dashboard page's app (admin.php?page=jetpack-blocks): the connection screen (#/connection),
 * the module switchboard (#/modules, the default) and the AI upgrade page (#/add-jetpack-ai),
 * mounted into the `#jetpack-blocks-dashboard` element the PHP page prints.
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import { DashboardApp } from './app';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'jetpack-blocks-dashboard' );
	if ( container ) {
		createRoot( container ).render( <DashboardApp /> );
	}
} );
