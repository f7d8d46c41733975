<?php
/**
 * Where unfinished uploads live: one folder under uploads, closed to the web (.htaccess, an empty
 * index.php, and file names that are an HMAC of the upload key, so not even the uploader can
 * address a partial file by URL). Per upload: `<name>.part` (the bytes received so far; its size is
 * the tus offset), `<name>.json` (length, metadata, owner, times, the attachment once done) and
 * `<name>.lock` (held while a PATCH writes).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\VideoPress\Upload;

defined( 'ABSPATH' ) || exit;

/** Unfinished (and finished, for late retries) uploads are removed after a day without activity. */
const UPLOAD_TTL = DAY_IN_SECONDS;

function is_key( string $key ): bool {
	return 1 === preg_match( '/^[a-f0-9]{32}$/', $key );
}

function new_key(): string {
	return bin2hex( random_bytes( 16 ) );
}

/** The folder, created and closed to the web on first use. */
function store_dir(): string {
	$dir = trailingslashit( wp_upload_dir( null, false )['basedir'] ) . 'jetpack-blocks-video-uploads';
	if ( ! is_dir( $dir ) ) {
		wp_mkdir_p( $dir );
	}
	if ( ! file_exists( $dir . '/.htaccess' ) ) {
		file_put_contents( $dir . '/.htaccess', "Require all denied\n<IfModule !mod_authz_core.c>\nDeny from all\n</IfModule>\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
	}
	return $dir;
}

function path_for( string $key, string $suffix ): string {
	return store_dir() . '/' . hash_hmac( 'sha256', $key, wp_salt( 'auth' ) ) . $suffix;
}

/**
 * The upload's record, or null.
 *
 * @return array{key:string,user:int,length:int,metadata:array<string,string>,created:int,updated:int,attachment:int}|null
 */
function read_state( string $key ): ?array {
	if ( ! is_key( $key ) ) {
		return null;
	}
	$file = path_for( $key, '.json' );
	if ( ! is_file( $file ) ) {
		return null;
	}
	$state = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	return is_array( $state ) && ( $state['key'] ?? '' ) === $key ? $state : null;
}

function write_state( array $state ): void {
	$state['updated'] = time();
	$file             = path_for( $state['key'], '.json' );
	// Write then rename, so a reader never sees half a record.
	file_put_contents( $file . '.tmp', (string) wp_json_encode( $state ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
	rename( $file . '.tmp', $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
}

/** Bytes received so far. */
function offset_of( string $key ): int {
	$part = path_for( $key, '.part' );
	clearstatcache( true, $part );
	return is_file( $part ) ? (int) filesize( $part ) : 0;
}

/** Removes an upload's files (not the attachment it may have become). */
function remove_upload( string $key ): void {
	foreach ( array( '.part', '.json', '.lock' ) as $suffix ) {
		$file = path_for( $key, $suffix );
		if ( file_exists( $file ) ) {
			wp_delete_file( $file );
		}
	}
}

/** Removes uploads nobody touched for UPLOAD_TTL (abandoned, or finished long ago). */
function remove_stale_uploads(): int {
	$removed = 0;
	foreach ( glob( store_dir() . '/*.json' ) ?: array() as $file ) {
		$state = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$key   = is_array( $state ) ? (string) ( $state['key'] ?? '' ) : '';
		$last  = is_array( $state ) ? (int) ( $state['updated'] ?? 0 ) : 0;
		$part  = is_key( $key ) ? path_for( $key, '.part' ) : '';
		$wrote = '' !== $part && file_exists( $part ) ? (int) filemtime( $part ) : 0;
		if ( is_key( $key ) && max( $last, $wrote ) < time() - UPLOAD_TTL ) {
			remove_upload( $key );
			++$removed;
		} elseif ( ! is_key( $key ) && filemtime( $file ) < time() - UPLOAD_TTL ) {
			wp_delete_file( $file );
		}
	}
	// Parts whose record is gone (e.g. a crash between writes).
	foreach ( glob( store_dir() . '/*.part' ) ?: array() as $part ) {
		if ( ! file_exists( substr( $part, 0, -5 ) . '.json' ) && filemtime( $part ) < time() - UPLOAD_TTL ) {
			wp_delete_file( $part );
			++$removed;
		}
	}
	return $removed;
}
