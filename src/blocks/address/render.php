<?php
/**
 * Visitor markup of jetpack/address: the stored markup, with the Google Maps link's URL rebuilt from
 * the attributes.
 *
 * Posts saved by the reference plugin store the map link with the address glued into the URL
 * unencoded (raw spaces: invalid HTML, and some clients cut the link at the first space). They are
 * fixed in the editor on the next save (deprecated.ts); until then, this gives visitors the same
 * percent-encoded URL that save.tsx writes (maps-url.ts), so every address link is valid.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup.
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_address_html = (string) $content;

if ( ! empty( $attributes['linkToGoogleMaps'] ) ) {
	// The search text, as mapsQuery() builds it: fields with whitespace tidied, empty ones left out.
	$jetpack_blocks_tidy  = static function ( $value ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', is_string( $value ) ? $value : '' ) );
	};
	$jetpack_blocks_parts = array(
		$jetpack_blocks_tidy( $attributes['address'] ?? '' ),
		$jetpack_blocks_tidy( $attributes['addressLine2'] ?? '' ),
		$jetpack_blocks_tidy( $attributes['addressLine3'] ?? '' ),
		$jetpack_blocks_tidy( $attributes['city'] ?? '' ),
		trim( $jetpack_blocks_tidy( $attributes['region'] ?? '' ) . ' ' . $jetpack_blocks_tidy( $attributes['postal'] ?? '' ) ),
		$jetpack_blocks_tidy( $attributes['country'] ?? '' ),
	);
	$jetpack_blocks_query = implode( ', ', array_filter( $jetpack_blocks_parts, 'strlen' ) );

	if ( '' !== $jetpack_blocks_query ) {
		// encodeURIComponent(): rawurlencode() also escapes ! * ' ( ), which the script leaves as they are.
		$jetpack_blocks_encoded = strtr(
			rawurlencode( $jetpack_blocks_query ),
			array(
				'%21' => '!',
				'%2A' => '*',
				'%27' => "'",
				'%28' => '(',
				'%29' => ')',
			)
		);
		$jetpack_blocks_tags    = new WP_HTML_Tag_Processor( $jetpack_blocks_address_html );
		if ( $jetpack_blocks_tags->next_tag( 'a' ) ) {
			// The tag processor escapes the attribute value.
			$jetpack_blocks_tags->set_attribute( 'href', 'https://www.google.com/maps/search/?api=1&query=' . $jetpack_blocks_encoded );
			$jetpack_blocks_address_html = $jetpack_blocks_tags->get_updated_html();
		}
	}
}

// Stored post content, as WordPress prints it for every static block.
echo $jetpack_blocks_address_html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
