<?php
/**
 * Openverse, the open-licence image search (source `openverse`): its public API, no key.
 *
 * - List: GET {api}/v1/images/?q=&page=&page_size= → `results[]` (id, title, url, thumbnail,
 *   creator, license, license_version, foreign_landing_url, width, height) and `page_count`.
 *   page_handle is the next page number. Caption and alt carry the title and the attribution
 *   (creator and licence), as the licences require.
 * - Copy: the guid is the Openverse image id. Its record is read from the API (title and
 *   attribution when the picker sent none) and the file is fetched through Openverse's own image
 *   proxy ({api}/v1/images/{id}/thumb/?full_size=true), so the site only ever downloads from
 *   Openverse's host, whatever host the original lives on.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** Openverse lets anonymous clients ask for at most 20 results a page. */
const OPENVERSE_MAX_PAGE = 20;

/** The service's name, as messages show it. */
function openverse_name(): string {
	return 'Openverse';
}

/** The API address (filter `jetpack_blocks_external_media_service_url`, source openverse, 'api'). */
function openverse_api(): string {
	return service_url( 'openverse', 'api', 'https://api.openverse.org' );
}

/**
 * Whether a guid is an Openverse image id (a UUID).
 *
 * @param string $guid Guid.
 */
function openverse_is_id( string $guid ): bool {
	return (bool) preg_match( '/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i', $guid );
}

/**
 * The licence as people read it: "CC BY 2.0", "CC0 1.0", "Public Domain Mark 1.0".
 *
 * @param string $license Openverse licence slug (by, by-sa, cc0, pdm, …).
 * @param string $version Licence version.
 */
function openverse_license_name( string $license, string $version ): string {
	$license = strtolower( $license );
	if ( '' === $license ) {
		return '';
	}
	if ( 'pdm' === $license ) {
		$name = __( 'Public Domain Mark', 'jetpack-blocks' );
	} elseif ( 'cc0' === $license ) {
		$name = 'CC0';
	} else {
		$name = 'CC ' . strtoupper( $license );
	}
	return trim( $name . ' ' . $version );
}

/**
 * The attribution line of an image: “Title” by Creator is licensed under CC BY 2.0.
 *
 * @param string $title   Title.
 * @param string $creator Creator.
 * @param string $license Licence name (openverse_license_name()).
 */
function openverse_attribution( string $title, string $creator, string $license ): string {
	$work = '' !== $title
		/* translators: %s: a work's title. */
		? sprintf( __( '“%s”', 'jetpack-blocks' ), $title )
		: __( 'This image', 'jetpack-blocks' );
	if ( '' !== $creator ) {
		/* translators: 1: a work (its quoted title), 2: its creator. */
		$work = sprintf( __( '%1$s by %2$s', 'jetpack-blocks' ), $work, $creator );
	}
	if ( '' === $license ) {
		return $work;
	}
	/* translators: 1: a work and its creator, 2: a licence, e.g. CC BY 2.0. */
	return sprintf( __( '%1$s is licensed under %2$s.', 'jetpack-blocks' ), $work, $license );
}

/**
 * One Openverse result as a picker item.
 *
 * @param array $result Result.
 */
function openverse_item( array $result ): ?array {
	$id = is_string( $result['id'] ?? null ) ? $result['id'] : '';
	if ( ! openverse_is_id( $id ) ) {
		return null;
	}
	$api_origin = origin_of( openverse_api() );
	$url        = remote_url( $result['url'] ?? '', $api_origin );
	$thumbnail  = remote_url( $result['thumbnail'] ?? '', $api_origin );
	if ( '' === $thumbnail ) {
		$thumbnail = openverse_api() . '/v1/images/' . $id . '/thumb/';
	}
	if ( '' === $url ) {
		$url = $thumbnail;
	}
	$title   = plain( $result['title'] ?? '' );
	$caption = openverse_attribution(
		$title,
		plain( $result['creator'] ?? '' ),
		openverse_license_name( plain( $result['license'] ?? '' ), plain( $result['license_version'] ?? '' ) )
	);
	return item(
		array(
			'ID'         => $id,
			'guid'       => $id,
			'type'       => 'image',
			'name'       => $title,
			'title'      => $title,
			'caption'    => $caption,
			// The alt text carries the attribution too: an image copied without its caption keeps it.
			'alt'        => $caption,
			'URL'        => $url,
			'thumbnails' => array(
				'thumbnail' => $thumbnail,
				'medium'    => $thumbnail,
				'fmt_hd'    => $url,
				'large'     => $url,
			),
		)
	);
}

/**
 * GET list/openverse.
 *
 * @param \WP_REST_Request $request search, number, page_handle.
 * @return \WP_REST_Response|\WP_Error
 */
function openverse_list( \WP_REST_Request $request ) {
	$search = plain( $request->get_param( 'search' ) );
	$page   = page_size( $request->get_param( 'page_handle' ), 1, PHP_INT_MAX );
	$number = page_size( $request->get_param( 'number' ), OPENVERSE_MAX_PAGE, OPENVERSE_MAX_PAGE );
	$query  = array(
		'page'      => $page,
		'page_size' => $number,
	);
	if ( '' !== $search ) {
		$query['q'] = $search;
	}
	$answer = remote_json( openverse_name(), 'GET', add_query_arg( array_map( 'rawurlencode', $query ), openverse_api() . '/v1/images/' ) );
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	// Openverse answers a page past the end with 400 ("Invalid page"), and one deeper than it lets
	// anonymous clients go with 401: either is the end of the list, not a failure.
	if ( in_array( $answer['status'], array( 400, 401 ), true ) && $page > 1 ) {
		return list_response( array(), null );
	}
	if ( 200 !== $answer['status'] || ! is_array( $answer['json']['results'] ?? null ) ) {
		return service_error( openverse_name(), $answer['status'] );
	}
	$media = array_values( array_filter( array_map( __NAMESPACE__ . '\openverse_item', array_filter( $answer['json']['results'], 'is_array' ) ) ) );
	$pages = (int) ( $answer['json']['page_count'] ?? 0 );
	return list_response( $media, $page < $pages && $media ? (string) ( $page + 1 ) : null );
}

/**
 * What copying an Openverse image needs.
 *
 * @param string $guid The image id.
 * @return array{url: string, hosts: string[], api_origin: string, headers: array, meta: array}|\WP_Error
 */
function openverse_resolve( string $guid ) {
	if ( ! openverse_is_id( $guid ) ) {
		return new \WP_Error( 'external_media_unknown_item', __( 'This is not an Openverse image.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	$answer = remote_json( openverse_name(), 'GET', openverse_api() . '/v1/images/' . rawurlencode( $guid ) . '/' );
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	if ( 404 === $answer['status'] ) {
		return new \WP_Error( 'external_media_unknown_item', __( 'Openverse no longer has this image.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	$item = 200 === $answer['status'] ? openverse_item( $answer['json'] ) : null;
	if ( null === $item || $item['ID'] !== $guid ) {
		return service_error( openverse_name(), $answer['status'] );
	}
	return array(
		'url'        => openverse_api() . '/v1/images/' . rawurlencode( $guid ) . '/thumb/?full_size=true&compressed=false',
		'hosts'      => array( 'api.openverse.org' ),
		'api_origin' => origin_of( openverse_api() ),
		'headers'    => array(),
		'meta'       => array(
			'title'   => $item['title'],
			'caption' => $item['caption'],
			'alt'     => $item['alt'],
			'name'    => $item['title'],
		),
	);
}

sources(
	'openverse',
	array(
		'name'    => __NAMESPACE__ . '\openverse_name',
		'list'    => __NAMESPACE__ . '\openverse_list',
		'resolve' => __NAMESPACE__ . '\openverse_resolve',
	)
);
