<?php
/**
 * What each contact-form field accepts. Mirrors src/blocks/contact-form/fields.ts; the unit test
 * src/blocks/contact-form/test/validation.test.ts runs both on the same cases.
 *
 * Only plain PHP and __() here, so that test can load this file with PHP's command line.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

const FIELD_TYPES = array( 'name', 'email', 'url', 'text', 'textarea', 'checkbox', 'radio', 'select', 'consent', 'date', 'telephone', 'checkbox-multiple' );

/** Longest values kept, in characters. */
const MAX_PHONE_LENGTH    = 50;
const MAX_LINE_LENGTH     = 1000;
const MAX_TEXTAREA_LENGTH = 10000;
const MAX_URL_LENGTH      = 2000;

/** E-mail limits of spec 000 §5 (RFC 5321): in all, before the @, and per domain label. */
const EMAIL_MAX_LENGTH       = 254;
const EMAIL_MAX_LOCAL_PART   = 64;
const EMAIL_MAX_DOMAIN_LABEL = 63;

/**
 * Why an e-mail address is refused, or null when it is accepted.
 *
 * @param string $address The address as typed, trimmed.
 * @return string|null 'too-long', 'local-part-too-long', 'label-too-long' or 'invalid'.
 */
function email_problem( string $address ): ?string {
	// Printable ASCII only (no spaces): lengths then count the same in every language.
	if ( ! preg_match( '/^[\x21-\x7e]*$/D', $address ) ) {
		return 'invalid';
	}
	if ( strlen( $address ) > EMAIL_MAX_LENGTH ) {
		return 'too-long';
	}
	$at = strrpos( $address, '@' );
	if ( false === $at || $at < 1 || strlen( $address ) - 1 === $at ) {
		return 'invalid';
	}
	$local  = substr( $address, 0, $at );
	$domain = substr( $address, $at + 1 );
	if ( strlen( $local ) > EMAIL_MAX_LOCAL_PART ) {
		return 'local-part-too-long';
	}
	if ( ! preg_match( '/^[A-Za-z0-9.!#$%&\'*+\/=?^_`{|}~-]+$/D', $local ) ) {
		return 'invalid';
	}
	if ( '.' === $local[0] || '.' === substr( $local, -1 ) || str_contains( $local, '..' ) ) {
		return 'invalid';
	}
	$labels = explode( '.', $domain );
	if ( count( $labels ) < 2 ) {
		return 'invalid';
	}
	foreach ( $labels as $label ) {
		if ( strlen( $label ) > EMAIL_MAX_DOMAIN_LABEL ) {
			return 'label-too-long';
		}
		if ( ! preg_match( '/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/D', $label ) ) {
			return 'invalid';
		}
	}
	return null;
}

/**
 * Whether a URL field's value is an address a visitor can give: http or https, with a host.
 *
 * @param string $value The value as typed, trimmed.
 */
function is_valid_url( string $value ): bool {
	if ( strlen( $value ) > MAX_URL_LENGTH || preg_match( '/\s/', $value ) ) {
		return false;
	}
	if ( ! preg_match( '#^https?://#i', $value ) || false === filter_var( $value, FILTER_VALIDATE_URL ) ) {
		return false;
	}
	$host = wp_parse_url_host( $value );
	return '' !== $host;
}

/**
 * The host of a URL ('' when there is none), without depending on WordPress being loaded.
 *
 * @param string $value URL.
 */
function wp_parse_url_host( string $value ): string {
	$parts = parse_url( $value ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- must run without WordPress for the unit test.
	return is_array( $parts ) && isset( $parts['host'] ) && is_string( $parts['host'] ) ? $parts['host'] : '';
}

/**
 * Options as stored: trimmed strings, without empty or repeated entries.
 *
 * @param mixed $options The attribute value.
 * @return string[]
 */
function clean_options( $options ): array {
	if ( ! is_array( $options ) ) {
		return array();
	}
	$clean = array();
	foreach ( $options as $option ) {
		if ( is_string( $option ) && '' !== trim( $option ) && ! in_array( trim( $option ), $clean, true ) ) {
			$clean[] = trim( $option );
		}
	}
	return $clean;
}

/**
 * The message for an e-mail problem.
 *
 * @param string $problem One of email_problem()'s answers.
 */
function email_problem_message( string $problem ): string {
	switch ( $problem ) {
		case 'too-long':
			/* translators: %d: the maximum length of an e-mail address. */
			return sprintf( __( 'This email address is too long: at most %d characters.', 'jetpack-blocks' ), EMAIL_MAX_LENGTH );
		case 'local-part-too-long':
			/* translators: %d: the maximum length of the part before the @. */
			return sprintf( __( 'The part of this email address before the @ is too long: at most %d characters.', 'jetpack-blocks' ), EMAIL_MAX_LOCAL_PART );
		case 'label-too-long':
			/* translators: %d: the maximum length of a domain label. */
			return sprintf( __( 'A part of this email address after the @ is too long: at most %d characters between dots.', 'jetpack-blocks' ), EMAIL_MAX_DOMAIN_LABEL );
		default:
			return __( 'Please enter a valid email address, like name@example.com.', 'jetpack-blocks' );
	}
}

/**
 * Checks one field's submitted value.
 *
 * Checkboxes answer '1' when checked and '' when not; an explicit consent likewise (a consent with
 * no type is implicit, as the reference stores it). A multiple choice answers a list of options.
 * Fields that show no control (a choice field without options, an implicit consent) take no value.
 *
 * @param string $type       Field type (FIELD_TYPES).
 * @param array  $attributes Field block attributes.
 * @param mixed  $raw        Submitted value (null when absent).
 * @return array{value: string, error: ?string} The value to keep (trimmed) and the error, if any.
 */
function validate_field( string $type, array $attributes, $raw ): array {
	$value    = is_string( $raw ) ? trim( str_replace( "\r\n", "\n", $raw ) ) : '';
	$required = ! empty( $attributes['required'] ) && 'consent' !== $type;

	if ( 'checkbox-multiple' === $type ) {
		$options = clean_options( $attributes['options'] ?? array() );
		$chosen  = array();
		foreach ( is_array( $raw ) ? $raw : array() as $item ) {
			if ( is_string( $item ) && '' !== trim( $item ) && ! in_array( trim( $item ), $chosen, true ) ) {
				$chosen[] = trim( $item );
			}
		}
		if ( array() === $options ) {
			return array(
				'value' => '',
				'error' => null,
			);
		}
		if ( array() === $chosen ) {
			return array(
				'value' => '',
				'error' => $required ? __( 'Please choose at least one option.', 'jetpack-blocks' ) : null,
			);
		}
		return array(
			'value' => implode( ', ', $chosen ),
			'error' => array() === array_diff( $chosen, $options ) ? null : __( 'Please choose one of the options listed.', 'jetpack-blocks' ),
		);
	}

	if ( 'checkbox' === $type || 'consent' === $type ) {
		if ( 'consent' === $type && 'implicit' === ( $attributes['consentType'] ?? 'implicit' ) ) {
			return array(
				'value' => '1',
				'error' => null,
			);
		}
		$checked = '1' === $value;
		return array(
			'value' => $checked ? '1' : '',
			'error' => $required && ! $checked ? __( 'Please check this box to continue.', 'jetpack-blocks' ) : null,
		);
	}

	if ( 'radio' === $type || 'select' === $type ) {
		$options = clean_options( $attributes['options'] ?? array() );
		if ( array() === $options ) {
			return array(
				'value' => '',
				'error' => null,
			);
		}
		if ( '' === $value ) {
			return array(
				'value' => '',
				'error' => $required ? __( 'Please choose an option.', 'jetpack-blocks' ) : null,
			);
		}
		return array(
			'value' => $value,
			'error' => in_array( $value, $options, true ) ? null : __( 'Please choose one of the options listed.', 'jetpack-blocks' ),
		);
	}

	if ( '' === $value ) {
		return array(
			'value' => '',
			'error' => $required ? __( 'Please fill in this field.', 'jetpack-blocks' ) : null,
		);
	}

	if ( 'email' === $type ) {
		$problem = email_problem( $value );
		return array(
			'value' => $value,
			'error' => null === $problem ? null : email_problem_message( $problem ),
		);
	}
	if ( 'url' === $type ) {
		return array(
			'value' => $value,
			'error' => is_valid_url( $value ) ? null : __( 'Please enter a web address starting with http:// or https://.', 'jetpack-blocks' ),
		);
	}

	if ( 'date' === $type ) {
		$parts = preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/D', $value, $m ) ? array_map( 'intval', array_slice( $m, 1 ) ) : null;
		return array(
			'value' => $value,
			'error' => null !== $parts && checkdate( $parts[1], $parts[2], $parts[0] ) ? null : __( 'Please enter a date, like 2024-12-31.', 'jetpack-blocks' ),
		);
	}
	if ( 'telephone' === $type ) {
		// Digits with the usual separators, an optional extension: "+1 (555) 010-1234 ext. 2".
		$valid = strlen( $value ) <= MAX_PHONE_LENGTH && preg_match( '/^\+?[0-9().\/\s-]*[0-9][0-9().\/\s-]*(?:\s*(?:ext\.?|x|#)\s*[0-9]+)?$/iD', $value );
		return array(
			'value' => $value,
			'error' => $valid ? null : __( 'Please enter a phone number.', 'jetpack-blocks' ),
		);
	}

	$max = 'textarea' === $type ? MAX_TEXTAREA_LENGTH : MAX_LINE_LENGTH;
	if ( ( function_exists( 'mb_strlen' ) ? mb_strlen( $value ) : strlen( $value ) ) > $max ) {
		return array(
			'value' => $value,
			/* translators: %d: the maximum number of characters. */
			'error' => sprintf( __( 'This answer is too long: at most %d characters.', 'jetpack-blocks' ), $max ),
		);
	}
	if ( 'textarea' !== $type && str_contains( $value, "\n" ) ) {
		$value = preg_replace( '/\s*\n\s*/', ' ', $value ) ?? $value;
	}
	return array(
		'value' => $value,
		'error' => null,
	);
}
