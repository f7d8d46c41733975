<?php
/**
 * Visitor markup of jetpack/field-checkbox-multiple: a labelled control inside its contact form, with the
 * visitor's value and the error message when the server refused a submission.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup (none: the block is rendered from its attributes).
 * @var WP_Block $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

echo \Jetpack_Blocks\Contact_Form\render_field( 'checkbox-multiple', $attributes, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built.
