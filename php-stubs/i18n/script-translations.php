<?php
/**
 * Translations of a script of this plugin gathered from every file of it.
 *
 * WordPress gives a script the strings of one JSON file, named after the md5 of the script's own
 * path (build/editor.js). The editor script loads each block's edit UI as a lazy chunk that
 * WordPress never sees (build/blocks/<name>/edit.js), so the chunk's JSON file in a language pack
 * is never read; and JSON files made with `wp i18n make-json` from a .po of this repository's
 * template are named after source files (src/…), which matches no script at all. The build writes
 * which files and sources make up each script (build/script-sources.php, from
 * scripts/script-sources.cjs); this merges the JSON files of all of them into the one WordPress
 * prints with the script.
 *
 * Read only when WordPress prints one of the plugin's scripts with translations.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\I18n;

use function Jetpack_Blocks\build_path;
use function Jetpack_Blocks\build_url;
use function Jetpack_Blocks\plugin_info;

defined( 'ABSPATH' ) || exit;

/**
 * Which files and sources make up each built script, by its path under build/.
 *
 * @return array<string, string[]>
 */
function script_sources(): array {
	static $sources = null;
	if ( null === $sources ) {
		$file    = build_path( 'script-sources.php' );
		$map     = file_exists( $file ) ? require $file : array();
		$sources = is_array( $map ) ? $map : array();
	}
	return $sources;
}

/**
 * The path under build/ of a registered script of this plugin, or null for anyone else's.
 *
 * @param string $handle Script handle.
 */
function built_script( string $handle ): ?string {
	$script = wp_scripts()->registered[ $handle ] ?? null;
	if ( ! $script || ! is_string( $script->src ) ) {
		return null;
	}
	$base = build_url( '' );
	$src  = strtok( $script->src, '?' );
	if ( ! is_string( $src ) || ! str_starts_with( $src, $base ) ) {
		return null;
	}
	return substr( $src, strlen( $base ) );
}

/**
 * The JSON files to read for a script, in the order they apply (a later file's translation of the
 * same string wins): the plugin's own languages/ folder first, then WordPress's language packs,
 * which are updated more often — the order WordPress gives a plugin's PHP translations.
 *
 * @param string $handle   Script handle.
 * @param string $script   Its path under build/.
 * @param string $domain   Text domain.
 * @param string $locale   Locale.
 * @return string[]
 */
function translation_files( string $handle, string $script, string $domain, string $locale ): array {
	$parts = script_sources()[ $script ] ?? array( 'build/' . $script );
	if ( ! in_array( 'build/' . $script, $parts, true ) ) {
		$parts[] = 'build/' . $script;
	}
	$wanted = array();
	foreach ( $parts as $part ) {
		$wanted[ md5( $part ) ] = true;
	}
	$prefix = $domain . '-' . $locale . '-';
	$files  = array();
	foreach ( array( JETPACK_BLOCKS_DIR . '/languages', WP_LANG_DIR . '/plugins' ) as $folder ) {
		// WordPress also reads a file named after the handle, in the folder the plugin gave it.
		$named = $folder . '/' . $prefix . $handle . '.json';
		if ( JETPACK_BLOCKS_DIR . '/languages' === $folder && is_readable( $named ) ) {
			$files[] = $named;
		}
		foreach ( translation_files_in( $folder, $prefix ) as $file ) {
			$hash = substr( basename( $file, '.json' ), strlen( $prefix ) );
			if ( isset( $wanted[ $hash ] ) ) {
				$files[] = $file;
			}
		}
	}
	return $files;
}

/**
 * The JSON files of a folder whose names start so, listed once per request: a page prints several
 * of the plugin's scripts, and each asks about the same two folders.
 *
 * @param string $folder Folder.
 * @param string $prefix `<domain>-<locale>-`.
 * @return string[]
 */
function translation_files_in( string $folder, string $prefix ): array {
	static $listed = array();
	$key = $folder . '/' . $prefix;
	if ( ! isset( $listed[ $key ] ) ) {
		$found          = glob( $key . '*.json' );
		$listed[ $key ] = is_array( $found ) ? $found : array();
	}
	return $listed[ $key ];
}

/**
 * Whether a script of the plugin can have translations in this request's language: a JSON file of
 * the domain and language in the plugin's languages/ folder or in WordPress's, or a filter that can
 * give WordPress translations from elsewhere (a translation plugin's own folder). On a site in
 * English without such a filter there is none, and each script's search (its address taken apart,
 * five filters, the files it would be named by) finds nothing.
 *
 * @param string $domain Text domain.
 */
function translations_possible( string $domain ): bool {
	global $wp_filter;
	foreach ( array( 'load_script_translation_file', 'load_script_translations', 'load_script_textdomain_relative_path' ) as $hook ) {
		if ( has_filter( $hook ) ) {
			return true;
		}
	}
	// The plugin's own callback there (script_translations()) reads only the two folders below.
	$pre = $wp_filter['pre_load_script_translations'] ?? null;
	if ( $pre instanceof \WP_Hook && array_sum( array_map( 'count', $pre->callbacks ) ) > 1 ) {
		return true;
	}
	$prefix = $domain . '-' . determine_locale() . '-';
	foreach ( array( JETPACK_BLOCKS_DIR . '/languages', WP_LANG_DIR . '/plugins' ) as $folder ) {
		if ( translation_files_in( $folder, $prefix ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The strings of one JSON translation file (Jed 1.x, as `wp i18n make-json` writes it), or null
 * when the file cannot be read as one.
 *
 * @param string $file JSON file.
 * @return array<string, mixed>|null The `locale_data` domain: '' => header, msgid => translations.
 */
function read_messages( string $file ): ?array {
	$json = file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	$data = is_string( $json ) ? json_decode( $json, true ) : null;
	if ( ! is_array( $data ) || ! isset( $data['locale_data'] ) || ! is_array( $data['locale_data'] ) ) {
		return null;
	}
	$domain   = isset( $data['domain'] ) && is_string( $data['domain'] ) ? $data['domain'] : 'messages';
	$messages = $data['locale_data'][ $domain ] ?? $data['locale_data']['messages'] ?? null;
	return is_array( $messages ) ? $messages : null;
}

/**
 * `pre_load_script_translations`: the merged translations of one of the plugin's scripts, or the
 * value WordPress passed in for any other script (so it loads those as usual).
 *
 * @param string|false|null $translations What an earlier filter decided.
 * @param string|false      $file         The file WordPress is about to read.
 * @param string            $handle       Script handle.
 * @param string            $domain       Text domain.
 * @return string|false|null JSON, or $translations untouched.
 */
function merged_translations( $translations, $file, $handle, $domain ) {
	static $merged = array();
	if ( null !== $translations || plugin_info()['text_domain'] !== $domain || ! is_string( $handle ) ) {
		return $translations;
	}
	$script = built_script( $handle );
	if ( null === $script ) {
		return $translations;
	}
	$locale = determine_locale();
	$key    = $handle . '|' . $locale;
	if ( ! array_key_exists( $key, $merged ) ) {
		$messages = array();
		$header   = null;
		foreach ( translation_files( $handle, $script, $domain, $locale ) as $source ) {
			$strings = read_messages( $source );
			if ( null === $strings ) {
				continue;
			}
			if ( isset( $strings[''] ) && is_array( $strings[''] ) ) {
				$header = $strings[''];
			}
			unset( $strings[''] );
			$messages = array_replace( $messages, $strings );
		}
		// Nothing found: WordPress goes on looking as it always does (and finds nothing either).
		$merged[ $key ] = null === $header && ! $messages ? null : wp_json_encode(
			array(
				'domain'      => 'messages',
				'locale_data' => array(
					'messages' => array( '' => $header ?? array( 'domain' => 'messages' ) ) + $messages,
				),
			)
		);
	}
	return $merged[ $key ] ?? $translations;
}
