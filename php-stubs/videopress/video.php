<?php
/**
 * The hosted-video record on a local site (spec 002 §3): each video attachment's settings, tracks and
 * poster, kept in the attachment's own fields and meta so every route and the block's visitor markup
 * read one source.
 *
 * - title and description: the attachment's title and description (post_title, post_content).
 * - rating (G, PG-13, R-17; an X-18 from older data is kept and shown as R-17), allow_download and
 *   privacy_setting (public 0, private 1, site default 2): attachment meta.
 * - tracks: meta `videopress_tracks`, kind => language => { label, file }, the file a .vtt in
 *   uploads/videopress-tracks/<guid>/ with an unguessable name.
 * - poster: meta `videopress_poster_id`, an image attachment.
 * - The site default privacy is the option `videopress_private_enabled_for_site` (true: private).
 *
 * A private video is shown only to signed-in members of the site (users with the `read` capability);
 * its file is then served by a permission-checked route instead of its uploads address.
 *
 * These records are written only by the plugin's routes (which check who may edit the video): the
 * meta keys are protected, so the Custom Fields box, admin-ajax add-meta, post.php, XML-RPC and the
 * REST meta field cannot change them (see record_meta_keys()).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress;

defined( 'ABSPATH' ) || exit;

const RATING_META         = 'videopress_rating';
const ALLOW_DOWNLOAD_META = 'videopress_allow_download';
const PRIVACY_META        = 'videopress_privacy_setting';
const TRACKS_META         = 'videopress_tracks';
const POSTER_META         = 'videopress_poster_id';
const SITE_PRIVATE_OPTION = 'videopress_private_enabled_for_site';

const PRIVACY_PUBLIC       = 0;
const PRIVACY_PRIVATE      = 1;
const PRIVACY_SITE_DEFAULT = 2;

const RATINGS     = array( 'G', 'PG-13', 'R-17' );
const TRACK_KINDS = array( 'subtitles', 'captions', 'descriptions', 'chapters', 'metadata' );

/** The stored rating ('' when none was chosen). */
function rating( int $attachment_id ): string {
	$rating = (string) get_post_meta( $attachment_id, RATING_META, true );
	return in_array( $rating, array_merge( RATINGS, array( 'X-18' ) ), true ) ? $rating : '';
}

/** The stored privacy setting (site default when none was chosen). */
function privacy_setting( int $attachment_id ): int {
	return privacy_of_value( get_post_meta( $attachment_id, PRIVACY_META, true ) );
}

/**
 * The privacy setting a stored value means: site default for none, or for anything not a setting.
 *
 * @param mixed $value The stored meta value ('' or null when there is none).
 */
function privacy_of_value( $value ): int {
	if ( null === $value || '' === $value || ! is_numeric( $value ) ) {
		return PRIVACY_SITE_DEFAULT;
	}
	$value = (int) $value;
	return in_array( $value, array( PRIVACY_PUBLIC, PRIVACY_PRIVATE, PRIVACY_SITE_DEFAULT ), true ) ? $value : PRIVACY_SITE_DEFAULT;
}

/** Whether visitors may download the file (off unless chosen). */
function allow_download( int $attachment_id ): bool {
	return '1' === (string) get_post_meta( $attachment_id, ALLOW_DOWNLOAD_META, true );
}

/** Whether the site's default for videos is private. */
function site_default_is_private(): bool {
	return (bool) get_option( SITE_PRIVATE_OPTION, false );
}

/** Whether the video is private, the site default resolved. */
function is_private( int $attachment_id ): bool {
	return setting_is_private( privacy_setting( $attachment_id ) );
}

/**
 * Whether a privacy setting makes a video private, the site default resolved.
 *
 * @param int $setting A privacy setting (privacy_of_value()).
 */
function setting_is_private( int $setting ): bool {
	return PRIVACY_PRIVATE === $setting || ( PRIVACY_SITE_DEFAULT === $setting && site_default_is_private() );
}

/**
 * Whether an attachment is a video the media routes count (video_privacy_and_posters()): a video
 * neither in the trash nor an auto-draft.
 *
 * @param \WP_Post $post Attachment.
 */
function is_listed_video( \WP_Post $post ): bool {
	return 'attachment' === $post->post_type && 0 === stripos( (string) $post->post_mime_type, 'video/' ) && ! in_array( $post->post_status, array( 'trash', 'auto-draft' ), true );
}

/**
 * Whether an attachment is the poster of private videos only: one of them names it (its first poster
 * value, as get_post_meta() reads it) and no video anyone may watch does. Such a poster is a frame
 * of a private video, and is kept from people who may not watch it as the video is. Reads the
 * videos that name it, not the library.
 *
 * @param int $id Attachment id.
 */
function poster_of_private_videos_only( int $id ): bool {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- the videos that name this poster, read for this request only.
	$videos = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value = %s", POSTER_META, (string) $id ) );
	$videos = array_map( 'intval', is_array( $videos ) ? $videos : array() );
	if ( ! $videos ) {
		return false;
	}
	_prime_post_caches( $videos, false, true );
	$private = false;
	foreach ( $videos as $video ) {
		$post = get_post( $video );
		if ( ! $post instanceof \WP_Post || ! is_listed_video( $post ) || (int) get_post_meta( $video, POSTER_META, true ) !== $id ) {
			continue;
		}
		if ( ! is_private( $video ) ) {
			return false; // A video anyone may watch shows it.
		}
		$private = true;
	}
	return $private;
}

/** Whether the current user may watch the video: anyone for public ones, signed-in members for private ones. */
function current_user_can_view( int $attachment_id ): bool {
	return ! is_private( $attachment_id ) || current_user_sees_private_videos();
}

/** Whether the current user may see private videos: signed-in members of the site. */
function current_user_sees_private_videos(): bool {
	return is_user_logged_in() && current_user_can( 'read' );
}

/** The refusal for someone who may not watch a private video: 401 signed out, 403 otherwise. */
function view_refusal(): \WP_Error {
	if ( ! is_user_logged_in() ) {
		return new \WP_Error( 'unauthorized', __( 'This video is private. Log in to watch it.', 'jetpack-blocks' ), array( 'status' => 401 ) );
	}
	return new \WP_Error( 'forbidden', __( 'This video is private.', 'jetpack-blocks' ), array( 'status' => 403 ) );
}

/**
 * The address the file is played from: its uploads address for a public video; for a private one
 * (or one whose file is in the private store) the permission-checked file address, which members
 * open with their login cookie, so no nonce is ever in the address (see private-files.php).
 */
function playback_url( int $attachment_id ): string {
	if ( uses_file_route( $attachment_id ) ) {
		return file_route_url( $attachment_id );
	}
	$url = wp_get_attachment_url( $attachment_id );
	return is_string( $url ) ? $url : '';
}

/** Folder (path and URL) of a video's track files. */
function tracks_dir( string $guid ): array {
	$uploads = wp_upload_dir( null, false );
	return array(
		'path' => trailingslashit( $uploads['basedir'] ) . 'videopress-tracks/' . $guid,
		'url'  => trailingslashit( $uploads['baseurl'] ) . 'videopress-tracks/' . $guid,
	);
}

/**
 * The video's tracks, kind => language => { src, label }, kinds in the spec's order.
 *
 * @return array<string, array<string, array{src: string, label: string}>>
 */
function tracks( int $attachment_id ): array {
	$stored = get_post_meta( $attachment_id, TRACKS_META, true );
	if ( ! is_array( $stored ) ) {
		return array();
	}
	$dir    = tracks_dir( guid_for_attachment( $attachment_id ) );
	$tracks = array();
	foreach ( TRACK_KINDS as $kind ) {
		if ( empty( $stored[ $kind ] ) || ! is_array( $stored[ $kind ] ) ) {
			continue;
		}
		foreach ( $stored[ $kind ] as $language => $track ) {
			if ( ! is_array( $track ) || empty( $track['file'] ) || ! file_exists( $dir['path'] . '/' . $track['file'] ) ) {
				continue;
			}
			$tracks[ $kind ][ (string) $language ] = array(
				'src'   => $dir['url'] . '/' . rawurlencode( (string) $track['file'] ),
				'label' => (string) ( $track['label'] ?? '' ),
			);
		}
	}
	return $tracks;
}

/** The poster image's address, '' when the video has none. */
function poster_url( int $attachment_id ): string {
	$poster_id = (int) get_post_meta( $attachment_id, POSTER_META, true );
	if ( $poster_id <= 0 || ! wp_attachment_is_image( $poster_id ) ) {
		return '';
	}
	$url = wp_get_attachment_url( $poster_id );
	return is_string( $url ) ? $url : '';
}

/**
 * The jetpack_videopress field of a media record.
 *
 * @return array{guid: string, rating: string, allow_download: bool, privacy_setting: int, title: string, description: string}
 */
function media_field( int $attachment_id ): array {
	$post = get_post( $attachment_id );
	return array(
		'guid'            => guid_for_attachment( $attachment_id ),
		'rating'          => rating( $attachment_id ),
		'allow_download'  => allow_download( $attachment_id ),
		'privacy_setting' => privacy_setting( $attachment_id ),
		'title'           => $post ? $post->post_title : '',
		'description'     => $post ? $post->post_content : '',
	);
}

/**
 * The meta keys of the video record (see the file header), written only by the plugin's own code.
 *
 * @return string[]
 */
function record_meta_keys(): array {
	return array( GUID_META, RATING_META, ALLOW_DOWNLOAD_META, PRIVACY_META, TRACKS_META, POSTER_META, PUBLIC_DIR_META, UNAVAILABLE_META );
}

// Protected: hidden from the Custom Fields box and refused by every path that edits custom fields
// (add_meta(), edit_post(), XML-RPC) whatever the user's role. The keys keep their names (a rename
// needs a migration of existing sites).
add_filter(
	'is_protected_meta',
	static function ( $protected, $meta_key, $meta_type = null ) {
		return ( null === $meta_type || 'post' === $meta_type ) && in_array( $meta_key, record_meta_keys(), true ) ? true : $protected;
	},
	10,
	3
);

/** Registers the keys with an auth callback that refuses every direct edit (edit_post_meta and friends). */
function register_record_meta(): void {
	foreach ( record_meta_keys() as $key ) {
		register_post_meta(
			'attachment',
			$key,
			array(
				'single'        => true,
				'show_in_rest'  => false,
				'auth_callback' => '__return_false',
			)
		);
	}
}
add_action( 'init', __NAMESPACE__ . '\register_record_meta' );
