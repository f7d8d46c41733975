<?php
/**
 * Visitors' map: the saved markup is kept as it is; when the site has a Mapbox token, it is added as
 * `data-api-key` for the view script (Mapbox public tokens are made to be used in browsers). Without
 * one the view script draws the offline basemap.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Map;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the token to the block's wrapper.
 *
 * @param string $content The block's markup.
 */
function add_token_to_markup( string $content ): string {
	$token = mapbox_token()['token'];
	if ( '' === $token || '' === trim( $content ) ) {
		return $content;
	}
	$tags = new \WP_HTML_Tag_Processor( $content );
	if ( $tags->next_tag( array( 'class_name' => 'wp-block-jetpack-map' ) ) ) {
		$tags->set_attribute( 'data-api-key', $token );
		return $tags->get_updated_html();
	}
	return $content;
}
add_filter( 'render_block_jetpack/map', __NAMESPACE__ . '\add_token_to_markup' );
