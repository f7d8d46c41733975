<?php
/**
 * Visitor markup of jetpack/calendly.
 *
 * Inline style: the Calendly page in an iframe (the same frame Calendly's widget script would
 * create), so the calendar works without any script. Link style: the button child, pointing at the
 * Calendly page; Calendly's widget script and stylesheet are enqueued for this page only, and
 * view.ts opens the page in Calendly's popup when the script has loaded — without it the link simply
 * opens the page. Older content that stored the button as fields of the embed (no button child) gets
 * the same button, built from those fields.
 *
 * Nothing is rendered for a url that is not a page on calendly.com.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (the wrapper and the button's block comment).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_url = isset( $attributes['url'] ) && is_string( $attributes['url'] ) ? trim( $attributes['url'] ) : '';
if ( ! preg_match( '#^https://calendly\.com/[^\s"\'<>]+$#', $jetpack_blocks_url ) ) {
	return '';
}

// Calendly colours: six hex digits without "#"; anything else leaves Calendly's own default.
$jetpack_blocks_color = static function ( $key ) use ( $attributes ): string {
	$value = isset( $attributes[ $key ] ) && is_string( $attributes[ $key ] ) ? $attributes[ $key ] : '';
	return preg_match( '/^[0-9a-f]{6}$/i', $value ) ? $value : '';
};
$jetpack_blocks_options = array( 'hide_event_type_details' => empty( $attributes['hideEventTypeDetails'] ) ? '0' : '1' );
foreach ( array(
	'background_color' => 'backgroundColor',
	'text_color'       => 'textColor',
	'primary_color'    => 'primaryColor',
) as $jetpack_blocks_param => $jetpack_blocks_key ) {
	if ( '' !== $jetpack_blocks_color( $jetpack_blocks_key ) ) {
		$jetpack_blocks_options[ $jetpack_blocks_param ] = $jetpack_blocks_color( $jetpack_blocks_key );
	}
}

$jetpack_blocks_style = isset( $attributes['style'] ) && 'link' === $attributes['style'] ? 'link' : 'inline';
$jetpack_blocks_id    = wp_unique_id( 'calendly-block-' );

if ( 'inline' === $jetpack_blocks_style ) {
	$jetpack_blocks_host  = wp_parse_url( home_url(), PHP_URL_HOST );
	$jetpack_blocks_frame = add_query_arg(
		array_merge(
			array(
				'embed_domain' => is_string( $jetpack_blocks_host ) ? $jetpack_blocks_host : '',
				'embed_type'   => 'Inline',
			),
			$jetpack_blocks_options
		),
		$jetpack_blocks_url
	);
	printf(
		'<div %1$s><iframe class="wp-block-jetpack-calendly__frame" src="%2$s" title="%3$s" height="700" loading="lazy"></iframe></div>',
		get_block_wrapper_attributes( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
			array(
				'class' => 'calendly-style-inline',
				'id'    => $jetpack_blocks_id,
			)
		),
		esc_url( $jetpack_blocks_frame ),
		esc_attr__( 'Calendly scheduling page', 'jetpack-blocks' )
	);
	return;
}

$jetpack_blocks_link = add_query_arg( $jetpack_blocks_options, $jetpack_blocks_url );

// The button child, pointed at the page with its display options and given an id unique on the page.
$jetpack_blocks_buttons = array();
foreach ( $block->parsed_block['innerBlocks'] ?? array() as $jetpack_blocks_inner ) {
	if ( is_array( $jetpack_blocks_inner ) && 'jetpack/button' === ( $jetpack_blocks_inner['blockName'] ?? '' ) ) {
		$jetpack_blocks_buttons[] = $jetpack_blocks_inner;
	}
}
if ( ! $jetpack_blocks_buttons ) {
	// Older content: the button's text and colours were fields of the embed.
	$jetpack_blocks_legacy = static function ( $key ) use ( $attributes ): string {
		return isset( $attributes[ $key ] ) && is_string( $attributes[ $key ] ) ? $attributes[ $key ] : '';
	};
	$jetpack_blocks_button_attrs = array(
		'element'               => 'a',
		'text'                  => '' !== $jetpack_blocks_legacy( 'submitButtonText' ) ? $jetpack_blocks_legacy( 'submitButtonText' ) : __( 'Schedule time with me', 'jetpack-blocks' ),
		'textColor'             => '' !== $jetpack_blocks_legacy( 'textButtonColor' ) ? $jetpack_blocks_legacy( 'textButtonColor' ) : $jetpack_blocks_legacy( 'submitButtonTextColor' ),
		'backgroundColor'       => '' !== $jetpack_blocks_legacy( 'backgroundButtonColor' ) ? $jetpack_blocks_legacy( 'backgroundButtonColor' ) : $jetpack_blocks_legacy( 'submitButtonBackgroundColor' ),
		'customTextColor'       => $jetpack_blocks_legacy( 'customTextButtonColor' ),
		'customBackgroundColor' => $jetpack_blocks_legacy( 'customBackgroundButtonColor' ),
	);
	$jetpack_blocks_buttons[] = array(
		'blockName'    => 'jetpack/button',
		'attrs'        => array_filter( $jetpack_blocks_button_attrs ),
		'innerBlocks'  => array(),
		'innerHTML'    => '',
		'innerContent' => array(),
	);
}

$jetpack_blocks_button_html = '';
foreach ( $jetpack_blocks_buttons as $jetpack_blocks_index => $jetpack_blocks_button ) {
	$jetpack_blocks_button['attrs']['url']      = $jetpack_blocks_link;
	$jetpack_blocks_button['attrs']['uniqueId'] = 0 === $jetpack_blocks_index ? $jetpack_blocks_id . '-button' : $jetpack_blocks_id . '-button-' . $jetpack_blocks_index;
	$jetpack_blocks_button_html                .= render_block( $jetpack_blocks_button );
}

if ( ! wp_script_is( 'jetpack-blocks-calendly-widget', 'registered' ) ) {
	// Calendly's own script, from Calendly: it opens the page in a popup. Only pages with a link-style embed load it.
	wp_register_script( 'jetpack-blocks-calendly-widget', 'https://assets.calendly.com/assets/external/widget.js', array(), null, array( 'in_footer' => true, 'strategy' => 'async' ) ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- Calendly versions its own file.
	wp_register_style( 'jetpack-blocks-calendly-widget', 'https://assets.calendly.com/assets/external/widget.css', array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- Calendly versions its own file.
}
wp_enqueue_script( 'jetpack-blocks-calendly-widget' );
wp_enqueue_style( 'jetpack-blocks-calendly-widget' );

printf(
	'<div %1$s>%2$s</div>',
	get_block_wrapper_attributes( array( 'class' => 'calendly-style-link' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	$jetpack_blocks_button_html // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered (and escaped) by the button block.
);
