<?php
/**
 * Test site only: a transcription request with the header `X-E2E-Recogniser: missing` finds the
 * local speech recogniser not installed (its program is looked for where there is none), so a spec
 * can check the answer a site without pocketsphinx gives, on the same site that has it.
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_local_recogniser',
	static function ( $config ) {
		if ( 'missing' === ( $_SERVER['HTTP_X_E2E_RECOGNISER'] ?? '' ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
			$config['recogniser'] = '/nonexistent/pocketsphinx_continuous';
		}
		return $config;
	}
);
