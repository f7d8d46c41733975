<?php
/**
 * The page an OAuth sign-in popup ends on (the photo feed's and Google Photos' connect flows): it
 * hands the editor that opened it a message through postMessage, to this site's origin only, says
 * in words what happened (for a popup that lost its opener), and closes itself.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the reply page and ends the request.
 *
 * @param array<string, string|int> $message What the opener receives (`keyring_id`, `user` or `error`).
 * @param string                    $title   The page title.
 * @param string                    $text    What the page says.
 * @param string                    $id      The id of the paragraph holding the text.
 */
function oauth_popup_reply( array $message, string $title, string $text, string $id ): void {
	$parts  = wp_parse_url( admin_url() );
	$origin = is_array( $parts ) ? ( $parts['scheme'] ?? 'http' ) . '://' . ( $parts['host'] ?? '' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) : '';
	nocache_headers();
	header( 'Content-Type: text/html; charset=utf-8' );
	$flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT;
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="utf-8" />
<title><?php echo esc_html( $title ); ?></title>
</head>
<body>
<p id="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $text ); ?></p>
<script>
( function () {
	var message = <?php echo wp_json_encode( $message, $flags ); ?>;
	if ( window.opener ) {
		window.opener.postMessage( message, <?php echo wp_json_encode( $origin, $flags ); ?> );
		window.setTimeout( function () { window.close(); }, 300 );
	}
} )();
</script>
</body>
</html>
	<?php
	exit;
}
