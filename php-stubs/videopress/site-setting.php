<?php
/**
 * The site default for video privacy (privacy_setting 2 follows it): Settings → Media → "Videos are
 * private by default", also in /wp/v2/settings for site owners as `videopress_private_enabled_for_site`.
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
			'sanitize_callback' => 'rest_sanitize_boolean',
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
			},
			'media'
		);
	}
);
