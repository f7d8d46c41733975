<?php
/**
 * Own test sites only: the AI Assistant block's playground controls on (php-stubs/ai/settings.php).
 *
 * @package jetpack-blocks
 */

add_filter( 'jetpack_blocks_ai_playground', '__return_true' );
