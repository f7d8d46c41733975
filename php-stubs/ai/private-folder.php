<?php
/**
 * A folder of this site's own for working files that nobody else may read or plant: the local
 * recogniser's lock files and converted audio (issue 21).
 *
 * The system's temporary folder is shared by every account of the machine: files with fixed names
 * there can be created first and held by another account (a local user locking the recogniser's
 * slot files stops every transcription of the site), and what lands there is as readable as its
 * mode allows. The uploads folder is no better: the web server hands out its files to anyone who
 * knows their address (`.htaccess` is ignored by nginx, Caddy and `php -S`). So working files live
 * in a folder:
 * - set by the site owner with the constant JETPACK_BLOCKS_PRIVATE_DIR (or the filter
 *   `jetpack_blocks_private_folder`), best outside the web root; or by default
 * - in the temporary folder, under a name no other account can guess (derived from the site's auth
 *   salt, which only wp-config.php holds, and the site), so none can create it first;
 * - created with mode 0700 (files inside 0600), and used only while it is a real folder (not a
 *   link) that this PHP process owns and that no group or other account can enter.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The site's private working folder, with a trailing slash; created on first use.
 *
 * @return string|null Null when it cannot be made private (the caller refuses its work).
 */
function private_folder(): ?string {
	if ( defined( 'JETPACK_BLOCKS_PRIVATE_DIR' ) && is_string( JETPACK_BLOCKS_PRIVATE_DIR ) && '' !== JETPACK_BLOCKS_PRIVATE_DIR ) {
		$folder = JETPACK_BLOCKS_PRIVATE_DIR;
	} else {
		$name   = substr( hash_hmac( 'sha256', 'private-folder|' . home_url() . '|' . get_current_blog_id(), wp_salt( 'auth' ) ), 0, 32 );
		$folder = trailingslashit( get_temp_dir() ) . 'jetpack-blocks-' . $name;
	}
	/**
	 * The folder of the site's private working files (lock files, converted audio). Best outside
	 * the web root; it is created with mode 0700 if missing, and refused if another account owns
	 * it or can enter it.
	 *
	 * @param string $folder Absolute path.
	 */
	$folder = untrailingslashit( (string) apply_filters( 'jetpack_blocks_private_folder', $folder ) );
	if ( '' === $folder || ! str_starts_with( $folder, '/' ) ) {
		return null;
	}

	if ( ! file_exists( $folder ) && ! is_link( $folder ) ) {
		$umask = umask( 0077 );
		mkdir( $folder, 0700, true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir -- The mode matters; WP_Filesystem may not set it.
		umask( $umask );
	}
	clearstatcache( true, $folder );
	if ( is_link( $folder ) || ! is_dir( $folder ) ) {
		return null;
	}
	// A folder another account made first is never used. Without the posix extension, chmod() is
	// the check: it only succeeds for the folder's owner (or root).
	if ( function_exists( 'posix_geteuid' ) && fileowner( $folder ) !== posix_geteuid() ) {
		return null;
	}
	if ( ! chmod( $folder, 0700 ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod
		return null;
	}
	clearstatcache( true, $folder );
	$mode = fileperms( $folder );
	if ( false === $mode || 0 !== ( $mode & 0077 ) ) {
		return null;
	}
	return $folder . '/';
}
