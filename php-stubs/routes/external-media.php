<?php
/**
 * The external media picker's routes (spec 002 §7), for people who may upload files:
 *
 * - GET /wpcom/v2/external-media/list/{source}?number=&path=&search=&page_handle=&filter… →
 *   `{ media: Item[], meta: { next_page?, account? } }`.
 * - POST /wpcom/v2/external-media/copy/{source} `{ external_ids: string[], media: [ { guid,
 *   caption, title } ], post_id }` → `[ { ID, alt, caption, URL, errors? } ]`: each item copied
 *   into the media library (attached to the post), or its error; one failure does not stop the
 *   others. The guid is resolved by the source on the server, to its own hosts only.
 * - GET /wpcom/v2/external-media/connection/{source} → `{ connect_URL }` or an error saying what
 *   to set up; DELETE disconnects.
 *
 * Sources (php-stubs/external-media/): openverse, pexels, google_photos, jetpack_app_media.
 * Arguments are checked in the callbacks, not declared: WordPress checks declared ones before
 * permissions, and a signed-out visitor must get 401 whatever they send.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

foreach ( array( 'common', 'openverse', 'pexels', 'google-photos', 'app-media', 'settings' ) as $external_media_file ) {
	if ( is_readable( dirname( __DIR__ ) . '/external-media/' . $external_media_file . '.php' ) ) {
		require_once dirname( __DIR__ ) . '/external-media/' . $external_media_file . '.php';
	}
}
unset( $external_media_file );

/**
 * Registers the routes.
 */
function register_routes(): void {
	$permission = __NAMESPACE__ . '\can_upload_files';
	register_rest_route(
		'wpcom/v2',
		'/external-media/list/(?P<source>[a-z_]{1,32})',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\route_list',
			'permission_callback' => $permission,
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/external-media/copy/(?P<source>[a-z_]{1,32})',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\route_copy',
			'permission_callback' => $permission,
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/external-media/connection/(?P<source>[a-z_]{1,32})',
		array(
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => __NAMESPACE__ . '\route_connection',
				'permission_callback' => $permission,
			),
			array(
				'methods'             => \WP_REST_Server::DELETABLE,
				'callback'            => __NAMESPACE__ . '\route_disconnect',
				'permission_callback' => $permission,
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * The source a request names, or the 400.
 *
 * @param \WP_REST_Request $request Request.
 * @return array|\WP_Error
 */
function requested_source( \WP_REST_Request $request ) {
	$slug    = (string) $request->get_param( 'source' );
	$sources = sources();
	return $sources[ $slug ] ?? unknown_source( $slug );
}

/**
 * GET list.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function route_list( \WP_REST_Request $request ) {
	$source = requested_source( $request );
	if ( is_wp_error( $source ) ) {
		return $source;
	}
	return call_user_func( $source['list'], $request );
}

/**
 * GET connection.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function route_connection( \WP_REST_Request $request ) {
	$source = requested_source( $request );
	if ( is_wp_error( $source ) ) {
		return $source;
	}
	if ( empty( $source['connection'] ) ) {
		return no_connection( call_user_func( $source['name'] ) );
	}
	return call_user_func( $source['connection'], $request );
}

/**
 * DELETE connection.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function route_disconnect( \WP_REST_Request $request ) {
	$source = requested_source( $request );
	if ( is_wp_error( $source ) ) {
		return $source;
	}
	if ( empty( $source['disconnect'] ) ) {
		return no_connection( call_user_func( $source['name'] ) );
	}
	return call_user_func( $source['disconnect'], $request );
}

/**
 * 400 for a source that has no account to connect.
 *
 * @param string $service The service's name.
 */
function no_connection( string $service ): \WP_Error {
	return new \WP_Error(
		'external_media_no_connection',
		/* translators: %s: a service's name. */
		sprintf( __( '%s needs no account: there is nothing to connect or disconnect.', 'jetpack-blocks' ), $service ),
		array( 'status' => 400 )
	);
}

/**
 * POST copy.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function route_copy( \WP_REST_Request $request ) {
	$source = requested_source( $request );
	if ( is_wp_error( $source ) ) {
		return $source;
	}
	$post_id = $request->get_param( 'post_id' );
	if ( null !== $post_id && '' !== $post_id && ( ! is_numeric( $post_id ) || (int) $post_id < 0 ) ) {
		return \Jetpack_Blocks\Rest\bad_request( 'external_media_invalid_post', __( 'post_id must be the number of a post.', 'jetpack-blocks' ) );
	}
	$post_id = (int) $post_id;
	if ( $post_id > 0 && ( null === get_post( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) ) {
		return new \WP_Error( 'rest_cannot_edit', __( 'Sorry, you are not allowed to add media to this post.', 'jetpack-blocks' ), array( 'status' => 403 ) );
	}
	$items = copy_requested_items( $request );
	if ( is_wp_error( $items ) ) {
		return $items;
	}
	$result = array();
	foreach ( $items as $item ) {
		$result[] = copy_one( $source, $item, $post_id );
	}
	return new \WP_REST_Response( $result, 200 );
}

/**
 * The items a copy request names: `media` (guid, caption, title, alt) or else `external_ids`.
 *
 * @param \WP_REST_Request $request Request.
 * @return array<int, array{guid: string, caption: string, title: string, alt: string}>|\WP_Error
 */
function copy_requested_items( \WP_REST_Request $request ) {
	$media = $request->get_param( 'media' );
	$ids   = $request->get_param( 'external_ids' );
	$items = array();
	if ( is_array( $media ) && $media ) {
		foreach ( $media as $entry ) {
			if ( ! is_array( $entry ) || ! is_scalar( $entry['guid'] ?? null ) || '' === (string) $entry['guid'] ) {
				return \Jetpack_Blocks\Rest\bad_request( 'external_media_invalid_media', __( 'Each entry of media needs a guid.', 'jetpack-blocks' ) );
			}
			$items[] = array(
				'guid'    => (string) $entry['guid'],
				'caption' => is_string( $entry['caption'] ?? null ) ? sanitize_textarea_field( $entry['caption'] ) : '',
				'title'   => is_string( $entry['title'] ?? null ) ? sanitize_text_field( $entry['title'] ) : '',
				'alt'     => is_string( $entry['alt'] ?? null ) ? sanitize_text_field( $entry['alt'] ) : '',
			);
		}
	} elseif ( is_array( $ids ) && $ids ) {
		foreach ( $ids as $id ) {
			if ( ! is_scalar( $id ) || '' === (string) $id ) {
				return \Jetpack_Blocks\Rest\bad_request( 'external_media_invalid_media', __( 'external_ids must be a list of guids.', 'jetpack-blocks' ) );
			}
			$items[] = array(
				'guid'    => (string) $id,
				'caption' => '',
				'title'   => '',
				'alt'     => '',
			);
		}
	} else {
		return \Jetpack_Blocks\Rest\bad_request( 'external_media_nothing_to_copy', __( 'Say what to copy: media (a list of { guid, caption, title }) or external_ids.', 'jetpack-blocks' ) );
	}
	if ( count( $items ) > MAX_COPY ) {
		/* translators: %d: the most items copied at once. */
		return \Jetpack_Blocks\Rest\bad_request( 'external_media_too_many', sprintf( __( 'At most %d items can be copied at once.', 'jetpack-blocks' ), MAX_COPY ) );
	}
	return $items;
}

/**
 * Copies one item; its failure is reported in its own entry.
 *
 * @param array                                                          $source  The source.
 * @param array{guid: string, caption: string, title: string, alt: string} $item  What the picker chose.
 * @param int                                                            $post_id Post.
 */
function copy_one( array $source, array $item, int $post_id ): array {
	if ( ! empty( $source['copy'] ) ) {
		$copied = call_user_func( $source['copy'], $item['guid'], $post_id, $item );
		return is_wp_error( $copied ) ? copy_failure( $item['guid'], $copied ) : $copied;
	}
	$resolved = call_user_func( $source['resolve'], $item['guid'] );
	if ( is_wp_error( $resolved ) ) {
		return copy_failure( $item['guid'], $resolved );
	}
	$service  = call_user_func( $source['name'] );
	$download = download( $service, $resolved['url'], $resolved['hosts'], $resolved['api_origin'], $resolved['headers'] );
	if ( is_wp_error( $download ) ) {
		return copy_failure( $item['guid'], $download );
	}
	// What the picker showed wins; the source's own record fills what it left empty.
	$meta   = array(
		'title'   => '' !== $item['title'] ? $item['title'] : $resolved['meta']['title'],
		'caption' => '' !== $item['caption'] ? $item['caption'] : $resolved['meta']['caption'],
		'alt'     => '' !== $item['alt'] ? $item['alt'] : $resolved['meta']['alt'],
		'name'    => $resolved['meta']['name'],
	);
	$copied = add_to_library( $download, $post_id, $meta );
	return is_wp_error( $copied ) ? copy_failure( $item['guid'], $copied ) : $copied;
}
