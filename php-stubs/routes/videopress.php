<?php
/**
 * Routes of the video block (spec 002 §7), served by the local site:
 *
 * - The `jetpack_videopress` field of video attachments in /wp/v2/media: guid, rating,
 *   allow_download, privacy_setting, title, description.
 * - POST /wpcom/v2/videopress/meta: id plus any of rating (G, PG-13, R-17), allow_download (1/0),
 *   privacy_setting (0 public, 1 private, 2 site default), title, description; for users who may edit
 *   that attachment. Answers { code: "success", data: 200 }.
 * - Under the REST namespace rest/v1.1 (the spec's public video API):
 *   GET videos/{guid} — the video's details with its tracks grouped by kind and language; public
 *   videos for anyone, private ones only for signed-in members of the site.
 *   GET videos/{guid}/file — the video file (Range requests answered with 206), same rule. Pages and
 *   the media records play private videos from the cookie-checked address /?videopress_file=<guid>
 *   instead (no REST nonce in an address), never from an uploads address.
 *   POST videos/{guid}/tracks (multipart kind, srclang, label, vtt) and videos/{guid}/tracks/delete
 *   (kind, srclang) — for users who can upload files and edit the video.
 *   GET|POST videos/{guid}/poster — { generating, poster }; POST takes poster_attachment_id (an image)
 *   or at_time with is_millisec (a frame taken on the server with ffmpeg, see videopress/poster.php).
 *
 * Private videos: see videopress/private-files.php (their file is kept where no web server serves it,
 * and played from the cookie-checked address /?videopress_file=<guid>). Visitors who may not watch
 * a private video do not see it, its poster or its guid in /wp/v2/media either (list and single).
 *
 * Arguments are validated in the callbacks, not declared required, so a visitor who is not signed in
 * gets 401 whatever they send.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress;

use function Jetpack_Blocks\Rest\bad_request;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/../videopress/video.php';
require_once __DIR__ . '/../videopress/poster.php';
require_once __DIR__ . '/../videopress/private-files.php';
require_once __DIR__ . '/../videopress/hidden-media.php';
require_once __DIR__ . '/../videopress/site-setting.php';

/** Largest track file accepted, in bytes. */
const TRACK_MAX_BYTES = 1048576;

const GUID_ROUTE = '/videos/(?P<guid>[a-zA-Z0-9]{8})';

/**
 * Registers the field and the routes.
 */
function register_routes(): void {
	register_rest_field(
		'attachment',
		'jetpack_videopress',
		array(
			'get_callback' => static function ( array $attachment ): ?array {
				$id = (int) ( $attachment['id'] ?? 0 );
				return is_video_attachment( $id ) ? media_field( $id ) : null;
			},
			'schema'       => array(
				'description' => __( 'Hosted-video settings of a video attachment.', 'jetpack-blocks' ),
				'type'        => array( 'object', 'null' ),
				'context'     => array( 'view', 'edit', 'embed' ),
				'readonly'    => true,
			),
		)
	);

	register_rest_route(
		'wpcom/v2',
		'/videopress/meta',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\meta_request',
			'permission_callback' => __NAMESPACE__ . '\can_edit_videos',
		)
	);

	register_rest_route(
		'rest/v1.1',
		GUID_ROUTE,
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\video_request',
			'permission_callback' => '__return_true',
		)
	);
	register_rest_route(
		'rest/v1.1',
		GUID_ROUTE . '/file',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\file_request',
			'permission_callback' => '__return_true',
		)
	);
	register_rest_route(
		'rest/v1.1',
		GUID_ROUTE . '/tracks',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\track_upload_request',
			'permission_callback' => __NAMESPACE__ . '\can_edit_video',
		)
	);
	register_rest_route(
		'rest/v1.1',
		GUID_ROUTE . '/tracks/delete',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\track_delete_request',
			'permission_callback' => __NAMESPACE__ . '\can_edit_video',
		)
	);
	register_rest_route(
		'rest/v1.1',
		GUID_ROUTE . '/poster',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\poster_request',
				'permission_callback' => '__return_true',
			),
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => __NAMESPACE__ . '\poster_update_request',
				'permission_callback' => __NAMESPACE__ . '\can_edit_video',
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * Meta route: signed in (401) and allowed to upload (403); the attachment itself is checked in the
 * callback once its id is validated.
 *
 * @return true|\WP_Error
 */
function can_edit_videos() {
	return \Jetpack_Blocks\Rest\require_capability( 'upload_files' );
}

/**
 * Track and poster writes: signed in, may upload files, and may edit the video the guid names.
 *
 * @param \WP_REST_Request $request Request.
 * @return true|\WP_Error
 */
function can_edit_video( \WP_REST_Request $request ) {
	$allowed = \Jetpack_Blocks\Rest\require_capability( 'upload_files' );
	if ( true !== $allowed ) {
		return $allowed;
	}
	$id = attachment_for_guid( (string) $request['guid'] );
	if ( $id > 0 && ! current_user_can( 'edit_post', $id ) ) {
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this video.', 'jetpack-blocks' ), array( 'status' => 403 ) );
	}
	return true;
}

/**
 * The video a guid names, or a 404.
 *
 * @param \WP_REST_Request $request Request.
 * @return int|\WP_Error
 */
function video_for_request( \WP_REST_Request $request ) {
	$id = attachment_for_guid( (string) $request['guid'] );
	if ( $id <= 0 || ! is_video_attachment( $id ) ) {
		return new \WP_Error( 'not_found', __( 'There is no video with that guid.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	return $id;
}

/**
 * POST /wpcom/v2/videopress/meta.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function meta_request( \WP_REST_Request $request ) {
	$id = $request->get_param( 'id' );
	if ( ! is_numeric( $id ) || (int) $id <= 0 ) {
		return bad_request( 'invalid_id', __( 'Say which video to change (id).', 'jetpack-blocks' ) );
	}
	$id = (int) $id;
	if ( ! is_video_attachment( $id ) ) {
		return new \WP_Error( 'not_found', __( 'There is no video with that id.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	if ( ! current_user_can( 'edit_post', $id ) ) {
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this video.', 'jetpack-blocks' ), array( 'status' => 403 ) );
	}

	$meta = array();
	$post = array();
	if ( null !== $request->get_param( 'rating' ) ) {
		$rating = (string) $request->get_param( 'rating' );
		if ( ! in_array( $rating, RATINGS, true ) ) {
			return bad_request( 'invalid_rating', __( 'The rating must be G, PG-13 or R-17.', 'jetpack-blocks' ) );
		}
		$meta[ RATING_META ] = $rating;
	}
	if ( null !== $request->get_param( 'allow_download' ) ) {
		$allow = $request->get_param( 'allow_download' );
		if ( ! in_array( $allow, array( 0, 1, '0', '1', true, false ), true ) ) {
			return bad_request( 'invalid_allow_download', __( 'allow_download must be 1 or 0.', 'jetpack-blocks' ) );
		}
		$meta[ ALLOW_DOWNLOAD_META ] = in_array( $allow, array( 1, '1', true ), true ) ? '1' : '0';
	}
	if ( null !== $request->get_param( 'privacy_setting' ) ) {
		$privacy = $request->get_param( 'privacy_setting' );
		if ( ! is_numeric( $privacy ) || ! in_array( (int) $privacy, array( PRIVACY_PUBLIC, PRIVACY_PRIVATE, PRIVACY_SITE_DEFAULT ), true ) ) {
			return bad_request( 'invalid_privacy_setting', __( 'privacy_setting must be 0 (public), 1 (private) or 2 (site default).', 'jetpack-blocks' ) );
		}
		$meta[ PRIVACY_META ] = (string) (int) $privacy;
	}
	foreach ( array(
		'title'       => 'post_title',
		'description' => 'post_content',
	) as $param => $field ) {
		$value = $request->get_param( $param );
		if ( null === $value ) {
			continue;
		}
		if ( ! is_string( $value ) || mb_strlen( $value ) > ( 'title' === $param ? 1024 : 65535 ) ) {
			/* translators: %s: field name. */
			return bad_request( 'invalid_' . $param, sprintf( __( 'The %s is not valid text or is too long.', 'jetpack-blocks' ), $param ) );
		}
		$post[ $field ] = 'title' === $param ? sanitize_text_field( $value ) : sanitize_textarea_field( $value );
	}
	if ( ! $meta && ! $post ) {
		return bad_request( 'nothing_to_update', __( 'Send at least one of rating, allow_download, privacy_setting, title or description.', 'jetpack-blocks' ) );
	}
	// A video becomes private only where its file can be kept private: refused before anything changes.
	if ( isset( $meta[ PRIVACY_META ] ) && setting_is_private( (int) $meta[ PRIVACY_META ] ) ) {
		$store = private_store();
		if ( is_wp_error( $store ) ) {
			return $store;
		}
	}

	if ( $post ) {
		$updated = wp_update_post( array_merge( array( 'ID' => $id ), $post ), true );
		if ( is_wp_error( $updated ) ) {
			return $updated;
		}
	}
	$previous_privacy = get_post_meta( $id, PRIVACY_META, true );
	foreach ( $meta as $key => $value ) {
		update_post_meta( $id, $key, $value );
	}
	// A private video's file leaves its guessable address; if it cannot, the privacy stays as it was.
	if ( isset( $meta[ PRIVACY_META ] ) ) {
		$moved = sync_file_location( $id );
		if ( true !== $moved ) {
			if ( '' === $previous_privacy ) {
				delete_post_meta( $id, PRIVACY_META );
			} else {
				update_post_meta( $id, PRIVACY_META, $previous_privacy );
			}
			return new \WP_Error(
				$moved->get_error_code(),
				/* translators: %s: why the file could not be moved. */
				sprintf( __( 'The privacy could not be changed: %s', 'jetpack-blocks' ), $moved->get_error_message() ),
				$moved->get_error_data()
			);
		}
	}
	return new \WP_REST_Response(
		array(
			'code' => 'success',
			'data' => 200,
		),
		200
	);
}

/**
 * GET rest/v1.1/videos/{guid}.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function video_request( \WP_REST_Request $request ) {
	$id = video_for_request( $request );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	if ( ! current_user_can_view( $id ) ) {
		return view_refusal();
	}
	$post     = get_post( $id );
	$metadata = wp_get_attachment_metadata( $id );
	$metadata = is_array( $metadata ) ? $metadata : array();
	return new \WP_REST_Response(
		array(
			'guid'            => guid_for_attachment( $id ),
			'post_id'         => $id,
			'title'           => $post ? $post->post_title : '',
			'description'     => $post ? $post->post_content : '',
			'duration'        => isset( $metadata['length'] ) ? (int) $metadata['length'] * 1000 : null,
			'width'           => isset( $metadata['width'] ) ? (int) $metadata['width'] : null,
			'height'          => isset( $metadata['height'] ) ? (int) $metadata['height'] : null,
			'poster'          => poster_url( $id ),
			'original'        => playback_url( $id ),
			'privacy_setting' => privacy_setting( $id ),
			'is_private'      => is_private( $id ),
			'rating'          => rating( $id ),
			'allow_download'  => allow_download( $id ),
			'tracks'          => (object) tracks( $id ),
		),
		200
	);
}

/**
 * GET rest/v1.1/videos/{guid}/file: the file itself, with byte ranges (browsers seek with them).
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_Error Only on refusal; otherwise the file is sent and the request ends.
 */
function file_request( \WP_REST_Request $request ) {
	$id = video_for_request( $request );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	if ( ! current_user_can_view( $id ) ) {
		return view_refusal();
	}
	if ( file_is_unavailable( $id ) ) {
		return new \WP_Error( 'video_unavailable', __( 'This video is unavailable for now. The site\'s administrator has been told.', 'jetpack-blocks' ), array( 'status' => 503 ) );
	}
	$path = get_attached_file( $id );
	if ( ! is_string( $path ) || ! is_readable( $path ) ) {
		return new \WP_Error( 'video_file_missing', __( 'The video file is missing.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	send_file( $path, (string) get_post_mime_type( $id ), (string) $request->get_header( 'range' ), 'HEAD' === $request->get_method() );
}

/**
 * Sends a file (whole, or the one byte range asked for) and ends the request.
 *
 * @param string $path      File.
 * @param string $mime      Its type.
 * @param string $range     The Range header ('' for none).
 * @param bool   $head_only Headers only.
 */
function send_file( string $path, string $mime, string $range, bool $head_only ): void {
	$size  = (int) filesize( $path );
	$start = 0;
	$end   = $size - 1;
	$code  = 200;
	if ( '' !== $range ) {
		if ( ! preg_match( '/^bytes=(\d*)-(\d*)$/', trim( $range ), $match ) || ( '' === $match[1] && '' === $match[2] ) ) {
			$code = 416;
		} elseif ( '' === $match[1] ) {
			$start = max( 0, $size - (int) $match[2] );
			$code  = 206;
		} else {
			$start = (int) $match[1];
			$end   = '' === $match[2] ? $size - 1 : min( (int) $match[2], $size - 1 );
			$code  = $start > $end || $start >= $size ? 416 : 206;
		}
	}
	while ( ob_get_level() > 0 ) {
		ob_end_clean();
	}
	status_header( $code );
	header( 'Accept-Ranges: bytes' );
	header( 'Cache-Control: private, no-store' );
	header( 'X-Content-Type-Options: nosniff' );
	if ( 416 === $code ) {
		header( 'Content-Range: bytes */' . $size );
		header( 'Content-Length: 0' );
		exit;
	}
	header( 'Content-Type: ' . ( '' !== $mime ? $mime : 'application/octet-stream' ) );
	header( 'Content-Length: ' . ( $end - $start + 1 ) );
	if ( 206 === $code ) {
		header( sprintf( 'Content-Range: bytes %d-%d/%d', $start, $end, $size ) );
	}
	if ( $head_only || $size === 0 ) {
		exit;
	}
	$handle = fopen( $path, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- streamed in pieces.
	fseek( $handle, $start );
	$left = $end - $start + 1;
	while ( $left > 0 && ! feof( $handle ) ) {
		$piece = fread( $handle, (int) min( 1048576, $left ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread
		if ( false === $piece ) {
			break;
		}
		echo $piece; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- file bytes.
		$left -= strlen( $piece );
		flush();
	}
	fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	exit;
}

/**
 * Checks kind and srclang of a track request.
 *
 * @param \WP_REST_Request $request Request.
 * @return array{0: string, 1: string}|\WP_Error
 */
function track_key( \WP_REST_Request $request ) {
	$kind     = (string) $request->get_param( 'kind' );
	$language = (string) $request->get_param( 'srclang' );
	if ( ! in_array( $kind, TRACK_KINDS, true ) ) {
		return bad_request( 'invalid_kind', __( 'The kind must be subtitles, captions, descriptions, chapters or metadata.', 'jetpack-blocks' ) );
	}
	if ( ! preg_match( '/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8}){0,3}$/', $language ) ) {
		return bad_request( 'invalid_srclang', __( 'The source language must be a language tag such as en or pt-BR.', 'jetpack-blocks' ) );
	}
	return array( $kind, $language );
}

/**
 * POST rest/v1.1/videos/{guid}/tracks. A track of the same kind and language is replaced (the block
 * refuses duplicates from the form; chapters are rewritten whenever the description changes).
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function track_upload_request( \WP_REST_Request $request ) {
	$id = video_for_request( $request );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	$key = track_key( $request );
	if ( is_wp_error( $key ) ) {
		return $key;
	}
	list( $kind, $language ) = $key;
	$label                   = sanitize_text_field( (string) $request->get_param( 'label' ) );
	if ( mb_strlen( $label ) > 128 ) {
		return bad_request( 'invalid_label', __( 'The label is too long (128 characters at most).', 'jetpack-blocks' ) );
	}
	$files = $request->get_file_params();
	$file  = $files['vtt'] ?? null;
	if ( ! is_array( $file ) || ! isset( $file['tmp_name'] ) || UPLOAD_ERR_OK !== ( $file['error'] ?? UPLOAD_ERR_NO_FILE ) || ! is_uploaded_file( $file['tmp_name'] ) ) {
		return bad_request( 'missing_vtt', __( 'Send the track as a .vtt file (field vtt).', 'jetpack-blocks' ) );
	}
	if ( (int) $file['size'] > TRACK_MAX_BYTES ) {
		return bad_request( 'vtt_too_large', __( 'The track file is too large (1 MB at most).', 'jetpack-blocks' ) );
	}
	$text = (string) file_get_contents( $file['tmp_name'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- an uploaded temporary file.
	// A WebVTT file starts with "WEBVTT" (after an optional byte-order mark), then a space, tab or line end.
	if ( ! preg_match( '/^(?:\xEF\xBB\xBF)?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/', $text ) || ! mb_check_encoding( $text, 'UTF-8' ) ) {
		return bad_request( 'invalid_vtt', __( 'The file is not a WebVTT track: it must be UTF-8 text starting with "WEBVTT".', 'jetpack-blocks' ) );
	}
	if ( '' === $label ) {
		$label = 'chapters' === $kind ? __( 'Chapters', 'jetpack-blocks' ) : __( 'English', 'jetpack-blocks' );
	}

	$guid = guid_for_attachment( $id );
	$dir  = tracks_dir( $guid );
	if ( ! wp_mkdir_p( $dir['path'] ) ) {
		return new \WP_Error( 'track_not_stored', __( 'The track could not be stored on the server.', 'jetpack-blocks' ), array( 'status' => 500 ) );
	}
	// An unguessable name: the tracks of a private video are not listed anywhere public.
	$name = sanitize_file_name( $kind . '-' . $language . '-' . wp_generate_password( 12, false ) . '.vtt' );
	if ( false === file_put_contents( $dir['path'] . '/' . $name, $text ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		return new \WP_Error( 'track_not_stored', __( 'The track could not be stored on the server.', 'jetpack-blocks' ), array( 'status' => 500 ) );
	}
	$stored = get_post_meta( $id, TRACKS_META, true );
	$stored = is_array( $stored ) ? $stored : array();
	if ( isset( $stored[ $kind ][ $language ]['file'] ) ) {
		wp_delete_file( $dir['path'] . '/' . basename( (string) $stored[ $kind ][ $language ]['file'] ) );
	}
	$stored[ $kind ][ $language ] = array(
		'label' => $label,
		'file'  => $name,
	);
	update_post_meta( $id, TRACKS_META, $stored );
	return new \WP_REST_Response(
		array(
			'kind'    => $kind,
			'srclang' => $language,
			'label'   => $label,
			'src'     => $dir['url'] . '/' . rawurlencode( $name ),
		),
		200
	);
}

/**
 * POST rest/v1.1/videos/{guid}/tracks/delete.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function track_delete_request( \WP_REST_Request $request ) {
	$id = video_for_request( $request );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	$key = track_key( $request );
	if ( is_wp_error( $key ) ) {
		return $key;
	}
	list( $kind, $language ) = $key;
	$stored                  = get_post_meta( $id, TRACKS_META, true );
	if ( ! is_array( $stored ) || ! isset( $stored[ $kind ][ $language ] ) ) {
		return new \WP_Error( 'track_not_found', __( 'The video has no track of that kind and language.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	$dir = tracks_dir( guid_for_attachment( $id ) );
	wp_delete_file( $dir['path'] . '/' . basename( (string) ( $stored[ $kind ][ $language ]['file'] ?? '' ) ) );
	unset( $stored[ $kind ][ $language ] );
	if ( empty( $stored[ $kind ] ) ) {
		unset( $stored[ $kind ] );
	}
	update_post_meta( $id, TRACKS_META, $stored );
	return new \WP_REST_Response( array( 'code' => 'success' ), 200 );
}

/**
 * GET rest/v1.1/videos/{guid}/poster.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function poster_request( \WP_REST_Request $request ) {
	$id = video_for_request( $request );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	if ( ! current_user_can_view( $id ) ) {
		return view_refusal();
	}
	return new \WP_REST_Response(
		array(
			'generating' => false,
			'poster'     => poster_url( $id ),
		),
		200
	);
}

/**
 * POST rest/v1.1/videos/{guid}/poster.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function poster_update_request( \WP_REST_Request $request ) {
	$id = video_for_request( $request );
	if ( is_wp_error( $id ) ) {
		return $id;
	}
	$poster_id = $request->get_param( 'poster_attachment_id' );
	$at_time   = $request->get_param( 'at_time' );
	if ( null !== $poster_id ) {
		if ( ! is_numeric( $poster_id ) || ! wp_attachment_is_image( (int) $poster_id ) ) {
			return bad_request( 'invalid_poster', __( 'The poster must be an image from the media library.', 'jetpack-blocks' ) );
		}
		if ( ! current_user_can( 'read_post', (int) $poster_id ) && ! current_user_can( 'edit_post', (int) $poster_id ) ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you cannot use that image.', 'jetpack-blocks' ), array( 'status' => 403 ) );
		}
		$poster_id = (int) $poster_id;
	} elseif ( null !== $at_time ) {
		if ( ! is_numeric( $at_time ) || (float) $at_time < 0 ) {
			return bad_request( 'invalid_at_time', __( 'at_time must be a position in the video (0 or more).', 'jetpack-blocks' ) );
		}
		$is_millisec  = in_array( $request->get_param( 'is_millisec' ), array( true, 1, '1', 'true' ), true );
		$milliseconds = (int) round( $is_millisec ? (float) $at_time : (float) $at_time * 1000 );
		$frame        = extract_frame( $id, $milliseconds );
		if ( is_wp_error( $frame ) ) {
			return $frame;
		}
		$poster_id = store_poster_file( $frame, $id );
		if ( is_wp_error( $poster_id ) ) {
			return $poster_id;
		}
	} else {
		return bad_request( 'missing_poster', __( 'Send poster_attachment_id, or at_time (with is_millisec).', 'jetpack-blocks' ) );
	}
	update_post_meta( $id, POSTER_META, $poster_id );
	return new \WP_REST_Response(
		array(
			'generating' => false,
			'poster'     => poster_url( $id ),
		),
		200
	);
}

/*
 * /wp/v2/media for people who may not watch private videos: its lists leave them out through the
 * query filter of videopress/hidden-media.php (every list of media made for such a person does),
 * and oEmbed never embeds them (private-files.php); one item asked for alone is answered here.
 */

add_filter(
	'rest_request_before_callbacks',
	static function ( $response, $handler, $request ) {
		if ( is_wp_error( $response ) || ! $request instanceof \WP_REST_Request || current_user_sees_private_videos() ) {
			return $response;
		}
		if ( preg_match( '#^/wp/v2/media/(\d+)(?:/|$)#', $request->get_route(), $match ) && media_item_is_hidden( (int) $match[1] ) ) {
			return new \WP_Error( 'rest_post_invalid_id', __( 'There is no media item with that id.', 'jetpack-blocks' ), array( 'status' => 404 ) );
		}
		return $response;
	},
	10,
	3
);
