<?php
/**
 * Visitor markup of jetpack/opentable, rendered from the attributes.
 *
 * The block stores no markup. Visitors get:
 * - with "iframe" on (the default): the reservation canvas in an iframe sized for the style — it is a
 *   page of OpenTable's own and needs no script on this page;
 * - with "iframe" off: OpenTable's loader script, printed inside the block because the widget appears
 *   where its script tag is (so it is on pages with the block only);
 * - always: a plain link to each restaurant's reservation page, so a visitor can book when the
 *   widget cannot load (blocked third-party content, no script, a network error).
 * Restaurant ids are digits, the country and language come from fixed lists, so every address is
 * built here from checked parts; all output is escaped. The widget (script or frame) is always
 * OpenTable's main site, www.opentable.com, with the country as its `domain` parameter.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (unused).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_rids = array();
foreach ( (array) ( $attributes['rid'] ?? array() ) as $jetpack_blocks_rid ) {
	if ( ( is_string( $jetpack_blocks_rid ) || is_int( $jetpack_blocks_rid ) ) && preg_match( '/^[0-9]{1,10}$/', (string) $jetpack_blocks_rid ) ) {
		$jetpack_blocks_rids[] = (string) $jetpack_blocks_rid;
	}
}
$jetpack_blocks_rids = array_values( array_unique( $jetpack_blocks_rids ) );
if ( ! $jetpack_blocks_rids ) {
	return;
}

$jetpack_blocks_sizes = array(
	'standard' => array( 224, 301 ),
	'tall'     => array( 288, 490 ),
	'wide'     => array( 840, 150 ),
	'button'   => array( 210, 113 ),
);
$jetpack_blocks_style = isset( $attributes['style'] ) && is_string( $attributes['style'] ) && isset( $jetpack_blocks_sizes[ $attributes['style'] ] ) ? $attributes['style'] : 'standard';
if ( 'button' === $jetpack_blocks_style && count( $jetpack_blocks_rids ) > 1 ) {
	$jetpack_blocks_style = 'standard'; // The button is for a single restaurant.
}

// OpenTable's countries: the code its widget builder writes in `domain`, and the country site of
// the reservation pages (embed.ts keeps the same list). Other spellings content holds (a site's host,
// a short name) map to a code; anything else is the main site's country.
$jetpack_blocks_countries = array(
	'com'   => 'com',
	'ca'    => 'ca',
	'couk'  => 'co.uk',
	'de'    => 'de',
	'ie'    => 'ie',
	'jp'    => 'jp',
	'commx' => 'com.mx',
	'nl'    => 'nl',
	'es'    => 'es',
	'it'    => 'it',
	'comau' => 'com.au',
	'ae'    => 'ae',
	'hk'    => 'hk',
	'sg'    => 'sg',
);
$jetpack_blocks_aliases   = array(
	'co.uk'  => 'couk',
	'com.mx' => 'commx',
	'com.au' => 'comau',
	'au'     => 'comau',
);
$jetpack_blocks_domain    = isset( $attributes['domain'] ) && is_string( $attributes['domain'] ) ? strtolower( trim( $attributes['domain'] ) ) : '';
if ( isset( $jetpack_blocks_aliases[ $jetpack_blocks_domain ] ) ) {
	$jetpack_blocks_domain = $jetpack_blocks_aliases[ $jetpack_blocks_domain ];
}
if ( ! isset( $jetpack_blocks_countries[ $jetpack_blocks_domain ] ) ) {
	$jetpack_blocks_domain = 'com';
}
$jetpack_blocks_langs  = array( 'en-US', 'fr-CA', 'de-DE', 'es-MX', 'ja-JP', 'nl-NL', 'it-IT' );
$jetpack_blocks_lang   = isset( $attributes['lang'] ) && in_array( $attributes['lang'], $jetpack_blocks_langs, true ) ? $attributes['lang'] : 'en-US';
$jetpack_blocks_newtab = ! empty( $attributes['newtab'] );
// The script and the frame always come from OpenTable's main site: a stored domain must never pick
// the host of a script that runs on this site's pages. Only the plain links go to the country site.
$jetpack_blocks_widget_origin = 'https://www.opentable.com';
$jetpack_blocks_origin        = 'https://www.opentable.' . $jetpack_blocks_countries[ $jetpack_blocks_domain ];

if ( count( $jetpack_blocks_rids ) > 1 ) {
	$jetpack_blocks_type = 'multi';
} else {
	$jetpack_blocks_type = 'button' === $jetpack_blocks_style ? 'button' : 'standard';
}

// Repeated rid parameters, one per restaurant; everything in the query is digits or from the lists above.
$jetpack_blocks_query = implode(
	'&',
	array_merge(
		array_map(
			static function ( $rid ) {
				return 'rid=' . $rid;
			},
			$jetpack_blocks_rids
		),
		array(
			'type=' . $jetpack_blocks_type,
			'theme=' . $jetpack_blocks_style,
			'iframe=' . ( empty( $attributes['iframe'] ) ? 'false' : 'true' ),
			'overlay=false',
			'domain=' . $jetpack_blocks_domain,
			'lang=' . $jetpack_blocks_lang,
			'newtab=' . ( $jetpack_blocks_newtab ? 'true' : 'false' ),
			'ot_source=' . rawurlencode( 'Restaurant website' ),
		)
	)
);

list( $jetpack_blocks_width, $jetpack_blocks_height ) = $jetpack_blocks_sizes[ $jetpack_blocks_style ];

$jetpack_blocks_widget = '';
if ( ! isset( $attributes['iframe'] ) || $attributes['iframe'] ) {
	$jetpack_blocks_widget = sprintf(
		'<iframe class="wp-block-jetpack-opentable__widget" src="%1$s" title="%2$s" width="%3$d" height="%4$d" loading="lazy"></iframe>',
		esc_url( $jetpack_blocks_widget_origin . '/widget/reservation/canvas?' . $jetpack_blocks_query ),
		esc_attr__( 'OpenTable reservation', 'jetpack-blocks' ),
		$jetpack_blocks_width,
		$jetpack_blocks_height
	);
} else {
	$jetpack_blocks_widget = wp_get_script_tag(
		array(
			'src' => esc_url( $jetpack_blocks_widget_origin . '/widget/reservation/loader?' . $jetpack_blocks_query ),
		)
	);
}

$jetpack_blocks_link_target = $jetpack_blocks_newtab ? ' target="_blank" rel="noopener noreferrer"' : '';
$jetpack_blocks_links       = array();
foreach ( $jetpack_blocks_rids as $jetpack_blocks_rid ) {
	$jetpack_blocks_label   = count( $jetpack_blocks_rids ) > 1
		/* translators: %s: an OpenTable restaurant ID. */
		? sprintf( __( 'Reserve a table at restaurant %s on OpenTable', 'jetpack-blocks' ), $jetpack_blocks_rid )
		: __( 'Reserve a table on OpenTable', 'jetpack-blocks' );
	$jetpack_blocks_links[] = sprintf(
		'<a class="wp-block-jetpack-opentable__link" href="%1$s"%2$s>%3$s</a>',
		esc_url( $jetpack_blocks_origin . '/restref/client/?rid=' . $jetpack_blocks_rid . '&lang=' . $jetpack_blocks_lang ),
		$jetpack_blocks_link_target,
		esc_html( $jetpack_blocks_label )
	);
}

$jetpack_blocks_classes = array( 'is-style-' . $jetpack_blocks_style );
if ( count( $jetpack_blocks_rids ) > 1 ) {
	$jetpack_blocks_classes[] = 'is-multi';
}
if ( ! empty( $attributes['negativeMargin'] ) ) {
	$jetpack_blocks_classes[] = 'has-no-margin';
}

printf(
	'<div %1$s>%2$s<p class="wp-block-jetpack-opentable__links">%3$s</p></div>',
	get_block_wrapper_attributes( array( 'class' => implode( ' ', $jetpack_blocks_classes ) ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	$jetpack_blocks_widget, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above (wp_get_script_tag escapes its attributes).
	implode( ' ', $jetpack_blocks_links ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
);
