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

/** Object cache group of the guids' rows (primed_from_object_cache()). */
const GUID_CACHE_GROUP = 'jetpack_blocks_video_guids';

/** Whether a string has the guid shape. */
function is_guid( string $guid ): bool {
	return 1 === preg_match( '/^[a-zA-Z0-9]{8}$/', $guid );
}

/** Whether an attachment is a video (by its mime type). */
function is_video_attachment( int $attachment_id ): bool {
	// An id the page's priming found missing (prime_media_of()) would cost a query each time it is asked.
	if ( function_exists( 'Jetpack_Blocks\missing_attachments' ) && isset( \Jetpack_Blocks\missing_attachments()[ $attachment_id ] ) ) {
		return false;
	}
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

/**
 * The rows of the guids prime_guids() read in this request, by guid (an empty list for a guid no
 * attachment holds). Only attachment_for_guid() reads them; choosing a new guid still asks the
 * database (guid_is_taken()).
 *
 * @return array<string, array<int, array{0: int, 1: string}>>
 */
function &primed_guid_rows(): array {
	static $rows = array();
	return $rows;
}

/**
 * Reads the rows of several guids in one query: a page of several videos looks each one up by its
 * guid, and the lookups of a guid no attachment holds are remembered as well.
 *
 * @param string[] $guids Guids (anything else is ignored).
 * @return int[] The ids of the attachments that hold them.
 */
function prime_guids( array $guids ): array {
	global $wpdb;
	$primed = &primed_guid_rows();
	$asked  = array_values( array_unique( array_filter( $guids, static fn ( $guid ): bool => is_string( $guid ) && is_guid( $guid ) ) ) );
	$guids  = array_values( array_filter( $asked, static fn ( string $guid ): bool => ! isset( $primed[ $guid ] ) ) );
	if ( $guids ) {
		if ( ! $primed ) {
			// A guid written or removed later in this request is looked up afresh.
			foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
				add_action( $hook, __NAMESPACE__ . '\forget_primed_guids', 10, 3 );
			}
		}
		$guids = primed_from_object_cache( $guids );
	}
	if ( $guids ) {
		$list = implode( ', ', array_fill( 0, count( $guids ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- as guid_rows(), for several guids; $list is placeholders only.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_id, meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value IN ({$list}) ORDER BY meta_id ASC", GUID_META, ...$guids ), ARRAY_N );
		$new = array_flip( $guids );
		foreach ( $guids as $guid ) {
			$primed[ $guid ] = array();
		}
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			// MySQL compares case-insensitively; only an exact match of a guid asked now counts.
			if ( isset( $new[ (string) $row[1] ] ) ) {
				$primed[ (string) $row[1] ][] = array( (int) $row[0], (string) $row[1] );
			}
		}
		if ( wp_using_ext_object_cache() ) {
			$last_changed = wp_cache_get_last_changed( 'posts' );
			foreach ( $guids as $guid ) {
				wp_cache_set( $guid . ':' . $last_changed, $primed[ $guid ], GUID_CACHE_GROUP, DAY_IN_SECONDS );
			}
		}
	}
	$ids = array();
	foreach ( $asked as $guid ) {
		foreach ( $primed[ $guid ] as list( $post_id ) ) {
			$ids[ $post_id ] = true;
		}
	}
	return array_keys( $ids );
}

/**
 * With a persistent object cache, takes the rows of the guids it holds into prime_guids()'s rows
 * and returns the guids still to read. They are kept there under the time posts or their metadata
 * last changed, which WordPress moves on every such change, as it does for its own query cache: a
 * page of videos on a site with such a cache then asks the database nothing for them, and a guid
 * added or removed is read afresh.
 *
 * @param string[] $guids Guids to read.
 * @return string[] The guids the cache does not hold.
 */
function primed_from_object_cache( array $guids ): array {
	if ( ! wp_using_ext_object_cache() ) {
		return $guids;
	}
	$primed       = &primed_guid_rows();
	$last_changed = wp_cache_get_last_changed( 'posts' );
	$cached       = wp_cache_get_multiple( array_map( static fn ( string $guid ): string => $guid . ':' . $last_changed, $guids ), GUID_CACHE_GROUP );
	$left         = array();
	foreach ( $guids as $guid ) {
		$rows = $cached[ $guid . ':' . $last_changed ] ?? false;
		if ( is_array( $rows ) ) {
			$primed[ $guid ] = $rows;
		} else {
			$left[] = $guid;
		}
	}
	return $left;
}

/**
 * Forgets prime_guids()'s rows when a guid is written or removed.
 *
 * @param int|int[] $meta_id   Meta id(s).
 * @param int       $object_id Post id.
 * @param string    $meta_key  Meta key.
 */
function forget_primed_guids( $meta_id, $object_id, $meta_key ): void {
	if ( GUID_META === $meta_key ) {
		$primed = &primed_guid_rows();
		$primed = array();
	}
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
	foreach ( primed_guid_rows()[ $guid ] ?? guid_rows( $guid ) as list( $post_id ) ) {
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
