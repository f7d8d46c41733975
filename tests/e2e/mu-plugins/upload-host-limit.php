<?php
/**
 * The suite's sites run PHP's built-in defaults (upload_max_filesize 2 MB), far below a real host's.
 * The resumable video upload honours the site's upload limit (wp_max_upload_size()), and the video
 * specs upload files of about 12 MB, so these sites get the limit of a typical host: 64 MB. Loaded
 * by the shared site and by own sites that list it (video-upload.spec.ts).
 *
 * @package jetpack-blocks
 */

add_filter(
	'upload_size_limit',
	static fn( $size ) => max( (int) $size, 64 * MB_IN_BYTES )
);
