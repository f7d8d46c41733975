<?php
/**
 * GIF search for the GIF block, answered by the server so the service key stays on the site.
 *
 * GET /wpcom/v2/gif/search?q=<words>&limit=<1..10> and GET /wpcom/v2/gif/<id> (editors only).
 *
 * - With a service key (option `jetpack_blocks_gif_api_key`, Settings → Writing, or the filter of
 *   the same name) the GIF service is asked with wp_safe_remote_get (5 s timeout, no redirects,
 *   answer read up to 2 MiB) and its results are passed on in the service's own shape, keeping
 *   only the fields the block uses.
 * - Without a key, or when the service cannot be reached or answers with an error, a search never
 *   invents results: it answers from the site's own media library — GIF attachments whose title,
 *   caption, description, alternative text or file name contain every search word — in the same
 *   shape, each result marked `"source": "media-library"`, with `service.reached` false and the
 *   reason. A lookup by id has nothing to fall back on: it answers the error.
 * - Input is bounded: q up to 100 characters (at most 8 words are matched), limit 1–10 (default 10).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

const GIF_API_KEY_OPTION   = 'jetpack_blocks_gif_api_key';
const GIF_SEARCH_LIMIT     = 10;
const GIF_QUERY_MAX_LENGTH = 100;
const GIF_MAX_WORDS        = 8;
const GIF_SERVICE_TIMEOUT  = 5;
const GIF_SERVICE_MAX_BODY = 2097152;

/**
 * Registers the routes.
 */
function register_gif_routes(): void {
	register_rest_route(
		'wpcom/v2',
		'/gif/search',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\gif_search_request',
			'permission_callback' => '\Jetpack_Blocks\Rest\can_edit_posts',
			'args'                => array(
				// Not "required": WordPress checks arguments before permissions, and a visitor who
				// is not signed in must get 401 whatever they send; an empty query is a 400 below.
				'q'     => array(
					'type'      => 'string',
					'minLength' => 1,
					'maxLength' => GIF_QUERY_MAX_LENGTH,
				),
				'limit' => array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => GIF_SEARCH_LIMIT,
					'default' => GIF_SEARCH_LIMIT,
				),
			),
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/gif/(?P<id>[A-Za-z0-9]{1,64})',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\gif_lookup_request',
			'permission_callback' => '\Jetpack_Blocks\Rest\can_edit_posts',
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_gif_routes' );

/**
 * The service key: a site setting, shown under Settings → Writing.
 */
function register_gif_setting(): void {
	register_setting(
		'writing',
		GIF_API_KEY_OPTION,
		array(
			'type'              => 'string',
			'description'       => __( 'API key of the GIF service (GIPHY) used by the GIF block.', 'jetpack-blocks' ),
			'sanitize_callback' => __NAMESPACE__ . '\gif_sanitize_api_key',
			'default'           => '',
			'show_in_rest'      => false,
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_gif_setting' );

/**
 * The field on Settings → Writing.
 */
function add_gif_setting_field(): void {
	add_settings_field(
		GIF_API_KEY_OPTION,
		__( 'GIF block: GIPHY API key', 'jetpack-blocks' ),
		__NAMESPACE__ . '\render_gif_setting_field',
		'writing',
		'default',
		array( 'label_for' => 'jetpack-blocks-gif-api-key' )
	);
}
add_action( 'admin_init', __NAMESPACE__ . '\add_gif_setting_field' );

/**
 * Prints the key field.
 */
function render_gif_setting_field(): void {
	printf(
		'<input type="text" id="jetpack-blocks-gif-api-key" name="%1$s" value="%2$s" class="regular-text code" autocomplete="off" spellcheck="false" aria-describedby="jetpack-blocks-gif-api-key-description" />',
		esc_attr( GIF_API_KEY_OPTION ),
		esc_attr( (string) get_option( GIF_API_KEY_OPTION, '' ) )
	);
	printf(
		'<p class="description" id="jetpack-blocks-gif-api-key-description">%s</p>',
		esc_html__( 'The GIF block searches GIPHY with this key. Without it, or when GIPHY cannot be reached, it searches the GIFs of your media library.', 'jetpack-blocks' )
	);
}

/**
 * Keys are letters and digits; anything else is dropped.
 *
 * @param mixed $value Submitted value.
 */
function gif_sanitize_api_key( $value ): string {
	$key = is_string( $value ) ? trim( $value ) : '';
	return preg_match( '/^[A-Za-z0-9]{1,128}$/', $key ) ? $key : '';
}

/**
 * The key in use: the setting, or what the filter gives.
 */
function gif_api_key(): string {
	/**
	 * Filters the GIF service key (e.g. to set it in code instead of the setting).
	 *
	 * @param string $key The key from Settings → Writing, or ''.
	 */
	$key = apply_filters( 'jetpack_blocks_gif_api_key', (string) get_option( GIF_API_KEY_OPTION, '' ) );
	return gif_sanitize_api_key( $key );
}

/**
 * The service's endpoint base, filterable (a proxy, or a test server).
 */
function gif_service_base(): string {
	/**
	 * Filters the base address of the GIF service's API.
	 *
	 * @param string $base Default https://api.giphy.com/v1/gifs.
	 */
	return untrailingslashit( (string) apply_filters( 'jetpack_blocks_gif_service_url', 'https://api.giphy.com/v1/gifs' ) );
}

/**
 * Asks the GIF service.
 *
 * @param string $path  'search' or an id.
 * @param array  $query Query arguments besides the key.
 * @return array|\WP_Error The decoded answer, or why there is none.
 */
function gif_service_get( string $path, array $query ) {
	$key = gif_api_key();
	if ( '' === $key ) {
		return new \WP_Error(
			'gif_service_not_configured',
			__( 'No GIF service key is set (Settings → Writing).', 'jetpack-blocks' ),
			array( 'status' => 503 )
		);
	}
	$url      = add_query_arg( array_map( static fn( $value ) => rawurlencode( (string) $value ), array_merge( array( 'api_key' => $key ), $query ) ), gif_service_base() . '/' . rawurlencode( $path ) );
	$response = wp_safe_remote_get(
		$url,
		array(
			'timeout'             => GIF_SERVICE_TIMEOUT,
			'redirection'         => 0,
			'limit_response_size' => GIF_SERVICE_MAX_BODY,
			'headers'             => array( 'Accept' => 'application/json' ),
		)
	);
	if ( is_wp_error( $response ) ) {
		return new \WP_Error(
			'gif_service_unreachable',
			__( 'The GIF service could not be reached.', 'jetpack-blocks' ),
			array( 'status' => 502 )
		);
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	if ( 404 === $code ) {
		return new \WP_Error( 'gif_not_found', __( 'The GIF service has no GIF with this id.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $code || ! is_array( $body ) ) {
		return new \WP_Error(
			'gif_service_error',
			/* translators: %d: HTTP status code. */
			sprintf( __( 'The GIF service answered with an error (status %d).', 'jetpack-blocks' ), $code ),
			array( 'status' => 502 )
		);
	}
	return $body;
}

/**
 * One service result, reduced to the fields the block uses, each checked; null when unusable.
 *
 * @param mixed $item A result from the service.
 */
function gif_service_result( $item ): ?array {
	if ( ! is_array( $item ) || ! isset( $item['id'] ) || ! is_string( $item['id'] ) || ! preg_match( '/^[A-Za-z0-9]{1,64}$/', $item['id'] ) ) {
		return null;
	}
	$images   = isset( $item['images'] ) && is_array( $item['images'] ) ? $item['images'] : array();
	$original = isset( $images['original'] ) && is_array( $images['original'] ) ? $images['original'] : array();
	$still    = '';
	foreach ( array( 'downsized_still', 'fixed_width_still', 'original_still' ) as $size ) {
		if ( isset( $images[ $size ]['url'] ) && is_string( $images[ $size ]['url'] ) && 0 === strpos( $images[ $size ]['url'], 'https://' ) ) {
			$still = esc_url_raw( $images[ $size ]['url'] );
			break;
		}
	}
	if ( '' === $still ) {
		return null;
	}
	return array(
		'id'        => $item['id'],
		'title'     => isset( $item['title'] ) && is_string( $item['title'] ) ? mb_substr( sanitize_text_field( $item['title'] ), 0, 200 ) : '',
		// Built from the id rather than passed on: the block frames this address.
		'embed_url' => 'https://giphy.com/embed/' . $item['id'],
		'images'    => array(
			'original'        => array(
				'width'  => isset( $original['width'] ) ? absint( $original['width'] ) : 0,
				'height' => isset( $original['height'] ) ? absint( $original['height'] ) : 0,
			),
			'downsized_still' => array( 'url' => $still ),
		),
	);
}

/**
 * The words of a search, as matched against the media library.
 *
 * @param string $query Search text.
 * @return string[]
 */
function gif_search_words( string $query ): array {
	$words = preg_split( '/\s+/u', trim( $query ), -1, PREG_SPLIT_NO_EMPTY );
	return array_slice( array_values( array_unique( is_array( $words ) ? $words : array() ) ), 0, GIF_MAX_WORDS );
}

/**
 * GIF attachments of the media library that contain every word, newest first, that the user may
 * read, in the service's result shape.
 *
 * @param string $query Search text.
 * @param int    $limit Most results.
 */
function gif_library_search( string $query, int $limit ): array {
	global $wpdb;
	$words = gif_search_words( $query );
	if ( ! $words ) {
		return array();
	}
	$conditions = array();
	$values     = array();
	foreach ( $words as $word ) {
		$like         = '%' . $wpdb->esc_like( $word ) . '%';
		$conditions[] = '(p.post_title LIKE %s OR p.post_excerpt LIKE %s OR p.post_content LIKE %s OR a.meta_value LIKE %s OR f.meta_value LIKE %s)';
		array_push( $values, $like, $like, $like, $like, $like );
	}
	// Over-fetch a little: results the user may not read are dropped below.
	$values[] = $limit * 3;
	$sql      = "SELECT DISTINCT p.ID, p.post_date FROM {$wpdb->posts} p
		LEFT JOIN {$wpdb->postmeta} a ON ( a.post_id = p.ID AND a.meta_key = '_wp_attachment_image_alt' )
		LEFT JOIN {$wpdb->postmeta} f ON ( f.post_id = p.ID AND f.meta_key = '_wp_attached_file' )
		WHERE p.post_type = 'attachment' AND p.post_status = 'inherit' AND p.post_mime_type = 'image/gif'
		AND " . implode( ' AND ', $conditions ) . '
		ORDER BY p.post_date DESC, p.ID DESC LIMIT %d';
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- every value is a placeholder; the conditions are fixed text.
	$ids = $wpdb->get_col( $wpdb->prepare( $sql, $values ) );

	$results = array();
	foreach ( $ids as $id ) {
		$id = (int) $id;
		if ( count( $results ) >= $limit ) {
			break;
		}
		if ( ! current_user_can( 'read_post', $id ) ) {
			continue;
		}
		$result = gif_library_result( $id );
		if ( $result ) {
			$results[] = $result;
		}
	}
	return $results;
}

/**
 * One GIF attachment in the service's result shape.
 *
 * @param int $id Attachment id.
 */
function gif_library_result( int $id ): ?array {
	$url = wp_get_attachment_url( $id );
	if ( ! is_string( $url ) || '' === $url ) {
		return null;
	}
	$meta  = wp_get_attachment_metadata( $id );
	$still = wp_get_attachment_image_src( $id, 'medium' );
	return array(
		'id'            => (string) $id,
		'attachment_id' => $id,
		'title'         => get_the_title( $id ),
		'embed_url'     => $url,
		'images'        => array(
			'original'        => array(
				'url'    => $url,
				'width'  => is_array( $meta ) && isset( $meta['width'] ) ? absint( $meta['width'] ) : 0,
				'height' => is_array( $meta ) && isset( $meta['height'] ) ? absint( $meta['height'] ) : 0,
			),
			'downsized_still' => array( 'url' => is_array( $still ) && is_string( $still[0] ) ? $still[0] : $url ),
		),
		'source'        => 'media-library',
	);
}

/**
 * How many GIFs the media library holds (to tell "none match" from "there are none").
 */
function gif_library_count(): int {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a count no API gives without loading the posts.
	return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment' AND post_status = 'inherit' AND post_mime_type = 'image/gif'" );
}

/**
 * Search route callback.
 *
 * @param \WP_REST_Request $request The request.
 * @return array|\WP_Error
 */
function gif_search_request( \WP_REST_Request $request ) {
	$query = trim( (string) $request->get_param( 'q' ) );
	$limit = (int) $request->get_param( 'limit' );
	if ( '' === $query ) {
		return Rest\bad_request( 'empty_query', __( 'Enter words to search for.', 'jetpack-blocks' ) );
	}

	$answer = gif_service_get(
		'search',
		array(
			'q'     => $query,
			'limit' => $limit,
		)
	);
	if ( ! is_wp_error( $answer ) ) {
		$items   = isset( $answer['data'] ) && is_array( $answer['data'] ) ? $answer['data'] : array();
		$results = array_values( array_filter( array_map( __NAMESPACE__ . '\gif_service_result', array_slice( $items, 0, $limit ) ) ) );
		return array(
			'source'  => 'giphy',
			'data'    => $results,
			'service' => array( 'reached' => true ),
		);
	}

	$results = gif_library_search( $query, $limit );
	return array(
		'source'  => 'media-library',
		'data'    => $results,
		'service' => array(
			'reached' => false,
			'code'    => $answer->get_error_code(),
			'message' => $answer->get_error_message(),
		),
		'library' => array( 'gifs' => gif_library_count() ),
	);
}

/**
 * Lookup route callback.
 *
 * @param \WP_REST_Request $request The request.
 * @return array|\WP_Error
 */
function gif_lookup_request( \WP_REST_Request $request ) {
	$answer = gif_service_get( (string) $request->get_param( 'id' ), array() );
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	$result = gif_service_result( $answer['data'] ?? null );
	if ( ! $result ) {
		return new \WP_Error( 'gif_not_found', __( 'The GIF service has no GIF with this id.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	return array( 'data' => $result );
}
