<?php
/**
 * Plugin Name:       Jetpack Blocks
 * Description:       Content blocks, an AI writing assistant, and the site connection and module switchboard for the block editor. Works on a local site with no remote account.
 * Version:           12.5.0
 * Requires at least: 6.7
 * Tested up to:      7.1
 * Requires PHP:      8.1
 * Author:            The Jetpack Blocks contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       jetpack-blocks
 *
 * @package jetpack-blocks
 */

defined( 'ABSPATH' ) || exit;

/*
 * The plugin's identity is this header; the constants below read it back, so the slug, text domain
 * and product name are written once. (Build and lint tooling read the same header.)
 */
define( 'JETPACK_BLOCKS_FILE', __FILE__ );
define( 'JETPACK_BLOCKS_DIR', __DIR__ );

require_once __DIR__ . '/php-stubs/bootstrap.php';
// The deferred work (WP-Cron events): registered on every request, wp-cron.php's included.
require_once __DIR__ . '/php-stubs/cron.php';

// Schema version and migrations, the uninstall setting, activation and deactivation.
require_once __DIR__ . '/php-stubs/lifecycle/lifecycle.php';
