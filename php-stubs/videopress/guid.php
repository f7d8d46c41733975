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
 *
 * Guids are set only here, by the server (the meta key is protected, see video.php), and are unique:
 * an attachment whose stored guid another attachment held first (data from before the key was
 * protected, or a copied database row) gets a new one of its own.
 */
function guid_for_attachment( int $attachment_id ): string {
	if ( ! is_video_attachment( $attachment_id ) ) {
		return '';
	}
	$guid = (string) get_post_meta( $attachment_id, GUID_META, true );
	if ( is_guid( $guid ) && attachment_for_guid( $guid ) === $attachment_id ) {
		return $guid;
	}
	$alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
	do {
		$guid = '';
		for ( $i = 0; $i < 8; $i++ ) {
			$guid .= $alphabet[ random_int( 0, strlen( $alphabet ) - 1 ) ];
		}
	} while ( guid_is_taken( $guid ) );
	delete_post_meta( $attachment_id, GUID_META );
	add_post_meta( $attachment_id, GUID_META, $guid, true );
	return $guid;
}

/**
 * The rows that hold a guid, oldest first: [ post_id, meta_value ].
 *
 * @return array<int, array{0: int, 1: string}>
 */
function guid_rows( string $guid ): array {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the order of the rows decides who holds a guid; never cached stale.
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value = %s ORDER BY meta_id ASC", GUID_META, $guid ), ARRAY_N );
	$out  = array();
	foreach ( is_array( $rows ) ? $rows : array() as $row ) {
		// MySQL compares case-insensitively; only an exact match counts.
		if ( (string) $row[1] === $guid ) {
			$out[] = array( (int) $row[0], (string) $row[1] );
		}
	}
	return $out;
}

/** Whether any attachment holds the guid (in any of its rows). */
function guid_is_taken( string $guid ): bool {
	return array() !== guid_rows( $guid );
}

/**
 * The attachment a guid belongs to, or 0. When more than one attachment holds it, the one whose row
 * was written first wins (always the same one, whatever the order of the posts), and only if the
 * guid is that attachment's own (its first row).
 */
function attachment_for_guid( string $guid ): int {
	if ( ! is_guid( $guid ) ) {
		return 0;
	}
	foreach ( guid_rows( $guid ) as list( $post_id ) ) {
		if ( is_video_attachment( $post_id ) && get_post_meta( $post_id, GUID_META, true ) === $guid ) {
			return $post_id;
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
