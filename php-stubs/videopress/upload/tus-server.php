<?php
/**
 * The tus 1.0.0 endpoint of the resumable video upload (core protocol plus the creation, termination
 * and expiration extensions), at the address the reference client uses,
 * `<rest url>/rest/v1.1/video-uploads/<blog id>` (collection: create, OPTIONS) and
 * `…/<blog id>/<upload key>` (HEAD, PATCH, DELETE, OPTIONS).
 *
 * Why it is taken on `parse_request` (priority 0, before the REST server) rather than registered as
 * a REST route: the REST server reads the whole body into memory, answers HEAD as GET with a JSON
 * body, and wraps errors in its own envelope, while a tus PATCH must stream the raw body to disk as
 * it arrives (keeping what arrived when the connection drops) and answer with exact status codes and
 * headers. Living under the REST URL keeps one address that works with pretty and plain permalinks.
 *
 * Every request but OPTIONS (protocol discovery; it reveals only the size limit) carries an upload
 * token (`x-videopress-upload-token`, from the admin-ajax action `videopress-get-upload-jwt` or
 * the creation response's key token). Methods other than GET/POST may be tunnelled through POST
 * (and HEAD/OPTIONS through GET) with `X-HTTP-Method-Override`, as the tus protocol allows and the
 * reference client does.
 *
 * The limits an ordinary upload gets from wp_handle_upload() (the site's upload limit, multisite
 * quota, `wp_handle_upload_prefilter`), and those only a long-lived upload needs (per-user caps on
 * unfinished uploads, free space per PATCH, a time bound per PATCH), are applied as upload/limits.php
 * describes.
 *
 * Response headers the client reads: on creation `Location`, `x-videopress-upload-key`,
 * `x-videopress-upload-key-token`; on the PATCH that completes the upload (and on HEAD of a completed
 * upload, for a client whose final response was lost) `x-videopress-upload-guid`,
 * `x-videopress-upload-media-id`, `x-videopress-upload-src-url`.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress\Upload;

use function Jetpack_Blocks\VideoPress\guid_for_attachment;

defined( 'ABSPATH' ) || exit;

const TUS_VERSION    = '1.0.0';
const TUS_EXTENSIONS = 'creation,termination,expiration';
const ROUTE_PREFIX   = 'rest/v1.1/video-uploads';

/** Largest upload accepted, in bytes (filter `jetpack_blocks_video_upload_max_size`). */
function max_size(): int {
	return (int) apply_filters( 'jetpack_blocks_video_upload_max_size', 5 * GB_IN_BYTES );
}

/** The creation URL for this site. */
function collection_url(): string {
	return rest_url( ROUTE_PREFIX . '/' . get_current_blog_id() );
}

function upload_url( string $key ): string {
	return rest_url( ROUTE_PREFIX . '/' . get_current_blog_id() . '/' . $key );
}

/** The request's method after `X-HTTP-Method-Override`. */
function request_method(): string {
	$real     = strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) );
	$override = strtoupper( sanitize_key( wp_unslash( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] ?? '' ) ) );
	if ( '' === $override ) {
		return $real;
	}
	if ( 'POST' === $real && in_array( $override, array( 'HEAD', 'PATCH', 'DELETE', 'PUT', 'OPTIONS', 'POST' ), true ) ) {
		return $override;
	}
	if ( 'GET' === $real && in_array( $override, array( 'HEAD', 'OPTIONS', 'GET' ), true ) ) {
		return $override;
	}
	return $real;
}

function header_value( string $name ): ?string {
	$server_key = 'HTTP_' . strtoupper( str_replace( '-', '_', $name ) );
	if ( 'Content-Type' === $name ) {
		$server_key = isset( $_SERVER['CONTENT_TYPE'] ) ? 'CONTENT_TYPE' : $server_key;
	}
	if ( 'Content-Length' === $name ) {
		$server_key = isset( $_SERVER['CONTENT_LENGTH'] ) ? 'CONTENT_LENGTH' : $server_key;
	}
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- header values are parsed strictly by each caller.
	return isset( $_SERVER[ $server_key ] ) ? trim( (string) wp_unslash( $_SERVER[ $server_key ] ) ) : null;
}

function non_negative_int( ?string $value ): ?int {
	return null !== $value && 1 === preg_match( '/^\d{1,18}$/', $value ) ? (int) $value : null;
}

/**
 * Sends the response and ends the request. `Tus-Resumable` and `Cache-Control: no-store` go on
 * every response; an error carries a WP_Error-shaped JSON body (never on HEAD).
 *
 * @param int                   $status  HTTP status.
 * @param array<string, string> $headers Extra headers.
 * @param \WP_Error|null        $error   Error to describe in the body.
 * @param string                $method  The tunnelled method (no body for HEAD).
 * @return never
 */
function respond( int $status, array $headers = array(), ?\WP_Error $error = null, string $method = '' ): void {
	status_header( $status );
	header( 'Tus-Resumable: ' . TUS_VERSION );
	header( 'Cache-Control: no-store' );
	header( 'X-Content-Type-Options: nosniff' );
	foreach ( $headers as $name => $value ) {
		header( $name . ': ' . str_replace( array( "\r", "\n" ), '', $value ) );
	}
	if ( $error && 'HEAD' !== $method ) {
		header( 'Content-Type: application/json; charset=' . get_option( 'blog_charset' ) );
		echo wp_json_encode(
			array(
				'code'    => $error->get_error_code(),
				'message' => $error->get_error_message(),
				'data'    => array( 'status' => $status ),
			)
		);
	}
	exit;
}

function fail( string $code, string $message, int $status, string $method, array $headers = array() ): void {
	respond( $status, $headers, new \WP_Error( $code, $message ), $method );
}

/** `Upload-Metadata` as key → decoded value; null when malformed. */
function parse_metadata( string $header ): ?array {
	$out = array();
	foreach ( explode( ',', $header ) as $pair ) {
		$pair = trim( $pair );
		if ( '' === $pair ) {
			continue;
		}
		$bits = explode( ' ', $pair );
		if ( count( $bits ) > 2 || 1 !== preg_match( '/^[\x21-\x2B\x2D-\x7E]+$/', $bits[0] ) || isset( $out[ $bits[0] ] ) ) {
			return null;
		}
		$value = isset( $bits[1] ) ? base64_decode( $bits[1], true ) : ''; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- tus metadata encoding.
		if ( false === $value ) {
			return null;
		}
		$out[ $bits[0] ] = $value;
	}
	return $out;
}

function encode_metadata( array $metadata ): string {
	$pairs = array();
	foreach ( $metadata as $key => $value ) {
		$pairs[] = $key . ' ' . base64_encode( (string) $value ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- tus metadata encoding.
	}
	return implode( ',', $pairs );
}

function expires_header( array $state ): array {
	return array( 'Upload-Expires' => gmdate( 'D, d M Y H:i:s', (int) $state['updated'] + UPLOAD_TTL ) . ' GMT' );
}

/** The headers that tell the client which attachment the finished upload became. */
function completion_headers( int $attachment_id ): array {
	return array(
		'x-videopress-upload-guid'     => guid_for_attachment( $attachment_id ),
		'x-videopress-upload-media-id' => (string) $attachment_id,
		'x-videopress-upload-src-url'  => (string) wp_get_attachment_url( $attachment_id ),
	);
}

/** Whether a file name and declared type describe a video this site accepts. */
function is_video_declaration( string $filename, string $filetype ): bool {
	$by_name = wp_check_filetype( $filename )['type'];
	return str_starts_with( $filetype, 'video/' ) && is_string( $by_name ) && str_starts_with( $by_name, 'video/' );
}

/** Serves one tus request for `$blog_id` (and `$key` unless it addresses the collection). */
function serve( int $blog_id, string $key ): void {
	$method = request_method();
	if ( get_current_blog_id() !== $blog_id ) {
		fail( 'videopress_upload_not_found', __( 'No such upload endpoint.', 'jetpack-blocks' ), 404, $method );
	}
	if ( 'OPTIONS' === $method ) {
		respond(
			204,
			array(
				'Tus-Version'   => TUS_VERSION,
				'Tus-Extension' => TUS_EXTENSIONS,
				'Tus-Max-Size'  => (string) size_limit(),
			)
		);
	}
	$allowed = '' === $key ? array( 'POST' ) : array( 'HEAD', 'PATCH', 'DELETE' );
	if ( ! in_array( $method, $allowed, true ) ) {
		fail( 'videopress_upload_method', __( 'Method not allowed.', 'jetpack-blocks' ), 405, $method, array( 'Allow' => implode( ', ', array_merge( $allowed, array( 'OPTIONS' ) ) ) ) );
	}
	if ( TUS_VERSION !== header_value( 'Tus-Resumable' ) ) {
		fail( 'videopress_upload_version', __( 'Unsupported tus version.', 'jetpack-blocks' ), 412, $method, array( 'Tus-Version' => TUS_VERSION ) );
	}

	// Authentication: the token names the user; the user must still be allowed to upload.
	$token = (string) header_value( 'x-videopress-upload-token' );
	if ( '' === $token ) {
		fail( 'videopress_upload_token_missing', __( 'An upload token is required.', 'jetpack-blocks' ), 401, $method );
	}
	$user_id = verify_token( $token, $key );
	if ( is_wp_error( $user_id ) ) {
		fail( (string) $user_id->get_error_code(), $user_id->get_error_message(), 401, $method );
	}
	$user = get_userdata( $user_id );
	if ( ! $user ) {
		fail( 'videopress_upload_token_invalid', __( 'The upload token is invalid or has expired.', 'jetpack-blocks' ), 401, $method );
	}
	wp_set_current_user( $user_id );
	if ( ! current_user_can( 'upload_files' ) ) {
		fail( 'videopress_upload_forbidden', __( 'Sorry, you are not allowed to upload files.', 'jetpack-blocks' ), 403, $method );
	}

	/**
	 * Lets a test site (or a site owner) refuse a request before it is handled: return a WP_Error
	 * with a `status` in its data.
	 *
	 * @param null|\WP_Error $refusal Null to go on.
	 * @param string         $method  The request's (tunnelled) method.
	 * @param string         $key     The upload key ('' on creation).
	 */
	$refusal = apply_filters( 'jetpack_blocks_video_upload_pre_request', null, $method, $key );
	if ( is_wp_error( $refusal ) ) {
		$data = $refusal->get_error_data();
		respond( (int) ( is_array( $data ) && isset( $data['status'] ) ? $data['status'] : 500 ), array(), $refusal, $method );
	}

	if ( 'POST' === $method ) {
		create_upload( $user_id, token_session( $token ) );
	}

	$state = read_state( $key );
	if ( ! $state ) {
		fail( 'videopress_upload_not_found', __( 'This upload does not exist (it may have expired or been cancelled).', 'jetpack-blocks' ), 404, $method );
	}
	if ( (int) $state['user'] !== $user_id ) {
		fail( 'videopress_upload_forbidden', __( 'This upload belongs to another user.', 'jetpack-blocks' ), 403, $method );
	}

	if ( 'HEAD' === $method ) {
		$headers = array(
			'Upload-Offset' => (string) ( $state['attachment'] ? $state['length'] : offset_of( $key ) ),
			'Upload-Length' => (string) $state['length'],
		) + expires_header( $state );
		if ( $state['metadata'] ) {
			$headers['Upload-Metadata'] = encode_metadata( $state['metadata'] );
		}
		if ( $state['attachment'] ) {
			$headers += completion_headers( (int) $state['attachment'] );
		}
		respond( 200, $headers, null, $method );
	}
	if ( 'DELETE' === $method ) {
		$lock = fopen( path_for( $key, '.lock' ), 'c' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
		if ( $lock ) {
			flock( $lock, LOCK_EX );
		}
		remove_upload( $key );
		respond( 204 );
	}
	patch_upload( $state, $method );
}

/**
 * Creation: POST with Upload-Length and Upload-Metadata (filename, filetype).
 *
 * @param int    $user_id The uploader.
 * @param string $session The sealed sign-in session of the request's token, for the key token.
 */
function create_upload( int $user_id, string $session ): void {
	$length = non_negative_int( header_value( 'Upload-Length' ) );
	if ( null === $length ) {
		fail( 'videopress_upload_length', __( 'Upload-Length is required (deferred length is not supported).', 'jetpack-blocks' ), 400, 'POST' );
	}
	$too_large = size_refusal( $length );
	if ( $too_large ) {
		respond( 413, array(), $too_large, 'POST' );
	}
	$metadata = parse_metadata( (string) header_value( 'Upload-Metadata' ) );
	if ( null === $metadata ) {
		fail( 'videopress_upload_metadata', __( 'Upload-Metadata is malformed.', 'jetpack-blocks' ), 400, 'POST' );
	}
	$filename = sanitize_file_name( wp_basename( (string) ( $metadata['filename'] ?? '' ) ) );
	$filetype = strtolower( (string) ( $metadata['filetype'] ?? '' ) );
	if ( '' === $filename || ! is_video_declaration( $filename, $filetype ) ) {
		// The reference service's exact message: the client turns it into the "format not supported" notice.
		fail( 'invalid_mime', 'Invalid Mime', 400, 'POST' );
	}
	// One creation at a time: the caps and the quota count what the others already hold.
	$creating = fopen( store_dir() . '/creating.lock', 'c' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	if ( $creating ) {
		flock( $creating, LOCK_EX );
	}
	remove_stale_uploads();
	// First use: the daily clean-up exists even where the plugin was updated without reactivation.
	if ( function_exists( '\Jetpack_Blocks\Cron\schedule_events' ) ) {
		\Jetpack_Blocks\Cron\schedule_events();
	}
	$refusal = creation_refusal( $user_id, $length );
	if ( $refusal ) {
		$data = $refusal->get_error_data();
		respond( (int) ( is_array( $data ) && isset( $data['status'] ) ? $data['status'] : 413 ), array(), $refusal, 'POST' );
	}

	$key   = new_key();
	$state = array(
		'key'        => $key,
		'user'       => $user_id,
		'length'     => $length,
		'metadata'   => array(
			'filename' => $filename,
			'filetype' => $filetype,
		),
		'created'    => time(),
		'updated'    => time(),
		'attachment' => 0,
	);
	touch( path_for( $key, '.part' ) );
	write_state( $state );
	respond(
		201,
		array(
			// Relative (tus allows it): the client resolves it against the address it used, which
			// keeps uploads working behind a proxy or under another host name for the same site.
			'Location'                      => wp_make_link_relative( upload_url( $key ) ),
			'Upload-Offset'                 => '0',
			'x-videopress-upload-key'       => $key,
			'x-videopress-upload-key-token' => issue_token( $user_id, $key, $session ),
		) + expires_header( $state )
	);
}

/** PATCH: appends the body at Upload-Offset; the PATCH that reaches Upload-Length creates the attachment. */
function patch_upload( array $state, string $method ): void {
	$key = $state['key'];
	if ( 'application/offset+octet-stream' !== strtolower( (string) header_value( 'Content-Type' ) ) ) {
		fail( 'videopress_upload_content_type', __( 'Content-Type must be application/offset+octet-stream.', 'jetpack-blocks' ), 415, $method );
	}
	$claimed = non_negative_int( header_value( 'Upload-Offset' ) );
	if ( null === $claimed ) {
		fail( 'videopress_upload_offset', __( 'Upload-Offset is required.', 'jetpack-blocks' ), 400, $method );
	}
	$lock = fopen( path_for( $key, '.lock' ), 'c' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	if ( ! $lock || ! flock( $lock, LOCK_EX | LOCK_NB ) ) {
		// Another request is still writing (e.g. the one whose connection just dropped): tus clients retry 423.
		fail( 'videopress_upload_locked', __( 'This upload is busy; try again.', 'jetpack-blocks' ), 423, $method );
	}
	$state = read_state( $key ); // Re-read under the lock.
	if ( ! $state ) {
		fail( 'videopress_upload_not_found', __( 'This upload does not exist (it may have expired or been cancelled).', 'jetpack-blocks' ), 404, $method );
	}
	$length = (int) $state['length'];
	if ( $state['attachment'] ) {
		if ( $claimed !== $length ) {
			fail( 'videopress_upload_offset_mismatch', __( 'Upload-Offset does not match the upload.', 'jetpack-blocks' ), 409, $method, array( 'Upload-Offset' => (string) $length ) );
		}
		respond( 204, array( 'Upload-Offset' => (string) $length ) + completion_headers( (int) $state['attachment'] ) );
	}
	$offset = offset_of( $key );
	if ( $claimed !== $offset ) {
		fail( 'videopress_upload_offset_mismatch', __( 'Upload-Offset does not match the upload.', 'jetpack-blocks' ), 409, $method, array( 'Upload-Offset' => (string) $offset ) );
	}
	$declared = non_negative_int( header_value( 'Content-Length' ) );
	if ( null !== $declared && $offset + $declared > $length ) {
		fail( 'videopress_upload_exceeds_length', __( 'The chunk goes past Upload-Length.', 'jetpack-blocks' ), 413, $method );
	}
	// The disk may have filled up since the upload was created: the rest must still fit, with room
	// to spare (as at creation). What arrived so far is kept, to resume once there is space.
	$free = free_space();
	if ( null !== $free && $free < ( $length - $offset ) * 2 ) {
		respond( 413, array( 'Upload-Offset' => (string) $offset ), no_space_error(), $method );
	}

	// Keep writing what arrives even if the client goes away, so a dropped connection keeps its bytes;
	// but only for a bounded time: past it, the PATCH answers with the offset reached and the client
	// sends the rest in its next request. The PHP time limit backs the bound up (and covers making
	// the attachment after the last bytes).
	ignore_user_abort( true );
	$time_limit = patch_time_limit();
	$deadline   = microtime( true ) + $time_limit;
	if ( function_exists( 'set_time_limit' ) ) {
		set_time_limit( (int) ceil( $time_limit ) + 120 );
	}
	$in  = fopen( 'php://input', 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	$out = fopen( path_for( $key, '.part' ), 'ab' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	if ( ! $in || ! $out ) {
		fail( 'videopress_upload_storage', __( 'The upload could not be stored on this site.', 'jetpack-blocks' ), 500, $method );
	}
	$room = $length - $offset;
	while ( $room > 0 && ! feof( $in ) ) {
		$bytes = fread( $in, (int) min( MB_IN_BYTES, $room ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread
		if ( false === $bytes || '' === $bytes ) {
			break;
		}
		$written = fwrite( $out, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
		if ( false === $written || $written < strlen( $bytes ) ) {
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
			fail( 'videopress_upload_storage', __( 'The upload could not be stored on this site (is the disk full?).', 'jetpack-blocks' ), 500, $method );
		}
		$room -= $written;
		if ( microtime( true ) >= $deadline ) {
			break;
		}
	}
	fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	fclose( $in ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	write_state( $state ); // Refreshes `updated`, which keeps an active upload from expiring.

	$offset = offset_of( $key );
	if ( $offset < $length ) {
		respond( 204, array( 'Upload-Offset' => (string) $offset ) + expires_header( $state ) );
	}
	if ( ! did_action( 'wp_loaded' ) ) {
		// Taken early (see upload.php): making the attachment needs WordPress fully loaded (post
		// types, other plugins' hooks). Keep the lock and finish once it is.
		add_action(
			'wp_loaded',
			static function () use ( $state, $method, $lock ): void {
				complete_upload( $state, $method );
				unset( $lock );
			},
			PHP_INT_MAX
		);
		return;
	}
	complete_upload( $state, $method );
}

/** The last bytes arrived: the file becomes an attachment (or is refused); answers the final PATCH. */
function complete_upload( array $state, string $method ): void {
	$key           = $state['key'];
	$length        = (int) $state['length'];
	$attachment_id = finish_upload( $state );
	if ( is_wp_error( $attachment_id ) ) {
		remove_upload( $key );
		$data = $attachment_id->get_error_data();
		respond( (int) ( $data['status'] ?? 500 ), array(), $attachment_id, $method );
	}
	$state['attachment'] = $attachment_id;
	write_state( $state );
	wp_delete_file( path_for( $key, '.part' ) );
	respond( 204, array( 'Upload-Offset' => (string) $length ) + completion_headers( $attachment_id ) );
}

/**
 * Turns the finished file into a media-library attachment (the guid comes from the `add_attachment`
 * hook). Only videos: the finished file is sniffed, whatever was declared.
 *
 * @return int|\WP_Error Attachment id.
 */
function finish_upload( array $state ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';

	$part     = path_for( $state['key'], '.part' );
	$filename = (string) ( $state['metadata']['filename'] ?? 'video' );
	$check    = wp_check_filetype_and_ext( $part, $filename );
	$type     = is_string( $check['type'] ) ? $check['type'] : '';
	if ( ! str_starts_with( $type, 'video/' ) ) {
		return new \WP_Error( 'invalid_mime', 'Invalid Mime', array( 'status' => 400 ) );
	}
	if ( ! empty( $check['proper_filename'] ) ) {
		$filename = (string) $check['proper_filename'];
	}
	// What wp_handle_upload() would run: a site's policy (size, name, scanning) may refuse the file.
	$accepted = run_upload_prefilter( $part, $filename, $type );
	if ( is_wp_error( $accepted ) ) {
		return $accepted;
	}
	$filename = $accepted['name'];
	$uploads  = wp_upload_dir();
	if ( ! empty( $uploads['error'] ) ) {
		return new \WP_Error( 'videopress_upload_storage', (string) $uploads['error'], array( 'status' => 500 ) );
	}
	$filename = wp_unique_filename( $uploads['path'], $filename );
	$target   = $uploads['path'] . '/' . $filename;
	if ( ! rename( $part, $target ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
		return new \WP_Error( 'videopress_upload_storage', __( 'The video could not be moved into the media library.', 'jetpack-blocks' ), array( 'status' => 500 ) );
	}
	// The permissions WordPress gives its own uploads.
	chmod( $target, fileperms( dirname( $target ) ) & 0000666 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod
	if ( is_multisite() ) {
		// As wp_handle_upload() does: the site's storage quota counts the new file from now on.
		clean_dirsize_cache( $target );
	}

	$attachment_id = wp_insert_attachment(
		array(
			'guid'           => $uploads['url'] . '/' . $filename,
			'post_mime_type' => $type,
			'post_title'     => sanitize_text_field( preg_replace( '/\.[^.]+$/', '', $filename ) ),
			'post_content'   => '',
			'post_status'    => 'inherit',
			'post_author'    => (int) $state['user'],
		),
		$target,
		0,
		true
	);
	if ( is_wp_error( $attachment_id ) ) {
		wp_delete_file( $target );
		$attachment_id->add_data( array( 'status' => 500 ) );
		return $attachment_id;
	}
	wp_update_attachment_metadata( $attachment_id, wp_generate_attachment_metadata( $attachment_id, $target ) );
	return (int) $attachment_id;
}
