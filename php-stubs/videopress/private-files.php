<?php
/**
 * Where a private video's file lives, and who learns its address.
 *
 * A public video is played from its uploads address, as WordPress stores it. A private one (setting
 * private, or site default while the site default is private) is never reachable by a direct address
 * on any web server (nginx, Caddy and PHP's built-in server ignore .htaccess files):
 *
 * - its file is kept in the private store, one folder per video with a random name:
 *   1. the folder set by the constant JETPACK_BLOCKS_PRIVATE_VIDEO_DIR or the filter
 *      `jetpack_blocks_videopress_private_dir`, by default a folder beside the WordPress folder, as
 *      long as it is outside everything the web server may serve (the WordPress folder, wp-content,
 *      uploads and the document root);
 *   2. otherwise uploads/videopress-private, but only once a request from the site to itself has
 *      shown that the web server refuses to serve a file placed there (its .htaccess is obeyed);
 *   3. otherwise nowhere: videos cannot be made private, and the site says why and what to do.
 * - a new upload lands in the store directly when videos are private by default (no moment at a
 *   guessable public address); a video made private later moves there before the change is kept;
 * - every address WordPress hands out for it (wp_get_attachment_url, the media library, the media
 *   REST record, and for people who may watch it the attachment link) is the permission-checked
 *   file address `/?videopress_file=<guid>`, which signed-in members open with their cookie alone
 *   (no nonce in the address: reading a file changes nothing), with byte ranges for seeking;
 * - addresses stored before it became private (WordPress's video block, links to its uploads
 *   address) play from that address for members and show others that it is private;
 * - lists of media made for people who may not watch it leave it out (hidden-media.php);
 * - when its file cannot be moved where its privacy says, the video is unavailable (its file renamed
 *   to an unguessable name, nothing served) and administrators see a notice until it is fixed.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress;

defined( 'ABSPATH' ) || exit;

/** The fallback folder in uploads (used only when the web server is seen to refuse it). */
const PRIVATE_DIR = 'videopress-private';
/** Meta: the uploads folder a private video's file came from, to go back to when public again. */
const PUBLIC_DIR_META = 'videopress_public_dir';
/** Meta: set while the video's file could not be moved where its privacy says (the video is then not served). */
const UNAVAILABLE_META = 'videopress_file_unavailable';
/** Option: the folder beside WordPress chosen the first time one was needed (kept so files stay found). */
const PRIVATE_STORE_OPTION = 'jetpack_blocks_videopress_private_store';
/** Transient: the result of the last check that the web server refuses the fallback folder. */
const PRIVATE_PROBE_TRANSIENT = 'jetpack_blocks_videopress_private_probe';
/** Query variable of the permission-checked file address. */
const FILE_QUERY_VAR = 'videopress_file';

/** Normalises a path for comparisons: resolved when it exists, no trailing slash. */
function normalised_path( string $path ): string {
	$real = realpath( $path );
	return untrailingslashit( wp_normalize_path( false !== $real ? $real : $path ) );
}

/** Whether `$path` is `$folder` or inside it. */
function path_is_inside( string $path, string $folder ): bool {
	$path   = normalised_path( $path );
	$folder = normalised_path( $folder );
	return '' !== $folder && ( $path === $folder || str_starts_with( $path, $folder . '/' ) );
}

/**
 * Folders a web server may serve files from: the WordPress folder, wp-content, uploads and the
 * document root of this request (unknown on the command line).
 *
 * @return string[]
 */
function served_folders(): array {
	$uploads = wp_upload_dir( null, false );
	$folders = array( ABSPATH, WP_CONTENT_DIR, (string) $uploads['basedir'] );
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- a path compared, never printed.
	$document_root = isset( $_SERVER['DOCUMENT_ROOT'] ) ? (string) wp_unslash( $_SERVER['DOCUMENT_ROOT'] ) : '';
	if ( '' !== $document_root ) {
		$folders[] = $document_root;
	}
	return $folders;
}

/** Whether a folder is outside everything the web server may serve. */
function is_outside_web_root( string $folder ): bool {
	if ( '' === $folder || ! path_is_absolute( $folder ) || str_contains( $folder, '..' ) ) {
		return false;
	}
	foreach ( served_folders() as $served ) {
		if ( path_is_inside( $folder, $served ) ) {
			return false;
		}
	}
	return true;
}

/**
 * The folder outside the web root the site owner chose, or the default one beside the WordPress
 * folder ('' for none).
 */
function configured_private_dir(): string {
	if ( defined( 'JETPACK_BLOCKS_PRIVATE_VIDEO_DIR' ) ) {
		$dir = (string) constant( 'JETPACK_BLOCKS_PRIVATE_VIDEO_DIR' );
	} else {
		$dir = (string) get_option( PRIVATE_STORE_OPTION, '' );
		if ( '' === $dir ) {
			// Named after this site, so sites that share a parent folder keep apart.
			$dir = dirname( untrailingslashit( ABSPATH ) ) . '/jetpack-blocks-private-videos-' . substr( wp_hash( ABSPATH . home_url() ), 0, 12 );
		}
	}
	/**
	 * The folder private videos are kept in, outside the web root ('' when there is none: the
	 * plugin then falls back to uploads/videopress-private if the web server is seen to refuse it).
	 *
	 * @param string $dir Absolute path.
	 */
	return (string) apply_filters( 'jetpack_blocks_videopress_private_dir', $dir );
}

/** Creates a store folder with a refusing .htaccess (for servers that read one) and an empty index. */
function prepare_store_folder( string $folder ): bool {
	if ( ! wp_mkdir_p( $folder ) || ! wp_is_writable( $folder ) ) {
		return false;
	}
	if ( ! file_exists( $folder . '/.htaccess' ) ) {
		file_put_contents( $folder . '/.htaccess', "Require all denied\n<IfModule !mod_authz_core.c>\nDeny from all\n</IfModule>\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $folder . '/index.php', "<?php\n// Silence.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
	}
	return true;
}

/**
 * Whether the web server refuses to serve the fallback folder in uploads: a file with a random text
 * is placed there and fetched through the site's own address. Remembered for six hours.
 */
function fallback_folder_is_denied( string $folder, string $url ): bool {
	$known = get_transient( PRIVATE_PROBE_TRANSIENT );
	if ( is_array( $known ) && ( $known['folder'] ?? '' ) === $folder ) {
		return true === ( $known['denied'] ?? false );
	}
	$secret = wp_generate_password( 32, false );
	$name   = 'probe-' . wp_generate_password( 16, false ) . '.txt';
	$denied = false;
	if ( false !== file_put_contents( $folder . '/' . $name, $secret ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		$response = wp_remote_get(
			$url . '/' . $name,
			array(
				'timeout'     => 5,
				'redirection' => 0,
				/** This filter is documented in wp-includes/class-wp-http-streams.php */
				'sslverify'   => apply_filters( 'https_local_ssl_verify', false ),
			)
		);
		// Only an answer that refuses counts: a failed request proves nothing.
		$denied = ! is_wp_error( $response )
			&& wp_remote_retrieve_response_code( $response ) >= 400
			&& ! str_contains( (string) wp_remote_retrieve_body( $response ), $secret );
		wp_delete_file( $folder . '/' . $name );
	}
	set_transient(
		PRIVATE_PROBE_TRANSIENT,
		array(
			'folder' => $folder,
			'denied' => $denied,
		),
		6 * HOUR_IN_SECONDS
	);
	return $denied;
}

/**
 * The refusal when there is no private place for video files, saying why and what to do.
 */
function private_store_refusal(): \WP_Error {
	return new \WP_Error(
		'video_privacy_unavailable',
		__( 'Videos cannot be made private on this site: their files would still be served to anyone who has their address, because the web server does not obey the .htaccess file of the private folder (nginx, Caddy and PHP\'s built-in server ignore it) and there is no writable folder outside the site\'s public folder. Set JETPACK_BLOCKS_PRIVATE_VIDEO_DIR in wp-config.php to a folder the web server can write to but does not serve (outside the WordPress folder), then try again.', 'jetpack-blocks' ),
		array( 'status' => 409 )
	);
}

/**
 * The folder private video files are kept in (see the file header), or a WP_Error saying there is
 * none. Checked once per request.
 *
 * @return string|\WP_Error
 */
function private_store() {
	static $store = null;
	if ( null !== $store ) {
		return $store;
	}
	$dir = configured_private_dir();
	if ( '' !== $dir ) {
		$dir = untrailingslashit( wp_normalize_path( $dir ) );
		// On the command line the document root is unknown: only a folder chosen before is trusted.
		$known = defined( 'JETPACK_BLOCKS_PRIVATE_VIDEO_DIR' ) || get_option( PRIVATE_STORE_OPTION, '' ) === $dir || ! empty( $_SERVER['DOCUMENT_ROOT'] );
		if ( $known && is_outside_web_root( $dir ) && prepare_store_folder( $dir ) ) {
			if ( ! defined( 'JETPACK_BLOCKS_PRIVATE_VIDEO_DIR' ) && get_option( PRIVATE_STORE_OPTION, '' ) !== $dir ) {
				update_option( PRIVATE_STORE_OPTION, $dir, false );
			}
			$store = $dir;
			return $store;
		}
	}
	$uploads = wp_upload_dir( null, false );
	$folder  = trailingslashit( wp_normalize_path( (string) $uploads['basedir'] ) ) . PRIVATE_DIR;
	if ( empty( $uploads['error'] ) && prepare_store_folder( $folder ) && fallback_folder_is_denied( $folder, trailingslashit( (string) $uploads['baseurl'] ) . PRIVATE_DIR ) ) {
		$store = $folder;
		return $store;
	}
	$store = private_store_refusal();
	return $store;
}

/** A new folder with a random name in the private store, or a WP_Error. */
function new_private_folder() {
	$store = private_store();
	if ( is_wp_error( $store ) ) {
		return $store;
	}
	$folder = $store . '/' . wp_generate_password( 24, false );
	if ( ! wp_mkdir_p( $folder ) ) {
		return new \WP_Error( 'video_file_not_moved', __( 'The private folder for videos cannot be written to. Check its permissions, then try again.', 'jetpack-blocks' ), array( 'status' => 500 ) );
	}
	return $folder;
}

/** Whether the attachment's file is in the private store now (outside uploads, or in its private folder). */
function file_is_private( int $attachment_id ): bool {
	$file = get_attached_file( $attachment_id, true );
	if ( ! is_string( $file ) || '' === $file ) {
		return false;
	}
	$basedir = (string) wp_upload_dir( null, false )['basedir'];
	if ( ! path_is_inside( $file, $basedir ) ) {
		return true;
	}
	$fallback = trailingslashit( $basedir ) . PRIVATE_DIR;
	if ( ! path_is_inside( $file, $fallback ) ) {
		return false;
	}
	// The folder in uploads counts only while it is the store (the web server was seen to refuse
	// it); files an earlier version left there move out (see the migration below).
	$store = private_store();
	return is_string( $store ) && path_is_inside( $store, $fallback );
}

/** Whether the video's file is withheld because it could not be moved where its privacy says. */
function file_is_unavailable( int $attachment_id ): bool {
	return '' !== (string) get_post_meta( $attachment_id, UNAVAILABLE_META, true );
}

/** Removes a per-video private folder once it is empty. */
function remove_private_folder( string $folder ): void {
	if ( is_dir( $folder ) && 2 === count( (array) scandir( $folder ) ) && ( file_is_private_folder( $folder ) ) ) {
		@rmdir( $folder ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
	}
}

/** Whether a folder is one video's folder in the private store (never the store itself). */
function file_is_private_folder( string $folder ): bool {
	$store   = private_store();
	$uploads = trailingslashit( (string) wp_upload_dir( null, false )['basedir'] ) . PRIVATE_DIR;
	$parent  = normalised_path( dirname( $folder ) );
	return ( is_string( $store ) && normalised_path( $store ) === $parent ) || normalised_path( $uploads ) === $parent;
}

/**
 * Moves the file where its privacy says it belongs. On failure the file stays where it was and a
 * WP_Error says why (409 when there is no private place at all, 500 when the move failed).
 *
 * @return true|\WP_Error
 */
function sync_file_location( int $attachment_id ) {
	if ( ! is_video_attachment( $attachment_id ) ) {
		return true;
	}
	$private = is_private( $attachment_id );
	if ( $private === file_is_private( $attachment_id ) ) {
		if ( file_is_unavailable( $attachment_id ) ) {
			restore_file( $attachment_id );
		}
		return true;
	}
	$source = get_attached_file( $attachment_id, true );
	if ( ! is_string( $source ) || ! file_exists( $source ) ) {
		return new \WP_Error( 'video_file_missing', __( 'The video file is missing.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	$uploads = wp_upload_dir( null, false );
	$basedir = trailingslashit( (string) $uploads['basedir'] );
	if ( $private ) {
		$folder = new_private_folder();
		if ( is_wp_error( $folder ) ) {
			return $folder;
		}
		if ( path_is_inside( $source, $basedir ) ) {
			update_post_meta( $attachment_id, PUBLIC_DIR_META, dirname( _wp_relative_upload_path( $source ) ) );
		}
	} else {
		$relative = (string) get_post_meta( $attachment_id, PUBLIC_DIR_META, true );
		if ( '' === $relative || '.' === $relative || str_contains( $relative, '..' ) || str_starts_with( $relative, PRIVATE_DIR ) || path_is_absolute( $relative ) ) {
			$relative = ltrim( (string) $uploads['subdir'], '/' );
		}
		$folder = untrailingslashit( $basedir . $relative );
		if ( ! wp_mkdir_p( $folder ) ) {
			return new \WP_Error( 'video_file_not_moved', __( 'The video file could not be moved back to the uploads folder. Check its permissions, then try again.', 'jetpack-blocks' ), array( 'status' => 500 ) );
		}
	}
	// The original name, without the marks of an earlier failed move.
	$name   = wp_unique_filename( $folder, preg_replace( '/^unavailable-[a-zA-Z0-9]{24}-/', '', wp_basename( $source ) ) );
	$target = $folder . '/' . $name;
	/**
	 * Short-circuits the move of a video file (null: move it). Return true when the file was moved
	 * to $target, false when it could not be.
	 *
	 * @param bool|null $moved  Result.
	 * @param string    $source Current path.
	 * @param string    $target New path.
	 */
	$moved = apply_filters( 'jetpack_blocks_videopress_move_file', null, $source, $target );
	if ( null === $moved ) {
		$moved = @rename( $source, $target ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.rename_rename -- a failure is answered below.
	}
	if ( ! $moved ) {
		if ( $private ) {
			remove_private_folder( $folder );
		}
		return new \WP_Error( 'video_file_not_moved', __( 'The video file could not be moved on the server. Check that the uploads folder and the private folder for videos can be written to, then try again.', 'jetpack-blocks' ), array( 'status' => 500 ) );
	}
	update_attached_file( $attachment_id, $target );
	if ( file_is_unavailable( $attachment_id ) ) {
		restore_file( $attachment_id );
	}
	remove_private_folder( dirname( $source ) );
	return true;
}

/** A withheld video whose file is now where its privacy says: readable again, and available. */
function restore_file( int $attachment_id ): void {
	$file = get_attached_file( $attachment_id, true );
	if ( is_string( $file ) && file_exists( $file ) ) {
		// The permissions WordPress gives its own uploads.
		@chmod( $file, fileperms( dirname( $file ) ) & 0000666 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_system_operations_chmod
	}
	delete_post_meta( $attachment_id, UNAVAILABLE_META );
}

/**
 * After a move that had to happen failed (the site default changed, or a video arrived some other
 * way): the video is withheld. Its file, still at an address a visitor might know, is renamed to an
 * unguessable name in its folder, and administrators are told.
 */
function withhold_file( int $attachment_id ): void {
	update_post_meta( $attachment_id, UNAVAILABLE_META, (string) time() );
	$source = get_attached_file( $attachment_id, true );
	if ( ! is_string( $source ) || ! file_exists( $source ) || file_is_private( $attachment_id ) ) {
		return;
	}
	$target = dirname( $source ) . '/unavailable-' . wp_generate_password( 24, false ) . '-' . preg_replace( '/^unavailable-[a-zA-Z0-9]{24}-/', '', wp_basename( $source ) );
	if ( @rename( $source, $target ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.rename_rename -- a failure still leaves the permissions below.
		update_attached_file( $attachment_id, $target );
		$source = $target;
	}
	// And a file the web server's user may not read is not served by it either.
	@chmod( $source, 0 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_system_operations_chmod
}

/** Moves the file where its privacy says; withholds the video when that fails. */
function sync_or_withhold( int $attachment_id ): void {
	if ( true !== sync_file_location( $attachment_id ) && is_private( $attachment_id ) ) {
		withhold_file( $attachment_id );
	}
}

/**
 * Every video attachment of the site, whatever its status.
 *
 * @return int[]
 */
function all_video_ids(): array {
	return array_map(
		'intval',
		get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'any',
				'post_mime_type' => 'video',
				'fields'         => 'ids',
				'posts_per_page' => -1,
				'no_found_rows'  => true,
			)
		)
	);
}

/** Moves the files of every video after the site default changed (only those that follow it move). */
function sync_all_file_locations(): void {
	$ids = all_video_ids();
	// Their posts and privacy settings in two queries, not two per video.
	_prime_post_caches( $ids, false, true );
	foreach ( $ids as $id ) {
		sync_or_withhold( (int) $id );
	}
}
add_action( 'add_option_' . SITE_PRIVATE_OPTION, __NAMESPACE__ . '\sync_all_file_locations' );
add_action( 'update_option_' . SITE_PRIVATE_OPTION, __NAMESPACE__ . '\sync_all_file_locations' );

// Private files an earlier version kept in uploads/videopress-private, on a server that ignores its
// .htaccess (or with the store now elsewhere), move out when an administrator opens wp-admin (at
// most once an hour while some cannot be moved).
add_action(
	'admin_init',
	static function (): void {
		if ( ! current_user_can( 'manage_options' ) || get_transient( PRIVATE_STORE_OPTION . '_checked' ) ) {
			return;
		}
		$fallback = trailingslashit( (string) wp_upload_dir( null, false )['basedir'] ) . PRIVATE_DIR;
		$folders  = is_dir( $fallback ) ? glob( $fallback . '/*', GLOB_ONLYDIR ) : array();
		if ( ! $folders ) {
			return;
		}
		$store = private_store();
		if ( is_string( $store ) && path_is_inside( $store, $fallback ) ) {
			return;
		}
		set_transient( PRIVATE_STORE_OPTION . '_checked', 1, HOUR_IN_SECONDS );
		sync_all_file_locations();
	}
);

/**
 * Whether the site default may become `$value` now: turning it on needs a private store.
 *
 * @param mixed $value New value.
 * @return true|\WP_Error
 */
function check_site_default( $value ) {
	if ( ! rest_sanitize_boolean( $value ) || site_default_is_private() ) {
		return true;
	}
	$store = private_store();
	return is_wp_error( $store ) ? $store : true;
}

// Every path that writes the option through update_option() (Settings → Media, the module settings,
// WP-CLI's option update) keeps it off
// while there is no private store; the screens that can say why do (see below and the REST check).
add_filter(
	'pre_update_option_' . SITE_PRIVATE_OPTION,
	static function ( $value, $old_value ) {
		$allowed = check_site_default( $value );
		if ( is_wp_error( $allowed ) ) {
			if ( function_exists( 'add_settings_error' ) ) {
				add_settings_error( SITE_PRIVATE_OPTION, $allowed->get_error_code(), $allowed->get_error_message() );
			}
			return $old_value;
		}
		return $value;
	},
	10,
	2
);

// The routes that write the setting (the site's settings, the plugin's settings and module options)
// answer the refusal instead of a silent no.
add_filter(
	'rest_request_before_callbacks',
	static function ( $response, $handler, $request ) {
		$routes = array( '/wp/v2/settings', '/jetpack/v4/settings', '/jetpack/v4/module/videopress' );
		// Only for those who may change settings: others get the routes' own refusal.
		if ( ! $request instanceof \WP_REST_Request || is_wp_error( $response ) || ! in_array( $request->get_route(), $routes, true ) || 'GET' === $request->get_method() || ! current_user_can( 'manage_options' ) ) {
			return $response;
		}
		$value = $request->get_param( SITE_PRIVATE_OPTION );
		if ( null === $value ) {
			return $response;
		}
		$allowed = check_site_default( $value );
		return is_wp_error( $allowed ) ? $allowed : $response;
	},
	10,
	3
);

/*
 * New uploads land in the private store directly while videos are private by default: WordPress's
 * upload folder is pointed there for the one video file being stored, before it is moved from PHP's
 * temporary folder, so it is never at a public address. Without a store the upload is refused.
 */

/**
 * The folder the video being stored lands in ('' while none is): `true` picks a new one in the private
 * store (WordPress creates it when it asks for its upload folder), `false` ends the landing.
 */
function private_landing( ?bool $start = null ): string {
	static $folder = '';
	if ( false === $start ) {
		$folder = '';
	} elseif ( true === $start && '' === $folder ) {
		$store  = private_store();
		$folder = is_wp_error( $store ) ? '' : $store . '/' . wp_generate_password( 24, false );
	}
	return $folder;
}

/**
 * Starts a private landing for a video about to be stored, when new videos are private.
 *
 * @return true|\WP_Error The refusal when new videos are private and there is no private store.
 */
function begin_private_landing() {
	if ( ! site_default_is_private() ) {
		return true;
	}
	$store = private_store();
	if ( is_wp_error( $store ) ) {
		return $store;
	}
	private_landing( true );
	return true;
}

/**
 * The prefilters of wp_handle_upload and wp_handle_sideload: a video starts a private landing, or is
 * refused when it would have to be private and cannot be.
 *
 * @param array $file The file being stored.
 * @return array
 */
function prefilter_video_upload( $file ) {
	if ( ! is_array( $file ) || ! empty( $file['error'] ) ) {
		return $file;
	}
	$type = wp_check_filetype( (string) ( $file['name'] ?? '' ) );
	if ( ! is_string( $type['type'] ) || ! str_starts_with( $type['type'], 'video/' ) ) {
		return $file;
	}
	$started = begin_private_landing();
	if ( is_wp_error( $started ) ) {
		$file['error'] = $started->get_error_message();
	}
	return $file;
}
add_filter( 'wp_handle_upload_prefilter', __NAMESPACE__ . '\prefilter_video_upload', 20 );
add_filter( 'wp_handle_sideload_prefilter', __NAMESPACE__ . '\prefilter_video_upload', 20 );

add_filter(
	'upload_dir',
	static function ( $uploads ) {
		$folder = private_landing();
		if ( '' === $folder || ! is_array( $uploads ) ) {
			return $uploads;
		}
		// Only where the file goes changes; basedir stays, so WordPress stores the absolute path.
		$uploads['path']   = $folder;
		$uploads['subdir'] = '';
		$uploads['url']    = untrailingslashit( home_url() ) . '/' . PRIVATE_DIR;
		return $uploads;
	},
	PHP_INT_MAX
);

// The file is in place: the next upload folder is WordPress's own again.
foreach ( array( 'wp_handle_upload', 'wp_handle_sideload' ) as $jetpack_blocks_hook ) {
	add_filter(
		$jetpack_blocks_hook,
		static function ( $upload ) {
			private_landing( false );
			return $upload;
		}
	);
}
unset( $jetpack_blocks_hook );

// Videos that arrive some other way are moved as soon as they exist; if that fails they are withheld.
add_action(
	'add_attachment',
	static function ( int $attachment_id ): void {
		private_landing( false );
		if ( is_video_attachment( $attachment_id ) && is_private( $attachment_id ) && ! file_is_private( $attachment_id ) ) {
			sync_or_withhold( $attachment_id );
		}
	},
	20
);

// WordPress deletes only files inside uploads: a private file outside is deleted here.
add_action(
	'delete_attachment',
	static function ( $attachment_id ): void {
		$attachment_id = (int) $attachment_id;
		if ( ! is_video_attachment( $attachment_id ) || ! file_is_private( $attachment_id ) ) {
			return;
		}
		$file = get_attached_file( $attachment_id, true );
		if ( is_string( $file ) && file_is_private_folder( dirname( $file ) ) ) {
			wp_delete_file( $file );
			remove_private_folder( dirname( $file ) );
		}
	}
);

/*
 * Addresses: every address WordPress hands out for a private video (or one whose file is private)
 * is the permission-checked file address.
 */

/** The permission-checked address of a video's file (cookie-authenticated, no nonce). */
function file_route_url( int $attachment_id ): string {
	return add_query_arg( FILE_QUERY_VAR, guid_for_attachment( $attachment_id ), home_url( '/' ) );
}

/** Whether the video's addresses must be the permission-checked one. */
function uses_file_route( int $attachment_id ): bool {
	return is_video_attachment( $attachment_id ) && ( is_private( $attachment_id ) || file_is_private( $attachment_id ) || file_is_unavailable( $attachment_id ) );
}

add_filter(
	'wp_get_attachment_url',
	static function ( $url, $attachment_id ) {
		return uses_file_route( (int) $attachment_id ) ? file_route_url( (int) $attachment_id ) : $url;
	},
	PHP_INT_MAX,
	2
);
// The attachment's page address: the file route for people who may watch the video; for others the
// plain page address by id, which is not found for them (below). WordPress sends a 404 of `?p=`,
// `?page_id=` or `?attachment_id=` naming an attachment on to this address, so the file route
// here would give anyone who guesses an id the guid; the page's usual address would give its slug,
// made from the title.
add_filter(
	'attachment_link',
	static function ( $link, $attachment_id ) {
		$attachment_id = (int) $attachment_id;
		if ( ! uses_file_route( $attachment_id ) ) {
			return $link;
		}
		return current_user_can_view( $attachment_id ) ? file_route_url( $attachment_id ) : add_query_arg( 'attachment_id', $attachment_id, home_url( '/' ) );
	},
	PHP_INT_MAX,
	2
);
add_filter(
	'wp_prepare_attachment_for_js',
	static function ( $response, $attachment ) {
		if ( ! is_array( $response ) || ! $attachment instanceof \WP_Post || ! uses_file_route( (int) $attachment->ID ) ) {
			return $response;
		}
		$route            = file_route_url( (int) $attachment->ID );
		$response['url']  = $route;
		$response['link'] = $route;
		return $response;
	},
	PHP_INT_MAX,
	2
);

// Media REST answers: the file route in place of every address; for people who may watch but not
// edit the video, no file details at all.
add_filter(
	'rest_prepare_attachment',
	static function ( $response, $post ) {
		if ( ! $response instanceof \WP_REST_Response || ! $post instanceof \WP_Post ) {
			return $response;
		}
		$id = (int) $post->ID;
		if ( ! uses_file_route( $id ) ) {
			return $response;
		}
		$data  = $response->get_data();
		$route = file_route_url( $id );
		if ( current_user_can_view( $id ) && current_user_can( 'edit_post', $id ) ) {
			// The stored guid is the address the file was uploaded to.
			if ( isset( $data['guid'] ) && is_array( $data['guid'] ) ) {
				$data['guid'] = array_map( static fn () => $route, $data['guid'] );
			}
			$data['source_url'] = $route;
			$data['link']       = $route;
			if ( isset( $data['media_details'] ) && is_array( $data['media_details'] ) ) {
				unset( $data['media_details']['file'] );
			}
			$response->set_data( $data );
			return $response;
		}
		// The rendered caption and description carry a link to the file (prepend_attachment).
		foreach ( array( 'source_url', 'guid', 'link', 'media_details', 'description', 'caption' ) as $field ) {
			unset( $data[ $field ] );
		}
		if ( current_user_can_view( $id ) ) {
			$data['source_url'] = $route;
		}
		$response->set_data( $data );
		return $response;
	},
	10,
	2
);

// The attachment page of a private video, or of a poster only private videos use, is not found for
// people who may not watch them (WordPress would otherwise show the poster or redirect to the file).
add_action(
	'template_redirect',
	static function (): void {
		if ( ! is_attachment() ) {
			return;
		}
		$id     = (int) get_queried_object_id();
		$hidden = is_video_attachment( $id ) ? ! current_user_can_view( $id ) : ! current_user_sees_private_videos() && poster_of_private_videos_only( $id );
		if ( $hidden ) {
			global $wp_query;
			$wp_query->set_404();
			status_header( 404 );
			nocache_headers();
			// WordPress sends a 404 of `?attachment_id=` on to the attachment's address, which for a
			// private video is its file route, guid and all.
			remove_action( 'template_redirect', 'redirect_canonical' );
		}
	},
	1
);

add_filter( 'render_block_core/video', __NAMESPACE__ . '\core_video_block', 10, 2 );

/**
 * WordPress's own video block keeps the address it was inserted with: the file route of a video
 * that was private then, or the uploads address of one made private since, whose file has moved to
 * the private store (it moves back when the video is public again). People who may watch the video
 * get a player of the file route; others get the notice the plugin's video block shows, not a
 * player that cannot load, whose address would name the guid. Other video blocks cost a check that
 * their file is where their address says, no query.
 *
 * @param string $content Rendered block.
 * @param array  $block   Parsed block.
 * @return string The block to print.
 */
function core_video_block( $content, $block ) {
	if ( ! is_string( $content ) || ! str_contains( $content, '<video' ) ) {
		return $content;
	}
	// The block's figure as stored (its alignment, classes and anchor), then its video.
	$video  = new \WP_HTML_Tag_Processor( $content );
	$class  = 'wp-block-video';
	$anchor = null;
	if ( $video->next_tag( 'figure' ) ) {
		$class  = is_string( $video->get_attribute( 'class' ) ) ? $video->get_attribute( 'class' ) : $class;
		$anchor = $video->get_attribute( 'id' );
	}
	if ( ! $video->next_tag( 'video' ) ) {
		return $content;
	}
	$src = $video->get_attribute( 'src' );
	$src = is_string( $src ) ? $src : '';
	$id  = 0;
	if ( preg_match( '#[?&]' . FILE_QUERY_VAR . '=([A-Za-z0-9]+)#', $src, $match ) ) {
		$id = attachment_for_guid( $match[1] );
	} elseif ( is_numeric( $block['attrs']['id'] ?? null ) && is_missing_upload( $src ) ) {
		$id = uses_file_route( (int) $block['attrs']['id'] ) ? (int) $block['attrs']['id'] : 0;
	}
	if ( $id <= 0 ) {
		return $content;
	}
	if ( ! current_user_can_view( $id ) ) {
		return sprintf(
			'<figure class="%1$s"%2$s><p class="videopress-video__notice">%3$s</p></figure>',
			esc_attr( $class ),
			is_string( $anchor ) ? ' id="' . esc_attr( $anchor ) . '"' : '',
			esc_html__( 'This video is private. Log in to watch it.', 'jetpack-blocks' )
		);
	}
	$video->set_attribute( 'src', file_route_url( $id ) );
	return $video->get_updated_html();
}

/**
 * Whether an address is in the uploads folder and no file is there (the scheme is not compared:
 * a site moved to https keeps its older addresses).
 *
 * @param string $url Address from stored markup.
 */
function is_missing_upload( string $url ): bool {
	if ( '' === $url ) {
		return false;
	}
	$uploads = wp_upload_dir( null, false );
	$base    = preg_replace( '#^https?:#', '', trailingslashit( (string) $uploads['baseurl'] ) );
	$path    = preg_replace( '#^https?:#', '', strtok( $url, '?#' ) );
	if ( ! is_string( $base ) || ! is_string( $path ) || ! str_starts_with( $path, $base ) ) {
		return false;
	}
	$relative = rawurldecode( substr( $path, strlen( $base ) ) );
	return ! str_contains( $relative, '..' ) && ! file_exists( trailingslashit( (string) $uploads['basedir'] ) . $relative );
}

// An uploads address of a video made private since, kept in content (a file block, a shortcode, a
// link on another site): its file has moved to the private store, so the web server finds nothing
// there and hands the request to WordPress (a 404 with pretty permalinks, the home page without).
// People who may watch the video are sent on to its file route, for this request only (it may be
// public again later); others get a 404, without WordPress's guess of an address for it.
add_action(
	'template_redirect',
	static function (): void {
		$path = (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '' ), PHP_URL_PATH );
		// Only addresses of video files are looked up.
		if ( ! in_array( strtolower( pathinfo( $path, PATHINFO_EXTENSION ) ), wp_get_video_extensions(), true ) ) {
			return;
		}
		$id = moved_video_at( $path );
		if ( $id <= 0 ) {
			return;
		}
		if ( current_user_can_view( $id ) ) {
			nocache_headers();
			wp_safe_redirect( file_route_url( $id ), 302 );
			exit;
		}
		global $wp_query;
		$wp_query->set_404();
		status_header( 404 );
		nocache_headers();
		remove_action( 'template_redirect', 'redirect_canonical' );
	},
	0
);

/**
 * The video whose file had the uploads address `$path` before it moved to the private store (0 for
 * none): only paths in the uploads folder are looked up, with one query of the videos that moved
 * out of that folder.
 *
 * @param string $path Path of the requested address.
 */
function moved_video_at( string $path ): int {
	$base = trailingslashit( (string) wp_parse_url( (string) wp_upload_dir( null, false )['baseurl'], PHP_URL_PATH ) );
	if ( '/' === $base || ! str_starts_with( $path, $base ) ) {
		return 0;
	}
	$relative = rawurldecode( substr( $path, strlen( $base ) ) );
	$folder   = dirname( $relative );
	$name     = wp_basename( $relative );
	if ( '' === $name || '.' === $folder || str_contains( $relative, '..' ) ) {
		return 0;
	}
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a lookup by value, only for an address of a video file in uploads that reached WordPress.
	$ids = $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value = %s", PUBLIC_DIR_META, $folder ) );
	foreach ( array_map( 'intval', (array) $ids ) as $id ) {
		if ( uses_file_route( $id ) && wp_basename( (string) get_attached_file( $id, true ) ) === $name ) {
			return $id;
		}
	}
	return 0;
}

// Lists of media made for people who may not watch private videos leave those videos out, with the
// posters only they use (hidden-media.php). Not for cron and WP-CLI, which act for the site with no
// user signed in (moving every video's file when the privacy default changes reads them all), nor
// for the main query of an attachment page, which is not found instead (above), so that WordPress
// does not send that 404 on to the attachment's address.
add_action(
	'pre_get_posts',
	static function ( $query ): void {
		if ( ! $query instanceof \WP_Query || ! query_may_list_attachments( $query ) || ( $query->is_main_query() && $query->is_attachment() ) ) {
			return;
		}
		if ( wp_doing_cron() || ( defined( 'WP_CLI' ) && WP_CLI ) ) {
			return;
		}
		// While plugins load WordPress cannot know the user yet: such a query counts as a visitor's.
		if ( did_action( 'plugins_loaded' ) && current_user_sees_private_videos() ) {
			return;
		}
		require_once __DIR__ . '/hidden-media.php';
		$query->query_vars = without_hidden_media( $query->query_vars );
	}
);

/** Whether a query can return attachments: its post type is `attachment`, `any`, or a list with `attachment`. */
function query_may_list_attachments( \WP_Query $query ): bool {
	$type = $query->get( 'post_type' );
	return is_array( $type ) ? in_array( 'attachment', $type, true ) : in_array( $type, array( 'attachment', 'any' ), true );
}

// oEmbed never embeds a private video's attachment page, or that of a poster only private videos
// use, whoever asks: its answer gives the title, the author and the page's address, and an embed in
// a post of the site is made once, by whoever first sees the post, then kept in the post for every
// later visitor.
add_filter(
	'oembed_request_post_id',
	static function ( $post_id ) {
		if ( ! is_numeric( $post_id ) || (int) $post_id <= 0 || 'attachment' !== get_post_type( (int) $post_id ) ) {
			return $post_id;
		}
		require_once __DIR__ . '/hidden-media.php';
		return media_item_is_hidden( (int) $post_id ) ? 0 : $post_id;
	}
);

/*
 * The file address `/?videopress_file=<guid>`: the file for people who may watch the video, with
 * byte ranges; 403 for others, 404 for an unknown guid. Signed-in members are recognised by their
 * login cookie, so the address needs no nonce (a read changes nothing).
 */
add_filter(
	'query_vars',
	static function ( $vars ) {
		$vars[] = FILE_QUERY_VAR;
		return $vars;
	}
);

/** Ends the request with a short plain-text refusal. */
function refuse_file( int $status, string $message ): void {
	status_header( $status );
	nocache_headers();
	header( 'Content-Type: text/plain; charset=utf-8' );
	header( 'X-Content-Type-Options: nosniff' );
	echo esc_html( $message );
	exit;
}

add_action(
	'parse_request',
	static function ( \WP $wp ): void {
		$guid = $wp->query_vars[ FILE_QUERY_VAR ] ?? null;
		if ( ! is_string( $guid ) || '' === $guid ) {
			return;
		}
		$id = attachment_for_guid( $guid );
		if ( $id <= 0 || ! is_video_attachment( $id ) ) {
			refuse_file( 404, __( 'There is no video with that guid.', 'jetpack-blocks' ) );
		}
		if ( ! current_user_can_view( $id ) ) {
			refuse_file( 403, is_user_logged_in() ? __( 'This video is private.', 'jetpack-blocks' ) : __( 'This video is private. Log in to watch it.', 'jetpack-blocks' ) );
		}
		if ( file_is_unavailable( $id ) ) {
			refuse_file( 503, __( 'This video is unavailable for now. The site\'s administrator has been told.', 'jetpack-blocks' ) );
		}
		$path = get_attached_file( $id );
		if ( ! is_string( $path ) || ! is_readable( $path ) ) {
			refuse_file( 404, __( 'The video file is missing.', 'jetpack-blocks' ) );
		}
		header( 'X-Robots-Tag: noindex' );
		header( 'Cross-Origin-Resource-Policy: same-site' );
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- parsed strictly by send_file().
		$range = isset( $_SERVER['HTTP_RANGE'] ) ? (string) wp_unslash( $_SERVER['HTTP_RANGE'] ) : '';
		$head  = 'HEAD' === strtoupper( (string) ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		// The file sender lives with the REST video routes, which a visitor's request does not load.
		require_once dirname( __DIR__ ) . '/routes/videopress.php';
		send_file( $path, (string) get_post_mime_type( $id ), $range, $head );
	},
	0
);

// Administrators learn which videos are withheld and what to do.
add_action(
	'admin_notices',
	static function (): void {
		if ( ! current_user_can( 'upload_files' ) ) {
			return;
		}
		$withheld = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'any',
				'fields'         => 'ids',
				'posts_per_page' => 20,
				'no_found_rows'  => true,
				'meta_key'       => UNAVAILABLE_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			)
		);
		if ( ! $withheld ) {
			return;
		}
		$titles = array_map( static fn ( $id ) => get_the_title( (int) $id ), $withheld );
		printf(
			'<div class="notice notice-error"><p>%1$s</p><p>%2$s</p></div>',
			esc_html(
				sprintf(
					/* translators: %s: titles of the videos, comma-separated. */
					__( 'These private videos are unavailable because their files could not be moved to the private folder: %s.', 'jetpack-blocks' ),
					implode( ', ', $titles )
				)
			),
			esc_html__( 'Nobody can watch them until they are moved. Check that the uploads folder and the private folder for videos can be written to, then choose their privacy again in the video block\'s settings.', 'jetpack-blocks' )
		);
	}
);
