<?php
/**
 * Visitor markup of jetpack/rating-star, rendered from the attributes.
 *
 * The stored figure (save.tsx) is the fallback when this plugin is inactive. Here visitors get the
 * schema.org Rating markup (microdata that the Nu HTML checker accepts): the values as <meta>
 * properties, a plain-text row for contexts without CSS, one SVG star per position (whole and half,
 * coloured by the rating; hidden until the stylesheet shows them), and a screen-reader sentence.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (unused).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_max    = max( 2, min( 10, (int) ( $attributes['maxRating'] ?? 5 ) ) );
$jetpack_blocks_rating = max( 0, min( $jetpack_blocks_max, round( (float) ( $attributes['rating'] ?? 1 ) * 2 ) / 2 ) );
/*
 * The colour goes into SVG fill and stroke: only colour values (the rules of color.ts — hex, rgb()/
 * rgba()/hsl()/hsla() with numbers, named colours, a colour preset variable); anything else gets the
 * default colour.
 */
$jetpack_blocks_checked_color = static function ( $value ): ?string {
	$named = array(
		'aliceblue', 'antiquewhite', 'aqua', 'aquamarine', 'azure', 'beige', 'bisque', 'black',
		'blanchedalmond', 'blue', 'blueviolet', 'brown', 'burlywood', 'cadetblue', 'chartreuse',
		'chocolate', 'coral', 'cornflowerblue', 'cornsilk', 'crimson', 'cyan', 'darkblue', 'darkcyan',
		'darkgoldenrod', 'darkgray', 'darkgreen', 'darkgrey', 'darkkhaki', 'darkmagenta',
		'darkolivegreen', 'darkorange', 'darkorchid', 'darkred', 'darksalmon', 'darkseagreen',
		'darkslateblue', 'darkslategray', 'darkslategrey', 'darkturquoise', 'darkviolet', 'deeppink',
		'deepskyblue', 'dimgray', 'dimgrey', 'dodgerblue', 'firebrick', 'floralwhite', 'forestgreen',
		'fuchsia', 'gainsboro', 'ghostwhite', 'gold', 'goldenrod', 'gray', 'green', 'greenyellow',
		'grey', 'honeydew', 'hotpink', 'indianred', 'indigo', 'ivory', 'khaki', 'lavender',
		'lavenderblush', 'lawngreen', 'lemonchiffon', 'lightblue', 'lightcoral', 'lightcyan',
		'lightgoldenrodyellow', 'lightgray', 'lightgreen', 'lightgrey', 'lightpink', 'lightsalmon',
		'lightseagreen', 'lightskyblue', 'lightslategray', 'lightslategrey', 'lightsteelblue',
		'lightyellow', 'lime', 'limegreen', 'linen', 'magenta', 'maroon', 'mediumaquamarine',
		'mediumblue', 'mediumorchid', 'mediumpurple', 'mediumseagreen', 'mediumslateblue',
		'mediumspringgreen', 'mediumturquoise', 'mediumvioletred', 'midnightblue', 'mintcream',
		'mistyrose', 'moccasin', 'navajowhite', 'navy', 'oldlace', 'olive', 'olivedrab', 'orange',
		'orangered', 'orchid', 'palegoldenrod', 'palegreen', 'paleturquoise', 'palevioletred',
		'papayawhip', 'peachpuff', 'peru', 'pink', 'plum', 'powderblue', 'purple', 'rebeccapurple',
		'red', 'rosybrown', 'royalblue', 'saddlebrown', 'salmon', 'sandybrown', 'seagreen',
		'seashell', 'sienna', 'silver', 'skyblue', 'slateblue', 'slategray', 'slategrey', 'snow',
		'springgreen', 'steelblue', 'tan', 'teal', 'thistle', 'tomato', 'turquoise', 'violet',
		'wheat', 'white', 'whitesmoke', 'yellow', 'yellowgreen', 'transparent', 'currentcolor'
	);
	if ( ! is_string( $value ) || strlen( $value ) > 100 ) {
		return null;
	}
	$number    = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:e[+-]?\\d+)?(?:%|deg|grad|rad|turn)?';
	$space     = '[\\t\\n\\f\\r ]';
	$separator = '(?:' . $space . '*,' . $space . '*|' . $space . '+)';
	$alpha     = '(?:' . $space . '*[,\\/]' . $space . '*)';
	$patterns  = array(
		'/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/iD',
		'/^(?:rgba?|hsla?)\\(' . $space . '*' . $number . $separator . $number . $separator . $number . '(?:' . $alpha . $number . ')?' . $space . '*\\)$/iD',
		'/^var\\(--wp--preset--color--[a-z0-9]+(?:-[a-z0-9]+)*\\)$/D',
	);
	foreach ( $patterns as $pattern ) {
		if ( preg_match( $pattern, $value ) ) {
			return $value;
		}
	}
	return in_array( strtolower( $value ), $named, true ) ? $value : null;
};

$jetpack_blocks_color  = $jetpack_blocks_checked_color( $attributes['color'] ?? null ) ?? 'currentColor';
$jetpack_blocks_align  = in_array( $attributes['align'] ?? 'left', array( 'left', 'center', 'right' ), true ) ? $attributes['align'] : 'left';

$jetpack_blocks_star_svg = static function ( string $fill_class, string $color ): string {
	return sprintf(
		'<span><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><path class="%1$s" fill="%2$s" stroke="%2$s" d="M12,17.3l6.2,3.7l-1.6-7L22,9.2l-7.2-0.6L12,2L9.2,8.6L2,9.2L7.5,14l-1.6,7L12,17.3z" /></svg></span>',
		esc_attr( $fill_class ),
		esc_attr( $color )
	);
};

$jetpack_blocks_symbols = '';
for ( $jetpack_blocks_position = 1; $jetpack_blocks_position <= $jetpack_blocks_max; $jetpack_blocks_position++ ) {
	$jetpack_blocks_symbols .= sprintf(
		'<span class="jetpack-rating-star__symbol" style="display: none;">%1$s%2$s</span>',
		$jetpack_blocks_star_svg( $jetpack_blocks_rating >= $jetpack_blocks_position - 0.5 ? '' : 'is-rating-unfilled', $jetpack_blocks_color ),
		$jetpack_blocks_star_svg( $jetpack_blocks_rating >= $jetpack_blocks_position ? '' : 'is-rating-unfilled', $jetpack_blocks_color )
	);
}

$jetpack_blocks_wrapper = get_block_wrapper_attributes( array( 'style' => 'text-align:' . $jetpack_blocks_align ) );

/*
 * The block is a schema.org Rating item of its own; its values are <meta> properties (the visible
 * stars and sentence are not machine-readable numbers). It carries no `itemprop` itself: nothing
 * around it on the page is known to be an item it could belong to.
 */
printf(
	'<div %1$s itemscope itemtype="https://schema.org/Rating"><meta itemprop="worstRating" content="0.5"><meta itemprop="bestRating" content="%2$s"><meta itemprop="ratingValue" content="%3$s"><p>%4$s</p>%5$s<span class="screen-reader-text">%6$s</span></div>',
	$jetpack_blocks_wrapper, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	esc_attr( (string) $jetpack_blocks_max ),
	esc_attr( (string) $jetpack_blocks_rating ),
	str_repeat( '<span aria-hidden="true">⭐</span>', (int) ceil( $jetpack_blocks_rating ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant markup.
	$jetpack_blocks_symbols, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
	esc_html(
		sprintf(
			/* translators: 1: awarded rating, 2: highest possible rating. */
			__( 'Rating: %1$s out of %2$s.', 'jetpack-blocks' ),
			$jetpack_blocks_rating,
			$jetpack_blocks_max
		)
	)
);
