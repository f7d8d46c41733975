<?php
/**
 * Test site only: the site owner has set up a language model — the suite's stand-in
 * (tests/ai-standin/server.ts), an OpenAI-compatible server on 127.0.0.1 whose address the suite
 * passes in JETPACK_BLOCKS_E2E_AI_STANDIN. The product reaches it through its real
 * OpenAI-compatible provider, as it would a model server on the same computer.
 *
 * Sites made without this must-use plugin have no model, which is how a fresh install starts.
 *
 * @package jetpack-blocks
 */

$jetpack_blocks_e2e_standin = getenv( 'JETPACK_BLOCKS_E2E_AI_STANDIN' );
if ( is_string( $jetpack_blocks_e2e_standin ) && '' !== $jetpack_blocks_e2e_standin ) {
	// As the owner would set it on Settings → Jetpack Blocks AI; a stored choice wins.
	add_filter(
		'default_option_jetpack_blocks_ai_settings',
		static function () use ( $jetpack_blocks_e2e_standin ) {
			return array(
				'base_url' => $jetpack_blocks_e2e_standin,
				'api_key'  => '',
				'model'    => 'standin-model',
				'tier'     => 'free',
				// The test sites are `local` sites, where the owner may tick "Allow a model server
				// on this computer or private network".
				'allow_local' => true,
			);
		}
	);
}
