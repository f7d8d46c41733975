<?php
/**
 * The external media sources' settings, on Settings → Media ("Media picker sources"), for site
 * owners: the Pexels API key and the Google OAuth client (client ID and secret) of Google Photos,
 * with the redirect URI to register in that client. Secrets are never printed back: an empty field
 * keeps the stored one, and each has a checkbox to remove it.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** Settings section on Settings → Media. */
const SETTINGS_SECTION = 'jetpack_blocks_external_media';

/**
 * A sanitizer for a secret: empty keeps the stored value unless "remove" was ticked; an invalid one
 * is refused with a settings error and the stored value kept.
 *
 * @param string   $option  Option name.
 * @param callable $valid   Validator.
 * @param string   $invalid Message for an invalid value.
 */
function secret_sanitizer( string $option, callable $valid, string $invalid ): callable {
	return static function ( $value ) use ( $option, $valid, $invalid ): string {
		$stored = (string) get_option( $option, '' );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- options.php checked the settings nonce.
		if ( isset( $_POST[ $option . '_remove' ] ) ) {
			return '';
		}
		$value = is_string( $value ) ? trim( $value ) : '';
		if ( '' === $value ) {
			return $stored;
		}
		if ( ! $valid( $value ) ) {
			add_settings_error( $option, $option . '_invalid', $invalid );
			return $stored;
		}
		return $value;
	};
}

/**
 * Registers the options.
 */
function register_settings(): void {
	register_setting(
		'media',
		PEXELS_KEY_OPTION,
		array(
			'type'              => 'string',
			'default'           => '',
			'show_in_rest'      => false,
			'sanitize_callback' => secret_sanitizer( PEXELS_KEY_OPTION, __NAMESPACE__ . '\pexels_key_valid', __( 'That is not a Pexels API key (letters and digits, as Pexels shows it). The stored key was kept.', 'jetpack-blocks' ) ),
		)
	);
	register_setting(
		'media',
		GOOGLE_CLIENT_ID_OPTION,
		array(
			'type'              => 'string',
			'default'           => '',
			'show_in_rest'      => false,
			'sanitize_callback' => static function ( $value ): string {
				$value = is_string( $value ) ? trim( $value ) : '';
				if ( '' !== $value && ! google_client_id_valid( $value ) ) {
					add_settings_error( GOOGLE_CLIENT_ID_OPTION, 'invalid', __( 'That is not a Google OAuth client ID (it ends in .apps.googleusercontent.com).', 'jetpack-blocks' ) );
					return (string) get_option( GOOGLE_CLIENT_ID_OPTION, '' );
				}
				return $value;
			},
		)
	);
	register_setting(
		'media',
		GOOGLE_CLIENT_SECRET_OPTION,
		array(
			'type'              => 'string',
			'default'           => '',
			'show_in_rest'      => false,
			'sanitize_callback' => secret_sanitizer( GOOGLE_CLIENT_SECRET_OPTION, __NAMESPACE__ . '\google_client_secret_valid', __( 'That is not a Google OAuth client secret. The stored secret was kept.', 'jetpack-blocks' ) ),
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_settings' );

/**
 * A password field that never shows the stored secret.
 *
 * @param string $option Option name.
 * @param string $id     Field id.
 */
function secret_field( string $option, string $id ): void {
	$stored = '' !== (string) get_option( $option, '' );
	printf(
		'<input type="password" id="%1$s" name="%2$s" value="" class="regular-text code" autocomplete="off" aria-describedby="%1$s-description" /><p class="description" id="%1$s-description">%3$s</p>',
		esc_attr( $id ),
		esc_attr( $option ),
		esc_html(
			$stored
				? __( 'One is stored. Leave the field empty to keep it.', 'jetpack-blocks' )
				: __( 'None is stored.', 'jetpack-blocks' )
		)
	);
	if ( $stored ) {
		printf(
			'<p><label><input type="checkbox" name="%1$s_remove" value="1" /> %2$s</label></p>',
			esc_attr( $option ),
			esc_html__( 'Remove it', 'jetpack-blocks' )
		);
	}
}

/**
 * The section and its fields.
 */
function add_settings_fields(): void {
	add_settings_section(
		SETTINGS_SECTION,
		__( 'Media picker sources', 'jetpack-blocks' ),
		static function (): void {
			printf(
				'<p>%s</p>',
				esc_html__( 'Authors can insert images from these services into posts; each is copied into the media library. Openverse needs no setup. Pexels needs an API key (free at pexels.com/api). Google Photos needs a Google OAuth client (a web application with the Photos Library API enabled); each author then connects their own account.', 'jetpack-blocks' )
			);
			printf(
				'<p>%1$s <code>%2$s</code></p>',
				esc_html__( 'Register this address as the Google OAuth client’s authorized redirect URI:', 'jetpack-blocks' ),
				esc_html( google_redirect_uri() )
			);
		},
		'media'
	);
	add_settings_field(
		PEXELS_KEY_OPTION,
		__( 'Pexels API key', 'jetpack-blocks' ),
		static fn() => secret_field( PEXELS_KEY_OPTION, 'jetpack-blocks-pexels-api-key' ),
		'media',
		SETTINGS_SECTION,
		array( 'label_for' => 'jetpack-blocks-pexels-api-key' )
	);
	add_settings_field(
		GOOGLE_CLIENT_ID_OPTION,
		__( 'Google OAuth client ID', 'jetpack-blocks' ),
		static function (): void {
			printf(
				'<input type="text" id="jetpack-blocks-google-photos-client-id" name="%1$s" value="%2$s" class="regular-text code" autocomplete="off" />',
				esc_attr( GOOGLE_CLIENT_ID_OPTION ),
				esc_attr( (string) get_option( GOOGLE_CLIENT_ID_OPTION, '' ) )
			);
		},
		'media',
		SETTINGS_SECTION,
		array( 'label_for' => 'jetpack-blocks-google-photos-client-id' )
	);
	add_settings_field(
		GOOGLE_CLIENT_SECRET_OPTION,
		__( 'Google OAuth client secret', 'jetpack-blocks' ),
		static fn() => secret_field( GOOGLE_CLIENT_SECRET_OPTION, 'jetpack-blocks-google-photos-client-secret' ),
		'media',
		SETTINGS_SECTION,
		array( 'label_for' => 'jetpack-blocks-google-photos-client-secret' )
	);
}
add_action( 'admin_init', __NAMESPACE__ . '\add_settings_fields' );
