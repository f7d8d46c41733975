<?php
/**
 * The contact form's whole server side: field rules, rendering and submissions, notifications.
 * Loaded where it is used (see load.php): a submission, the form's and its fields' blocks (and the
 * newsletter block, which shares the e-mail rules) when they register or render, and every request
 * that loads the plugin's server code.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/feedback.php';
require_once __DIR__ . '/field-attributes.php';
require_once __DIR__ . '/validation.php';
require_once __DIR__ . '/notify.php';
require_once __DIR__ . '/form.php';
