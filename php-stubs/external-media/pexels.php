<?php
/**
 * Pexels, the free stock-photo service (source `pexels`): its API with the key the site owner adds
 * on Settings → Media (settings.php). Without a key the list answers `external_media_not_configured`
 * saying where to add one.
 *
 * - List: GET {api}/v1/search?query=&per_page=&page= (or {api}/v1/curated without a search), header
 *   `Authorization: <key>` → `photos[]` (id, width, height, url, photographer, alt, src{original,
 *   large2x, large, medium, small, tiny}) and `next_page`. page_handle is the next page number.
 * - Copy: the guid is the Pexels photo id; the photo is read again from the API
 *   ({api}/v1/photos/{id}) and its large2x file fetched, only from Pexels' image host.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** Option: the Pexels API key. */
const PEXELS_KEY_OPTION = 'jetpack_blocks_pexels_api_key';

/** Pexels answers at most 80 photos a page. */
const PEXELS_MAX_PAGE = 80;

/** Default page (spec 002 §9: the stock service's page size). */
const PEXELS_DEFAULT_PAGE = 10;

/** Hosts Pexels serves photo files from. */
const PEXELS_FILE_HOSTS = array( 'images.pexels.com' );

/** The service's name. */
function pexels_name(): string {
	return 'Pexels';
}

/** The API address (filter `jetpack_blocks_external_media_service_url`, source pexels, 'api'). */
function pexels_api(): string {
	return service_url( 'pexels', 'api', 'https://api.pexels.com' );
}

/**
 * Whether a string looks like a Pexels API key.
 *
 * @param string $key Key.
 */
function pexels_key_valid( string $key ): bool {
	return (bool) preg_match( '/^[A-Za-z0-9]{20,100}$/', $key );
}

/**
 * The site's Pexels key, or ''.
 */
function pexels_key(): string {
	/**
	 * Filters the Pexels API key (e.g. to set it in code).
	 *
	 * @param string $key From Settings → Media.
	 */
	$key = apply_filters( 'jetpack_blocks_pexels_api_key', (string) get_option( PEXELS_KEY_OPTION, '' ) );
	return is_string( $key ) && pexels_key_valid( $key ) ? $key : '';
}

/** "Pexels needs a key" (400). */
function pexels_not_configured(): \WP_Error {
	return not_configured( __( 'Pexels needs an API key. A site administrator can add a free Pexels API key under Settings → Media (“Pexels API key”).', 'jetpack-blocks' ) );
}

/**
 * Calls the Pexels API with the key.
 *
 * @param string $url Address.
 * @return array{status: int, json: array}|\WP_Error
 */
function pexels_get( string $url ) {
	$key = pexels_key();
	if ( '' === $key ) {
		return pexels_not_configured();
	}
	$answer = remote_json( pexels_name(), 'GET', $url, array( 'headers' => array( 'Authorization' => $key ) ) );
	if ( ! is_wp_error( $answer ) && in_array( $answer['status'], array( 401, 403 ), true ) ) {
		return not_configured( __( 'Pexels refused this site’s API key. A site administrator can check the key under Settings → Media (“Pexels API key”).', 'jetpack-blocks' ) );
	}
	return $answer;
}

/**
 * One Pexels photo as a picker item.
 *
 * @param array $photo Photo.
 */
function pexels_item( array $photo ): ?array {
	$id = $photo['id'] ?? null;
	if ( ! is_int( $id ) && ! ( is_string( $id ) && ctype_digit( $id ) ) ) {
		return null;
	}
	$api_origin = origin_of( pexels_api() );
	$src        = is_array( $photo['src'] ?? null ) ? $photo['src'] : array();
	$large      = remote_url( $src['large2x'] ?? ( $src['original'] ?? '' ), $api_origin );
	if ( '' === $large ) {
		return null;
	}
	$photographer = plain( $photo['photographer'] ?? '' );
	$alt          = plain( $photo['alt'] ?? '' );
	$caption      = '' !== $photographer
		/* translators: %s: a photographer's name. */
		? sprintf( __( 'Photo by %s on Pexels', 'jetpack-blocks' ), $photographer )
		: __( 'Photo from Pexels', 'jetpack-blocks' );
	return item(
		array(
			'ID'         => (string) $id,
			'guid'       => (string) $id,
			'type'       => 'image',
			'name'       => '' !== $alt ? $alt : $caption,
			'title'      => '' !== $alt ? $alt : $caption,
			'caption'    => $caption,
			'alt'        => $alt,
			'URL'        => $large,
			'thumbnails' => array(
				'thumbnail' => remote_url( $src['tiny'] ?? ( $src['small'] ?? '' ), $api_origin ),
				'medium'    => remote_url( $src['medium'] ?? '', $api_origin ),
				'fmt_hd'    => remote_url( $src['large'] ?? '', $api_origin ),
				'large'     => $large,
			),
		)
	);
}

/**
 * GET list/pexels.
 *
 * @param \WP_REST_Request $request search, number, page_handle.
 * @return \WP_REST_Response|\WP_Error
 */
function pexels_list( \WP_REST_Request $request ) {
	if ( '' === pexels_key() ) {
		return pexels_not_configured();
	}
	$search = plain( $request->get_param( 'search' ) );
	$page   = page_size( $request->get_param( 'page_handle' ), 1, PHP_INT_MAX );
	$number = page_size( $request->get_param( 'number' ), PEXELS_DEFAULT_PAGE, PEXELS_MAX_PAGE );
	$query  = array(
		'per_page' => $number,
		'page'     => $page,
	);
	if ( '' !== $search ) {
		$query = array( 'query' => rawurlencode( $search ) ) + $query;
	}
	$answer = pexels_get( add_query_arg( $query, pexels_api() . ( '' !== $search ? '/v1/search' : '/v1/curated' ) ) );
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	if ( 200 !== $answer['status'] || ! is_array( $answer['json']['photos'] ?? null ) ) {
		return service_error( pexels_name(), $answer['status'] );
	}
	$media = array_values( array_filter( array_map( __NAMESPACE__ . '\pexels_item', array_filter( $answer['json']['photos'], 'is_array' ) ) ) );
	$next  = is_string( $answer['json']['next_page'] ?? null ) && '' !== $answer['json']['next_page'] && $media ? (string) ( $page + 1 ) : null;
	return list_response( $media, $next );
}

/**
 * What copying a Pexels photo needs.
 *
 * @param string $guid The photo id.
 * @return array|\WP_Error
 */
function pexels_resolve( string $guid ) {
	if ( ! preg_match( '/^\d{1,20}$/', $guid ) ) {
		return new \WP_Error( 'external_media_unknown_item', __( 'This is not a Pexels photo.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	$answer = pexels_get( pexels_api() . '/v1/photos/' . $guid );
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	if ( 404 === $answer['status'] ) {
		return new \WP_Error( 'external_media_unknown_item', __( 'Pexels no longer has this photo.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	$src  = is_array( $answer['json']['src'] ?? null ) ? $answer['json']['src'] : array();
	$url  = is_string( $src['large2x'] ?? null ) ? $src['large2x'] : ( is_string( $src['original'] ?? null ) ? $src['original'] : '' );
	$item = 200 === $answer['status'] ? pexels_item( $answer['json'] ) : null;
	if ( null === $item || '' === $url || $item['ID'] !== $guid ) {
		if ( 200 === $answer['status'] && '' !== $url ) {
			// Pexels named a file somewhere else than its image host: not fetched.
			return new \WP_Error( 'external_media_host_refused', __( 'This item does not point to Pexels, so it was not copied.', 'jetpack-blocks' ), array( 'status' => 400 ) );
		}
		return service_error( pexels_name(), $answer['status'] );
	}
	return array(
		'url'        => $url,
		'hosts'      => PEXELS_FILE_HOSTS,
		'api_origin' => origin_of( pexels_api() ),
		'headers'    => array(),
		'meta'       => array(
			'title'   => $item['title'],
			'caption' => $item['caption'],
			'alt'     => $item['alt'],
			'name'    => 'pexels-photo-' . $guid,
		),
	);
}

sources(
	'pexels',
	array(
		'name'    => __NAMESPACE__ . '\pexels_name',
		'list'    => __NAMESPACE__ . '\pexels_list',
		'resolve' => __NAMESPACE__ . '\pexels_resolve',
	)
);
