<?php
/**
 * Posters made on the server from a frame of the video (POST …/poster with at_time). The frame is
 * extracted with ffmpeg when the site can run it (the program found on the PATH, or the filter
 * `jetpack_blocks_videopress_ffmpeg`; proc_open allowed); otherwise the route says so and the editor
 * picks the frame in the browser instead. Extraction is synchronous, so the poster is never left
 * "generating".
 *
 * ffmpeg reads a file an uploader chose, so it runs as the local speech recogniser runs it (the
 * shared Bounded_Process): an argument array (no shell), a time limit, a bounded output, only local
 * files (`-protocol_whitelist file`: a playlist cannot send it to an address on the network) in the
 * video containers WordPress accepts (`-format_whitelist`: no playlists, concat lists or images),
 * and a few frames at a time on the machine (filter `jetpack_blocks_videopress_frame_slots`).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress;

use Jetpack_Blocks\Bounded_Process;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/../ai/class-ai-error.php';
require_once __DIR__ . '/../ai/class-bounded-process.php';

/** Longest a frame extraction may run, in seconds. */
const FRAME_TIME_LIMIT = 20;

/**
 * Containers ffmpeg may read (its demuxer names): those of the video types WordPress accepts
 * (mp4/m4v/mov/3gp, webm/mkv, avi, wmv/asf, flv, mpeg, ogv).
 */
const FRAME_FORMATS = 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,avi,asf,flv,mpeg,ogg';

/** The ffmpeg program to run, or '' when this site cannot run one. */
function ffmpeg_program(): string {
	/**
	 * The ffmpeg program (absolute path or name on the PATH); '' turns server-side frames off.
	 *
	 * @param string $program Program.
	 */
	$program = (string) apply_filters( 'jetpack_blocks_videopress_ffmpeg', 'ffmpeg' );
	if ( ! function_exists( 'proc_open' ) || ! function_exists( 'proc_get_status' ) || ! function_exists( 'proc_terminate' ) ) {
		return '';
	}
	return (string) Bounded_Process::find_program( $program );
}

/**
 * One of the machine's frame-extraction slots (see Bounded_Process::take_slot()), or a WP_Error
 * (503) when they all stay busy. Release it with Bounded_Process::release_slot().
 *
 * @return resource|\WP_Error
 */
function take_frame_slot() {
	$defaults = array(
		'slots' => 2,
		'wait'  => 10,
	);
	/**
	 * How many frames may be taken at once on the machine, and how many seconds a request waits
	 * for its turn before it is refused.
	 *
	 * @param array{slots: int, wait: int} $config Slots and wait.
	 */
	$config = apply_filters( 'jetpack_blocks_videopress_frame_slots', $defaults );
	$config = is_array( $config ) ? array_merge( $defaults, $config ) : $defaults;
	$busy   = new \WP_Error(
		'poster_frame_busy',
		__( 'The server is taking frames from other videos at the moment. Please try again in a minute, or choose the frame in the editor.', 'jetpack-blocks' ),
		array( 'status' => 503 )
	);
	try {
		$slot = Bounded_Process::take_slot( 'poster-frame', max( 1, min( 16, (int) $config['slots'] ) ), max( 0, min( 60, (int) $config['wait'] ) ) );
	} catch ( \Exception $e ) {
		return $busy;
	}
	return null === $slot ? $busy : $slot;
}

/**
 * Extracts the frame at $milliseconds of the video as a JPEG file; a WP_Error when it cannot.
 *
 * @param int $attachment_id Video attachment.
 * @param int $milliseconds  Position.
 * @return string|\WP_Error Path of a temporary JPEG.
 */
function extract_frame( int $attachment_id, int $milliseconds ) {
	$program = ffmpeg_program();
	if ( '' === $program ) {
		return new \WP_Error(
			'poster_frame_unavailable',
			__( 'This site cannot take a frame from a video on the server (ffmpeg is not available). Choose the frame in the editor or pick an image instead.', 'jetpack-blocks' ),
			array( 'status' => 501 )
		);
	}
	$source = get_attached_file( $attachment_id );
	if ( ! is_string( $source ) || ! is_readable( $source ) ) {
		return new \WP_Error( 'video_file_missing', __( 'The video file is missing.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	$slot = take_frame_slot();
	if ( is_wp_error( $slot ) ) {
		return $slot;
	}
	require_once ABSPATH . 'wp-admin/includes/file.php';
	// ffmpeg picks the image format from the extension: a .jpg beside wp_tempnam()'s empty .tmp.
	$placeholder = wp_tempnam( 'videopress-poster.jpg' );
	$target      = preg_replace( '/\.tmp$/', '', $placeholder ) . '.jpg';
	wp_delete_file( $placeholder );
	// Only local files, only video containers: no playlists, no network, no images.
	$command = array_merge(
		Bounded_Process::ffmpeg_reading( $program, FRAME_FORMATS ),
		array(
			'-ss',
			sprintf( '%.3f', max( 0, $milliseconds ) / 1000 ),
			'-i',
			'file:' . $source,
			'-map',
			'0:v:0',
			'-an',
			'-sn',
			'-dn',
			'-frames:v',
			'1',
			'-q:v',
			'3',
			'-y',
			'file:' . $target,
		)
	);
	try {
		$result = Bounded_Process::run( $command, FRAME_TIME_LIMIT, 65536 );
	} catch ( \Exception $e ) {
		$result = null;
	} finally {
		Bounded_Process::release_slot( $slot );
	}
	clearstatcache( true, $target );
	if ( null === $result || 0 !== $result['exit_code'] || ! file_exists( $target ) || 0 === filesize( $target ) ) {
		if ( file_exists( $target ) ) {
			wp_delete_file( $target );
		}
		return new \WP_Error( 'poster_frame_failed', __( 'The frame could not be taken from the video (is the time within the video, and is the file a video?).', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	return $target;
}

/**
 * Stores a JPEG as an image attachment of the video and returns its id.
 *
 * @param string $file          Temporary file (moved into uploads).
 * @param int    $attachment_id The video.
 * @return int|\WP_Error
 */
function store_poster_file( string $file, int $attachment_id ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$guid   = guid_for_attachment( $attachment_id );
	$upload = array(
		'name'     => 'poster-' . $guid . '.jpg',
		'tmp_name' => $file,
	);
	$id = media_handle_sideload( $upload, 0, null, array( 'post_title' => 'poster-' . $guid ) );
	if ( file_exists( $file ) ) {
		wp_delete_file( $file );
	}
	return $id;
}
