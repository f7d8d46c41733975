<?php
/**
 * Visitor markup of jetpack/button, rendered from its attributes (the block stores no markup).
 *
 * `<div class="wp-block-jetpack-button wp-block-button"><a class="wp-block-button__link" …>text</a></div>`
 * for the element "a"; a `<button>` or an `<input type="submit">` for the other elements. An "a"
 * with no usable URL would not be a link (no href: not focusable, not announced as a control), so it
 * becomes a `<button type="button">` that keyboard and screen-reader users still reach. The classes
 * and styles follow the same rules as the editor (presentation.ts): colours, gradients and the width
 * are written only when they are values of their kind, the border radius is kept within 0–50.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (empty unless saveInPostContent).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_string = static function ( $key ) use ( $attributes ): string {
	return isset( $attributes[ $key ] ) && is_string( $attributes[ $key ] ) ? trim( $attributes[ $key ] ) : '';
};

// Same patterns as presentation.ts.
$jetpack_blocks_css_color = static function ( string $value ): string {
	return preg_match( '/^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(?:rgb|hsl)a?\([0-9.,%\s\/]+\)|[a-z]{3,30})$/i', $value ) ? $value : '';
};
$jetpack_blocks_slug_class = static function ( string $slug ): string {
	return trim( (string) preg_replace( '/[^a-z0-9]+/', '-', strtolower( $slug ) ), '-' );
};
// A palette slug gives a class; a bare hex (older scheduling-embed content) is a colour value.
$jetpack_blocks_named_color = static function ( string $slug ) use ( $jetpack_blocks_slug_class ): array {
	if ( '' === $slug ) {
		return array( '', '' );
	}
	if ( preg_match( '/^([0-9a-f]{3}|[0-9a-f]{6})$/i', $slug ) ) {
		return array( '', '#' . $slug );
	}
	return array( $jetpack_blocks_slug_class( $slug ), '' );
};

$jetpack_blocks_element = in_array( $attributes['element'] ?? 'a', array( 'a', 'button', 'input' ), true ) ? ( $attributes['element'] ?? 'a' ) : 'a';

list( $jetpack_blocks_text_slug, $jetpack_blocks_text_value )             = $jetpack_blocks_named_color( $jetpack_blocks_string( 'textColor' ) );
list( $jetpack_blocks_background_slug, $jetpack_blocks_background_value ) = $jetpack_blocks_named_color( $jetpack_blocks_string( 'backgroundColor' ) );
if ( '' === $jetpack_blocks_text_value ) {
	$jetpack_blocks_text_value = $jetpack_blocks_css_color( $jetpack_blocks_string( 'customTextColor' ) );
}
if ( '' === $jetpack_blocks_background_value ) {
	$jetpack_blocks_background_value = $jetpack_blocks_css_color( $jetpack_blocks_string( 'customBackgroundColor' ) );
}
$jetpack_blocks_gradient_slug   = $jetpack_blocks_slug_class( $jetpack_blocks_string( 'gradient' ) );
$jetpack_blocks_custom_gradient = preg_match( '/^(?:repeating-)?(?:linear|radial|conic)-gradient\([a-z0-9#.,%\s()\/-]+\)$/i', $jetpack_blocks_string( 'customGradient' ) ) ? $jetpack_blocks_string( 'customGradient' ) : '';
$jetpack_blocks_radius          = isset( $attributes['borderRadius'] ) && is_numeric( $attributes['borderRadius'] ) ? (int) round( (float) $attributes['borderRadius'] ) : 5;
$jetpack_blocks_radius          = max( 0, min( 50, $jetpack_blocks_radius ) );
$jetpack_blocks_width           = preg_match( '/^\d{1,4}(?:\.\d{1,3})?(?:px|%|em|rem|vw)$/', $jetpack_blocks_string( 'width' ) ) ? $jetpack_blocks_string( 'width' ) : '';

$jetpack_blocks_classes = array( 'wp-block-button__link' );
if ( '' !== $jetpack_blocks_text_slug || '' !== $jetpack_blocks_text_value ) {
	$jetpack_blocks_classes[] = 'has-text-color';
}
if ( '' !== $jetpack_blocks_text_slug ) {
	$jetpack_blocks_classes[] = 'has-' . $jetpack_blocks_text_slug . '-color';
}
if ( '' !== $jetpack_blocks_background_slug || '' !== $jetpack_blocks_background_value || '' !== $jetpack_blocks_gradient_slug || '' !== $jetpack_blocks_custom_gradient ) {
	$jetpack_blocks_classes[] = 'has-background';
}
if ( '' !== $jetpack_blocks_background_slug ) {
	$jetpack_blocks_classes[] = 'has-' . $jetpack_blocks_background_slug . '-background-color';
}
if ( '' !== $jetpack_blocks_gradient_slug ) {
	$jetpack_blocks_classes[] = 'has-' . $jetpack_blocks_gradient_slug . '-gradient-background';
}
if ( 0 === $jetpack_blocks_radius ) {
	$jetpack_blocks_classes[] = 'no-border-radius';
}

// Typography and border, which block.json declares as the reference plugin does: preset font size
// and family as classes, the rest as checked values on the control.
$jetpack_blocks_style_attribute = isset( $attributes['style'] ) && is_array( $attributes['style'] ) ? $attributes['style'] : array();
$jetpack_blocks_style_value     = static function ( string $group, string $key ) use ( $jetpack_blocks_style_attribute ): string {
	$value = $jetpack_blocks_style_attribute[ $group ][ $key ] ?? '';
	return is_string( $value ) ? trim( $value ) : '';
};
$jetpack_blocks_length          = '/^\d{1,4}(?:\.\d{1,3})?(?:px|em|rem|%|vw|vh|pt)$/';
foreach ( array( 'fontSize' => 'font-size', 'fontFamily' => 'font-family' ) as $jetpack_blocks_key => $jetpack_blocks_suffix ) {
	$jetpack_blocks_slug = $jetpack_blocks_slug_class( $jetpack_blocks_string( $jetpack_blocks_key ) );
	if ( '' !== $jetpack_blocks_slug ) {
		$jetpack_blocks_classes[] = 'has-' . $jetpack_blocks_slug . '-' . $jetpack_blocks_suffix;
	}
}

$jetpack_blocks_styles = array();
if ( '' !== $jetpack_blocks_text_value ) {
	$jetpack_blocks_styles[] = 'color:' . $jetpack_blocks_text_value;
}
if ( '' !== $jetpack_blocks_custom_gradient ) {
	$jetpack_blocks_styles[] = 'background:' . $jetpack_blocks_custom_gradient;
} elseif ( '' !== $jetpack_blocks_background_value ) {
	$jetpack_blocks_styles[] = 'background-color:' . $jetpack_blocks_background_value;
}
$jetpack_blocks_styles[] = 'border-radius:' . $jetpack_blocks_radius . 'px';
if ( preg_match( $jetpack_blocks_length, $jetpack_blocks_style_value( 'typography', 'fontSize' ) ) ) {
	$jetpack_blocks_styles[] = 'font-size:' . $jetpack_blocks_style_value( 'typography', 'fontSize' );
}
if ( in_array( $jetpack_blocks_style_value( 'typography', 'textTransform' ), array( 'none', 'uppercase', 'lowercase', 'capitalize' ), true ) ) {
	$jetpack_blocks_styles[] = 'text-transform:' . $jetpack_blocks_style_value( 'typography', 'textTransform' );
}
$jetpack_blocks_border_color = $jetpack_blocks_style_value( 'border', 'color' );
if ( preg_match( '/^var:preset\|color\|([a-z0-9-]+)$/', $jetpack_blocks_border_color, $jetpack_blocks_matches ) ) {
	$jetpack_blocks_styles[] = 'border-color:var(--wp--preset--color--' . $jetpack_blocks_matches[1] . ')';
} elseif ( '' !== $jetpack_blocks_css_color( $jetpack_blocks_border_color ) ) {
	$jetpack_blocks_styles[] = 'border-color:' . $jetpack_blocks_border_color;
}
if ( preg_match( $jetpack_blocks_length, $jetpack_blocks_style_value( 'border', 'width' ) ) ) {
	$jetpack_blocks_styles[] = 'border-width:' . $jetpack_blocks_style_value( 'border', 'width' );
}
if ( in_array( $jetpack_blocks_style_value( 'border', 'style' ), array( 'none', 'hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset' ), true ) ) {
	$jetpack_blocks_styles[] = 'border-style:' . $jetpack_blocks_style_value( 'border', 'style' );
}

// Rich text may carry inline formatting; nothing that could nest a control or run script.
$jetpack_blocks_inline_tags = array(
	'strong' => array(),
	'b'      => array(),
	'em'     => array(),
	'i'      => array(),
	's'      => array(),
	'sub'    => array(),
	'sup'    => array(),
	'code'   => array(),
	'kbd'    => array(),
	'br'     => array(),
	'mark'   => array( 'class' => true ),
	'span'   => array( 'class' => true ),
);
$jetpack_blocks_text = wp_kses( $jetpack_blocks_string( 'text' ), $jetpack_blocks_inline_tags );
if ( '' === trim( wp_strip_all_tags( $jetpack_blocks_text ) ) ) {
	// A control needs a name; the stored placeholder is what the editor showed in its place.
	$jetpack_blocks_text = esc_html( '' !== $jetpack_blocks_string( 'placeholder' ) ? $jetpack_blocks_string( 'placeholder' ) : __( 'Button', 'jetpack-blocks' ) );
}

$jetpack_blocks_unique_id = $jetpack_blocks_string( 'uniqueId' );
$jetpack_blocks_url       = 'a' === $jetpack_blocks_element ? esc_url( $jetpack_blocks_string( 'url' ) ) : '';

$jetpack_blocks_control_attributes = sprintf(
	' class="%1$s" style="%2$s"',
	esc_attr( implode( ' ', $jetpack_blocks_classes ) ),
	esc_attr( implode( ';', $jetpack_blocks_styles ) )
);
// An id is one token; anything else would make the page's markup invalid.
if ( '' !== $jetpack_blocks_unique_id && ! preg_match( '/\s/', $jetpack_blocks_unique_id ) ) {
	$jetpack_blocks_control_attributes .= sprintf( ' id="%s"', esc_attr( $jetpack_blocks_unique_id ) );
}

if ( 'input' === $jetpack_blocks_element ) {
	$jetpack_blocks_control = sprintf(
		'<input type="submit"%1$s value="%2$s">',
		$jetpack_blocks_control_attributes,
		esc_attr( wp_strip_all_tags( $jetpack_blocks_text, true ) )
	);
} elseif ( 'a' === $jetpack_blocks_element && '' !== $jetpack_blocks_url ) {
	$jetpack_blocks_control = sprintf( '<a%1$s href="%2$s">%3$s</a>', $jetpack_blocks_control_attributes, $jetpack_blocks_url, $jetpack_blocks_text );
} else {
	// The "button" element submits the form its parent block renders; an "a" without a URL has no form to submit.
	$jetpack_blocks_type    = 'button' === $jetpack_blocks_element ? 'submit' : 'button';
	$jetpack_blocks_control = sprintf( '<button type="%1$s"%2$s>%3$s</button>', $jetpack_blocks_type, $jetpack_blocks_control_attributes, $jetpack_blocks_text );
}

$jetpack_blocks_wrapper_classes = array( 'wp-block-jetpack-button', 'wp-block-button' );
// The alignments block.json allows (the editor adds the same class to stored markup).
if ( in_array( $jetpack_blocks_string( 'align' ), array( 'left', 'center', 'right' ), true ) ) {
	$jetpack_blocks_wrapper_classes[] = 'align' . $jetpack_blocks_string( 'align' );
}
if ( '' !== $jetpack_blocks_string( 'className' ) ) {
	$jetpack_blocks_wrapper_classes[] = $jetpack_blocks_string( 'className' );
}

printf(
	'<div class="%1$s"%2$s>%3$s</div>',
	esc_attr( implode( ' ', $jetpack_blocks_wrapper_classes ) ),
	'' !== $jetpack_blocks_width ? ' style="' . esc_attr( 'width:' . $jetpack_blocks_width ) . '"' : '',
	$jetpack_blocks_control // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
);
