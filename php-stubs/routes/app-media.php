<?php
/**
 * GET /wpcom/v2/app-media?refresh=true&after=<unix seconds>&number= (spec 002 §7): the media the
 * user uploaded to this site after `after`, for the picker's companion-app source, which polls it
 * every 2 s (php-stubs/external-media/app-media.php). For people who may upload files; arguments
 * are checked in the callback.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/external-media/common.php';
require_once dirname( __DIR__ ) . '/external-media/app-media.php';

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'wpcom/v2',
			'/app-media',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\app_media_route',
				'permission_callback' => __NAMESPACE__ . '\can_upload_files',
			)
		);
	}
);
