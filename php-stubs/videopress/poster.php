<?php
/**
 * Posters made on the server from a frame of the video (POST …/poster with at_time). The frame is
 * extracted with ffmpeg when the site can run it (the program found on the PATH, or the filter
 * `jetpack_blocks_videopress_ffmpeg`; proc_open allowed); otherwise the route says so and the editor
 * picks the frame in the browser instead. Extraction is synchronous, so the poster is never left
 * "generating".
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress;

defined( 'ABSPATH' ) || exit;

/** Longest a frame extraction may run, in seconds. */
const FRAME_TIME_LIMIT = 20;

/** The ffmpeg program to run, or '' when this site cannot run one. */
function ffmpeg_program(): string {
	/**
	 * The ffmpeg program (absolute path or name on the PATH); '' turns server-side frames off.
	 *
	 * @param string $program Program.
	 */
	$program = (string) apply_filters( 'jetpack_blocks_videopress_ffmpeg', 'ffmpeg' );
	if ( '' === $program || ! function_exists( 'proc_open' ) ) {
		return '';
	}
	if ( str_contains( $program, '/' ) ) {
		return is_executable( $program ) ? $program : '';
	}
	foreach ( explode( PATH_SEPARATOR, (string) getenv( 'PATH' ) . PATH_SEPARATOR . '/usr/bin:/usr/local/bin' ) as $dir ) {
		if ( '' !== $dir && is_executable( $dir . '/' . $program ) ) {
			return $dir . '/' . $program;
		}
	}
	return '';
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
	require_once ABSPATH . 'wp-admin/includes/file.php';
	// ffmpeg picks the image format from the extension: a .jpg beside wp_tempnam()'s empty .tmp.
	$placeholder = wp_tempnam( 'videopress-poster.jpg' );
	$target      = preg_replace( '/\.tmp$/', '', $placeholder ) . '.jpg';
	wp_delete_file( $placeholder );
	$command = array( $program, '-nostdin', '-loglevel', 'error', '-y', '-ss', sprintf( '%.3f', max( 0, $milliseconds ) / 1000 ), '-i', $source, '-frames:v', '1', '-q:v', '3', $target );
	$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
	if ( ! is_resource( $process ) ) {
		return new \WP_Error( 'poster_frame_failed', __( 'The frame could not be taken from the video.', 'jetpack-blocks' ), array( 'status' => 500 ) );
	}
	stream_set_blocking( $pipes[1], false );
	stream_set_blocking( $pipes[2], false );
	$started = microtime( true );
	do {
		usleep( 50000 );
		fread( $pipes[1], 65536 );
		fread( $pipes[2], 65536 );
		$status = proc_get_status( $process );
		if ( $status['running'] && microtime( true ) - $started > FRAME_TIME_LIMIT ) {
			proc_terminate( $process, 9 );
		}
	} while ( $status['running'] );
	fclose( $pipes[1] );
	fclose( $pipes[2] );
	proc_close( $process );
	if ( 0 !== $status['exitcode'] || ! file_exists( $target ) || 0 === filesize( $target ) ) {
		wp_delete_file( $target );
		return new \WP_Error( 'poster_frame_failed', __( 'The frame could not be taken from the video (is the time within the video?).', 'jetpack-blocks' ), array( 'status' => 400 ) );
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
