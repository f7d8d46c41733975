<?php
/**
 * Router for PHP's built-in server: static files as they are, everything else through WordPress
 * (pretty permalinks and /wp-json/).
 */

$jetpack_blocks_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$jetpack_blocks_file = $_SERVER['DOCUMENT_ROOT'] . $jetpack_blocks_path;

if ( '/' !== $jetpack_blocks_path && file_exists( $jetpack_blocks_file ) ) {
	if ( is_dir( $jetpack_blocks_file ) ) {
		if ( ! str_ends_with( $jetpack_blocks_path, '/' ) ) {
			header( 'Location: ' . $jetpack_blocks_path . '/', true, 301 );
			return true;
		}
		if ( file_exists( $jetpack_blocks_file . 'index.php' ) ) {
			$_SERVER['SCRIPT_NAME']     = $jetpack_blocks_path . 'index.php';
			$_SERVER['SCRIPT_FILENAME'] = $jetpack_blocks_file . 'index.php';
			chdir( $jetpack_blocks_file );
			require $jetpack_blocks_file . 'index.php';
			return true;
		}
	}
	if ( str_ends_with( $jetpack_blocks_file, '.php' ) ) {
		$_SERVER['SCRIPT_NAME']     = $jetpack_blocks_path;
		$_SERVER['SCRIPT_FILENAME'] = $jetpack_blocks_file;
		chdir( dirname( $jetpack_blocks_file ) );
		require $jetpack_blocks_file;
		return true;
	}
	return false; // Let the built-in server send the static file.
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
