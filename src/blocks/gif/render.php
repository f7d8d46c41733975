<?php
/**
 * Visitor markup of jetpack/gif, rendered from the attributes (the block stores no markup, as the
 * reference plugin's does not). No script: an image or the GIF service's embed frame, in a wrapper
 * whose top padding keeps the GIF's ratio, and the caption.
 *
 * - A media-library GIF (attachmentId) is an <img> of the attachment's current file, with its
 *   alternative text, when the viewer may see that attachment; if it is gone or not theirs to see,
 *   the stored gifUrl is used.
 * - gifUrl (an image address, as older content stores it) is an <img>.
 * - giphyUrl (the service's embed page) is an <iframe> with a title; only https addresses on the
 *   service's host are framed.
 * - Nothing is printed when there is no GIF to show.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (unused).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_gif_search_text = isset( $attributes['searchText'] ) && is_string( $attributes['searchText'] ) ? trim( $attributes['searchText'] ) : '';

$jetpack_blocks_gif_padding = isset( $attributes['paddingTop'] ) && is_string( $attributes['paddingTop'] ) && preg_match( '/^\d{1,3}(?:\.\d{1,4})?%$/', $attributes['paddingTop'] )
	? $attributes['paddingTop']
	: '56.2%';

// The image: the attachment's file when it still is a GIF of this site, else the stored address.
$jetpack_blocks_gif_image = '';
$jetpack_blocks_gif_alt   = $jetpack_blocks_gif_search_text;
$jetpack_blocks_gif_id    = isset( $attributes['attachmentId'] ) && is_numeric( $attributes['attachmentId'] ) ? (int) $attributes['attachmentId'] : 0;
// The post's author chose the id: the attachment's file and text are shown only to a viewer who may
// see that attachment (not a GIF of someone's private or draft post); else the stored address is.
// attachment_is_viewable() first: it knows the ids the page found missing (prime_attachments()).
if ( $jetpack_blocks_gif_id > 0 && \Jetpack_Blocks\attachment_is_viewable( $jetpack_blocks_gif_id ) && 'image/gif' === get_post_mime_type( $jetpack_blocks_gif_id ) ) {
	$jetpack_blocks_gif_file = wp_get_attachment_url( $jetpack_blocks_gif_id );
	if ( is_string( $jetpack_blocks_gif_file ) && '' !== $jetpack_blocks_gif_file ) {
		$jetpack_blocks_gif_image = $jetpack_blocks_gif_file;
		$jetpack_blocks_gif_text  = get_post_meta( $jetpack_blocks_gif_id, '_wp_attachment_image_alt', true );
		if ( is_string( $jetpack_blocks_gif_text ) && '' !== trim( $jetpack_blocks_gif_text ) ) {
			$jetpack_blocks_gif_alt = trim( $jetpack_blocks_gif_text );
		}
	}
}
if ( '' === $jetpack_blocks_gif_image && isset( $attributes['gifUrl'] ) && is_string( $attributes['gifUrl'] ) ) {
	$jetpack_blocks_gif_image = esc_url( $attributes['gifUrl'], array( 'http', 'https' ) );
}

$jetpack_blocks_gif_frame = '';
if ( '' === $jetpack_blocks_gif_image && isset( $attributes['giphyUrl'] ) && is_string( $attributes['giphyUrl'] ) ) {
	$jetpack_blocks_gif_parts = wp_parse_url( $attributes['giphyUrl'] );
	if ( is_array( $jetpack_blocks_gif_parts )
		&& isset( $jetpack_blocks_gif_parts['scheme'], $jetpack_blocks_gif_parts['host'] )
		&& 'https' === strtolower( $jetpack_blocks_gif_parts['scheme'] )
		&& preg_match( '/^(?:[a-z0-9-]+\.)*giphy\.com$/i', $jetpack_blocks_gif_parts['host'] )
	) {
		$jetpack_blocks_gif_frame = esc_url( $attributes['giphyUrl'], array( 'https' ) );
	}
}

if ( '' === $jetpack_blocks_gif_image && '' === $jetpack_blocks_gif_frame ) {
	return '';
}

if ( '' !== $jetpack_blocks_gif_image ) {
	$jetpack_blocks_gif_media = sprintf(
		'<img src="%1$s" alt="%2$s" loading="lazy" decoding="async" />',
		esc_url( $jetpack_blocks_gif_image ),
		esc_attr( $jetpack_blocks_gif_alt )
	);
} else {
	$jetpack_blocks_gif_media = sprintf(
		'<iframe src="%1$s" title="%2$s" loading="lazy"></iframe>',
		esc_url( $jetpack_blocks_gif_frame ),
		esc_attr( '' !== $jetpack_blocks_gif_search_text ? $jetpack_blocks_gif_search_text : __( 'Animated GIF', 'jetpack-blocks' ) )
	);
}

// The caption is rich text: inline formatting and links only, as a figcaption may hold.
$jetpack_blocks_gif_caption = '';
if ( isset( $attributes['caption'] ) && is_string( $attributes['caption'] ) && '' !== trim( $attributes['caption'] ) ) {
	$jetpack_blocks_gif_caption = wp_kses(
		$attributes['caption'],
		array(
			'a'      => array(
				'href'   => true,
				'target' => true,
				'rel'    => true,
			),
			'strong' => array(),
			'em'     => array(),
			'b'      => array(),
			'i'      => array(),
			's'      => array(),
			'code'   => array(),
			'br'     => array(),
			'sub'    => array(),
			'sup'    => array(),
			'mark'   => array(),
			'kbd'    => array(),
		)
	);
}

// The author credit the reference plugin stores for GIFs it found on Tumblr. The reference prints it
// as a second figcaption, which HTML does not allow in one figure: here it follows the figure.
$jetpack_blocks_gif_credit = '';
$jetpack_blocks_gif_credit_url  = isset( $attributes['attributionUrl'] ) && is_string( $attributes['attributionUrl'] ) ? esc_url( $attributes['attributionUrl'], array( 'http', 'https' ) ) : '';
$jetpack_blocks_gif_credit_name = isset( $attributes['attributionName'] ) && is_string( $attributes['attributionName'] ) ? trim( $attributes['attributionName'] ) : '';
if ( '' !== $jetpack_blocks_gif_image && '' !== $jetpack_blocks_gif_credit_url && '' !== $jetpack_blocks_gif_credit_name ) {
	$jetpack_blocks_gif_credit = sprintf(
		'<p class="wp-block-jetpack-gif-attribution"><a href="%1$s" target="_blank" rel="noopener noreferrer">%2$s</a></p>',
		$jetpack_blocks_gif_credit_url,
		/* translators: %s: the GIF author's name. */
		esc_html( sprintf( __( 'GIF by %s on Tumblr', 'jetpack-blocks' ), $jetpack_blocks_gif_credit_name ) )
	);
}

printf(
	'<div %1$s><figure><div class="wp-block-jetpack-gif-wrapper" style="%2$s">%3$s</div>%4$s</figure>%5$s</div>',
	get_block_wrapper_attributes(), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	esc_attr( 'padding-top:' . $jetpack_blocks_gif_padding ),
	$jetpack_blocks_gif_media, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
	'' !== $jetpack_blocks_gif_caption ? '<figcaption class="wp-block-jetpack-gif-caption gallery-caption">' . $jetpack_blocks_gif_caption . '</figcaption>' : '', // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- filtered by wp_kses above.
	$jetpack_blocks_gif_credit // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
);
