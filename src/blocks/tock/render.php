<?php
/**
 * Visitor markup of jetpack/tock (Table reservation), rendered from the `url` attribute.
 *
 * The attribute holds the Tock business name (or the address of its Tock page; business.ts applies
 * the same rule). Visitors get Tock's widget — its script, initialised with the business name, loaded
 * only on pages with the block — and always a plain link to the business's reservation page, so a
 * visitor can book when the widget cannot load (blocked third-party content, no script, no network).
 * Without a usable business name visitors get nothing; people who can edit posts get a notice
 * saying why, as in the reference.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (an empty wrapper).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_business = '';
if ( isset( $attributes['url'] ) && is_string( $attributes['url'] ) ) {
	$jetpack_blocks_business = trim( $attributes['url'] );
	if ( preg_match( '#^(?:https?://)?(?:www\.)?exploretock\.com/([^/?\#]+)#i', $jetpack_blocks_business, $jetpack_blocks_match ) ) {
		$jetpack_blocks_business = $jetpack_blocks_match[1];
	}
	if ( ! preg_match( '/^[a-z0-9][a-z0-9-]{0,99}$/i', $jetpack_blocks_business ) ) {
		$jetpack_blocks_business = '';
	}
}

if ( '' === $jetpack_blocks_business ) {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	printf(
		'<div %1$s><p class="wp-block-jetpack-tock__notice">%2$s</p></div>',
		get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WordPress.
		esc_html__( 'The block will not be shown to your site visitors until a Tock business name is set', 'jetpack-blocks' )
	);
	return;
}

wp_enqueue_script( 'jetpack-blocks-tock-widget', 'https://www.exploretock.com/tock.js', array(), null, array( 'in_footer' => true, 'strategy' => 'async' ) ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- Tock's own script, versioned by Tock.
// Tock's documented loader: a queue that holds calls until the script has loaded, then `init`.
wp_add_inline_script(
	'jetpack-blocks-tock-widget',
	'!function(t){if(!t.tock){var e=t.tock=function(){e.callMethod?e.callMethod.apply(e,arguments):e.queue.push(arguments)};t._tock||(t._tock=e),e.push=e,e.loaded=!0,e.version="1.0",e.queue=[]}}(window);'
		. 'tock("init",' . wp_json_encode( $jetpack_blocks_business ) . ');',
	'before'
);

printf(
	'<div %1$s><div id="Tock_widget_container" data-tock-display-mode="Button" data-tock-color-mode="Blue" data-tock-locale="%2$s"></div><p class="wp-block-jetpack-tock__link"><a href="%3$s">%4$s</a></p></div>',
	get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WordPress.
	esc_attr( strtolower( str_replace( '_', '-', get_locale() ) ) ),
	esc_url( 'https://www.exploretock.com/' . rawurlencode( $jetpack_blocks_business ) ),
	esc_html__( 'Reserve a table on Tock', 'jetpack-blocks' )
);
