<?php
/**
 * Test site only: gives the AI provider specs (tests/e2e/specs/ai-provider-*.spec.ts) a provider
 * setting of their own, so pointing the provider at a fake upstream never changes what other specs,
 * running at the same time, get from the site's AI routes.
 *
 * For a user whose login starts with `e2e-ai-provider-`:
 * - the option jetpack_blocks_ai_settings is read from and written to the user meta
 *   jetpack_blocks_e2e_ai_settings (JSON). The settings screen, its sanitize callback and the
 *   provider all run unchanged; only the storage moves. The meta is also writable through
 *   POST /wp/v2/users/me, for specs that only need a provider;
 * - the user meta jetpack_blocks_e2e_allow_local_ai stands for the site administrator's opt-in in
 *   wp-config.php: the jetpack_blocks_ai_allow_local_provider filter answers true when it is set,
 *   and otherwise what the plugin decided (the settings screen's checkbox on this `local` site);
 * - the peak memory of each AI query is stored in the user meta jetpack_blocks_e2e_query_memory.
 *
 * @package jetpack-blocks
 */

const JETPACK_BLOCKS_E2E_AI_SETTINGS = 'jetpack_blocks_e2e_ai_settings';
const JETPACK_BLOCKS_E2E_ALLOW_LOCAL = 'jetpack_blocks_e2e_allow_local_ai';
const JETPACK_BLOCKS_E2E_MEMORY      = 'jetpack_blocks_e2e_query_memory';

// Each request's own peak, even in a PHP server worker that served others before.
if ( function_exists( 'memory_reset_peak_usage' ) ) {
	memory_reset_peak_usage();
}

/**
 * The current user's id when it is a provider-spec user, else 0.
 */
function jetpack_blocks_e2e_ai_user(): int {
	if ( ! did_action( 'plugins_loaded' ) || ! function_exists( 'wp_get_current_user' ) ) {
		return 0;
	}
	$user = wp_get_current_user();
	return $user->exists() && str_starts_with( $user->user_login, 'e2e-ai-provider-' ) ? $user->ID : 0;
}

add_action(
	'init',
	static function () {
		foreach (
			array(
				JETPACK_BLOCKS_E2E_AI_SETTINGS => 'string',
				JETPACK_BLOCKS_E2E_ALLOW_LOCAL => 'boolean',
				JETPACK_BLOCKS_E2E_MEMORY      => 'integer',
			) as $key => $type
		) {
			register_meta(
				'user',
				$key,
				array(
					'type'          => $type,
					'single'        => true,
					'show_in_rest'  => true,
					'auth_callback' => static fn () => jetpack_blocks_e2e_ai_user() > 0,
				)
			);
		}
	}
);

add_filter(
	'pre_option_jetpack_blocks_ai_settings',
	static function ( $pre ) {
		$user_id = jetpack_blocks_e2e_ai_user();
		if ( ! $user_id ) {
			return $pre;
		}
		$settings = json_decode( (string) get_user_meta( $user_id, JETPACK_BLOCKS_E2E_AI_SETTINGS, true ), true );
		return is_array( $settings ) ? $settings : array();
	}
);

add_filter(
	'pre_update_option_jetpack_blocks_ai_settings',
	static function ( $value, $old_value ) {
		$user_id = jetpack_blocks_e2e_ai_user();
		if ( ! $user_id ) {
			return $value;
		}
		update_user_meta( $user_id, JETPACK_BLOCKS_E2E_AI_SETTINGS, wp_slash( (string) wp_json_encode( $value ) ) );
		return $old_value; // Unchanged: the site's own option is not written.
	},
	10,
	2
);

add_filter(
	'jetpack_blocks_ai_allow_local_provider',
	static function ( $allowed ) {
		$user_id = jetpack_blocks_e2e_ai_user();
		// Only ever adds: the checkbox of the settings screen, stored with the user's settings, still counts.
		return $user_id ? ( $allowed || (bool) get_user_meta( $user_id, JETPACK_BLOCKS_E2E_ALLOW_LOCAL, true ) ) : $allowed;
	}
);

add_action(
	'shutdown',
	static function () {
		$user_id = jetpack_blocks_e2e_ai_user();
		$uri     = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		if ( $user_id && str_contains( rawurldecode( $uri ), '/wpcom/v2/jetpack-ai-query' ) ) {
			update_user_meta( $user_id, JETPACK_BLOCKS_E2E_MEMORY, memory_get_peak_usage() );
		}
	}
);
