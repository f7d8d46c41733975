<?php
/**
 * The browser's AI token cache is emptied on the login screen.
 *
 * The AI client keeps each user's token in localStorage for two minutes
 * (src/shared/ai-client/token.ts), and localStorage outlives a session: the next person to sign in
 * on the same browser would find it there. The client already keys tokens by user and site and
 * drops other users' tokens when it reads; this removes them all as soon as the browser shows the
 * login screen — where logging out lands (`wp-login.php?loggedout=true`) and where anyone signs in
 * again, the session-expired dialog included — so none is left behind after a log-out.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/** The prefix of every key of the client's token cache (TOKEN_STORAGE_PREFIX in token.ts). */
const AI_TOKEN_STORAGE_PREFIX = 'jetpack-blocks-ai-jwt';

/**
 * Prints the script that removes every token of the cache (the unkeyed key of earlier versions, and
 * each `prefix|user|site|root` key), leaving the rest of localStorage alone.
 */
function ai_print_token_cache_cleanup(): void {
	$script = sprintf(
		'( function ( prefix ) {
	try {
		var storage = window.localStorage, doomed = [], index, key;
		for ( index = 0; index < storage.length; index++ ) {
			key = storage.key( index );
			if ( key === prefix || ( key && key.indexOf( prefix + "|" ) === 0 ) ) {
				doomed.push( key );
			}
		}
		doomed.forEach( function ( name ) { storage.removeItem( name ); } );
	} catch ( e ) {}
} )( %s );',
		wp_json_encode( AI_TOKEN_STORAGE_PREFIX )
	);
	wp_print_inline_script_tag( $script, array( 'id' => 'jetpack-blocks-ai-token-cache-cleanup' ) );
}
add_action( 'login_footer', __NAMESPACE__ . '\ai_print_token_cache_cleanup' );
