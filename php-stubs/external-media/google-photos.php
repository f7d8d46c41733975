<?php
/**
 * Google Photos, the photo library (source `google_photos`), through the OAuth client the site
 * owner adds on Settings → Media (settings.php); without one, the connection route says what to
 * set up and where.
 *
 * - Connection GET → `{ connect_URL }`: Google's consent page (scopes photoslibrary.readonly,
 *   openid, profile; offline access) with a one-time state for the user and the site's callback
 *   (admin-post.php?action=jetpack_blocks_google_photos_oauth) as redirect URI. The callback checks
 *   the state, exchanges the code for tokens, stores them for the user (user meta, never sent to
 *   the browser) with the account's name and picture from the ID token, and answers a page that
 *   tells the picker and closes the popup. DELETE revokes the token at Google and forgets it.
 * - List: `path` '/' lists the albums (folders); '' or 'recent' the library through
 *   mediaItems:search with the picker's filters (mediaType, categoryInclude — not with videos —,
 *   feature=favorite, dateRange=YYYY-MM-DD:YYYY-MM-DD with 0000-00-00 as an open bound); any other
 *   path is an album id. meta.account is the connected account; page_handle is Google's page token.
 *   The access token is refreshed when it expires; without a usable token: `authorization_required`.
 * - Copy: the guid is the media item id; the item is read again from the API and its file fetched
 *   from Google's content hosts only.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\External_Media;

defined( 'ABSPATH' ) || exit;

/** Options: the site owner's OAuth client. */
const GOOGLE_CLIENT_ID_OPTION     = 'jetpack_blocks_google_photos_client_id';
const GOOGLE_CLIENT_SECRET_OPTION = 'jetpack_blocks_google_photos_client_secret';

/** User meta: the user's tokens and account. */
const GOOGLE_TOKENS_META = 'jetpack_blocks_google_photos';

/** Seconds a sign-in may take. */
const GOOGLE_STATE_SECONDS = 900;

/** Default page (spec 002 §9: photo library page size 25) and Google's largest. */
const GOOGLE_DEFAULT_PAGE = 25;
const GOOGLE_MAX_PAGE     = 100;
const GOOGLE_MAX_ALBUMS   = 50;

/** Hosts Google serves media files from. */
const GOOGLE_FILE_HOSTS = array( '*.googleusercontent.com' );

/** The scopes asked for. */
const GOOGLE_SCOPES = 'openid profile https://www.googleapis.com/auth/photoslibrary.readonly';

/** Photo categories the filter offers (spec 002 §9). */
const GOOGLE_CATEGORIES = array( 'animals', 'arts', 'birthdays', 'cityscapes', 'crafts', 'fashion', 'food', 'flowers', 'gardens', 'holidays', 'houses', 'landmarks', 'landscapes', 'night', 'people', 'pets', 'selfies', 'sport', 'travel', 'weddings' );

/** The service's name. */
function google_name(): string {
	return 'Google Photos';
}

/**
 * Google's addresses (filter `jetpack_blocks_external_media_service_url`, source google_photos).
 *
 * @param string $which 'api', 'authorize', 'token' or 'revoke'.
 */
function google_url( string $which ): string {
	$defaults = array(
		'api'       => 'https://photoslibrary.googleapis.com',
		'authorize' => 'https://accounts.google.com/o/oauth2/v2/auth',
		'token'     => 'https://oauth2.googleapis.com/token',
		'revoke'    => 'https://oauth2.googleapis.com/revoke',
	);
	return service_url( 'google_photos', $which, $defaults[ $which ] ?? '' );
}

/**
 * The site owner's OAuth client, or null when none is set up.
 *
 * @return array{id: string, secret: string}|null
 */
function google_client(): ?array {
	/**
	 * Filters the Google OAuth client of the photo-library source (e.g. to set it in code).
	 *
	 * @param array{id: string, secret: string} $client From Settings → Media.
	 */
	$client = apply_filters(
		'jetpack_blocks_google_photos_client',
		array(
			'id'     => (string) get_option( GOOGLE_CLIENT_ID_OPTION, '' ),
			'secret' => (string) get_option( GOOGLE_CLIENT_SECRET_OPTION, '' ),
		)
	);
	if ( ! is_array( $client ) || ! is_string( $client['id'] ?? null ) || ! is_string( $client['secret'] ?? null ) ) {
		return null;
	}
	if ( ! google_client_id_valid( $client['id'] ) || ! google_client_secret_valid( $client['secret'] ) ) {
		return null;
	}
	return array(
		'id'     => $client['id'],
		'secret' => $client['secret'],
	);
}

/**
 * Whether a string looks like a Google OAuth client ID.
 *
 * @param string $id Client ID.
 */
function google_client_id_valid( string $id ): bool {
	return (bool) preg_match( '/^[0-9]{6,30}-[a-z0-9]{4,64}\.apps\.googleusercontent\.com$/', $id );
}

/**
 * Whether a string looks like a Google OAuth client secret.
 *
 * @param string $secret Secret.
 */
function google_client_secret_valid( string $secret ): bool {
	return (bool) preg_match( '/^[A-Za-z0-9_-]{16,100}$/', $secret );
}

/** Where Google sends the browser back (to register in the client). */
function google_redirect_uri(): string {
	return admin_url( 'admin-post.php?action=jetpack_blocks_google_photos_oauth' );
}

/** "Google Photos is not set up" (400). */
function google_not_configured(): \WP_Error {
	return not_configured( __( 'Google Photos is not set up on this site. A site administrator can add a Google OAuth client (client ID and client secret, with the Photos Library API enabled) under Settings → Media.', 'jetpack-blocks' ) );
}

/**
 * The user's stored connection, or null.
 *
 * @param int $user_id User.
 * @return array{access_token: string, refresh_token: string, expires_at: int, name: string, image: string}|null
 */
function google_connection( int $user_id ): ?array {
	$stored = get_user_meta( $user_id, GOOGLE_TOKENS_META, true );
	if ( ! is_array( $stored ) || ! is_string( $stored['access_token'] ?? null ) || '' === $stored['access_token'] ) {
		return null;
	}
	return array(
		'access_token'  => $stored['access_token'],
		'refresh_token' => is_string( $stored['refresh_token'] ?? null ) ? $stored['refresh_token'] : '',
		'expires_at'    => is_int( $stored['expires_at'] ?? null ) ? $stored['expires_at'] : 0,
		'name'          => is_string( $stored['name'] ?? null ) ? $stored['name'] : '',
		'image'         => is_string( $stored['image'] ?? null ) ? $stored['image'] : '',
	);
}

/**
 * The claims of an ID token received straight from Google's token endpoint (over TLS, so its
 * payload is read without checking the signature, as OpenID Connect allows for that channel).
 *
 * @param mixed $id_token ID token.
 * @return array<string, mixed>
 */
function google_id_claims( $id_token ): array {
	if ( ! is_string( $id_token ) || 3 !== count( explode( '.', $id_token ) ) ) {
		return array();
	}
	$payload = base64_decode( strtr( explode( '.', $id_token )[1], '-_', '+/' ), false ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a JWT's payload is base64url.
	$claims  = is_string( $payload ) ? json_decode( $payload, true ) : null;
	return is_array( $claims ) ? $claims : array();
}

/**
 * Calls Google's token endpoint.
 *
 * @param array $form Form fields (besides the client's).
 * @return array|\WP_Error The token answer; `authorization_required` when Google refuses the grant.
 */
function google_token_request( array $form ) {
	$client = google_client();
	if ( null === $client ) {
		return google_not_configured();
	}
	$answer = remote_json(
		google_name(),
		'POST',
		google_url( 'token' ),
		array(
			'body' => array_merge(
				$form,
				array(
					'client_id'     => $client['id'],
					'client_secret' => $client['secret'],
				)
			),
		)
	);
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	if ( 200 !== $answer['status'] || ! is_string( $answer['json']['access_token'] ?? null ) ) {
		// invalid_grant and its kin: the grant was revoked or expired; the user connects again.
		if ( $answer['status'] >= 400 && $answer['status'] < 500 ) {
			return authorization_required( google_name() );
		}
		return service_error( google_name(), $answer['status'] );
	}
	return $answer['json'];
}

/**
 * A usable access token for the user, refreshed when it has expired.
 *
 * @param int  $user_id User.
 * @param bool $force   Refresh even if it has not expired (Google refused it).
 * @return array|\WP_Error The connection.
 */
function google_fresh_connection( int $user_id, bool $force = false ) {
	if ( null === google_client() ) {
		return google_not_configured();
	}
	$connection = google_connection( $user_id );
	if ( null === $connection ) {
		return authorization_required( google_name() );
	}
	if ( ! $force && $connection['expires_at'] > time() + 60 ) {
		return $connection;
	}
	if ( '' === $connection['refresh_token'] ) {
		delete_user_meta( $user_id, GOOGLE_TOKENS_META );
		return authorization_required( google_name() );
	}
	$tokens = google_token_request(
		array(
			'grant_type'    => 'refresh_token',
			'refresh_token' => $connection['refresh_token'],
		)
	);
	if ( is_wp_error( $tokens ) ) {
		if ( 'authorization_required' === $tokens->get_error_code() ) {
			delete_user_meta( $user_id, GOOGLE_TOKENS_META );
		}
		return $tokens;
	}
	$connection['access_token'] = $tokens['access_token'];
	$connection['expires_at']   = time() + max( 60, (int) ( $tokens['expires_in'] ?? 3600 ) );
	if ( is_string( $tokens['refresh_token'] ?? null ) && '' !== $tokens['refresh_token'] ) {
		$connection['refresh_token'] = $tokens['refresh_token'];
	}
	update_user_meta( $user_id, GOOGLE_TOKENS_META, $connection );
	return $connection;
}

/**
 * Calls the Photos Library API as the user; a refused token is refreshed once.
 *
 * @param string     $method GET or POST.
 * @param string     $path   Path under {api}/v1.
 * @param array|null $body   JSON body.
 * @return array{status: int, json: array, connection: array}|\WP_Error
 */
function google_api( string $method, string $path, ?array $body = null ) {
	$user_id = get_current_user_id();
	foreach ( array( false, true ) as $force ) {
		$connection = google_fresh_connection( $user_id, $force );
		if ( is_wp_error( $connection ) ) {
			return $connection;
		}
		$args = array(
			'headers' => array(
				'Authorization' => 'Bearer ' . $connection['access_token'],
				'Content-Type'  => 'application/json',
			),
		);
		if ( null !== $body ) {
			$args['body'] = (string) wp_json_encode( (object) $body );
		}
		$answer = remote_json( google_name(), $method, google_url( 'api' ) . '/v1' . $path, $args );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( 401 !== $answer['status'] ) {
			$answer['connection'] = $connection;
			return $answer;
		}
	}
	delete_user_meta( $user_id, GOOGLE_TOKENS_META );
	return authorization_required( google_name() );
}

/**
 * GET connection/google_photos.
 *
 * @return \WP_REST_Response|\WP_Error
 */
function google_connection_route() {
	$client = google_client();
	if ( null === $client ) {
		return google_not_configured();
	}
	$state = wp_generate_password( 32, false, false );
	set_transient( 'jetpack_blocks_google_photos_state_' . get_current_user_id(), $state, GOOGLE_STATE_SECONDS );
	$url = add_query_arg(
		array(
			'client_id'              => rawurlencode( $client['id'] ),
			'redirect_uri'           => rawurlencode( google_redirect_uri() ),
			'response_type'          => 'code',
			'scope'                  => rawurlencode( GOOGLE_SCOPES ),
			'access_type'            => 'offline',
			'prompt'                 => 'consent',
			'include_granted_scopes' => 'true',
			'state'                  => $state,
		),
		google_url( 'authorize' )
	);
	return new \WP_REST_Response(
		array(
			'connect_URL' => $url,
			'connected'   => null !== google_connection( get_current_user_id() ),
		),
		200
	);
}

/**
 * DELETE connection/google_photos: revokes the token at Google and forgets it.
 *
 * @return \WP_REST_Response
 */
function google_disconnect_route(): \WP_REST_Response {
	$user_id    = get_current_user_id();
	$connection = google_connection( $user_id );
	$revoked    = false;
	if ( null !== $connection ) {
		$token    = '' !== $connection['refresh_token'] ? $connection['refresh_token'] : $connection['access_token'];
		$response = wp_safe_remote_post(
			google_url( 'revoke' ),
			array(
				'timeout' => TIMEOUT,
				'body'    => array( 'token' => $token ),
			)
		);
		$revoked  = ! is_wp_error( $response ) && 200 === (int) wp_remote_retrieve_response_code( $response );
	}
	// Forgotten here whatever Google answered: the site keeps no way to use the account.
	delete_user_meta( $user_id, GOOGLE_TOKENS_META );
	return new \WP_REST_Response(
		array(
			'disconnected' => true,
			'revoked'      => $revoked,
		),
		200
	);
}

/**
 * The picker's filters, from `filter` ("key=value" strings, as the picker sends them) or from
 * parameters of the same names.
 *
 * @param \WP_REST_Request $request Request.
 * @return array|\WP_Error Google's `filters` object (empty: none).
 */
function google_filters( \WP_REST_Request $request ) {
	$fields = array();
	$filter = $request->get_param( 'filter' );
	foreach ( is_array( $filter ) ? $filter : ( is_string( $filter ) && '' !== $filter ? array( $filter ) : array() ) as $entry ) {
		if ( ! is_string( $entry ) || ! str_contains( $entry, '=' ) ) {
			return \Jetpack_Blocks\Rest\bad_request( 'external_media_invalid_filter', __( 'Each filter must be written key=value.', 'jetpack-blocks' ) );
		}
		list( $key, $value ) = explode( '=', $entry, 2 );
		$fields[ $key ]      = $value;
	}
	foreach ( array( 'mediaType', 'categoryInclude', 'feature', 'dateRange' ) as $key ) {
		$value = $request->get_param( $key );
		if ( is_string( $value ) && '' !== $value ) {
			$fields[ $key ] = $value;
		}
	}
	$filters = array();
	$type    = strtolower( (string) ( $fields['mediaType'] ?? '' ) );
	if ( '' !== $type && 'all' !== $type ) {
		if ( ! in_array( $type, array( 'photo', 'video' ), true ) ) {
			return \Jetpack_Blocks\Rest\bad_request( 'external_media_invalid_filter', __( 'mediaType must be photo, video or all.', 'jetpack-blocks' ) );
		}
		$filters['mediaTypeFilter'] = array( 'mediaTypes' => array( strtoupper( $type ) ) );
	}
	$categories = array_filter( array_map( 'trim', explode( ',', strtolower( (string) ( $fields['categoryInclude'] ?? '' ) ) ) ) );
	if ( $categories && 'video' !== $type ) {
		if ( array_diff( $categories, GOOGLE_CATEGORIES ) ) {
			/* translators: %s: the list of categories. */
			return \Jetpack_Blocks\Rest\bad_request( 'external_media_invalid_filter', sprintf( __( 'categoryInclude must name categories among: %s.', 'jetpack-blocks' ), implode( ', ', GOOGLE_CATEGORIES ) ) );
		}
		$filters['contentFilter'] = array( 'includedContentCategories' => array_values( array_map( 'strtoupper', $categories ) ) );
	}
	if ( isset( $fields['feature'] ) ) {
		if ( 'favorite' !== $fields['feature'] ) {
			return \Jetpack_Blocks\Rest\bad_request( 'external_media_invalid_filter', __( 'feature must be favorite.', 'jetpack-blocks' ) );
		}
		$filters['featureFilter'] = array( 'includedFeatures' => array( 'FAVORITES' ) );
	}
	if ( isset( $fields['dateRange'] ) ) {
		$range = google_date_range( (string) $fields['dateRange'] );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		if ( null !== $range ) {
			$filters['dateFilter'] = array( 'ranges' => array( $range ) );
		}
	}
	return $filters;
}

/**
 * dateRange=from:to (YYYY-MM-DD, 0000-00-00 for an open bound) as Google's DateRange; an open
 * start is the Unix epoch's year (the picker's earliest), an open end Google's latest date.
 *
 * @param string $value As sent.
 * @return array|null|\WP_Error Null when both bounds are open.
 */
function google_date_range( string $value ) {
	if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2}):(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) ) {
		return \Jetpack_Blocks\Rest\bad_request( 'external_media_invalid_filter', __( 'dateRange must be written YYYY-MM-DD:YYYY-MM-DD, with 0000-00-00 for an open end.', 'jetpack-blocks' ) );
	}
	$bound = static function ( string $y, string $mo, string $d ) {
		if ( '0000' === $y && '00' === $mo && '00' === $d ) {
			return null;
		}
		if ( ! checkdate( (int) $mo, (int) $d, (int) $y ) ) {
			return false;
		}
		return array(
			'year'  => (int) $y,
			'month' => (int) $mo,
			'day'   => (int) $d,
		);
	};
	$start = $bound( $m[1], $m[2], $m[3] );
	$end   = $bound( $m[4], $m[5], $m[6] );
	if ( false === $start || false === $end ) {
		return \Jetpack_Blocks\Rest\bad_request( 'external_media_invalid_filter', __( 'dateRange names a day that does not exist.', 'jetpack-blocks' ) );
	}
	if ( null === $start && null === $end ) {
		return null;
	}
	return array(
		'startDate' => $start ?? array(
			'year'  => 1970,
			'month' => 1,
			'day'   => 1,
		),
		'endDate'   => $end ?? array(
			'year'  => 9999,
			'month' => 12,
			'day'   => 31,
		),
	);
}

/**
 * A Google content address with size options (baseUrl=w…-h…).
 *
 * @param string $base    baseUrl.
 * @param string $options Options, e.g. w300-h300-c.
 */
function google_sized( string $base, string $options ): string {
	return '' === $base ? '' : $base . '=' . $options;
}

/**
 * One media item as a picker item.
 *
 * @param array $media Media item.
 */
function google_item( array $media ): ?array {
	$id = is_string( $media['id'] ?? null ) ? $media['id'] : '';
	if ( ! preg_match( '/^[A-Za-z0-9_-]{1,200}$/', $id ) ) {
		return null;
	}
	$base = remote_url( $media['baseUrl'] ?? '', origin_of( google_url( 'api' ) ) );
	if ( '' === $base ) {
		return null;
	}
	$name = plain( $media['filename'] ?? '' );
	$desc = plain( $media['description'] ?? '' );
	return item(
		array(
			'ID'         => $id,
			'guid'       => $id,
			'type'       => str_starts_with( (string) ( $media['mimeType'] ?? '' ), 'video/' ) ? 'video' : 'image',
			'name'       => $name,
			'title'      => (string) preg_replace( '/\.[A-Za-z0-9]{2,5}$/', '', $name ),
			'caption'    => $desc,
			'alt'        => $desc,
			'URL'        => google_sized( $base, 'w2048-h2048' ),
			'thumbnails' => array(
				'thumbnail' => google_sized( $base, 'w150-h150-c' ),
				'medium'    => google_sized( $base, 'w300-h300-c' ),
				'fmt_hd'    => google_sized( $base, 'w1920-h1080' ),
				'large'     => google_sized( $base, 'w1024-h1024' ),
			),
		)
	);
}

/**
 * One album as a folder.
 *
 * @param array $album Album.
 */
function google_album( array $album ): ?array {
	$id = is_string( $album['id'] ?? null ) ? $album['id'] : '';
	if ( ! preg_match( '/^[A-Za-z0-9_-]{1,200}$/', $id ) ) {
		return null;
	}
	$cover = remote_url( $album['coverPhotoBaseUrl'] ?? '', origin_of( google_url( 'api' ) ) );
	$title = plain( $album['title'] ?? '' );
	return item(
		array(
			'ID'         => $id,
			'guid'       => $id,
			'type'       => 'folder',
			'name'       => $title,
			'title'      => $title,
			'URL'        => google_sized( $cover, 'w1024-h1024' ),
			'children'   => (int) ( $album['mediaItemsCount'] ?? 0 ),
			'thumbnails' => array(
				'thumbnail' => google_sized( $cover, 'w150-h150-c' ),
				'medium'    => google_sized( $cover, 'w300-h300-c' ),
			),
		)
	);
}

/**
 * GET list/google_photos.
 *
 * @param \WP_REST_Request $request path, number, page_handle, filters.
 * @return \WP_REST_Response|\WP_Error
 */
function google_list( \WP_REST_Request $request ) {
	if ( null === google_client() ) {
		return google_not_configured();
	}
	$path   = (string) $request->get_param( 'path' );
	$token  = $request->get_param( 'page_handle' );
	$token  = is_string( $token ) && preg_match( '/^[A-Za-z0-9_.~=+\/-]{1,1000}$/', $token ) ? $token : '';
	$number = page_size( $request->get_param( 'number' ), GOOGLE_DEFAULT_PAGE, GOOGLE_MAX_PAGE );
	if ( '/' === $path ) {
		$query = array( 'pageSize' => min( $number, GOOGLE_MAX_ALBUMS ) );
		if ( '' !== $token ) {
			$query['pageToken'] = rawurlencode( $token );
		}
		$answer = google_api( 'GET', add_query_arg( $query, '/albums' ) );
		$key    = 'albums';
		$map    = __NAMESPACE__ . '\google_album';
	} else {
		$body = array( 'pageSize' => $number );
		if ( '' !== $token ) {
			$body['pageToken'] = $token;
		}
		if ( '' === $path || 'recent' === $path ) {
			$filters = google_filters( $request );
			if ( is_wp_error( $filters ) ) {
				return $filters;
			}
			if ( $filters ) {
				$body['filters'] = $filters;
			}
		} elseif ( preg_match( '/^[A-Za-z0-9_-]{1,200}$/', $path ) ) {
			// Google takes no filters with an album.
			$body['albumId'] = $path;
		} else {
			return \Jetpack_Blocks\Rest\bad_request( 'external_media_invalid_path', __( 'path must be recent, / (the albums) or an album id.', 'jetpack-blocks' ) );
		}
		$answer = google_api( 'POST', '/mediaItems:search', $body );
		$key    = 'mediaItems';
		$map    = __NAMESPACE__ . '\google_item';
	}
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	if ( 200 !== $answer['status'] ) {
		return service_error( google_name(), $answer['status'] );
	}
	// Google leaves the list out when it is empty.
	$entries = is_array( $answer['json'][ $key ] ?? null ) ? $answer['json'][ $key ] : array();
	$media   = array_values( array_filter( array_map( $map, array_filter( $entries, 'is_array' ) ) ) );
	$next    = is_string( $answer['json']['nextPageToken'] ?? null ) ? $answer['json']['nextPageToken'] : null;
	return list_response(
		$media,
		$next,
		array(
			'image' => $answer['connection']['image'],
			'name'  => $answer['connection']['name'],
		)
	);
}

/**
 * What copying a media item needs.
 *
 * @param string $guid Media item id.
 * @return array|\WP_Error
 */
function google_resolve( string $guid ) {
	if ( ! preg_match( '/^[A-Za-z0-9_-]{1,200}$/', $guid ) ) {
		return new \WP_Error( 'external_media_unknown_item', __( 'This is not a Google Photos item.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	$answer = google_api( 'GET', '/mediaItems/' . $guid );
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	if ( in_array( $answer['status'], array( 400, 404 ), true ) ) {
		return new \WP_Error( 'external_media_unknown_item', __( 'Google Photos has no such item in this account.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	$base = is_string( $answer['json']['baseUrl'] ?? null ) ? $answer['json']['baseUrl'] : '';
	$item = 200 === $answer['status'] ? google_item( $answer['json'] ) : null;
	if ( null === $item || $item['ID'] !== $guid ) {
		return service_error( google_name(), $answer['status'] );
	}
	return array(
		// "=d" is the original photo, "=dv" the video file.
		'url'        => $base . ( 'video' === $item['type'] ? '=dv' : '=d' ),
		'hosts'      => GOOGLE_FILE_HOSTS,
		'api_origin' => origin_of( google_url( 'api' ) ),
		'headers'    => array(),
		'meta'       => array(
			'title'   => $item['title'],
			'caption' => $item['caption'],
			'alt'     => $item['alt'],
			'name'    => $item['name'],
		),
	);
}

/**
 * The page the OAuth callback ends on: tells the picker and closes the popup.
 *
 * @param array<string, string|int> $message `keyring_id`, `user` or `error`.
 * @param string                    $text    What the page says.
 */
function google_reply_page( array $message, string $text ): void {
	\Jetpack_Blocks\oauth_popup_reply( $message, __( 'Connect Google Photos', 'jetpack-blocks' ), $text, 'jetpack-blocks-google-photos-reply' );
}

/**
 * Google's return: the state must be this user's pending one; the code becomes their tokens.
 */
function google_handle_oauth(): void {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the one-time state stands in for the nonce (Google sends it back).
	$state = isset( $_GET['state'] ) && is_string( $_GET['state'] ) ? sanitize_text_field( wp_unslash( $_GET['state'] ) ) : '';
	$code  = isset( $_GET['code'] ) && is_string( $_GET['code'] ) ? sanitize_text_field( wp_unslash( $_GET['code'] ) ) : '';
	$error = isset( $_GET['error'] ) && is_string( $_GET['error'] ) ? sanitize_key( wp_unslash( $_GET['error'] ) ) : '';
	// phpcs:enable WordPress.Security.NonceVerification.Recommended
	$user_id  = get_current_user_id();
	$key      = 'jetpack_blocks_google_photos_state_' . $user_id;
	$expected = get_transient( $key );
	delete_transient( $key );
	if ( ! current_user_can( 'upload_files' ) || ! is_string( $expected ) || '' === $state || ! hash_equals( $expected, $state ) ) {
		google_reply_page( array( 'error' => 'state' ), __( 'This sign-in was not started here or took too long. Close this window and try again.', 'jetpack-blocks' ) );
	}
	if ( '' !== $error || '' === $code ) {
		google_reply_page( array( 'error' => '' !== $error ? $error : 'no_code' ), __( 'Google did not connect the account. Close this window and try again.', 'jetpack-blocks' ) );
	}
	$tokens = google_token_request(
		array(
			'grant_type'   => 'authorization_code',
			'code'         => $code,
			'redirect_uri' => google_redirect_uri(),
		)
	);
	if ( is_wp_error( $tokens ) ) {
		google_reply_page( array( 'error' => $tokens->get_error_code() ), $tokens->get_error_message() );
	}
	$claims = google_id_claims( $tokens['id_token'] ?? null );
	$name   = plain( $claims['name'] ?? '' );
	update_user_meta(
		$user_id,
		GOOGLE_TOKENS_META,
		array(
			'access_token'  => (string) $tokens['access_token'],
			'refresh_token' => is_string( $tokens['refresh_token'] ?? null ) ? $tokens['refresh_token'] : '',
			'expires_at'    => time() + max( 60, (int) ( $tokens['expires_in'] ?? 3600 ) ),
			'name'          => $name,
			'image'         => remote_url( $claims['picture'] ?? '' ),
		)
	);
	google_reply_page(
		array(
			'keyring_id' => $user_id,
			'user'       => $name,
		),
		__( 'Google Photos is connected. You can close this window.', 'jetpack-blocks' )
	);
}
add_action( 'admin_post_jetpack_blocks_google_photos_oauth', __NAMESPACE__ . '\google_handle_oauth' );

sources(
	'google_photos',
	array(
		'name'       => __NAMESPACE__ . '\google_name',
		'list'       => __NAMESPACE__ . '\google_list',
		'resolve'    => __NAMESPACE__ . '\google_resolve',
		'connection' => __NAMESPACE__ . '\google_connection_route',
		'disconnect' => __NAMESPACE__ . '\google_disconnect_route',
	)
);
