<?php
/**
 * Test site only: requests that carry the cookie `jetpack_blocks_e2e_vip=1` see the site as one whose
 * AI plan is managed by a host's account team, through the plugin's own filter
 * `jetpack_blocks_ai_upgrade_type` — the way such a host would set it. A cookie, so one browser
 * context of a story can be that site while the rest of the suite is not.
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_ai_upgrade_type',
	static function ( $type ) {
		return isset( $_COOKIE['jetpack_blocks_e2e_vip'] ) && '1' === $_COOKIE['jetpack_blocks_e2e_vip'] ? 'vip' : $type; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
	}
);
