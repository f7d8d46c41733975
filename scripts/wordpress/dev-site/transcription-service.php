<?php
/**
 * Development site (`npm start`) only: dictation through the native transcription service.
 *
 * This site's PHP is compiled to WebAssembly and cannot start programs, so the plugin's local speech
 * recogniser cannot run ffmpeg and pocketsphinx itself. `npm start` runs them in a small service on
 * this machine's loopback (scripts/transcription) and writes its address and the secret of this
 * start into wp-content/jetpack-blocks-transcription-service.php; this points the recogniser at it
 * through its settings filter. Without that file (the service was not started), the recogniser says
 * that this site cannot run programs, as before.
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_local_recogniser',
	static function ( $config ) {
		$file = WP_CONTENT_DIR . '/jetpack-blocks-transcription-service.php';
		if ( ! is_array( $config ) || ! is_readable( $file ) ) {
			return $config;
		}
		$service = include $file;
		if ( is_array( $service ) && is_string( $service['url'] ?? null ) && is_string( $service['secret'] ?? null ) ) {
			$config['service_url']    = $service['url'];
			$config['service_secret'] = $service['secret'];
		}
		return $config;
	}
);
