<?php
/**
 * The plugin's identity, read once from the main file's header.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Header fields of the main plugin file: slug, text domain, product name and version.
 *
 * @return array{slug: string, text_domain: string, name: string, version: string}
 */
function plugin_info(): array {
	static $info = null;
	if ( null === $info ) {
		$header = get_file_data(
			JETPACK_BLOCKS_FILE,
			array(
				'name'        => 'Plugin Name',
				'version'     => 'Version',
				'text_domain' => 'Text Domain',
			)
		);
		$info   = array(
			'slug'        => basename( JETPACK_BLOCKS_FILE, '.php' ),
			'text_domain' => $header['text_domain'],
			'name'        => $header['name'],
			'version'     => $header['version'],
		);
	}
	return $info;
}

/**
 * Absolute path inside the build directory.
 *
 * @param string $relative Path relative to build/.
 */
function build_path( string $relative = '' ): string {
	return JETPACK_BLOCKS_DIR . '/build/' . ltrim( $relative, '/' );
}

/**
 * URL of a file inside the build directory.
 *
 * @param string $relative Path relative to build/.
 */
function build_url( string $relative ): string {
	return plugins_url( 'build/' . ltrim( $relative, '/' ), JETPACK_BLOCKS_FILE );
}

/**
 * Loads the plugin's translations (WordPress 6.7+ also loads them just in time; this keeps the
 * behaviour explicit for the JS handles registered below).
 */
function load_textdomain(): void {
	load_plugin_textdomain( plugin_info()['text_domain'], false, dirname( plugin_basename( JETPACK_BLOCKS_FILE ) ) . '/languages' );
}
add_action( 'init', __NAMESPACE__ . '\load_textdomain', 1 );

/**
 * Every script of the plugin that shows strings (it depends on wp-i18n) gets its translations from
 * the plugin's languages/ folder as well as WordPress's, whoever registered it: WordPress registers
 * the view scripts named in block.json with the text domain but without the plugin's folder. Done
 * as each batch of scripts is printed, so scripts registered late (by a block's first render) are
 * covered too.
 *
 * @param string[] $handles Handles about to be printed.
 * @return string[]
 */
function set_script_translations( $handles ) {
	$scripts  = wp_scripts();
	$base     = plugins_url( 'build/', JETPACK_BLOCKS_FILE );
	$possible = null;
	foreach ( (array) $handles as $handle ) {
		$script = $scripts->registered[ $handle ] ?? null;
		if ( ! $script || ! is_string( $script->src ) || ! str_starts_with( $script->src, $base ) || ! in_array( 'wp-i18n', (array) $script->deps, true ) ) {
			continue;
		}
		if ( null === $possible ) {
			require_once __DIR__ . '/i18n/script-translations.php';
			$possible = I18n\translations_possible( plugin_info()['text_domain'] );
		}
		if ( ! $possible ) {
			// Nothing to find: WordPress's search would print nothing after a dozen path lookups.
			$script->textdomain = null;
			continue;
		}
		if ( empty( $script->translations_path ) ) {
			wp_set_script_translations( $handle, plugin_info()['text_domain'], JETPACK_BLOCKS_DIR . '/languages' );
		}
	}
	return $handles;
}
add_filter( 'print_scripts_array', __NAMESPACE__ . '\set_script_translations' );

/**
 * A script of the plugin gets the translations of every file it is made of — its lazy chunks and
 * its sources —, not only of its own file (php-stubs/i18n/script-translations.php, read only
 * when one of the plugin's scripts is printed with translations).
 *
 * @param string|false|null $translations What an earlier filter decided.
 * @param string|false      $file         The file WordPress is about to read.
 * @param string            $handle       Script handle.
 * @param string            $domain       Text domain.
 * @return string|false|null
 */
function script_translations( $translations, $file, $handle, $domain ) {
	if ( null !== $translations || plugin_info()['text_domain'] !== $domain ) {
		return $translations;
	}
	require_once __DIR__ . '/i18n/script-translations.php';
	return I18n\merged_translations( $translations, $file, $handle, $domain );
}
add_filter( 'pre_load_script_translations', __NAMESPACE__ . '\script_translations', 10, 4 );

/**
 * Registers a script built by webpack (and its stylesheet, when the build made one) under a handle,
 * with the dependencies and version from its `.asset.php` file.
 *
 * @param string $handle   Script handle (also the style handle).
 * @param string $relative Path inside build/ without extension, e.g. `admin/dashboard`.
 * @return bool False when it has not been built (`npm run build`).
 */
function register_built_script( string $handle, string $relative ): bool {
	$asset_file = build_path( $relative . '.asset.php' );
	if ( ! file_exists( $asset_file ) ) {
		return false;
	}
	$asset   = require $asset_file;
	$asset   = is_array( $asset ) ? $asset : array();
	$version = isset( $asset['version'] ) && is_string( $asset['version'] ) ? $asset['version'] : plugin_info()['version'];
	wp_register_script(
		$handle,
		build_url( $relative . '.js' ),
		isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? $asset['dependencies'] : array(),
		$version,
		array( 'in_footer' => true )
	);
	wp_set_script_translations( $handle, plugin_info()['text_domain'], JETPACK_BLOCKS_DIR . '/languages' );
	if ( file_exists( build_path( $relative . '.css' ) ) ) {
		wp_register_style( $handle, build_url( $relative . '.css' ), array( 'wp-components' ), $version );
		wp_style_add_data( $handle, 'rtl', 'replace' );
	}
	return true;
}

/**
 * Runs an enqueue callback on one admin screen only: the screen's `load-{$hook}` action fires before
 * `admin_enqueue_scripts`, and only on that screen.
 *
 * @param string|false $hook     Hook suffix returned by add_menu_page() and friends.
 * @param callable     $callback Enqueues the screen's assets.
 */
function enqueue_on_admin_screen( $hook, callable $callback ): void {
	if ( ! is_string( $hook ) || '' === $hook ) {
		return;
	}
	add_action(
		'load-' . $hook,
		static function () use ( $callback ) {
			add_action( 'admin_enqueue_scripts', $callback );
		}
	);
}
