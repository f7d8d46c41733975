<?php
/**
 * Test site only: a request carrying the `e2e_locale` cookie runs in that locale, so a spec can show
 * the editor in another language without changing the site's or the admin's language for the
 * other workers' stories (script-translations.spec.ts).
 *
 * @package jetpack-blocks
 */

add_filter(
	'pre_determine_locale',
	static function ( $locale ) {
		$wanted = isset( $_COOKIE['e2e_locale'] ) ? preg_replace( '/[^A-Za-z_]/', '', (string) $_COOKIE['e2e_locale'] ) : '';
		return $wanted ? $wanted : $locale;
	}
);
