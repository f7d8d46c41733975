<?php
/**
 * The site default for video privacy (privacy_setting 2 follows it): Settings → Media → "Videos are
 * private by default", also in /wp/v2/settings for site owners as `videopress_private_enabled_for_site`.
 * This option is the only stored copy: the VideoPress module's option of the same name (module
 * settings, jetpack/v4) reads and writes it (modules/registry.php, `site_option`).
 *
 * It can be turned on only where private video files can be kept private (see private-files.php):
 * otherwise every path that writes it keeps it off, and the screens say why.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress;

defined( 'ABSPATH' ) || exit;

/** Registers the option (settings screen and REST). */
function register_site_setting(): void {
	register_setting(
		'media',
		SITE_PRIVATE_OPTION,
		array(
			'type'              => 'boolean',
			'description'       => __( 'Whether videos that follow the site default are private (shown only to signed-in members of the site).', 'jetpack-blocks' ),
			'default'           => false,
			// Stored as '1' or '0': WordPress stores false as '', which /wp/v2/settings cannot read
			// back as a boolean (it answered null).
			'sanitize_callback' => static fn ( $value ): string => rest_sanitize_boolean( $value ) ? '1' : '0',
			'show_in_rest'      => true,
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_site_setting' );

add_action(
	'admin_init',
	static function (): void {
		add_settings_field(
			SITE_PRIVATE_OPTION,
			__( 'Video privacy', 'jetpack-blocks' ),
			static function (): void {
				printf(
					'<label><input type="checkbox" name="%1$s" value="1" %2$s> %3$s</label><p class="description">%4$s</p>',
					esc_attr( SITE_PRIVATE_OPTION ),
					checked( site_default_is_private(), true, false ),
					esc_html__( 'Videos are private by default', 'jetpack-blocks' ),
					esc_html__( 'Videos whose privacy is "Site default" are then shown only to signed-in members of this site.', 'jetpack-blocks' )
				);
				$store = private_store();
				if ( is_wp_error( $store ) ) {
					printf( '<p class="description"><strong>%s</strong></p>', esc_html( $store->get_error_message() ) );
				}
			},
			'media'
		);
	}
);
