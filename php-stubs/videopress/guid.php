<?php
/**
 * Video guids: the 8-character id the video block, its tracks and its poster calls address a video by
 * (spec 002 §5: 8 alphanumerics). On a local site every video in the media library gets one when it is
 * added, whichever way it arrives (resumable upload, the media library, WP-CLI), so a block never holds
 * a video the local routes cannot find.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress;

defined( 'ABSPATH' ) || exit;

const GUID_META = 'videopress_guid';

/** Whether a string has the guid shape. */
function is_guid( string $guid ): bool {
	return 1 === preg_match( '/^[a-zA-Z0-9]{8}$/', $guid );
}

/** Whether an attachment is a video (by its mime type). */
function is_video_attachment( int $attachment_id ): bool {
	$mime = get_post_mime_type( $attachment_id );
	return 'attachment' === get_post_type( $attachment_id ) && is_string( $mime ) && str_starts_with( $mime, 'video/' );
}

/**
 * The attachment's guid, created on first use for a video; '' for anything that is not a video.
 */
function guid_for_attachment( int $attachment_id ): string {
	if ( ! is_video_attachment( $attachment_id ) ) {
		return '';
	}
	$guid = (string) get_post_meta( $attachment_id, GUID_META, true );
	if ( is_guid( $guid ) ) {
		return $guid;
	}
	$alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
	do {
		$guid = '';
		for ( $i = 0; $i < 8; $i++ ) {
			$guid .= $alphabet[ random_int( 0, strlen( $alphabet ) - 1 ) ];
		}
	} while ( 0 !== attachment_for_guid( $guid ) );
	update_post_meta( $attachment_id, GUID_META, $guid );
	return $guid;
}

/** The attachment a guid belongs to, or 0. */
function attachment_for_guid( string $guid ): int {
	if ( ! is_guid( $guid ) ) {
		return 0;
	}
	$ids = get_posts(
		array(
			'post_type'      => 'attachment',
			'post_status'    => 'any',
			'fields'         => 'ids',
			'posts_per_page' => 20,
			'no_found_rows'  => true,
			// MySQL compares case-insensitively; the loop below keeps only an exact match.
			'meta_query'     => array(
				array(
					'key'     => GUID_META,
					'value'   => $guid,
					'compare' => '=',
				),
			),
		)
	);
	foreach ( $ids as $id ) {
		if ( get_post_meta( (int) $id, GUID_META, true ) === $guid ) {
			return (int) $id;
		}
	}
	return 0;
}

add_action(
	'add_attachment',
	static function ( int $attachment_id ): void {
		guid_for_attachment( $attachment_id );
	}
);
