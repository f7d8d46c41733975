/**
 * The "Try the assistant" playground on the AI settings screen (Settings → Jetpack Blocks AI):
 * a prompt control that streams from whichever provider is configured — the built-in offline one by
 * default — so a site owner can check the setup without opening the editor.
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import { Playground } from './playground';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'jetpack-blocks-ai-playground' );
	if ( container ) {
		createRoot( container ).render( <Playground /> );
	}
} );
