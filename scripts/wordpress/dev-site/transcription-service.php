<?php
/**
 * Development site (`npm start`) only: dictation and the offline tools (spelling with Hunspell,
 * translation with Apertium) through the native service.
 *
 * This site's PHP is compiled to WebAssembly and cannot start programs, so the plugin's local speech
 * recogniser cannot run ffmpeg and pocketsphinx itself. `npm start` runs them in a small service on
 * this machine's loopback (scripts/transcription) and writes its address and the secret of this
 * start into wp-content/jetpack-blocks-transcription-service.php; this points the recogniser at it
 * through its settings filter. Without that file (the service was not started), the recogniser says
 * that this site cannot run programs, as before.
 *
 * The same service runs Hunspell and Apertium for the offline tools (php-stubs/ai/tools/): their
 * filter gets its address and the same secret. Without it, the tools are simply not offered here.
 *
 * @package jetpack-blocks
 */

/**
 * This start's service: its transcription address, its tools address and its secret, or null.
 *
 * @return array{url: string, tools_url: string, secret: string}|null
 */
function jetpack_blocks_dev_site_service(): ?array {
	// Read once a request: both filters ask, and the tools' status asks on every editor load.
	static $read = false;
	if ( false !== $read ) {
		return $read;
	}
	$read = null;
	$file = WP_CONTENT_DIR . '/jetpack-blocks-transcription-service.php';
	if ( ! is_readable( $file ) ) {
		return null;
	}
	$service = include $file;
	if ( ! is_array( $service ) || ! is_string( $service['url'] ?? null ) || ! is_string( $service['secret'] ?? null ) ) {
		return null;
	}
	$read = array(
		'url'       => $service['url'],
		// A file of an earlier version has no tools address; the service answers at its root.
		'tools_url' => is_string( $service['tools_url'] ?? null ) ? $service['tools_url'] : preg_replace( '~/transcriptions$~', '', $service['url'] ),
		'secret'    => $service['secret'],
	);
	return $read;
}

add_filter(
	'jetpack_blocks_local_recogniser',
	static function ( $config ) {
		$service = jetpack_blocks_dev_site_service();
		if ( is_array( $config ) && null !== $service ) {
			$config['service_url']    = $service['url'];
			$config['service_secret'] = $service['secret'];
		}
		return $config;
	}
);

add_filter(
	'jetpack_blocks_offline_tools',
	static function ( $config ) {
		$service = jetpack_blocks_dev_site_service();
		if ( is_array( $config ) && null !== $service ) {
			$config['service_url']    = $service['tools_url'];
			$config['service_secret'] = $service['secret'];
		}
		return $config;
	}
);
