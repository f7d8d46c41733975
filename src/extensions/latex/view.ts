/**
 * Beautiful math on a visitor's page: enqueued only on pages whose posts or comments hold a formula.
 */
import { typesetFormulas } from './typeset';

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () =>
		typesetFormulas( document )
	);
} else {
	typesetFormulas( document );
}
