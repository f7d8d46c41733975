<?php
/**
 * The audio file of a transcription request: where it comes from in the request, whether it may be
 * transcribed (spec 000 §5 and §9: 25,000,000 bytes at most, a listed audio type), and what can be
 * read from it without a decoder.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Upload checks for transcription.
 */
class Audio_File {

	/** Largest accepted file, in bytes. */
	const MAX_BYTES = 25000000;

	/** Accepted MIME subtypes (of audio/*, and video/* for webm and mp4 containers). */
	const SUBTYPES = array( 'mpeg', 'mp3', 'ogg', 'flac', 'x-flac', 'm4a', 'x-m4a', 'mp4', 'wav', 'wave', 'x-wav', 'webm' );

	/** Accepted file-name extensions: the same formats, as files are usually named. */
	const EXTENSIONS = array( 'mpeg', 'mpga', 'mp3', 'ogg', 'oga', 'flac', 'm4a', 'mp4', 'wav', 'wave', 'webm' );

	/** MIME types that say nothing about the content; the extension decides then. */
	const GENERIC_TYPES = array( '', 'application/octet-stream', 'binary/octet-stream' );

	/**
	 * The validated upload of `audio_file`.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return array{path: string, name: string, type: string, size: int}|\WP_Error
	 */
	public static function from_request( \WP_REST_Request $request ) {
		$files = $request->get_file_params();
		$file  = $files['audio_file'] ?? null;

		if ( ! is_array( $file ) ) {
			// PHP drops every file of a body over post_max_size: that is a file too big, not a missing one.
			$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
			$limit  = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
			if ( $limit > 0 && $length > $limit ) {
				return self::too_big();
			}
			return self::missing();
		}
		if ( ! is_string( $file['name'] ?? null ) || ! is_string( $file['tmp_name'] ?? null ) ) {
			return self::missing(); // `audio_file[]`: one file is expected.
		}

		$error = (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE );
		if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error ) {
			return self::too_big();
		}
		if ( UPLOAD_ERR_NO_FILE === $error ) {
			return self::missing();
		}
		if ( UPLOAD_ERR_OK !== $error || ! is_uploaded_file( $file['tmp_name'] ) ) {
			return new \WP_Error(
				'jetpack_ai_error',
				__( 'There was an error processing the transcription request.', 'jetpack-blocks' ),
				array( 'status' => UPLOAD_ERR_PARTIAL === $error ? 400 : 500 )
			);
		}

		$size = (int) filesize( $file['tmp_name'] );
		if ( $size <= 0 ) {
			return self::missing();
		}
		if ( $size > self::MAX_BYTES ) {
			return self::too_big();
		}

		$type = is_string( $file['type'] ?? null ) ? $file['type'] : '';
		if ( ! self::is_supported_type( $type, $file['name'] ) ) {
			return new \WP_Error(
				'file_type_not_supported',
				__( 'The provided audio file type is not supported.', 'jetpack-blocks' ),
				array( 'status' => 400 )
			);
		}

		// A WAV file is read here (its header gives the duration); a damaged one is the
		// sender's mistake, answered as such rather than as a failure of the service.
		if ( is_wp_error( self::wav_header( $file['tmp_name'] ) ) ) {
			return self::damaged();
		}

		return array(
			'path' => $file['tmp_name'],
			'name' => sanitize_file_name( $file['name'] ),
			'type' => $type,
			'size' => $size,
		);
	}

	/**
	 * Whether the client's MIME type and file name describe a listed audio format.
	 *
	 * Recorded audio arrives as a blob named "blob" with a type such as `audio/webm;codecs=opus`,
	 * so the type decides when the name has no extension; a generic type leaves it to the
	 * extension; when both are given, both must agree with the list.
	 *
	 * @param string $mime_type Client MIME type, possibly with parameters.
	 * @param string $file_name Client file name.
	 */
	public static function is_supported_type( string $mime_type, string $file_name ): bool {
		$mime_type = strtolower( trim( explode( ';', $mime_type )[0] ) );
		$extension = strtolower( (string) pathinfo( $file_name, PATHINFO_EXTENSION ) );
		$ext_ok    = in_array( $extension, self::EXTENSIONS, true );

		if ( in_array( $mime_type, self::GENERIC_TYPES, true ) ) {
			return $ext_ok;
		}
		$parts   = explode( '/', $mime_type, 2 );
		$mime_ok = 2 === count( $parts )
			&& ( 'audio' === $parts[0] || ( 'video' === $parts[0] && in_array( $parts[1], array( 'webm', 'mp4' ), true ) ) )
			&& in_array( $parts[1], self::SUBTYPES, true );
		return $mime_ok && ( '' === $extension || $ext_ok );
	}

	/**
	 * Duration in seconds of a PCM WAV file, read from its header; null for anything else,
	 * including a damaged WAV file.
	 *
	 * @param string $path File path.
	 */
	public static function wav_duration( string $path ): ?float {
		$header = self::wav_header( $path );
		return is_array( $header ) ? $header['duration'] : null;
	}

	/**
	 * What the header of a RIFF/WAVE file says, checked against the file's real size.
	 *
	 * Every chunk length is the sender's word: each is checked before it is used, so a zero-length,
	 * huge or cut-off chunk is reported instead of reaching fread() (which refuses a length of 0),
	 * fseek() far past the end, or a division by a byte rate of 0.
	 *
	 * @param string $path File path.
	 * @return array{duration: float|null}|\WP_Error|null Null when the file is not RIFF/WAVE at all; a
	 *                                              WP_Error naming the damage.
	 */
	public static function wav_header( string $path ) {
		$size   = (int) filesize( $path );
		$handle = fopen( $path, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
		if ( false === $handle ) {
			return null;
		}
		try {
			$riff = fread( $handle, 12 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread
			if ( ! is_string( $riff ) || 12 !== strlen( $riff ) || 'RIFF' !== substr( $riff, 0, 4 ) || 'WAVE' !== substr( $riff, 8, 4 ) ) {
				return null;
			}
			$damaged   = static fn ( string $why ) => new \WP_Error( 'invalid_wav', $why );
			$byte_rate = 0;
			// Walk the chunks (a few are enough: fmt and data come first in practice).
			for ( $i = 0; $i < 32; $i++ ) {
				$position = (int) ftell( $handle );
				$chunk    = fread( $handle, 8 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread
				if ( ! is_string( $chunk ) || 8 !== strlen( $chunk ) ) {
					return $damaged( 'no data chunk' );
				}
				$id        = substr( $chunk, 0, 4 );
				$length    = (int) unpack( 'V', substr( $chunk, 4, 4 ) )[1];
				$remaining = $size - $position - 8;

				if ( 'data' === $id ) {
					if ( 0 === $byte_rate ) {
						return $damaged( 'data before a usable fmt chunk' );
					}
					if ( 0 === $length || 0xFFFFFFFF === $length ) {
						// Written while recording, length never filled in: the rest of the file.
						$length = $remaining;
					} elseif ( $length > $remaining ) {
						return $damaged( 'data chunk longer than the file' );
					}
					return array( 'duration' => $length / $byte_rate );
				}
				if ( $length > $remaining ) {
					return $damaged( 'chunk longer than the file' );
				}
				if ( 'fmt ' === $id ) {
					// PCM's fields take 16 bytes; the byte rate is at offset 8.
					if ( $length < 16 ) {
						return $damaged( 'fmt chunk too short' );
					}
					$format    = (string) fread( $handle, 16 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread
					$byte_rate = strlen( $format ) === 16 ? (int) unpack( 'V', substr( $format, 8, 4 ) )[1] : 0;
					if ( 0 === $byte_rate ) {
						return $damaged( 'fmt chunk without a byte rate' );
					}
					fseek( $handle, $length - 16 + ( $length % 2 ), SEEK_CUR );
					continue;
				}
				fseek( $handle, $length + ( $length % 2 ), SEEK_CUR );
			}
			// Sound so far, but more chunks before the data than are worth walking: duration unknown.
			return array( 'duration' => null );
		} finally {
			fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		}
	}

	/** 400: no audio in the request. */
	private static function missing(): \WP_Error {
		return new \WP_Error(
			'jetpack_ai_missing_audio_param',
			__( 'The audio_file is required to perform a transcription.', 'jetpack-blocks' ),
			array( 'status' => 400 )
		);
	}

	/** 400: a file of a listed type that cannot be read (a WAV header that contradicts the file). */
	private static function damaged(): \WP_Error {
		return new \WP_Error(
			'invalid_audio_file',
			__( 'The audio file is damaged or incomplete, so it cannot be transcribed.', 'jetpack-blocks' ),
			array( 'status' => 400 )
		);
	}

	/** 400: over the size limit. */
	private static function too_big(): \WP_Error {
		return new \WP_Error(
			'file_size_not_supported',
			__( 'The provided audio file is too big.', 'jetpack-blocks' ),
			array( 'status' => 400 )
		);
	}
}
