<?php
/**
 * Which media people who may not watch private videos (visitors who are not signed in, users
 * without `read`) are not shown: private videos, and posters that only private videos use. Their
 * titles, descriptions, guids and poster frames stay private wherever WordPress or another plugin
 * lists media for such a person: /wp/v2/media, WordPress's playlist, a search of the media, a
 * theme's get_attached_media(), a plugin's list of the site's videos. Each of those builds a
 * WP_Query, so the rule is applied there: without_hidden_media(), called by private-files.php's
 * query filter, which loads this file only when such a query is made.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/video.php';

/**
 * Query arguments without the hidden media: left out of the results, and taken out of an
 * explicit list of ids (`post__in`, the `include` of get_posts(), the REST `include` and a
 * playlist's `ids`), which WP_Query lets override `post__not_in`. A list left empty matches
 * nothing.
 *
 * @param array $args WP_Query arguments.
 * @return array The arguments to query with.
 */
function without_hidden_media( array $args ): array {
	$hidden = hidden_media_ids();
	if ( ! $hidden ) {
		return $args;
	}
	$args['post__not_in'] = array_merge( array_map( 'intval', (array) ( $args['post__not_in'] ?? array() ) ), $hidden );
	if ( ! empty( $args['post__in'] ) ) {
		$kept             = array_values( array_diff( array_map( 'intval', (array) $args['post__in'] ), $hidden ) );
		$args['post__in'] = $kept ? $kept : array( 0 );
	}
	return $args;
}

/**
 * Ids of the private videos and of the posters only they use.
 *
 * @return int[]
 */
function hidden_media_ids(): array {
	static $hidden = null;
	if ( null !== $hidden ) {
		return $hidden;
	}
	$hidden  = array();
	$posters = array();
	$shown   = array();
	foreach ( cached_video_privacy_and_posters() as $id => $video ) {
		if ( setting_is_private( privacy_of_value( $video['privacy'] ) ) ) {
			$hidden[] = $id;
			if ( $video['poster'] > 0 ) {
				$posters[] = $video['poster'];
			}
		} elseif ( $video['poster'] > 0 ) {
			$shown[] = $video['poster'];
		}
	}
	$hidden = array_values( array_unique( array_merge( $hidden, array_diff( $posters, $shown ) ) ) );
	return $hidden;
}

/**
 * hidden_media_ids()'s rule for one media item, asking about that item only: a private video, or a
 * poster that private videos use and no other video does (poster_of_private_videos_only()). The
 * list's query reads every video of the library, which a request for one item
 * (`/wp/v2/media/<id>`) does not need.
 *
 * @param int $id Attachment id.
 */
function media_item_is_hidden( int $id ): bool {
	$post = $id > 0 ? get_post( $id ) : null;
	if ( ! $post instanceof \WP_Post || 'attachment' !== $post->post_type ) {
		return false;
	}
	if ( is_listed_video( $post ) && setting_is_private( privacy_setting( $id ) ) ) {
		return true;
	}
	return poster_of_private_videos_only( $id );
}

/**
 * video_privacy_and_posters(), kept in a persistent object cache when the site has one, under the
 * time posts or their metadata last changed (WordPress moves it on every such change, as for its
 * own query cache): every anonymous list of media needs it, and on a site with many videos the
 * query reads them all.
 *
 * @return array<int, array{privacy: string|null, poster: int}> As video_privacy_and_posters().
 */
function cached_video_privacy_and_posters(): array {
	if ( ! wp_using_ext_object_cache() ) {
		return video_privacy_and_posters();
	}
	$key    = 'privacy-and-posters:' . wp_cache_get_last_changed( 'posts' );
	$videos = wp_cache_get( $key, 'jetpack_blocks_videos' );
	if ( ! is_array( $videos ) ) {
		$videos = video_privacy_and_posters();
		wp_cache_set( $key, $videos, 'jetpack_blocks_videos', DAY_IN_SECONDS );
	}
	return $videos;
}

/**
 * Every video's privacy setting and poster (the first stored value of each, as get_post_meta()
 * reads it), in one query that reads those two fields only: asked video by video it was a query per
 * video of the library, and each read all of that video's metadata, its file details included,
 * for every anonymous request of the media routes.
 *
 * @return array<int, array{privacy: string|null, poster: int}> By attachment id; trashed ones are
 *                                                              left out, as `post_status => any`
 *                                                              does.
 */
function video_privacy_and_posters(): array {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- one bounded read per request, kept in hidden_media_ids().
	$rows   = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT p.ID, m.meta_key, m.meta_value FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key IN (%s, %s) WHERE p.post_type = 'attachment' AND p.post_mime_type LIKE %s AND p.post_status NOT IN ('trash', 'auto-draft') ORDER BY p.ID ASC, m.meta_id ASC",
			PRIVACY_META,
			POSTER_META,
			$wpdb->esc_like( 'video/' ) . '%'
		),
		ARRAY_N
	);
	$videos = array();
	$seen   = array();
	foreach ( is_array( $rows ) ? $rows : array() as list( $id, $key, $value ) ) {
		$id = (int) $id;
		if ( ! isset( $videos[ $id ] ) ) {
			$videos[ $id ] = array(
				'privacy' => null,
				'poster'  => 0,
			);
		}
		// A video without either field has one row with no key; of several rows of a key the first
		// wins, as for get_post_meta( …, true ).
		if ( null === $key || isset( $seen[ $id ][ $key ] ) ) {
			continue;
		}
		$seen[ $id ][ $key ] = true;
		if ( PRIVACY_META === $key ) {
			$videos[ $id ]['privacy'] = (string) $value;
		} else {
			$videos[ $id ]['poster'] = (int) $value;
		}
	}
	return $videos;
}
