<?php
/**
 * Map service tokens.
 *
 * Mapbox: the site's own access token is an option set from the block's sidebar; a default token
 * provided by the host (the `JETPACK_BLOCKS_MAPBOX_TOKEN` constant or the
 * `jetpack_blocks_default_mapbox_token` filter) is used when the site has none, and reported with
 * the source "wpcom", which the block cannot remove. With no token at all, the block draws its
 * offline basemap.
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
 * The token in use and where it comes from.
 *
 * @return array{token: string, source: string}
 */
function mapbox_token(): array {
	$site = (string) get_option( MAPBOX_TOKEN_OPTION, '' );
	if ( '' !== $site ) {
		return array(
			'token'  => $site,
			'source' => 'site',
		);
	}
	$default = default_mapbox_token();
	return array(
		'token'  => $default,
		'source' => '' !== $default ? 'wpcom' : 'site',
	);
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
