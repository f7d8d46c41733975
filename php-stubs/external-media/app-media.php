<?php
/**
 * The companion app's source (`jetpack_app_media`, spec 002 §2, §4, §7): media the user uploaded to
 * this site from another device (the phone uploads through the WordPress app, i.e. this site's own
 * REST API) after the picker opened. It is local and real: the site's own attachments, by the
 * current user, uploaded at or after `after` (Unix seconds), newest first. Nothing leaves the site.
 *
 * - GET /wpcom/v2/app-media?refresh=true&after=<secs>&number= → `{ media: [ { ID, name, caption,
 *   url, type, thumbnails: { thumbnail, large } } ], found }`.
 * - As a picker source: list/jetpack_app_media answers the same items in the list format, and
 *   copy/jetpack_app_media hands back the attachments themselves (they are already in the media
 *   library, so nothing is downloaded), attached to the post when they belong to none.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** Default and largest page. */
const APP_MEDIA_DEFAULT = 20;
const APP_MEDIA_MAX     = 100;

/** The source's name, as messages show it. */
function app_media_name(): string {
	return __( 'Jetpack Mobile App', 'jetpack-blocks' );
}

/**
 * The user's images and videos uploaded at or after a time.
 *
 * @param int $user_id User.
 * @param int $after   Unix seconds.
 * @param int $number  Most items.
 * @return array{posts: \WP_Post[], found: int}
 */
function app_media_query( int $user_id, int $after, int $number ): array {
	$query = new \WP_Query(
		array(
			'post_type'      => 'attachment',
			'post_status'    => 'inherit',
			'post_mime_type' => array( 'image', 'video' ),
			'author'         => $user_id,
			'posts_per_page' => $number,
			'orderby'        => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'date_query'     => array(
				array(
					'column'    => 'post_date_gmt',
					'after'     => gmdate( 'Y-m-d H:i:s', $after ),
					'inclusive' => true,
				),
			),
			'no_found_rows'  => false,
		)
	);
	return array(
		'posts' => array_filter( $query->posts, static fn( $post ) => $post instanceof \WP_Post ),
		'found' => (int) $query->found_posts,
	);
}

/**
 * One attachment as the app source shows it.
 *
 * @param \WP_Post $post Attachment.
 */
function app_media_item( \WP_Post $post ): array {
	$type      = str_starts_with( (string) $post->post_mime_type, 'video/' ) ? 'video' : 'image';
	$url       = (string) wp_get_attachment_url( $post->ID );
	$thumbnail = 'image' === $type ? wp_get_attachment_image_url( $post->ID, 'thumbnail' ) : false;
	$large     = 'image' === $type ? wp_get_attachment_image_url( $post->ID, 'large' ) : false;
	return array(
		'ID'         => $post->ID,
		'name'       => '' !== $post->post_title ? $post->post_title : wp_basename( $url ),
		'caption'    => $post->post_excerpt,
		'url'        => $url,
		'type'       => $type,
		'thumbnails' => array(
			'thumbnail' => $thumbnail ? $thumbnail : $url,
			'large'     => $large ? $large : $url,
		),
	);
}

/**
 * The `after` argument: Unix seconds (default 0: everything).
 *
 * @param mixed $value As sent.
 * @return int|\WP_Error
 */
function app_media_after( $value ) {
	if ( null === $value || '' === $value ) {
		return 0;
	}
	if ( ! is_numeric( $value ) || (float) $value < 0 ) {
		return \Jetpack_Blocks\Rest\bad_request( 'app_media_invalid_after', __( 'after must be a time in Unix seconds.', 'jetpack-blocks' ) );
	}
	return (int) floor( (float) $value );
}

/**
 * GET /wpcom/v2/app-media.
 *
 * @param \WP_REST_Request $request after, number.
 * @return \WP_REST_Response|\WP_Error
 */
function app_media_route( \WP_REST_Request $request ) {
	$after = app_media_after( $request->get_param( 'after' ) );
	if ( is_wp_error( $after ) ) {
		return $after;
	}
	$found = app_media_query( get_current_user_id(), $after, page_size( $request->get_param( 'number' ), APP_MEDIA_DEFAULT, APP_MEDIA_MAX ) );
	return new \WP_REST_Response(
		array(
			'media' => array_values( array_map( __NAMESPACE__ . '\app_media_item', $found['posts'] ) ),
			'found' => $found['found'],
		),
		200
	);
}

/**
 * GET list/jetpack_app_media: the same, in the picker's list format.
 *
 * @param \WP_REST_Request $request after, number.
 * @return \WP_REST_Response|\WP_Error
 */
function app_media_list( \WP_REST_Request $request ) {
	$after = app_media_after( $request->get_param( 'after' ) );
	if ( is_wp_error( $after ) ) {
		return $after;
	}
	$found = app_media_query( get_current_user_id(), $after, page_size( $request->get_param( 'number' ), APP_MEDIA_DEFAULT, APP_MEDIA_MAX ) );
	$media = array();
	foreach ( $found['posts'] as $post ) {
		$app     = app_media_item( $post );
		$media[] = item(
			array(
				'ID'         => (string) $post->ID,
				'guid'       => (string) $post->ID,
				'type'       => $app['type'],
				'name'       => $app['name'],
				'title'      => $post->post_title,
				'caption'    => $post->post_excerpt,
				'alt'        => (string) get_post_meta( $post->ID, '_wp_attachment_image_alt', true ),
				'URL'        => $app['url'],
				'thumbnails' => array(
					'thumbnail' => $app['thumbnails']['thumbnail'],
					'medium'    => $app['thumbnails']['large'],
					'large'     => $app['thumbnails']['large'],
				),
			)
		);
	}
	return list_response( $media, null );
}

/**
 * copy/jetpack_app_media: the user's own attachment, attached to the post if it has none.
 *
 * @param string $guid    Attachment id.
 * @param int    $post_id Post.
 * @return array|\WP_Error
 */
function app_media_copy( string $guid, int $post_id ) {
	$post = ctype_digit( $guid ) ? get_post( (int) $guid ) : null;
	if ( ! $post instanceof \WP_Post || 'attachment' !== $post->post_type || ! current_user_can( 'edit_post', $post->ID ) ) {
		return new \WP_Error( 'external_media_unknown_item', __( 'This is not one of your uploads on this site.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	if ( $post_id > 0 && 0 === (int) $post->post_parent ) {
		wp_update_post(
			array(
				'ID'          => $post->ID,
				'post_parent' => $post_id,
			)
		);
	}
	return array(
		'ID'      => $post->ID,
		'alt'     => (string) get_post_meta( $post->ID, '_wp_attachment_image_alt', true ),
		'caption' => $post->post_excerpt,
		'URL'     => (string) wp_get_attachment_url( $post->ID ),
	);
}

sources(
	'jetpack_app_media',
	array(
		'name' => __NAMESPACE__ . '\app_media_name',
		'list' => __NAMESPACE__ . '\app_media_list',
		'copy' => __NAMESPACE__ . '\app_media_copy',
	)
);
