<?php
/**
 * Loads the server side: one file per concern, mirroring the JS side (blocks, then one file per
 * REST route group).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/plugin.php';
require_once __DIR__ . '/oauth-popup-reply.php';
require_once __DIR__ . '/blocks/donations.php';
require_once __DIR__ . '/videopress/guid.php';
require_once __DIR__ . '/videopress/upload.php';
require_once __DIR__ . '/rest.php';
require_once __DIR__ . '/blocks.php';
require_once __DIR__ . '/editor-styles.php';
require_once __DIR__ . '/ai/token-cache.php';
require_once __DIR__ . '/contact-form/load.php';

// REST route groups, each registering its own routes on rest_api_init.
foreach ( glob( __DIR__ . '/routes/*.php' ) as $route_file ) {
	require_once $route_file;
}
