<?php
/**
 * The contact form's server side, as much as the request needs: the responses' post type on every
 * request (WordPress lists and stores them through it); the rest (full.php) on a POST, which may be
 * a submission, and otherwise when a form, field or newsletter block registers or renders
 * (loader.php's BLOCK_FILES) or the plugin's server code loads. A visitor's page without a form
 * reads only this and feedback.php.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/feedback.php';
if ( isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === $_SERVER['REQUEST_METHOD'] ) {
	require_once __DIR__ . '/full.php';
}
