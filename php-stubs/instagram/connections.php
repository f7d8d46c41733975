<?php
/**
 * The photo feed's accounts and galleries (spec 001 §3, §7): which accounts a user may show, and the
 * latest images of one.
 *
 * Two kinds of account, told apart by the token the block stores:
 *
 * - "This site's media library" (token `media-library`), the local default that needs no network
 *   and no Instagram app. Its feed is the site's newest images: image attachments that belong to
 *   no post or to a published one without a password (an image uploaded to a draft stays private),
 *   newest first. Any
 *   user who can edit posts may choose it; the consent screen records that they did, after which it
 *   is listed among their connections.
 * - An Instagram account, connected through the Instagram app the site owner configured (Settings →
 *   Media) with the Instagram Graph API. Its token is the connection's number (the "keyring id");
 *   the Instagram access token itself stays on the server. A connection belongs to the user who
 *   made it: only they see it listed and only they can load it in the editor (others get a 403
 *   that names no account), and visitors see it only in posts that user wrote, so one user cannot
 *   show or read another's account by guessing a number.
 *
 * Storage: option `jetpack_blocks_instagram_connections` (id => record, not autoloaded), option
 * `jetpack_blocks_instagram_next_id`, user meta `jetpack_blocks_instagram_local` (1 once the user
 * chose the media library). Remote feeds are cached for 15 minutes per connection.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

// The media library feed reads its images with prime_attachments().
require_once dirname( __DIR__ ) . '/routes/attachment-access.php';

/** The local account's token. */
const INSTAGRAM_LOCAL_TOKEN = 'media-library';

/** Option: the Instagram connections, by id. */
const INSTAGRAM_CONNECTIONS_OPTION = 'jetpack_blocks_instagram_connections';

/** Option: the next connection id. */
const INSTAGRAM_NEXT_ID_OPTION = 'jetpack_blocks_instagram_next_id';

/** User meta: the user chose this site's media library. */
const INSTAGRAM_LOCAL_META = 'jetpack_blocks_instagram_local';

/** Options: the site owner's Instagram app. */
const INSTAGRAM_APP_ID_OPTION     = 'jetpack_blocks_instagram_app_id';
const INSTAGRAM_APP_SECRET_OPTION = 'jetpack_blocks_instagram_app_secret';

/** Error code of a gallery asked for with another user's connection. */
const INSTAGRAM_NOT_YOURS = 'instagram_gallery_not_yours';

/** Most posts a feed shows (spec 001 §9). */
const INSTAGRAM_MAX_POSTS = 30;

/** Seconds to wait for Instagram. */
const INSTAGRAM_TIMEOUT = 8;

/** Largest Instagram answer read. */
const INSTAGRAM_MAX_BODY = 1048576;

/** How long a remote feed is kept. */
const INSTAGRAM_CACHE_SECONDS = 900;

/**
 * The local account's name, as the editor shows it and stores it as the block's user.
 */
function instagram_local_account_name(): string {
	return __( "This site's media library", 'jetpack-blocks' );
}

/**
 * The site owner's Instagram app, or null when none is set up (both an id and a secret).
 *
 * @return array{id: string, secret: string}|null
 */
function instagram_app(): ?array {
	$id     = (string) get_option( INSTAGRAM_APP_ID_OPTION, '' );
	$secret = (string) get_option( INSTAGRAM_APP_SECRET_OPTION, '' );
	/**
	 * Filters the Instagram app used by the photo feed (e.g. to set it in code).
	 *
	 * @param array{id: string, secret: string} $app From the Settings → Media fields.
	 */
	$app = apply_filters(
		'jetpack_blocks_instagram_app',
		array(
			'id'     => $id,
			'secret' => $secret,
		)
	);
	if ( ! is_array( $app ) || ! is_string( $app['id'] ?? null ) || ! is_string( $app['secret'] ?? null ) ) {
		return null;
	}
	if ( ! preg_match( '/^\d{5,32}$/', $app['id'] ) || ! preg_match( '/^[A-Za-z0-9]{16,64}$/', $app['secret'] ) ) {
		return null;
	}
	return array(
		'id'     => $app['id'],
		'secret' => $app['secret'],
	);
}

/**
 * Where Instagram sends the browser back after sign-in (registered in the Instagram app).
 */
function instagram_redirect_uri(): string {
	return admin_url( 'admin-post.php?action=jetpack_blocks_instagram_oauth' );
}

/**
 * Instagram's addresses, filterable (a proxy, or a test server).
 *
 * @param string $which 'authorize', 'api' or 'graph'.
 */
function instagram_service_url( string $which ): string {
	$defaults = array(
		'authorize' => 'https://www.instagram.com/oauth/authorize',
		'api'       => 'https://api.instagram.com',
		'graph'     => 'https://graph.instagram.com',
	);
	/**
	 * Filters an Instagram address used by the photo feed.
	 *
	 * @param string $url   The default address.
	 * @param string $which 'authorize', 'api' or 'graph'.
	 */
	return untrailingslashit( (string) apply_filters( 'jetpack_blocks_instagram_service_url', $defaults[ $which ] ?? '', $which ) );
}

/**
 * Every stored Instagram connection, checked.
 *
 * @return array<int, array{user_id: int, username: string, ig_user_id: string, access_token: string, expires_at: int, created_at: int}>
 */
function instagram_connections(): array {
	$stored = get_option( INSTAGRAM_CONNECTIONS_OPTION, array() );
	$result = array();
	foreach ( is_array( $stored ) ? $stored : array() as $id => $record ) {
		if ( ! is_int( $id ) || ! is_array( $record ) || ! is_int( $record['user_id'] ?? null ) || ! is_string( $record['username'] ?? null ) || ! is_string( $record['access_token'] ?? null ) ) {
			continue;
		}
		$result[ $id ] = array(
			'user_id'      => $record['user_id'],
			'username'     => $record['username'],
			'ig_user_id'   => is_string( $record['ig_user_id'] ?? null ) ? $record['ig_user_id'] : '',
			'access_token' => $record['access_token'],
			'expires_at'   => is_int( $record['expires_at'] ?? null ) ? $record['expires_at'] : 0,
			'created_at'   => is_int( $record['created_at'] ?? null ) ? $record['created_at'] : 0,
		);
	}
	return $result;
}

/**
 * Stores an Instagram connection for a user; the same Instagram account connected again by the
 * same user keeps its id (so blocks using it keep working) and gets the new token.
 *
 * @param int    $user_id      WordPress user.
 * @param string $username     Instagram username.
 * @param string $ig_user_id   Instagram user id.
 * @param string $access_token Long-lived access token.
 * @param int    $expires_at   When it expires (0: unknown).
 * @return int The connection id (the keyring id).
 */
function instagram_save_connection( int $user_id, string $username, string $ig_user_id, string $access_token, int $expires_at ): int {
	$connections = instagram_connections();
	$id          = 0;
	foreach ( $connections as $existing_id => $record ) {
		if ( $record['user_id'] === $user_id && '' !== $ig_user_id && $record['ig_user_id'] === $ig_user_id ) {
			$id = $existing_id;
			break;
		}
	}
	if ( 0 === $id ) {
		$id = max( 1, (int) get_option( INSTAGRAM_NEXT_ID_OPTION, 1 ) );
		update_option( INSTAGRAM_NEXT_ID_OPTION, $id + 1, false );
	}
	$connections[ $id ] = array(
		'user_id'      => $user_id,
		'username'     => $username,
		'ig_user_id'   => $ig_user_id,
		'access_token' => $access_token,
		'expires_at'   => $expires_at,
		'created_at'   => time(),
	);
	update_option( INSTAGRAM_CONNECTIONS_OPTION, $connections, false );
	delete_transient( instagram_cache_key( $id ) );
	return $id;
}

/**
 * Removes one of a user's accounts: forgets the media-library choice, or deletes an Instagram
 * connection of theirs (with its cached feed). Blocks that show it fall back to their stored markup.
 *
 * @param int    $user_id WordPress user.
 * @param string $token   The account's token.
 * @return bool Whether the user had it.
 */
function instagram_remove_connection( int $user_id, string $token ): bool {
	if ( INSTAGRAM_LOCAL_TOKEN === $token ) {
		$had = instagram_user_chose_library( $user_id );
		delete_user_meta( $user_id, INSTAGRAM_LOCAL_META );
		return $had;
	}
	$connections = instagram_connections();
	$id          = instagram_is_token( $token ) ? (int) $token : 0;
	if ( ! isset( $connections[ $id ] ) || $connections[ $id ]['user_id'] !== $user_id ) {
		return false;
	}
	unset( $connections[ $id ] );
	update_option( INSTAGRAM_CONNECTIONS_OPTION, $connections, false );
	delete_transient( instagram_cache_key( $id ) );
	return true;
}

/**
 * A deleted user takes their Instagram connections along (their tokens must not outlive them).
 *
 * @param int|string $user_id Deleted user.
 */
function instagram_forget_deleted_user( $user_id ): void {
	foreach ( instagram_connections() as $id => $record ) {
		if ( $record['user_id'] === (int) $user_id ) {
			instagram_remove_connection( (int) $user_id, (string) $id );
		}
	}
}
add_action( 'deleted_user', __NAMESPACE__ . '\instagram_forget_deleted_user' );

/**
 * Whether the user chose this site's media library.
 *
 * @param int $user_id WordPress user.
 */
function instagram_user_chose_library( int $user_id ): bool {
	return $user_id > 0 && '1' === (string) get_user_meta( $user_id, INSTAGRAM_LOCAL_META, true );
}

/**
 * The accounts a user may choose in the editor: the media library once chosen, then their own
 * Instagram connections, oldest first.
 *
 * @param int $user_id WordPress user.
 * @return list<array{username: string, token: string}>
 */
function instagram_user_connections( int $user_id ): array {
	$list = array();
	if ( instagram_user_chose_library( $user_id ) ) {
		$list[] = array(
			'username' => instagram_local_account_name(),
			'token'    => INSTAGRAM_LOCAL_TOKEN,
		);
	}
	foreach ( instagram_connections() as $id => $record ) {
		if ( $record['user_id'] === $user_id ) {
			$list[] = array(
				'username' => $record['username'],
				'token'    => (string) $id,
			);
		}
	}
	return $list;
}

/**
 * A token as accepted: the local one or a connection number.
 *
 * @param mixed $token Candidate.
 */
function instagram_is_token( $token ): bool {
	return is_string( $token ) && ( INSTAGRAM_LOCAL_TOKEN === $token || 1 === preg_match( '/^[1-9]\d{0,9}$/', $token ) );
}

/**
 * The newest images of a feed.
 *
 * @param string $token     The block's token.
 * @param int    $count     How many (1–30).
 * @param int    $reader_id The user whose Instagram connections may be read: the signed-in user in
 *                          the editor, the post's author on the front end.
 * @return array{external_name: string, images: list<array{url: string, title: string, link: string}>}|\WP_Error
 */
function instagram_gallery( string $token, int $count, int $reader_id ) {
	$count = max( 1, min( INSTAGRAM_MAX_POSTS, $count ) );
	if ( INSTAGRAM_LOCAL_TOKEN === $token ) {
		return array(
			'external_name' => instagram_local_account_name(),
			'images'        => instagram_library_images( $count ),
		);
	}
	if ( ! instagram_is_token( $token ) ) {
		return new \WP_Error( 'instagram_gallery_invalid_token', __( 'This is not a photo feed token.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	$connections = instagram_connections();
	$record      = $connections[ (int) $token ] ?? null;
	if ( null === $record ) {
		return new \WP_Error( 'instagram_gallery_unknown_token', __( 'No Instagram account is connected with this token.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	// Another user's account: neither its name nor its posts are given, but the editor is told why,
	// so it keeps the block as its author set it up instead of clearing it.
	if ( $record['user_id'] !== $reader_id ) {
		return new \WP_Error( INSTAGRAM_NOT_YOURS, __( 'This photo feed shows an Instagram account that another user connected. Only they can load it in the editor; visitors still see it.', 'jetpack-blocks' ), array( 'status' => 403 ) );
	}
	$images = instagram_remote_images( (int) $token, $record );
	if ( is_wp_error( $images ) ) {
		return $images;
	}
	return array(
		'external_name' => $record['username'],
		'images'        => array_slice( $images, 0, $count ),
	);
}

/**
 * The site's newest public images, newest first: image attachments that belong to no post or to a
 * post visitors can see.
 *
 * @param int $count How many at most.
 * @return list<array{url: string, title: string, link: string, id: int}>
 */
function instagram_library_images( int $count ): array {
	$ids    = get_posts(
		array(
			'post_type'           => 'attachment',
			'post_status'         => 'inherit',
			'post_mime_type'      => 'image',
			'orderby'             => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			// Over-fetch: images of private posts are dropped below.
			'posts_per_page'      => min( 100, $count * 3 ),
			'fields'              => 'ids',
			'no_found_rows'       => true,
			'ignore_sticky_posts' => true,
		)
	);
	// Their posts, metadata and parents in a few queries, not a few per image.
	prime_attachments( $ids );
	$images = array();
	foreach ( $ids as $id ) {
		if ( count( $images ) >= $count ) {
			break;
		}
		$id     = (int) $id;
		$parent = (int) wp_get_post_parent_id( $id );
		// An image of a draft, private or password-protected post is not the public's to see.
		if ( $parent > 0 && ( ! is_post_publicly_viewable( $parent ) || '' !== (string) get_post_field( 'post_password', $parent ) ) ) {
			continue;
		}
		$source = wp_get_attachment_image_src( $id, 'large' );
		$full   = wp_get_attachment_url( $id );
		if ( ! is_array( $source ) || ! is_string( $source[0] ) || '' === $source[0] || ! is_string( $full ) ) {
			continue;
		}
		$images[] = array(
			'url'   => $source[0],
			'title' => instagram_library_image_title( $id ),
			'link'  => $full,
			'id'    => $id,
		);
	}
	return $images;
}

/**
 * What an image of the library is called: its alternative text, else its caption, else its title.
 *
 * @param int $id Attachment id.
 */
function instagram_library_image_title( int $id ): string {
	foreach ( array( get_post_meta( $id, '_wp_attachment_image_alt', true ), wp_get_attachment_caption( $id ), get_the_title( $id ) ) as $text ) {
		$text = is_string( $text ) ? trim( wp_strip_all_tags( $text ) ) : '';
		if ( '' !== $text ) {
			return mb_substr( $text, 0, 200 );
		}
	}
	return '';
}

/**
 * Transient key of a connection's feed.
 *
 * @param int $id Connection id.
 */
function instagram_cache_key( int $id ): string {
	return 'jetpack_blocks_instagram_feed_' . $id;
}

/**
 * GET on Instagram's Graph API, decoded.
 *
 * @param string $url Address with its query.
 * @return array|\WP_Error
 */
function instagram_remote_get( string $url ) {
	$response = wp_safe_remote_get(
		$url,
		array(
			'timeout'             => INSTAGRAM_TIMEOUT,
			'redirection'         => 0,
			'limit_response_size' => INSTAGRAM_MAX_BODY,
			'headers'             => array( 'Accept' => 'application/json' ),
		)
	);
	return instagram_decode_response( $response );
}

/**
 * A decoded Instagram answer, or why there is none.
 *
 * @param array|\WP_Error $response HTTP response.
 * @return array|\WP_Error
 */
function instagram_decode_response( $response ) {
	if ( is_wp_error( $response ) ) {
		return new \WP_Error( 'instagram_unreachable', __( 'Instagram could not be reached.', 'jetpack-blocks' ), array( 'status' => 502 ) );
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $code || ! is_array( $body ) ) {
		$detail = is_array( $body ) && isset( $body['error']['message'] ) && is_string( $body['error']['message'] ) ? ' ' . sanitize_text_field( $body['error']['message'] ) : '';
		return new \WP_Error(
			'instagram_error',
			/* translators: 1: HTTP status code, 2: Instagram's own explanation (may be empty). */
			sprintf( __( 'Instagram answered with an error (status %1$d).%2$s', 'jetpack-blocks' ), $code, $detail ),
			array( 'status' => 502 )
		);
	}
	return $body;
}

/**
 * The newest posts of an Instagram connection (30, cached), as gallery images. Its token is renewed
 * when it has less than 30 days left.
 *
 * @param int   $id     Connection id.
 * @param array $record The connection.
 * @return list<array{url: string, title: string, link: string}>|\WP_Error
 */
function instagram_remote_images( int $id, array $record ) {
	$cached = get_transient( instagram_cache_key( $id ) );
	if ( is_array( $cached ) ) {
		return $cached;
	}
	$token = instagram_fresh_token( $id, $record );
	$body  = instagram_remote_get(
		add_query_arg(
			array(
				'fields'       => 'id,caption,media_type,media_url,thumbnail_url,permalink',
				'limit'        => INSTAGRAM_MAX_POSTS,
				'access_token' => rawurlencode( $token ),
			),
			instagram_service_url( 'graph' ) . '/me/media'
		)
	);
	if ( is_wp_error( $body ) ) {
		return $body;
	}
	$images = array();
	foreach ( is_array( $body['data'] ?? null ) ? $body['data'] : array() as $post ) {
		if ( ! is_array( $post ) ) {
			continue;
		}
		$url = 'VIDEO' === ( $post['media_type'] ?? '' ) ? ( $post['thumbnail_url'] ?? '' ) : ( $post['media_url'] ?? '' );
		if ( ! is_string( $url ) || 0 !== strpos( $url, 'https://' ) ) {
			continue;
		}
		$caption  = is_string( $post['caption'] ?? null ) ? trim( wp_strip_all_tags( $post['caption'] ) ) : '';
		$link     = is_string( $post['permalink'] ?? null ) && 0 === strpos( $post['permalink'], 'https://' ) ? $post['permalink'] : '';
		$images[] = array(
			'url'   => esc_url_raw( $url ),
			'title' => mb_substr( $caption, 0, 200 ),
			'link'  => esc_url_raw( $link ),
		);
		if ( count( $images ) >= INSTAGRAM_MAX_POSTS ) {
			break;
		}
	}
	set_transient( instagram_cache_key( $id ), $images, INSTAGRAM_CACHE_SECONDS );
	return $images;
}

/**
 * The connection's access token, renewed first when it expires within 30 days (a long-lived
 * Instagram token lasts 60 days and can be refreshed once it is a day old). A failed renewal keeps
 * the current token: it still works until it expires.
 *
 * @param int   $id     Connection id.
 * @param array $record The connection.
 */
function instagram_fresh_token( int $id, array $record ): string {
	$token = (string) $record['access_token'];
	if ( 0 === $record['expires_at'] || $record['expires_at'] - time() > 30 * DAY_IN_SECONDS || time() - $record['created_at'] < DAY_IN_SECONDS ) {
		return $token;
	}
	$body = instagram_remote_get(
		add_query_arg(
			array(
				'grant_type'   => 'ig_refresh_token',
				'access_token' => rawurlencode( $token ),
			),
			instagram_service_url( 'graph' ) . '/refresh_access_token'
		)
	);
	if ( is_wp_error( $body ) || ! is_string( $body['access_token'] ?? null ) ) {
		return $token;
	}
	instagram_save_connection( $record['user_id'], $record['username'], $record['ig_user_id'], $body['access_token'], time() + (int) ( $body['expires_in'] ?? 0 ) );
	return $body['access_token'];
}

/**
 * Turns the code Instagram sent back into a stored connection for the user: the code is exchanged
 * for a short-lived token, that for a long-lived one, and the account's username is read.
 *
 * @param string $code    Authorization code.
 * @param int    $user_id WordPress user.
 * @return int|\WP_Error The connection id.
 */
function instagram_connect_with_code( string $code, int $user_id ) {
	$app = instagram_app();
	if ( null === $app ) {
		return new \WP_Error( 'instagram_no_app', __( 'No Instagram app is set up on this site.', 'jetpack-blocks' ) );
	}
	$short = instagram_decode_response(
		wp_safe_remote_post(
			instagram_service_url( 'api' ) . '/oauth/access_token',
			array(
				'timeout'             => INSTAGRAM_TIMEOUT,
				'redirection'         => 0,
				'limit_response_size' => INSTAGRAM_MAX_BODY,
				'body'                => array(
					'client_id'     => $app['id'],
					'client_secret' => $app['secret'],
					'grant_type'    => 'authorization_code',
					'redirect_uri'  => instagram_redirect_uri(),
					'code'          => $code,
				),
			)
		)
	);
	if ( is_wp_error( $short ) ) {
		return $short;
	}
	if ( ! is_string( $short['access_token'] ?? null ) ) {
		return new \WP_Error( 'instagram_error', __( 'Instagram did not give an access token.', 'jetpack-blocks' ) );
	}
	$token      = $short['access_token'];
	$expires_at = 0;
	$long       = instagram_remote_get(
		add_query_arg(
			array(
				'grant_type'    => 'ig_exchange_token',
				'client_secret' => rawurlencode( $app['secret'] ),
				'access_token'  => rawurlencode( $token ),
			),
			instagram_service_url( 'graph' ) . '/access_token'
		)
	);
	if ( ! is_wp_error( $long ) && is_string( $long['access_token'] ?? null ) ) {
		$token      = $long['access_token'];
		$expires_at = time() + (int) ( $long['expires_in'] ?? 0 );
	}
	$me = instagram_remote_get(
		add_query_arg(
			array(
				'fields'       => 'user_id,username',
				'access_token' => rawurlencode( $token ),
			),
			instagram_service_url( 'graph' ) . '/me'
		)
	);
	if ( is_wp_error( $me ) ) {
		return $me;
	}
	$username = is_string( $me['username'] ?? null ) ? $me['username'] : '';
	if ( ! preg_match( '/^[A-Za-z0-9._]{1,30}$/', $username ) ) {
		return new \WP_Error( 'instagram_error', __( 'Instagram did not say which account this is.', 'jetpack-blocks' ) );
	}
	$ig_user_id = isset( $me['user_id'] ) && is_scalar( $me['user_id'] ) ? (string) $me['user_id'] : ( isset( $me['id'] ) && is_scalar( $me['id'] ) ? (string) $me['id'] : '' );
	return instagram_save_connection( $user_id, $username, $ig_user_id, $token, $expires_at );
}
