<?php
/**
 * Mailchimp's Marketing API (https://<dc>.api.mailchimp.com/3.0/), used only when the site owner
 * configured an API key and an audience. Requests go through wp_safe_remote_request (no private
 * addresses, WP_HTTP_BLOCK_EXTERNAL honoured) with a short timeout; replies are read within a
 * size bound. Failures are WP_Error with Mailchimp's own explanation when it gave one.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Newsletter;

defined( 'ABSPATH' ) || exit;

/** Seconds to wait for Mailchimp. */
const MAILCHIMP_TIMEOUT = 5;

/** Largest reply read, in bytes. */
const MAILCHIMP_MAX_BYTES = 1048576;

/**
 * The API's base URL for a key ("…-us21" → us21), or '' for a key of another shape.
 *
 * @param string $api_key Key.
 */
function mailchimp_base_url( string $api_key ): string {
	if ( ! preg_match( '/-([a-z]{2,5}[0-9]{1,3})$/', $api_key, $match ) ) {
		return '';
	}
	return 'https://' . $match[1] . '.api.mailchimp.com/3.0/';
}

/**
 * One API call.
 *
 * @param string     $method HTTP method.
 * @param string     $path   Path under /3.0/.
 * @param array|null $body   JSON body.
 * @return array|\WP_Error Decoded reply.
 */
function mailchimp_request( string $method, string $path, ?array $body = null ) {
	$settings = settings();
	$base     = mailchimp_base_url( $settings['api_key'] );
	if ( '' === $base ) {
		return new \WP_Error( 'mailchimp_bad_key', __( 'The Mailchimp API key does not look right: it should end with your data centre, like -us21.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	$args = array(
		'method'              => $method,
		'timeout'             => MAILCHIMP_TIMEOUT,
		'redirection'         => 0,
		'limit_response_size' => MAILCHIMP_MAX_BYTES,
		'headers'             => array(
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication.
			'Authorization' => 'Basic ' . base64_encode( 'jetpack-blocks:' . $settings['api_key'] ),
			'Accept'        => 'application/json',
		),
	);
	if ( null !== $body ) {
		$args['headers']['Content-Type'] = 'application/json';
		$args['body']                    = (string) wp_json_encode( $body );
	}
	$response = wp_safe_remote_request( $base . ltrim( $path, '/' ), $args );
	if ( is_wp_error( $response ) ) {
		return new \WP_Error(
			'mailchimp_unreachable',
			/* translators: %s: the reason the request failed. */
			sprintf( __( 'Mailchimp could not be reached: %s', 'jetpack-blocks' ), $response->get_error_message() ),
			array( 'status' => 502 )
		);
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$data   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( $status < 200 || $status >= 300 ) {
		$detail = is_array( $data ) && isset( $data['detail'] ) && is_string( $data['detail'] ) ? $data['detail'] : '';
		return new \WP_Error(
			'mailchimp_error',
			'' !== $detail
				/* translators: %s: Mailchimp's explanation. */
				? sprintf( __( 'Mailchimp refused the request: %s', 'jetpack-blocks' ), $detail )
				/* translators: %d: HTTP status. */
				: sprintf( __( 'Mailchimp answered with an error (HTTP %d).', 'jetpack-blocks' ), $status ),
			array(
				'status' => 502,
				'title'  => is_array( $data ) && isset( $data['title'] ) ? (string) $data['title'] : '',
			)
		);
	}
	return is_array( $data ) ? $data : array();
}

/** The configured audience's path. */
function mailchimp_list_path(): string {
	return 'lists/' . rawurlencode( settings()['audience_id'] );
}

/**
 * The audience: name and member count.
 *
 * @return array{name: string, subscribers: int}|\WP_Error
 */
function mailchimp_audience() {
	$list = mailchimp_request( 'GET', mailchimp_list_path() . '?fields=name,stats.member_count' );
	if ( is_wp_error( $list ) ) {
		return $list;
	}
	return array(
		'name'        => (string) ( $list['name'] ?? '' ),
		'subscribers' => (int) ( $list['stats']['member_count'] ?? 0 ),
	);
}

/**
 * The audience's interest categories with their interests.
 *
 * @return array|\WP_Error [ { id, title, interests: [ { id, name } ] } ]
 */
function mailchimp_groups() {
	$categories = mailchimp_request( 'GET', mailchimp_list_path() . '/interest-categories?count=60&fields=categories.id,categories.title' );
	if ( is_wp_error( $categories ) ) {
		return $categories;
	}
	$result = array();
	foreach ( $categories['categories'] ?? array() as $category ) {
		if ( ! is_array( $category ) || ! isset( $category['id'] ) ) {
			continue;
		}
		$interests = mailchimp_request( 'GET', mailchimp_list_path() . '/interest-categories/' . rawurlencode( (string) $category['id'] ) . '/interests?count=60&fields=interests.id,interests.name' );
		if ( is_wp_error( $interests ) ) {
			return $interests;
		}
		$result[] = array(
			'id'        => (string) $category['id'],
			'title'     => (string) ( $category['title'] ?? '' ),
			'interests' => array_values(
				array_map(
					static fn( $interest ) => array(
						'id'   => (string) ( $interest['id'] ?? '' ),
						'name' => (string) ( $interest['name'] ?? '' ),
					),
					array_filter( $interests['interests'] ?? array(), 'is_array' )
				)
			),
		);
	}
	return $result;
}

/**
 * Adds (or updates) a member: pending, so Mailchimp sends its confirmation e-mail.
 *
 * @param string $email     Checked address.
 * @param array  $interests Interest ids.
 * @param string $tag       Merge field tag ('' when none).
 * @param string $value     Merge field value.
 * @return true|\WP_Error
 */
function mailchimp_subscribe( string $email, array $interests, string $tag, string $value ) {
	$body = array(
		'email_address' => $email,
		'status_if_new' => 'pending',
	);
	if ( $interests ) {
		$body['interests'] = array_fill_keys( $interests, true );
	}
	if ( '' !== $tag ) {
		$body['merge_fields'] = array( $tag => $value );
	}
	$result = mailchimp_request( 'PUT', mailchimp_list_path() . '/members/' . md5( strtolower( $email ) ), $body );
	return is_wp_error( $result ) ? $result : true;
}
