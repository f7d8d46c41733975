<?php
/**
 * The limits a resumable upload is held to. The tus endpoint writes files itself instead of going
 * through wp_handle_upload(), so it applies here what WordPress applies to an ordinary upload, plus
 * what only a long-lived upload needs:
 *
 * - the site's upload limit (wp_max_upload_size(), with the `upload_size_limit` filter), refused at
 *   creation from the declared Upload-Length with a message naming both sizes;
 * - on a multisite network, the site's storage quota (get_upload_space_available(),
 *   upload_is_user_over_quota()), counting the bytes other unfinished uploads have declared;
 * - per user, a cap on unfinished uploads and on the bytes they declare (filterable), so one account
 *   cannot hold the disk with uploads it never finishes;
 * - free disk space, at creation and again before each PATCH writes;
 * - the `wp_handle_upload_prefilter` filter on the finished file (an error it sets refuses the file);
 * - a time bound per PATCH: once past it, the PATCH keeps what arrived and answers with the offset
 *   reached, and the client sends the rest in its next request.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress\Upload;

defined( 'ABSPATH' ) || exit;

/** Seconds one PATCH may keep receiving (filter `jetpack_blocks_video_upload_patch_time_limit`). */
const PATCH_TIME_LIMIT = 120;

/** The largest video this site accepts: the plugin's ceiling and the site's upload limit, whichever is lower. */
function size_limit(): int {
	$site = (int) wp_max_upload_size();
	return $site > 0 ? min( max_size(), $site ) : max_size();
}

/**
 * Per-user caps on unfinished uploads.
 *
 * @return array{uploads: int, bytes: int}
 */
function user_caps(): array {
	$defaults = array(
		'uploads' => 10,
		'bytes'   => 4 * size_limit(),
	);
	/**
	 * The caps on one user's unfinished uploads: how many, and how many bytes they may declare in all.
	 *
	 * @param array{uploads: int, bytes: int} $caps Caps.
	 */
	$caps = apply_filters( 'jetpack_blocks_video_upload_user_caps', $defaults );
	$caps = is_array( $caps ) ? array_merge( $defaults, $caps ) : $defaults;
	return array(
		'uploads' => max( 1, (int) $caps['uploads'] ),
		'bytes'   => max( 0, (int) $caps['bytes'] ),
	);
}

/** Free bytes on the disk that holds unfinished uploads; null when the host does not say. */
function free_space(): ?float {
	$free = function_exists( 'disk_free_space' ) ? @disk_free_space( store_dir() ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- may be disabled on the host.
	/**
	 * The free disk space the upload endpoint sees (false: unknown).
	 *
	 * @param float|false $free Bytes.
	 */
	$free = apply_filters( 'jetpack_blocks_video_upload_free_space', $free );
	return is_numeric( $free ) ? (float) $free : null;
}

/** Seconds a PATCH may keep receiving; 0 ends each PATCH after its first read. */
function patch_time_limit(): float {
	/**
	 * Seconds one PATCH may keep receiving before it answers with the offset reached.
	 *
	 * @param float $seconds Seconds.
	 */
	return max( 0.0, min( 3600.0, (float) apply_filters( 'jetpack_blocks_video_upload_patch_time_limit', PATCH_TIME_LIMIT ) ) );
}

/**
 * Unfinished uploads (no attachment yet), all users.
 *
 * @return array<int, array{key:string,user:int,length:int}>
 */
function unfinished_uploads(): array {
	$out = array();
	foreach ( glob( store_dir() . '/*.json' ) ?: array() as $file ) {
		$state = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( is_array( $state ) && is_key( (string) ( $state['key'] ?? '' ) ) && empty( $state['attachment'] ) ) {
			$out[] = $state;
		}
	}
	return $out;
}

/** 413 "not enough disk space". */
function no_space_error(): \WP_Error {
	return new \WP_Error(
		'videopress_upload_no_space',
		__( 'There is not enough disk space left on this site for this video. Ask the site administrator to free some space, then try again.', 'jetpack-blocks' ),
		array( 'status' => 413 )
	);
}

/** 413 naming the video's size and the site's limit when `$length` is over it; null otherwise. */
function size_refusal( int $length ): ?\WP_Error {
	$limit = size_limit();
	if ( $length <= $limit ) {
		return null;
	}
	return new \WP_Error(
		'videopress_upload_too_large',
		sprintf(
			/* translators: 1: the video's size, e.g. "2 GB". 2: the site's upload limit, e.g. "512 MB". */
			__( 'This video is %1$s; this site accepts uploads up to %2$s. Ask the site administrator to raise the upload limit.', 'jetpack-blocks' ),
			size_format( $length ),
			size_format( $limit )
		),
		array( 'status' => 413 )
	);
}

/**
 * Why a new upload of `$length` bytes by `$user_id` is refused, or null. Run under the creation
 * lock, so two creations cannot both take the last room.
 */
function creation_refusal( int $user_id, int $length ): ?\WP_Error {
	$too_large = size_refusal( $length );
	if ( $too_large ) {
		return $too_large;
	}

	$unfinished = unfinished_uploads();
	$quota      = quota_refusal( $length, array_sum( array_map( static fn( $state ) => (int) $state['length'], $unfinished ) ) );
	if ( $quota ) {
		return $quota;
	}

	$mine = array_values( array_filter( $unfinished, static fn( $state ) => (int) $state['user'] === $user_id ) );
	$caps = user_caps();
	if ( count( $mine ) >= $caps['uploads'] ) {
		return new \WP_Error(
			'videopress_upload_too_many',
			sprintf(
				/* translators: %d: how many unfinished uploads a user may have. */
				_n( 'You already have %d unfinished video upload. Please finish or cancel it before starting another.', 'You already have %d unfinished video uploads. Please finish or cancel one before starting another.', $caps['uploads'], 'jetpack-blocks' ),
				$caps['uploads']
			),
			array( 'status' => 429 )
		);
	}
	$declared = array_sum( array_map( static fn( $state ) => (int) $state['length'], $mine ) );
	if ( $declared + $length > $caps['bytes'] ) {
		return new \WP_Error(
			'videopress_upload_user_bytes',
			sprintf(
				/* translators: 1: size of the user's unfinished uploads, e.g. "3 GB". 2: the most they may hold, e.g. "4 GB". */
				__( 'Your unfinished video uploads already hold %1$s of the %2$s you may upload at once. Please finish or cancel one before starting another.', 'jetpack-blocks' ),
				size_format( $declared ),
				size_format( $caps['bytes'] )
			),
			array( 'status' => 413 )
		);
	}

	$free = free_space();
	if ( null !== $free && $free < $length * 2 ) {
		return no_space_error();
	}
	return null;
}

/**
 * On a multisite network whose sites have a storage quota: a refusal when `$length` more bytes do
 * not fit in what this site has left, after the bytes other unfinished uploads declared.
 */
function quota_refusal( int $length, int $reserved ): ?\WP_Error {
	if ( ! is_multisite() || get_site_option( 'upload_space_check_disabled' ) ) {
		return null;
	}
	require_once ABSPATH . 'wp-admin/includes/ms.php';
	$left = (int) get_upload_space_available() - $reserved;
	if ( ! upload_is_user_over_quota( false ) && $length <= $left ) {
		return null;
	}
	return new \WP_Error(
		'videopress_upload_quota',
		sprintf(
			/* translators: 1: the video's size, e.g. "600 KB". 2: the storage space the site has left, e.g. "400 KB". 3: the site's storage space, e.g. "1 MB". */
			__( 'This video is %1$s, but this site has only %2$s of its %3$s storage space left. Delete files you no longer need or ask the network administrator for more space.', 'jetpack-blocks' ),
			size_format( $length ),
			size_format( max( 0, $left ) ),
			size_format( get_space_allowed() * MB_IN_BYTES )
		),
		array( 'status' => 413 )
	);
}

/**
 * The finished file through the filter WordPress runs before it accepts an upload; a WP_Error
 * (400, with the filter's message) when the filter sets an error.
 *
 * @param string $path     The finished file.
 * @param string $filename Its name.
 * @param string $type     Its (sniffed) MIME type.
 * @return array{name: string}|\WP_Error The name to store it under.
 */
function run_upload_prefilter( string $path, string $filename, string $type ) {
	$file = array(
		'name'     => $filename,
		'type'     => $type,
		'tmp_name' => $path,
		'size'     => (int) filesize( $path ),
		'error'    => 0,
	);
	/** This filter is documented in wp-admin/includes/file.php */
	$file = apply_filters( 'wp_handle_upload_prefilter', $file );
	if ( ! is_array( $file ) ) {
		return new \WP_Error( 'videopress_upload_refused', __( 'This site does not accept this file.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	if ( ! empty( $file['error'] ) ) {
		$message = is_string( $file['error'] ) ? wp_strip_all_tags( $file['error'] ) : '';
		return new \WP_Error(
			'videopress_upload_refused',
			'' !== $message ? $message : __( 'This site does not accept this file.', 'jetpack-blocks' ),
			array( 'status' => 400 )
		);
	}
	// A filter may rename the file; a name that no longer says "video" keeps the original one.
	$name     = sanitize_file_name( wp_basename( (string) ( $file['name'] ?? '' ) ) );
	$by_name  = '' !== $name ? wp_check_filetype( $name )['type'] : '';
	$is_video = is_string( $by_name ) && str_starts_with( $by_name, 'video/' );
	return array( 'name' => $is_video ? $name : $filename );
}
