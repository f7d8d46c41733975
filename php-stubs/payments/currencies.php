<?php
/**
 * The currency table and the membership minimums on the server, read from the same data files the
 * editor uses (src/shared/currencies/currencies.json and minimums.json), so a price the editor
 * accepts is a price the server accepts.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * One of the shared data files, decoded once per request.
 *
 * @param string $name File name inside src/shared/currencies.
 * @return array<string, mixed>
 */
function currency_data_file( string $name ): array {
	static $cache = array();
	if ( ! isset( $cache[ $name ] ) ) {
		$path           = JETPACK_BLOCKS_DIR . '/src/shared/currencies/' . $name;
		$json           = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$data           = is_string( $json ) ? json_decode( $json, true ) : null;
		$cache[ $name ] = is_array( $data ) ? $data : array();
	}
	return $cache[ $name ];
}

/**
 * Whether the table knows a currency code.
 *
 * @param mixed $code Candidate.
 */
function is_known_currency( $code ): bool {
	return is_string( $code ) && isset( currency_data_file( 'currencies.json' )[ $code ] );
}

/**
 * A currency's entry, or the fallback ($ , . 2) for an unknown code.
 *
 * @param string $code ISO 4217 code.
 * @return array{symbol: string, grouping: string, decimal: string, precision: int}
 */
function currency( string $code ): array {
	$entry = currency_data_file( 'currencies.json' )[ $code ] ?? null;
	if ( ! is_array( $entry ) ) {
		return array(
			'symbol'    => '$',
			'grouping'  => ',',
			'decimal'   => '.',
			'precision' => 2,
		);
	}
	return array(
		'symbol'    => (string) $entry['symbol'],
		'grouping'  => (string) $entry['grouping'],
		'decimal'   => (string) $entry['decimal'],
		'precision' => (int) $entry['precision'],
	);
}

/**
 * The currencies payment plans can be priced in: those with a membership minimum.
 *
 * @return string[]
 */
function plan_currencies(): array {
	return array_keys( currency_data_file( 'minimums.json' ) );
}

/**
 * The smallest price of a plan in a currency (its smallest unit when it has no minimum).
 *
 * @param string $code ISO 4217 code.
 */
function minimum_amount( string $code ): float {
	$minimums = currency_data_file( 'minimums.json' );
	if ( isset( $minimums[ $code ] ) ) {
		return (float) $minimums[ $code ];
	}
	return pow( 10, -currency( $code )['precision'] );
}

/**
 * An amount as people read it in that currency, e.g. "$1,234.50" or "€1.234,50" (as the editor's
 * formatCurrency does).
 *
 * @param float  $amount Amount.
 * @param string $code   ISO 4217 code.
 */
function format_amount( float $amount, string $code ): string {
	$entry     = currency( $code );
	$number    = number_format( abs( $amount ), $entry['precision'], $entry['decimal'], $entry['grouping'] );
	$separator = preg_match( '/[\p{L}.]$/u', $entry['symbol'] ) ? "\u{00a0}" : '';
	return ( $amount < 0 ? '-' : '' ) . $entry['symbol'] . $separator . $number;
}

/**
 * A price as a number, when it is one the currency can hold: numeric, not negative, and with no
 * more decimals than the currency's precision. Null otherwise.
 *
 * @param mixed  $price Candidate (number or numeric string with a period as decimal point).
 * @param string $code  ISO 4217 code.
 */
function valid_price( $price, string $code ): ?float {
	if ( is_int( $price ) || is_float( $price ) ) {
		$price = (string) $price;
	}
	if ( ! is_string( $price ) || ! preg_match( '/^\d+(\.(\d+))?$/', trim( $price ), $match ) ) {
		return null;
	}
	$decimals = isset( $match[2] ) ? strlen( rtrim( $match[2], '0' ) ) : 0;
	if ( $decimals > currency( $code )['precision'] ) {
		return null;
	}
	return (float) trim( $price );
}
