<?php
/**
 * Ad code of the ads block (jetpack/wordads).
 *
 * There is no ad network here: the block shows visitors an ad only when the site owner has pasted
 * the ad code of a network they use for that format. The code is raw HTML/JS, so only users who
 * may publish unfiltered HTML and manage the site set it; it is stored per format in the option
 * `jetpack_blocks_ad_code` and can also be supplied by the filter of the same name.
 *
 * GET  /wpcom/v2/wordads/ad-code (editors) → { "configured": { format: bool }, "can_edit": bool,
 *      "codes": { format: string } (only for those who may edit it), "module_active": bool }
 * POST /wpcom/v2/wordads/ad-code JSON { "format": one of the four, "code": string (≤ 20000) }
 *      (administrators with unfiltered_html) → the same shape, with "code": "success".
 *      400 invalid_format / invalid_code.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\WordAds;

use Jetpack_Blocks\Rest;

defined( 'ABSPATH' ) || exit;

const AD_CODE_OPTION     = 'jetpack_blocks_ad_code';
const AD_CODE_MAX_LENGTH = 20000;
const MODULE             = 'wordads';

/**
 * The ad formats and their sizes (spec 002 §9), the same table as src/blocks/wordads/formats.ts.
 *
 * @return array<string, array{0: int, 1: int}>
 */
function formats(): array {
	return array(
		'mrec'               => array( 300, 250 ),
		'leaderboard'        => array( 728, 90 ),
		'mobile_leaderboard' => array( 320, 50 ),
		'wideskyscraper'     => array( 160, 600 ),
	);
}

/** Whether the ads module is switched on (and available). */
function module_active(): bool {
	return function_exists( '\Jetpack_Blocks\modules_is_active' ) && \Jetpack_Blocks\modules_is_active( MODULE );
}

/**
 * The stored ad code per format.
 *
 * @return array<string, string>
 */
function stored_codes(): array {
	$stored = get_option( AD_CODE_OPTION, array() );
	$codes  = array();
	foreach ( array_keys( formats() ) as $format ) {
		$codes[ $format ] = is_array( $stored ) && isset( $stored[ $format ] ) && is_string( $stored[ $format ] ) ? $stored[ $format ] : '';
	}
	return $codes;
}

/**
 * The ad code shown to visitors for a format: the stored code, through the filter.
 *
 * @param string $format Ad format.
 */
function ad_code( string $format ): string {
	$codes = stored_codes();
	/**
	 * Ad code (raw HTML) of an ad network for one format of the ads block; '' shows nothing.
	 *
	 * @param string $code   Stored code for the format.
	 * @param string $format mrec, leaderboard, mobile_leaderboard or wideskyscraper.
	 */
	$code = apply_filters( 'jetpack_blocks_ad_code', $codes[ $format ] ?? '', $format );
	return is_string( $code ) ? trim( $code ) : '';
}

/** Who may set raw ad code: administrators who may post unfiltered HTML. */
function can_edit_code(): bool {
	return current_user_can( 'manage_options' ) && current_user_can( 'unfiltered_html' );
}

/** Permission callback of the write route. */
function permission_edit_code() {
	$allowed = Rest\require_capability( 'manage_options' );
	if ( true !== $allowed ) {
		return $allowed;
	}
	return Rest\require_capability( 'unfiltered_html' );
}

/** The answer of both routes. */
function ad_code_state(): array {
	$configured = array();
	foreach ( array_keys( formats() ) as $format ) {
		$configured[ $format ] = '' !== ad_code( $format );
	}
	$state = array(
		'configured'    => $configured,
		'can_edit'      => can_edit_code(),
		'module_active' => module_active(),
	);
	if ( $state['can_edit'] ) {
		$state['codes'] = stored_codes();
	}
	return $state;
}

/** Registers the routes. */
function register_routes(): void {
	register_rest_route(
		'wpcom/v2',
		'/wordads/ad-code',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => static fn() => new \WP_REST_Response( ad_code_state(), 200 ),
				'permission_callback' => '\Jetpack_Blocks\Rest\can_edit_posts',
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\save_ad_code',
				'permission_callback' => __NAMESPACE__ . '\permission_edit_code',
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * POST wordads/ad-code: stores (or, with "", removes) the code of one format.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function save_ad_code( \WP_REST_Request $request ) {
	$format = $request->get_param( 'format' );
	$code   = $request->get_param( 'code' );
	if ( ! is_string( $format ) || ! array_key_exists( $format, formats() ) ) {
		return Rest\bad_request( 'invalid_format', __( 'format must be mrec, leaderboard, mobile_leaderboard or wideskyscraper.', 'jetpack-blocks' ) );
	}
	if ( ! is_string( $code ) || strlen( $code ) > AD_CODE_MAX_LENGTH ) {
		return Rest\bad_request( 'invalid_code', __( 'code must be text of at most 20000 characters.', 'jetpack-blocks' ) );
	}
	$codes            = stored_codes();
	$codes[ $format ] = trim( $code );
	update_option( AD_CODE_OPTION, $codes, true );
	return Rest\success(
		'' === $codes[ $format ]
			? __( 'The ad code was removed: visitors see nothing for this format.', 'jetpack-blocks' )
			: __( 'The ad code was saved: visitors see it where the block uses this format.', 'jetpack-blocks' ),
		ad_code_state()
	);
}
