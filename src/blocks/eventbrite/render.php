<?php
/**
 * Visitor markup of jetpack/eventbrite, rendered from the attributes.
 *
 * - In-page embed: an empty container that the ticket service's checkout widget fills, and a plain
 *   link to the event page, which is all a visitor gets (and needs) when the widget script cannot
 *   load — no JavaScript, a blocked third-party host, no network.
 * - Button & Modal: the button child, rendered as a link to the event page with the id the widget
 *   opens its checkout modal from. Without the widget the link simply opens the event page.
 *
 * The widget script is registered here and enqueued only while a block with an event renders, so
 * pages without the block never load it; view.ts (block.json viewScript, likewise only where the
 * block is) starts one widget per block from the data attributes. Ids are unique per page, so two
 * blocks for the same event stay valid markup.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (unused: rendered afresh from the attributes).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_url = isset( $attributes['url'] ) && is_string( $attributes['url'] ) ? trim( $attributes['url'] ) : '';
if ( ! preg_match( '#^https?://#i', $jetpack_blocks_url ) || '' === esc_url( $jetpack_blocks_url ) ) {
	return; // No event page to lead to: nothing to show.
}

// Same rule as url.ts: the service's domain (country domains too), /e/, trailing digits are the id.
$jetpack_blocks_event_id = 0;
if ( preg_match( '#^https?://(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*eventbrite\.[a-z]{2,3}(?:\.[a-z]{2})?(?::\d{1,5})?/e/[^/?\#\s]*?(\d+)/?(?:[?\#]\S*)?$#i', $jetpack_blocks_url, $jetpack_blocks_match ) ) {
	$jetpack_blocks_event_id = (int) $jetpack_blocks_match[1];
}
// Content stored before the button became a child block and not saved since holds the choice as
// `useModal` (with no `style`), and the button's text and colours as attributes of this block.
$jetpack_blocks_stored = is_array( $block->parsed_block['attrs'] ?? null ) ? $block->parsed_block['attrs'] : array();
$jetpack_blocks_modal  = isset( $jetpack_blocks_stored['style'] ) ? 'modal' === $jetpack_blocks_stored['style'] : ! empty( $jetpack_blocks_stored['useModal'] );
$jetpack_blocks_style  = $jetpack_blocks_modal ? 'modal' : 'inline';

$jetpack_blocks_widget_handle = 'jetpack-blocks-eventbrite-widget';
if ( $jetpack_blocks_event_id > 0 ) {
	if ( ! wp_script_is( $jetpack_blocks_widget_handle, 'registered' ) ) {
		wp_register_script(
			$jetpack_blocks_widget_handle,
			'https://www.eventbrite.com/static/widgets/eb_widgets.js',
			array(),
			null, // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the service versions its own script.
			array(
				'in_footer' => true,
				'strategy'  => 'async',
			)
		);
	}
	wp_enqueue_script( $jetpack_blocks_widget_handle );
}

$jetpack_blocks_target_id = wp_unique_id(
	'modal' === $jetpack_blocks_style ? 'eventbrite-widget-' . $jetpack_blocks_event_id . '-' : 'eventbrite-widget-container-' . $jetpack_blocks_event_id . '-'
);

$jetpack_blocks_wrapper_data = array( 'class' => 'is-style-' . $jetpack_blocks_style );
if ( $jetpack_blocks_event_id > 0 ) {
	$jetpack_blocks_wrapper_data['data-event-id']  = (string) $jetpack_blocks_event_id;
	$jetpack_blocks_wrapper_data['data-style']     = $jetpack_blocks_style;
	$jetpack_blocks_wrapper_data['data-target-id'] = $jetpack_blocks_target_id;
}
$jetpack_blocks_wrapper = get_block_wrapper_attributes( $jetpack_blocks_wrapper_data );

if ( 'inline' === $jetpack_blocks_style ) {
	printf(
		'<div %1$s>%2$s<p class="eventbrite__fallback"><a class="eventbrite__direct-link" href="%3$s">%4$s</a></p></div>',
		$jetpack_blocks_wrapper, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
		$jetpack_blocks_event_id > 0 ? '<div class="eventbrite__widget" id="' . esc_attr( $jetpack_blocks_target_id ) . '"></div>' : '',
		esc_url( $jetpack_blocks_url ),
		esc_html( $jetpack_blocks_url )
	);
	return;
}

// The stored button child, or one made from the older content's own fields (or the default text),
// made a link to the event.
$jetpack_blocks_legacy = array( 'text' => __( 'Register', 'jetpack-blocks' ) );
foreach ( array( 'text', 'textColor', 'customTextColor', 'backgroundColor', 'customBackgroundColor', 'borderRadius' ) as $jetpack_blocks_key ) {
	if ( isset( $jetpack_blocks_stored[ $jetpack_blocks_key ] ) && is_scalar( $jetpack_blocks_stored[ $jetpack_blocks_key ] ) && '' !== $jetpack_blocks_stored[ $jetpack_blocks_key ] ) {
		$jetpack_blocks_legacy[ $jetpack_blocks_key ] = $jetpack_blocks_stored[ $jetpack_blocks_key ];
	}
}
$jetpack_blocks_button = array(
	'blockName'    => 'jetpack/button',
	'attrs'        => $jetpack_blocks_legacy,
	'innerBlocks'  => array(),
	'innerHTML'    => '',
	'innerContent' => array(),
);
foreach ( $block->parsed_block['innerBlocks'] ?? array() as $jetpack_blocks_inner ) {
	if ( isset( $jetpack_blocks_inner['blockName'] ) && 'jetpack/button' === $jetpack_blocks_inner['blockName'] ) {
		$jetpack_blocks_button = $jetpack_blocks_inner;
		break;
	}
}
$jetpack_blocks_button['attrs'] = array_merge(
	is_array( $jetpack_blocks_button['attrs'] ?? null ) ? $jetpack_blocks_button['attrs'] : array(),
	array(
		'element'  => 'a',
		'url'      => $jetpack_blocks_url,
		'uniqueId' => $jetpack_blocks_target_id,
	)
);

// A visitor's page registers the plugin's blocks as it meets them (php-stubs/blocks.php); the button
// made here from older content's fields is not in the stored tree, so it is registered first.
if ( function_exists( 'Jetpack_Blocks\register_blocks_named' ) ) {
	\Jetpack_Blocks\register_blocks_named( array( 'jetpack/button' ) );
}
if ( WP_Block_Type_Registry::get_instance()->is_registered( 'jetpack/button' ) ) {
	$jetpack_blocks_button_markup = render_block( $jetpack_blocks_button );
} else {
	$jetpack_blocks_button_text   = isset( $jetpack_blocks_button['attrs']['text'] ) && is_string( $jetpack_blocks_button['attrs']['text'] ) ? wp_strip_all_tags( $jetpack_blocks_button['attrs']['text'] ) : '';
	$jetpack_blocks_button_markup = sprintf(
		'<div class="wp-block-button"><a class="wp-block-button__link" id="%1$s" href="%2$s">%3$s</a></div>',
		esc_attr( $jetpack_blocks_target_id ),
		esc_url( $jetpack_blocks_url ),
		esc_html( '' !== trim( $jetpack_blocks_button_text ) ? $jetpack_blocks_button_text : __( 'Register', 'jetpack-blocks' ) )
	);
}

printf(
	'<div %1$s>%2$s</div>',
	$jetpack_blocks_wrapper, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	$jetpack_blocks_button_markup // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the button block escapes its own output; the fallback is built from escaped parts.
);
