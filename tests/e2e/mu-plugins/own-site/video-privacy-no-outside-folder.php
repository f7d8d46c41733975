<?php
/**
 * Own test sites only: the site has no folder outside its web root for private videos (as on a host
 * where the parent of the WordPress folder is not writable), so the plugin must fall back to a folder
 * in uploads and check whether the web server really refuses it. This site is served by native PHP,
 * which ignores .htaccess, so the check fails and videos cannot be made private.
 *
 * @package jetpack-blocks
 */

add_filter( 'jetpack_blocks_videopress_private_dir', '__return_empty_string' );
