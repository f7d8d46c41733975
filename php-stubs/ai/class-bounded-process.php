<?php
/**
 * Runs a program on untrusted input within bounds: an argument array (no shell), a time limit after
 * which it is killed, a cap on what it may print, and an environment of its own. Shared by the local
 * speech recogniser and the offline tools (Hunspell, Apertium), which all hand user content to
 * programs on the server.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/private-folder.php';

/**
 * A bounded run of a program.
 */
class Bounded_Process {

	/** Folders searched for a program given by name, whatever PATH the web server has. */
	const PROGRAM_FOLDERS = array( '/usr/local/bin', '/usr/bin', '/bin' );

	/**
	 * The executable a setting names: an absolute path as is, a name looked up in the usual
	 * program folders and PATH.
	 *
	 * @param string $program Name or absolute path.
	 * @return string|null Absolute path, or null when there is no such executable.
	 */
	public static function find_program( string $program ): ?string {
		if ( '' === $program ) {
			return null;
		}
		if ( str_contains( $program, '/' ) ) {
			return str_starts_with( $program, '/' ) && is_file( $program ) && is_executable( $program ) ? $program : null;
		}
		$path    = getenv( 'PATH' );
		$folders = array_merge( self::PROGRAM_FOLDERS, is_string( $path ) ? explode( ':', $path ) : array() );
		foreach ( array_unique( array_filter( $folders ) ) as $folder ) {
			$candidate = rtrim( $folder, '/' ) . '/' . $program;
			if ( str_starts_with( $candidate, '/' ) && is_file( $candidate ) && is_executable( $candidate ) ) {
				return $candidate;
			}
		}
		return null;
	}

	/**
	 * The start of an ffmpeg command that reads untrusted media: quiet, no terminal input, and only
	 * local files (`-protocol_whitelist file`) in the given containers (`-format_whitelist`), so a
	 * crafted playlist or concat list cannot make the server fetch an address or read another file.
	 * Input options (-ss) and `-i file:<path>` follow.
	 *
	 * @param string $ffmpeg  ffmpeg's path.
	 * @param string $formats Demuxers allowed, comma-separated.
	 * @return string[]
	 */
	public static function ffmpeg_reading( string $ffmpeg, string $formats ): array {
		return array( $ffmpeg, '-nostdin', '-hide_banner', '-loglevel', 'error', '-protocol_whitelist', 'file', '-format_whitelist', $formats );
	}

	/**
	 * One of `$slots` slots of `$pool` for this site, held (an exclusive lock on its file) until
	 * release_slot() or the end of the request; waits up to `$wait` seconds for one to be free. Runs
	 * of a program that keeps a processor busy (speech recognition, video frames) take one, so only
	 * a few run at once whatever the number of requests. The lock files live in the site's private
	 * folder (private-folder.php): in a shared temporary folder another account could hold them and
	 * stop the site's work.
	 *
	 * @param string $pool  Name of the pool (letters, digits, dashes).
	 * @param int    $slots How many may run at once.
	 * @param int    $wait  Seconds to wait for a free slot.
	 * @return resource|null The locked file; null when every slot stayed busy.
	 * @throws Ai_Error 503 when there is no private folder or no lock file can be made.
	 */
	public static function take_slot( string $pool, int $slots, int $wait ) {
		$deadline = microtime( true ) + $wait;
		$folder   = private_folder();
		if ( null === $folder ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'no_private_folder' ) );
		}
		do {
			for ( $i = 0; $i < $slots; $i++ ) {
				$umask  = umask( 0077 );
				$handle = fopen( $folder . 'jetpack-blocks-' . $pool . '-' . $i . '.lock', 'c' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
				umask( $umask );
				if ( false === $handle ) {
					throw Ai_Error::service_unavailable( array( 'reason' => 'no_temporary_folder' ) );
				}
				if ( flock( $handle, LOCK_EX | LOCK_NB ) ) {
					return $handle;
				}
				fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
			}
			if ( microtime( true ) >= $deadline ) {
				break;
			}
			usleep( 250000 );
		} while ( microtime( true ) < $deadline );
		return null;
	}

	/**
	 * Frees a slot of take_slot().
	 *
	 * @param resource $slot The locked file.
	 */
	public static function release_slot( $slot ): void {
		flock( $slot, LOCK_UN );
		fclose( $slot ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	}

	/**
	 * Runs a program with a time limit, reading its output up to a bound. Its error output is read
	 * (so that it cannot block on a full pipe) and dropped: the callers need only the exit status.
	 *
	 * @param string[] $command    Program path and arguments (no shell).
	 * @param int      $time_limit Seconds before the program is killed.
	 * @param int      $max_output Most bytes of standard output kept; more stops the program.
	 * @param string   $stdin      File the program reads as its standard input.
	 * @param array    $env        Environment over the default one (a fixed PATH and the C locale:
	 *                             nothing of the web server's environment reaches the program).
	 * @return array{output: string, exit_code: int, timed_out: bool, overflow: bool}
	 * @throws Ai_Error 503 when the program cannot be started.
	 */
	public static function run( array $command, int $time_limit, int $max_output, string $stdin = '/dev/null', array $env = array() ): array {
		$pipes   = array();
		$process = proc_open(
			$command,
			array(
				0 => array( 'file', $stdin, 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes,
			null,
			array_merge(
				array(
					'PATH'   => '/usr/local/bin:/usr/bin:/bin',
					'LC_ALL' => 'C',
				),
				$env
			)
		);
		if ( ! is_resource( $process ) ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'cannot_start' ) );
		}

		$deadline  = microtime( true ) + $time_limit;
		$output    = '';
		$timed_out = false;
		$overflow  = false;
		$exit_code = null;
		try {
			$open = array(
				1 => $pipes[1],
				2 => $pipes[2],
			);
			foreach ( $open as $pipe ) {
				stream_set_blocking( $pipe, false );
			}
			while ( array() !== $open ) {
				$left = $deadline - microtime( true );
				if ( $left <= 0 ) {
					$timed_out = true;
					break;
				}
				$read   = array_values( $open );
				$write  = null;
				$except = null;
				$wait   = min( $left, 1.0 );
				if ( false === stream_select( $read, $write, $except, (int) $wait, (int) ( ( $wait - (int) $wait ) * 1000000 ) ) ) {
					break;
				}
				foreach ( $open as $number => $pipe ) {
					$chunk = fread( $pipe, 65536 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread
					if ( 1 === $number && is_string( $chunk ) ) {
						$output .= $chunk;
					}
					if ( feof( $pipe ) ) {
						unset( $open[ $number ] );
					}
				}
				if ( strlen( $output ) > $max_output ) {
					$overflow = true;
					break;
				}
			}

			// Both outputs closed: wait for the exit status, still within the time limit.
			while ( ! $timed_out && ! $overflow ) {
				$status = proc_get_status( $process );
				if ( ! $status['running'] ) {
					$exit_code = (int) $status['exitcode'];
					break;
				}
				if ( microtime( true ) >= $deadline ) {
					$timed_out = true;
					break;
				}
				usleep( 10000 );
			}
		} finally {
			if ( null === $exit_code ) {
				proc_terminate( $process, 9 );
			}
			foreach ( $pipes as $pipe ) {
				fclose( $pipe ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
			}
			proc_close( $process );
		}

		return array(
			'output'    => substr( $output, 0, $max_output ),
			'exit_code' => $exit_code ?? -1,
			'timed_out' => $timed_out,
			'overflow'  => $overflow,
		);
	}
}
