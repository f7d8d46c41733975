<?php
/**
 * Map service tokens.
 *
 * Mapbox: the site's own access token is an option set from the block's sidebar; a default token
 * provided by the host (the `JETPACK_BLOCKS_MAPBOX_TOKEN` constant or the
 * `jetpack_blocks_default_mapbox_token` filter) is used when the site has none, and reported with
 * the source "wpcom", which the block cannot remove. With no token at all, the block draws its
 * offline basemap. Only public tokens (pk.…) are ever used or handed out: the token reaches every
 * contributor's editor and every visitor's page.
 *
 * Mapkit: a JWT signed elsewhere with an Apple key; a site that has one sets it with the
 * `jetpack_blocks_mapkit_token` option or filter. There is none by default.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Map;

defined( 'ABSPATH' ) || exit;

const MAPBOX_TOKEN_OPTION = 'jetpack_blocks_mapbox_token';
const MAPKIT_TOKEN_OPTION = 'jetpack_blocks_mapkit_token';

/** The host's default Mapbox token, or ''. */
function default_mapbox_token(): string {
	$token = defined( 'JETPACK_BLOCKS_MAPBOX_TOKEN' ) ? (string) constant( 'JETPACK_BLOCKS_MAPBOX_TOKEN' ) : '';
	return (string) apply_filters( 'jetpack_blocks_default_mapbox_token', $token );
}

/**
 * Whether a Mapbox token is a public one (pk.…). The token goes to every editor and contributor and
 * into visitors' pages, so only a public token may: a secret (sk.…) or temporary (tk.…) token can
 * change or read the Mapbox account.
 *
 * @param string $token The token.
 */
function is_public_mapbox_token( string $token ): bool {
	return 0 === strpos( $token, 'pk.' );
}

/**
 * The token in use and where it comes from. A stored token that is not public is never used (it may
 * come from a version of the plugin that accepted any token): the host's default, if public, or none.
 *
 * @return array{token: string, source: string}
 */
function mapbox_token(): array {
	$site = (string) get_option( MAPBOX_TOKEN_OPTION, '' );
	if ( '' !== $site && is_public_mapbox_token( $site ) ) {
		return array(
			'token'  => $site,
			'source' => 'site',
		);
	}
	$default = default_mapbox_token();
	if ( '' !== $default && is_public_mapbox_token( $default ) ) {
		return array(
			'token'  => $default,
			'source' => 'wpcom',
		);
	}
	return array(
		'token'  => '',
		'source' => 'site',
	);
}

/**
 * What the site owner must be told about stored tokens that are not used because they are not public:
 * '' when there is none.
 */
function unusable_mapbox_token_warning(): string {
	$site = (string) get_option( MAPBOX_TOKEN_OPTION, '' );
	if ( '' !== $site && ! is_public_mapbox_token( $site ) ) {
		return __( 'The Mapbox access token saved on this site is not a public token, so it is not used: maps would hand it to every visitor. Create a public token (it starts with pk.) on your Mapbox account page and enter it here to replace it.', 'jetpack-blocks' );
	}
	$default = default_mapbox_token();
	if ( '' === $site && '' !== $default && ! is_public_mapbox_token( $default ) ) {
		return __( 'The Mapbox access token provided by your host is not a public token, so it is not used: maps would hand it to every visitor. Enter a public token (it starts with pk.) from your Mapbox account page, or ask your host to provide one.', 'jetpack-blocks' );
	}
	return '';
}

/** The Mapkit token, or ''. */
function mapkit_token(): string {
	return (string) apply_filters( 'jetpack_blocks_mapkit_token', (string) get_option( MAPKIT_TOKEN_OPTION, '' ) );
}

/**
 * Asks Mapbox whether a token is valid. Answers true (valid), false (refused) or null (Mapbox could
 * not be reached, e.g. a site without internet access: the token is then kept unverified).
 *
 * @param string $token The token.
 */
function verify_mapbox_token( string $token ): ?bool {
	$response = wp_safe_remote_get(
		add_query_arg( 'access_token', rawurlencode( $token ), 'https://api.mapbox.com/tokens/v2' ),
		array(
			'timeout'     => 3,
			'redirection' => 0,
		)
	);
	if ( is_wp_error( $response ) ) {
		return null;
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	if ( 200 === $status ) {
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		return is_array( $body ) && isset( $body['code'] ) && 'TokenValid' === $body['code'];
	}
	if ( 401 === $status ) {
		return false;
	}
	return null;
}
