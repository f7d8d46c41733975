/**
 * Front end of the newsletter signup form, loaded only on pages that hold the block.
 */
import { attachSignupForms } from './signup-form';

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () =>
		attachSignupForms( document )
	);
} else {
	attachSignupForms( document );
}
