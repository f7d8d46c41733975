<?php
/**
 * Loads the server side: one file per concern, mirroring the JS side (blocks, then one file per
 * REST route group). Which of them a request reads is decided in loader.php.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/plugin.php';
require_once __DIR__ . '/loader.php';
require_once __DIR__ . '/modules/features.php';
