<?php
/**
 * Where a private video's file lives, and who learns its address.
 *
 * A public video is played from its uploads address, as WordPress stores it. A private one (setting
 * private, or site default while the site default is private) is played only through the
 * permission-checked route rest/v1.1/videos/{guid}/file, so its uploads address must be neither
 * guessable nor handed out:
 *
 * - its file is moved to uploads/videopress-private/<24 random characters>/ (a folder whose
 *   .htaccess denies every request, for servers that read it), and moved back to its upload month's
 *   folder when the video becomes public again;
 * - for people who may not watch it, the media REST answers leave out the file's address (source_url,
 *   guid, link, media_details), and its attachment page is a 404 instead of WordPress's redirect to
 *   the file.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress;

defined( 'ABSPATH' ) || exit;

const PRIVATE_DIR     = 'videopress-private';
const PUBLIC_DIR_META = 'videopress_public_dir';

/** Whether the attachment's file is in the private folder now. */
function file_is_private( int $attachment_id ): bool {
	$relative = (string) get_post_meta( $attachment_id, '_wp_attached_file', true );
	return str_starts_with( $relative, PRIVATE_DIR . '/' );
}

/**
 * Moves the file where its privacy says it belongs. Returns false when the move failed (the file
 * stays where it was).
 */
function sync_file_location( int $attachment_id ): bool {
	if ( ! is_video_attachment( $attachment_id ) ) {
		return true;
	}
	$private = is_private( $attachment_id );
	if ( $private === file_is_private( $attachment_id ) ) {
		return true;
	}
	$source = get_attached_file( $attachment_id, true );
	if ( ! is_string( $source ) || ! file_exists( $source ) ) {
		return false;
	}
	$uploads  = wp_upload_dir( null, false );
	$basedir  = trailingslashit( $uploads['basedir'] );
	$relative = (string) get_post_meta( $attachment_id, '_wp_attached_file', true );
	if ( $private ) {
		update_post_meta( $attachment_id, PUBLIC_DIR_META, dirname( $relative ) );
		$folder = PRIVATE_DIR . '/' . wp_generate_password( 24, false );
		if ( ! file_exists( $basedir . PRIVATE_DIR . '/.htaccess' ) && wp_mkdir_p( $basedir . PRIVATE_DIR ) ) {
			file_put_contents( $basedir . PRIVATE_DIR . '/.htaccess', "Require all denied\nDeny from all\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
			file_put_contents( $basedir . PRIVATE_DIR . '/index.php', "<?php\n// Silence.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		}
	} else {
		$folder = (string) get_post_meta( $attachment_id, PUBLIC_DIR_META, true );
		if ( '' === $folder || '.' === $folder || str_contains( $folder, '..' ) ) {
			$folder = ltrim( $uploads['subdir'], '/' );
		}
	}
	if ( ! wp_mkdir_p( $basedir . $folder ) ) {
		return false;
	}
	$name   = wp_unique_filename( $basedir . $folder, basename( $source ) );
	$target = $basedir . ( '' === $folder ? '' : trailingslashit( $folder ) ) . $name;
	if ( ! @rename( $source, $target ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.rename_rename -- a failure is answered below.
		return false;
	}
	update_attached_file( $attachment_id, $target );
	if ( $private ) {
		// The old address of the file's folder is no longer where it is.
		$old_folder = dirname( $source );
		if ( str_contains( $old_folder, PRIVATE_DIR ) && is_dir( $old_folder ) ) {
			@rmdir( $old_folder ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
		}
	} elseif ( str_contains( dirname( $source ), PRIVATE_DIR . '/' ) ) {
		@rmdir( dirname( $source ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
	}
	return true;
}

// New uploads follow the site default once WordPress has read the file (its metadata needs the path).
add_filter(
	'wp_generate_attachment_metadata',
	static function ( $metadata, $attachment_id ) {
		if ( is_video_attachment( (int) $attachment_id ) ) {
			add_action(
				'shutdown',
				static function () use ( $attachment_id ): void {
					sync_file_location( (int) $attachment_id );
				}
			);
		}
		return $metadata;
	},
	10,
	2
);

// Turning the site default to private (or back) moves the files of the videos that follow it.
add_action(
	'update_option_' . SITE_PRIVATE_OPTION,
	static function (): void {
		$ids = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'any',
				'post_mime_type' => 'video',
				'fields'         => 'ids',
				'posts_per_page' => -1,
				'no_found_rows'  => true,
			)
		);
		foreach ( $ids as $id ) {
			sync_file_location( (int) $id );
		}
	}
);

// Media REST answers: no file address for people who may not watch the video.
add_filter(
	'rest_prepare_attachment',
	static function ( $response, $post ) {
		if ( ! $response instanceof \WP_REST_Response || ! $post instanceof \WP_Post ) {
			return $response;
		}
		$id = (int) $post->ID;
		if ( ! is_video_attachment( $id ) || ! is_private( $id ) ) {
			return $response;
		}
		if ( current_user_can_view( $id ) && current_user_can( 'edit_post', $id ) ) {
			return $response;
		}
		$data = $response->get_data();
		// The rendered caption and description carry a link to the file (prepend_attachment).
		foreach ( array( 'source_url', 'guid', 'link', 'media_details', 'description', 'caption' ) as $field ) {
			unset( $data[ $field ] );
		}
		if ( current_user_can_view( $id ) ) {
			$data['source_url'] = playback_url( $id );
		}
		$response->set_data( $data );
		return $response;
	},
	10,
	2
);

// The attachment page of a private video is not found for people who may not watch it (WordPress
// would otherwise redirect them to the file).
add_action(
	'template_redirect',
	static function (): void {
		if ( ! is_attachment() ) {
			return;
		}
		$id = (int) get_queried_object_id();
		if ( is_video_attachment( $id ) && ! current_user_can_view( $id ) ) {
			global $wp_query;
			$wp_query->set_404();
			status_header( 404 );
			nocache_headers();
		}
	},
	1
);
