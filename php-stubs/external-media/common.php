<?php
/**
 * What every external media source shares (spec 002 §3, §7, §8): the sources' addresses (each
 * overridable by one filter, so tests can point a source at a local server), remote JSON calls with
 * a timeout through `wp_safe_remote_*`, the errors the picker understands, and the copy of a remote
 * file into the media library — only from the hosts of the source that listed it.
 *
 * Errors (WP_Error JSON `{ code, message, data: { status } }`):
 * - `external_media_unreachable` (502): the service could not be reached; the message names it.
 * - `external_media_service_error` (502): it answered, but not with what it should have.
 * - `external_media_not_configured` (400): a key or client is missing; the message says where to add it.
 * - `authorization_required` (403): the user's account at the service is not connected.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** Seconds to wait for a list or lookup answer. */
const TIMEOUT = 10;

/** Seconds to wait for a file being copied. */
const DOWNLOAD_TIMEOUT = 60;

/** Largest JSON answer read. */
const MAX_BODY = 4194304;

/** Most items copied by one request (spec 002 §9: up to 10 selected). */
const MAX_COPY = 10;

/** Redirects followed when downloading a file, each checked against the source's hosts. */
const MAX_REDIRECTS = 3;

/**
 * A source's address, filterable (a proxy, or a test server).
 *
 * @param string $source  Source slug.
 * @param string $which   Which address of the source ('api', 'authorize', 'token', 'revoke').
 * @param string $default The real address.
 */
function service_url( string $source, string $which, string $default ): string {
	/**
	 * Filters an address an external media source calls.
	 *
	 * @param string $url    The real address.
	 * @param string $source Source slug (openverse, pexels, google_photos).
	 * @param string $which  'api', or for Google Photos also 'authorize', 'token', 'revoke'.
	 */
	$url = apply_filters( 'jetpack_blocks_external_media_service_url', $default, $source, $which );
	return untrailingslashit( is_string( $url ) ? $url : $default );
}

/**
 * `scheme://host[:port]` of an address, lower-case; '' when it has none.
 *
 * @param string $url Address.
 */
function origin_of( string $url ): string {
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || empty( $parts['scheme'] ) ) {
		return '';
	}
	$scheme = strtolower( $parts['scheme'] );
	$port   = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
	return $scheme . '://' . strtolower( $parts['host'] ) . ':' . $port;
}

/**
 * Whether a file address may be fetched for a source: https on one of its own hosts (a host
 * pattern may start with `*.` for its subdomains), or the origin of the source's API address
 * itself (which is what a test server stands in for).
 *
 * @param string   $url        Address to fetch.
 * @param string[] $hosts      The source's file hosts.
 * @param string   $api_origin The source's API origin (origin_of()).
 */
function url_allowed( string $url, array $hosts, string $api_origin ): bool {
	$origin = origin_of( $url );
	if ( '' === $origin ) {
		return false;
	}
	if ( '' !== $api_origin && $origin === $api_origin ) {
		return true;
	}
	$parts = wp_parse_url( $url );
	if ( 'https' !== strtolower( (string) ( $parts['scheme'] ?? '' ) ) || isset( $parts['user'] ) || ( isset( $parts['port'] ) && 443 !== (int) $parts['port'] ) ) {
		return false;
	}
	$host = strtolower( (string) ( $parts['host'] ?? '' ) );
	foreach ( $hosts as $allowed ) {
		if ( $host === $allowed ) {
			return true;
		}
		if ( str_starts_with( $allowed, '*.' ) && str_ends_with( $host, substr( $allowed, 1 ) ) ) {
			return true;
		}
	}
	return false;
}

/**
 * "… could not be reached from this site" (502).
 *
 * @param string $service The service's name.
 * @param string $detail  What went wrong (the transport's message), for the data.
 */
function unreachable( string $service, string $detail = '' ): \WP_Error {
	return new \WP_Error(
		'external_media_unreachable',
		sprintf(
			/* translators: %s: a service's name, e.g. Openverse. */
			__( '%s could not be reached from this site. Check the site’s internet connection and try again.', 'jetpack-blocks' ),
			$service
		),
		array(
			'status' => 502,
			'detail' => $detail,
		)
	);
}

/**
 * "… answered with an error" (502).
 *
 * @param string $service The service's name.
 * @param int    $status  The HTTP status it answered (0: not JSON).
 */
function service_error( string $service, int $status ): \WP_Error {
	return new \WP_Error(
		'external_media_service_error',
		0 === $status
			/* translators: %s: a service's name. */
			? sprintf( __( '%s sent an answer this site could not read. Try again later.', 'jetpack-blocks' ), $service )
			/* translators: 1: a service's name, 2: an HTTP status code. */
			: sprintf( __( '%1$s answered with an error (HTTP %2$d). Try again later.', 'jetpack-blocks' ), $service, $status ),
		array(
			'status'          => 502,
			'upstream_status' => $status,
		)
	);
}

/**
 * "Not connected" (403): the picker then shows its connect screen.
 *
 * @param string $service The service's name.
 */
function authorization_required( string $service ): \WP_Error {
	return new \WP_Error(
		'authorization_required',
		/* translators: %s: a service's name. */
		sprintf( __( 'Connect your %s account to browse it.', 'jetpack-blocks' ), $service ),
		array( 'status' => 403 )
	);
}

/**
 * "Not set up" (400).
 *
 * @param string $message What to set up where.
 */
function not_configured( string $message ): \WP_Error {
	return new \WP_Error( 'external_media_not_configured', $message, array( 'status' => 400 ) );
}

/**
 * Calls a service and decodes its JSON answer.
 *
 * @param string $service Name of the service, for messages.
 * @param string $method  GET or POST.
 * @param string $url     Address.
 * @param array  $args    `headers`, `body` (string or form array).
 * @return array{status: int, json: array}|\WP_Error The HTTP status and the decoded object (any
 *         status: callers decide what an error status means); a transport failure is
 *         `external_media_unreachable`, an answer that is not a JSON object `external_media_service_error`.
 */
function remote_json( string $service, string $method, string $url, array $args = array() ) {
	$args     = array_merge(
		array(
			'method'              => $method,
			'timeout'             => TIMEOUT,
			'redirection'         => 2,
			'limit_response_size' => MAX_BODY,
			'user-agent'          => 'jetpack-blocks; ' . home_url( '/' ),
		),
		$args
	);
	$response = wp_safe_remote_request( $url, $args );
	if ( is_wp_error( $response ) ) {
		return unreachable( $service, $response->get_error_message() );
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$json   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( ! is_array( $json ) ) {
		return service_error( $service, $status >= 400 ? $status : 0 );
	}
	return array(
		'status' => $status,
		'json'   => $json,
	);
}

/**
 * The `number` argument: a whole number within 1..$max, else $default.
 *
 * @param mixed $value   As sent.
 * @param int   $default Default.
 * @param int   $max     Upper bound.
 */
function page_size( $value, int $default, int $max ): int {
	if ( ! is_numeric( $value ) ) {
		return $default;
	}
	return max( 1, min( $max, (int) $value ) );
}

/**
 * Plain text of a remote string (no markup, collapsed spaces).
 *
 * @param mixed $value Remote value.
 */
function plain( $value ): string {
	if ( ! is_string( $value ) && ! is_numeric( $value ) ) {
		return '';
	}
	return trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( html_entity_decode( (string) $value, ENT_QUOTES, 'UTF-8' ) ) ) );
}

/**
 * An https (or API-origin) address from a remote answer, else ''.
 *
 * @param mixed  $value      Remote value.
 * @param string $api_origin The source's API origin.
 */
function remote_url( $value, string $api_origin = '' ): string {
	if ( ! is_string( $value ) || '' === $value ) {
		return '';
	}
	$origin = origin_of( $value );
	if ( str_starts_with( $origin, 'https://' ) || ( '' !== $api_origin && $origin === $api_origin ) ) {
		return esc_url_raw( $value );
	}
	return '';
}

/**
 * One item of a list answer (spec 002 §3 External media item).
 *
 * @param array $fields ID, guid, type, name, title, caption, alt, URL, thumbnails, children.
 */
function item( array $fields ): array {
	$url        = (string) ( $fields['URL'] ?? '' );
	$thumbnails = array_merge(
		array(
			'thumbnail' => $url,
			'medium'    => $url,
			'fmt_hd'    => $url,
			'large'     => $url,
		),
		array_filter( (array) ( $fields['thumbnails'] ?? array() ) )
	);
	$item       = array(
		'ID'         => (string) ( $fields['ID'] ?? '' ),
		'guid'       => (string) ( $fields['guid'] ?? ( $fields['ID'] ?? '' ) ),
		'type'       => (string) ( $fields['type'] ?? 'image' ),
		'name'       => (string) ( $fields['name'] ?? '' ),
		'title'      => (string) ( $fields['title'] ?? '' ),
		'caption'    => (string) ( $fields['caption'] ?? '' ),
		'alt'        => (string) ( $fields['alt'] ?? '' ),
		'URL'        => $url,
		'url'        => $url,
		'thumbnails' => $thumbnails,
	);
	if ( isset( $fields['children'] ) ) {
		$item['children'] = (int) $fields['children'];
	}
	return $item;
}

/**
 * A list answer.
 *
 * @param array       $media     Items.
 * @param string|null $next_page page_handle of the next page, null on the last one.
 * @param array|null  $account   `{ image, name }` of the connected account.
 */
function list_response( array $media, ?string $next_page, ?array $account = null ): \WP_REST_Response {
	$meta = array();
	if ( null !== $next_page && '' !== $next_page ) {
		$meta['next_page'] = $next_page;
	}
	if ( null !== $account ) {
		$meta['account'] = $account;
	}
	return new \WP_REST_Response(
		array(
			'media' => array_values( $media ),
			'meta'  => (object) $meta,
		),
		200
	);
}

/**
 * File extension for a content type the media library takes from a source.
 *
 * @param string $content_type Content-Type header.
 */
function extension_for( string $content_type ): string {
	$type = strtolower( trim( explode( ';', $content_type )[0] ) );
	$map  = array(
		'image/jpeg'      => 'jpg',
		'image/jpg'       => 'jpg',
		'image/png'       => 'png',
		'image/gif'       => 'gif',
		'image/webp'      => 'webp',
		'video/mp4'       => 'mp4',
		'video/quicktime' => 'mov',
	);
	return $map[ $type ] ?? '';
}

/**
 * Downloads a file from a source's own hosts to a temporary file. Redirects are followed one at a
 * time, each checked against the same hosts, so a source cannot send the site elsewhere.
 *
 * @param string   $service    Name of the service, for messages.
 * @param string   $url        Address.
 * @param string[] $hosts      The source's file hosts.
 * @param string   $api_origin The source's API origin.
 * @param array    $headers    Request headers (e.g. a bearer token).
 * @return array{file: string, type: string}|\WP_Error
 */
function download( string $service, string $url, array $hosts, string $api_origin, array $headers = array() ) {
	for ( $hop = 0; $hop <= MAX_REDIRECTS; $hop++ ) {
		if ( ! url_allowed( $url, $hosts, $api_origin ) ) {
			return new \WP_Error(
				'external_media_host_refused',
				/* translators: %s: a service's name. */
				sprintf( __( 'This item does not point to %s, so it was not copied.', 'jetpack-blocks' ), $service ),
				array( 'status' => 400 )
			);
		}
		if ( ! function_exists( 'wp_tempnam' ) ) {
			require_once ABSPATH . 'wp-admin/includes/file.php';
		}
		$file     = wp_tempnam( 'external-media' );
		$max      = wp_max_upload_size();
		$response = wp_safe_remote_get(
			$url,
			array(
				'timeout'             => DOWNLOAD_TIMEOUT,
				'redirection'         => 0,
				'stream'              => true,
				'filename'            => $file,
				'headers'             => $headers,
				// One byte more than allowed, to tell a file that fits from one that was cut.
				'limit_response_size' => $max + 1,
				'user-agent'          => 'jetpack-blocks; ' . home_url( '/' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			wp_delete_file( $file );
			return unreachable( $service, $response->get_error_message() );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status >= 300 && $status < 400 ) {
			wp_delete_file( $file );
			$location = (string) wp_remote_retrieve_header( $response, 'location' );
			$url      = \WP_Http::make_absolute_url( $location, $url );
			continue;
		}
		if ( 200 !== $status ) {
			wp_delete_file( $file );
			return service_error( $service, $status );
		}
		clearstatcache( true, $file );
		if ( (int) filesize( $file ) > $max ) {
			wp_delete_file( $file );
			return new \WP_Error(
				'external_media_too_large',
				/* translators: %s: the largest upload, e.g. 64 MB. */
				sprintf( __( 'This file is larger than this site accepts (%s).', 'jetpack-blocks' ), size_format( $max ) ),
				array( 'status' => 400 )
			);
		}
		$type = (string) wp_remote_retrieve_header( $response, 'content-type' );
		if ( '' === extension_for( $type ) ) {
			wp_delete_file( $file );
			return new \WP_Error(
				'external_media_unsupported_type',
				/* translators: %s: a service's name. */
				sprintf( __( '%s sent a file that is not an image or video the media library accepts.', 'jetpack-blocks' ), $service ),
				array( 'status' => 400 )
			);
		}
		return array(
			'file' => $file,
			'type' => $type,
		);
	}
	return service_error( $service, 310 );
}

/**
 * Adds a downloaded file to the media library, attached to a post (0: none).
 *
 * @param array{file: string, type: string} $download From download().
 * @param int                               $post_id  Post the file belongs to.
 * @param array{title: string, caption: string, alt: string, name: string} $meta What the library stores.
 * @return array{ID: int, alt: string, caption: string, URL: string}|\WP_Error
 */
function add_to_library( array $download, int $post_id, array $meta ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$base = sanitize_file_name( '' !== $meta['name'] ? $meta['name'] : $meta['title'] );
	$base = (string) preg_replace( '/\.[A-Za-z0-9]{2,5}$/', '', $base );
	$base = '' !== $base ? substr( $base, 0, 80 ) : 'external-media';
	$file = array(
		'name'     => $base . '.' . extension_for( $download['type'] ),
		'tmp_name' => $download['file'],
	);
	$id   = media_handle_sideload(
		$file,
		$post_id,
		null,
		array(
			'post_title'   => '' !== $meta['title'] ? $meta['title'] : $base,
			'post_excerpt' => $meta['caption'],
		)
	);
	if ( is_wp_error( $id ) ) {
		wp_delete_file( $download['file'] );
		return new \WP_Error( 'external_media_not_saved', $id->get_error_message(), array( 'status' => 400 ) );
	}
	if ( '' !== $meta['alt'] ) {
		update_post_meta( $id, '_wp_attachment_image_alt', $meta['alt'] );
	}
	return array(
		'ID'      => (int) $id,
		'alt'     => $meta['alt'],
		'caption' => $meta['caption'],
		'URL'     => (string) wp_get_attachment_url( $id ),
	);
}

/**
 * A failed item of a copy answer.
 *
 * @param string    $guid  The item.
 * @param \WP_Error $error Why.
 */
function copy_failure( string $guid, \WP_Error $error ): array {
	return array(
		'ID'      => 0,
		'guid'    => $guid,
		'alt'     => '',
		'caption' => '',
		'URL'     => '',
		'errors'  => array(
			array(
				'code'    => $error->get_error_code(),
				'message' => $error->get_error_message(),
			),
		),
	);
}

/**
 * The sources, by slug: each file of this folder registers its own.
 *
 * @param string|null $slug   Slug to register (null: just read).
 * @param array|null  $source `name` (callable: the service's name), `list` (callable: request →
 *                            response), `resolve` (callable: guid → what copying needs, or a
 *                            WP_Error), optional `copy` (callable: guid, post id, meta → copy
 *                            item, for sources whose items are already in the library),
 *                            optional `connection` and `disconnect` (callables: request → response).
 * @return array<string, array>
 */
function sources( ?string $slug = null, ?array $source = null ): array {
	static $sources = array();
	if ( null !== $slug && null !== $source ) {
		$sources[ $slug ] = $source;
	}
	return $sources;
}

/**
 * 400 for a source slug this site does not know.
 *
 * @param string $slug As sent.
 */
function unknown_source( string $slug ): \WP_Error {
	return new \WP_Error(
		'external_media_unknown_source',
		sprintf(
			/* translators: 1: what was asked for, 2: the list of known sources. */
			__( '“%1$s” is not a media source of this site. Sources: %2$s.', 'jetpack-blocks' ),
			$slug,
			implode( ', ', array_keys( sources() ) )
		),
		array( 'status' => 400 )
	);
}

/**
 * Permission callback: people who may upload files (401 signed out, 403 without the capability).
 *
 * @return true|\WP_Error
 */
function can_upload_files() {
	return \Jetpack_Blocks\Rest\require_capability( 'upload_files' );
}
