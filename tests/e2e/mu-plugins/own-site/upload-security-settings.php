<?php
/**
 * Own test sites only (security-upload.spec.ts): the settings a site owner or host would change,
 * made small so a spec moves only a few KB, and set by an administrator through
 * `POST /e2e/v1/upload-settings { <name>: <value or null> }`:
 *
 * - `upload_size_limit` (bytes): the site's upload limit (WordPress's `upload_size_limit` filter).
 * - `user_uploads`, `user_bytes`: the per-user caps on unfinished uploads.
 * - `free_space` (bytes): the free disk space the endpoint sees.
 * - `patch_time_limit` (seconds): how long one PATCH may keep receiving.
 * - `frame_slots`, `frame_slot_wait`: the poster-frame concurrency cap.
 *
 * A `wp_handle_upload_prefilter` refuses files whose name contains "refused-by-policy", as a
 * site's policy plugin would. `POST /e2e/v1/upload-video-file { name, content (base64) }` makes a
 * video attachment of any file (a crafted one, as if it had got past the upload), and
 * `GET /e2e/v1/upload-frame-slot-file` names the lock file of the first poster-frame slot, which the
 * spec holds with `flock` from outside: a request holding it would keep a PHP worker busy, and the
 * built-in server may queue the spec's next request behind it on that same worker.
 *
 * @package jetpack-blocks
 */

/** The spec's value of a setting, or null when it left it alone. */
function e2e_upload_setting( string $name ) {
	$settings = get_option( 'e2e_upload_settings', array() );
	return is_array( $settings ) && isset( $settings[ $name ] ) ? $settings[ $name ] : null;
}

add_filter(
	'upload_size_limit',
	static fn( $size ) => null === e2e_upload_setting( 'upload_size_limit' ) ? $size : (int) e2e_upload_setting( 'upload_size_limit' ),
	100
);
add_filter(
	'jetpack_blocks_video_upload_user_caps',
	static function ( $caps ) {
		foreach ( array( 'user_uploads' => 'uploads', 'user_bytes' => 'bytes' ) as $setting => $cap ) {
			if ( null !== e2e_upload_setting( $setting ) ) {
				$caps[ $cap ] = (int) e2e_upload_setting( $setting );
			}
		}
		return $caps;
	}
);
add_filter(
	'jetpack_blocks_video_upload_free_space',
	static fn( $free ) => null === e2e_upload_setting( 'free_space' ) ? $free : (float) e2e_upload_setting( 'free_space' )
);
add_filter(
	'jetpack_blocks_video_upload_patch_time_limit',
	static fn( $seconds ) => null === e2e_upload_setting( 'patch_time_limit' ) ? $seconds : (float) e2e_upload_setting( 'patch_time_limit' )
);
add_filter(
	'jetpack_blocks_videopress_frame_slots',
	static function ( $slots ) {
		foreach ( array( 'frame_slots' => 'slots', 'frame_slot_wait' => 'wait' ) as $setting => $key ) {
			if ( null !== e2e_upload_setting( $setting ) ) {
				$slots[ $key ] = (int) e2e_upload_setting( $setting );
			}
		}
		return $slots;
	}
);
add_filter(
	'wp_handle_upload_prefilter',
	static function ( $file ) {
		if ( str_contains( (string) ( $file['name'] ?? '' ), 'refused-by-policy' ) ) {
			$file['error'] = 'This site does not accept this file (test policy).';
		}
		return $file;
	}
);

add_action(
	'rest_api_init',
	static function () {
		$admin = static fn() => current_user_can( 'manage_options' );
		register_rest_route(
			'e2e/v1',
			'/upload-settings',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'callback'            => static function ( WP_REST_Request $request ) {
					$settings = get_option( 'e2e_upload_settings', array() );
					$settings = is_array( $settings ) ? $settings : array();
					foreach ( (array) $request->get_json_params() as $name => $value ) {
						if ( null === $value ) {
							unset( $settings[ $name ] );
						} else {
							$settings[ $name ] = $value;
						}
					}
					update_option( 'e2e_upload_settings', $settings );
					return $settings;
				},
			)
		);
		register_rest_route(
			'e2e/v1',
			'/upload-video-file',
			array(
				'methods'             => 'POST',
				'permission_callback' => $admin,
				'callback'            => static function ( WP_REST_Request $request ) {
					$uploads = wp_upload_dir();
					$name    = wp_unique_filename( $uploads['path'], sanitize_file_name( (string) $request['name'] ) );
					$path    = $uploads['path'] . '/' . $name;
					file_put_contents( $path, base64_decode( (string) $request['content'] ) ); // phpcs:ignore
					$id = wp_insert_attachment(
						array(
							'post_mime_type' => 'video/mp4',
							'post_title'     => $name,
							'post_status'    => 'inherit',
						),
						$path
					);
					return array(
						'id'   => $id,
						'guid' => Jetpack_Blocks\VideoPress\guid_for_attachment( $id ),
						'file' => $path,
					);
				},
			)
		);
		register_rest_route(
			'e2e/v1',
			'/upload-frame-slot-file',
			array(
				'methods'             => 'GET',
				'permission_callback' => $admin,
				'callback'            => static function () {
					$folder = Jetpack_Blocks\private_folder();
					return array( 'file' => null === $folder ? null : $folder . 'jetpack-blocks-poster-frame-0.lock' );
				},
			)
		);
	}
);
