<?php
/**
 * Test-only: with the request header `X-E2E-Loaded-Files: 1`, the response names the plugin's
 * server files that request read (`X-E2E-Plugin-Files`, paths under php-stubs/, comma-separated),
 * so a spec can check that a visitor's page reads only what it uses.
 *
 * @package jetpack-blocks
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_SERVER['HTTP_X_E2E_LOADED_FILES'] ) ) {
	// The whole response is buffered so the header can still be sent once it is complete.
	ob_start(
		static function ( string $buffer, int $phase ): string {
			if ( ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) || headers_sent() || ! defined( 'JETPACK_BLOCKS_DIR' ) ) {
				return $buffer;
			}
			$root  = realpath( JETPACK_BLOCKS_DIR . '/php-stubs' ) . '/';
			$files = array();
			foreach ( get_included_files() as $file ) {
				if ( str_starts_with( $file, $root ) ) {
					$files[] = substr( $file, strlen( $root ) );
				}
			}
			header( 'X-E2E-Plugin-Files: ' . implode( ',', $files ) );
			return $buffer;
		}
	);
}
