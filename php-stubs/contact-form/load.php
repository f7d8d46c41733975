<?php
/**
 * The contact form's server side: field rules, rendering and submissions, stored responses.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/field-attributes.php';
require_once __DIR__ . '/validation.php';
require_once __DIR__ . '/feedback.php';
require_once __DIR__ . '/notify.php';
require_once __DIR__ . '/form.php';
