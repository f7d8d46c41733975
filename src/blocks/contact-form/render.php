<?php
/**
 * Visitor markup of jetpack/contact-form: a real form around the rendered field blocks, with a
 * honeypot, a fresh nonce for a signed-in user (none for signed-out visitors, whose page a cache may
 * serve), the submit button, and after a submission either the success message or what was wrong
 * (see php-stubs/contact-form/form.php).
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    The rendered field blocks.
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

echo \Jetpack_Blocks\Contact_Form\render_form( $attributes, $content ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
