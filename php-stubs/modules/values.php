<?php
/**
 * Checking submitted values: typed option values (module options and settings) and the required
 * boolean flags of the write routes.
 *
 * Required flags are checked in the route callbacks rather than with `required` in the route's
 * args, because WordPress checks required args before the permission callback: a logged-out
 * request would get 400 instead of 401.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Checks and sanitizes a value against its schema.
 *
 * @param array<string, mixed> $schema Option schema (type, default, minimum, maximum, maxLength, choices).
 * @param mixed                $value  Submitted value.
 * @param string               $name   Name of the value, for the message.
 * @return mixed|\WP_Error The clean value, or a 400 `invalid_option_value` naming it.
 */
function modules_check_value( array $schema, $value, string $name ) {
	$fail = static fn ( string $expected ): \WP_Error => Rest\bad_request(
		'invalid_option_value',
		/* translators: 1: option name, 2: what it must be. */
		sprintf( __( '%1$s must be %2$s.', 'jetpack-blocks' ), $name, $expected )
	);
	switch ( $schema['type'] ?? '' ) {
		case 'boolean':
			return rest_is_boolean( $value ) ? rest_sanitize_boolean( $value ) : $fail( __( 'a boolean', 'jetpack-blocks' ) );

		case 'integer':
			$minimum = isset( $schema['minimum'] ) ? (int) $schema['minimum'] : PHP_INT_MIN;
			$maximum = isset( $schema['maximum'] ) ? (int) $schema['maximum'] : PHP_INT_MAX;
			if ( ! is_bool( $value ) && rest_is_integer( $value ) && (int) $value >= $minimum && (int) $value <= $maximum ) {
				return (int) $value;
			}
			return $fail(
				isset( $schema['minimum'], $schema['maximum'] )
					/* translators: 1: smallest value, 2: largest value. */
					? sprintf( __( 'an integer from %1$d to %2$d', 'jetpack-blocks' ), $minimum, $maximum )
					: __( 'an integer', 'jetpack-blocks' )
			);

		case 'string':
			$max_length = isset( $schema['maxLength'] ) ? (int) $schema['maxLength'] : 1000;
			if ( ! is_string( $value ) || mb_strlen( $value ) > $max_length ) {
				/* translators: %d: most characters. */
				return $fail( sprintf( __( 'a string of at most %d characters', 'jetpack-blocks' ), $max_length ) );
			}
			return sanitize_text_field( $value );

		case 'enum':
			$choices = is_array( $schema['choices'] ?? null ) ? $schema['choices'] : array();
			if ( is_string( $value ) && in_array( $value, $choices, true ) ) {
				return $value;
			}
			/* translators: %s: allowed values, comma-separated. */
			return $fail( sprintf( __( 'one of: %s', 'jetpack-blocks' ), implode( ', ', $choices ) ) );

		case 'ip_list':
			if ( ! is_string( $value ) || strlen( $value ) > 10000 ) {
				return $fail( __( 'a list of IP addresses or CIDR ranges', 'jetpack-blocks' ) );
			}
			$entries = array_values( array_filter( array_map( 'trim', (array) preg_split( '/[\s,]+/', $value ) ), 'strlen' ) );
			foreach ( $entries as $entry ) {
				if ( ! modules_is_ip_or_range( $entry ) ) {
					return Rest\bad_request(
						'invalid_option_value',
						/* translators: 1: option name, 2: the rejected entry. */
						sprintf( __( '%1$s: "%2$s" is not an IP address or CIDR range.', 'jetpack-blocks' ), $name, $entry )
					);
				}
			}
			return implode( "\n", array_unique( $entries ) );
	}
	return $fail( __( 'a known type', 'jetpack-blocks' ) );
}

/**
 * Whether a string is an IPv4/IPv6 address or a CIDR range of one.
 *
 * @param string $entry Candidate.
 */
function modules_is_ip_or_range( string $entry ): bool {
	$parts = explode( '/', $entry );
	if ( count( $parts ) > 2 || false === filter_var( $parts[0], FILTER_VALIDATE_IP ) ) {
		return false;
	}
	if ( 1 === count( $parts ) ) {
		return true;
	}
	$bits = false !== filter_var( $parts[0], FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ? 32 : 128;
	return ctype_digit( $parts[1] ) && (int) $parts[1] <= $bits;
}

/**
 * A required boolean parameter of a request (its type is checked by the route's args when present).
 *
 * @param \WP_REST_Request $request Request.
 * @param string           $name    Parameter.
 * @return bool|\WP_Error The value, or a 400 `missing_<name>`.
 */
function required_boolean_param( \WP_REST_Request $request, string $name ) {
	$value = $request->get_param( $name );
	if ( null === $value ) {
		return Rest\bad_request(
			'missing_' . strtolower( (string) preg_replace( '/([a-z])([A-Z])/', '$1_$2', $name ) ),
			/* translators: %s: parameter name. */
			sprintf( __( '%s is required (true or false).', 'jetpack-blocks' ), $name )
		);
	}
	if ( ! rest_is_boolean( $value ) ) {
		return Rest\bad_request(
			'rest_invalid_param',
			/* translators: %s: parameter name. */
			sprintf( __( '%s must be a boolean.', 'jetpack-blocks' ), $name )
		);
	}
	return rest_sanitize_boolean( $value );
}
