<?php
/**
 * Test site only: wraps the front-end output of each of this plugin's blocks in marker comments,
 * `<!-- e2e-block:start <name> -->` … `<!-- e2e-block:end <name> -->`, so the visitor-markup check
 * (tests/e2e/helpers/visitor-markup.ts) knows which part of the page source is the block's.
 *
 * @package jetpack-blocks
 */

add_filter(
	'render_block',
	static function ( $content, $block ) {
		$name = is_array( $block ) && isset( $block['blockName'] ) && is_string( $block['blockName'] ) ? $block['blockName'] : '';
		if ( is_admin() || wp_is_serving_rest_request() || ! preg_match( '#^(jetpack|videopress)/[a-z0-9-]+$#', $name ) ) {
			return $content;
		}
		return '<!-- e2e-block:start ' . $name . ' -->' . $content . '<!-- e2e-block:end ' . $name . ' -->';
	},
	10000,
	2
);
