<?php
/**
 * Own test sites only: a request that carries `X-E2E-Video-Move-Fails: 1` cannot move video files
 * (as on a server whose private folder has become read-only), so a spec can see what a failed move
 * leaves behind.
 *
 * @package jetpack-blocks
 */

add_filter(
	'jetpack_blocks_videopress_move_file',
	static function ( $moved ) {
		return isset( $_SERVER['HTTP_X_E2E_VIDEO_MOVE_FAILS'] ) ? false : $moved;
	}
);
