<?php
/**
 * Speech to text on this server, when no model service transcribes: Debian's `pocketsphinx` (the
 * `pocketsphinx_continuous` program of 0.8+5prealpha) with its US English model
 * (`pocketsphinx-en-us`), the audio first converted by `ffmpeg` to what the recogniser reads: raw
 * 16 kHz mono 16-bit PCM.
 *
 * It recognises English only, without punctuation or capitals: the text is the recognised words, one
 * line per utterance (the recogniser splits at pauses). Where the programs or the model are missing,
 * it refuses with a message that says what to install, never with made-up text.
 *
 * Both programs get untrusted audio, so they run bounded: argument arrays (no shell), a time limit
 * each (a process over it is killed), a cap on what they may print, ffmpeg limited to reading local
 * files in the listed audio containers (a playlist or concat file cannot make it open other files or
 * addresses), and at most a few recognitions at once on the site. Their lock files and the converted
 * audio live in the site's private folder (private-folder.php: mode 0700, a name no other account of
 * the machine can guess), not in the shared temporary folder where another account could hold the
 * locks or read the audio. Temporary files are removed whatever happens.
 *
 * Configuration: the filter `jetpack_blocks_local_recogniser` changes the programs, the model folder
 * and the limits (see self::config()).
 *
 * Where this PHP cannot start programs (PHP compiled to WebAssembly, as on the `npm start` site), the
 * same two programs can run in a native service on the machine's loopback instead
 * (scripts/transcription): the settings `service_url` and `service_secret` send the audio there, and
 * its answers become the same errors as here, so the user is told the same things either way.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/class-bounded-process.php';
require_once __DIR__ . '/private-folder.php';

/**
 * The local speech recogniser.
 */
class Local_Recogniser {

	/** Where pocketsphinx-en-us installs the model. */
	const MODEL = '/usr/share/pocketsphinx/model/en-us';

	/** Sample rate the acoustic model was trained at; ffmpeg converts to it. */
	const SAMPLE_RATE = 16000;

	/** Bytes of converted audio per second: 16-bit mono at SAMPLE_RATE. */
	const BYTES_PER_SECOND = 32000;

	/** Longest audio transcribed, in seconds (spec 000 §9: 25 minutes). */
	const MAX_AUDIO_SECONDS = 1500;

	/** Most bytes of text the recogniser may print (25 minutes of speech is about 25 KB). */
	const MAX_TEXT_BYTES = 1048576;

	/** Containers ffmpeg may read (its demuxer names): the audio formats the route accepts. */
	const FORMATS = 'wav,mp3,ogg,flac,mov,mp4,m4a,matroska,webm,aac';


	/** How to install what is missing, on Debian. */
	const INSTALL_COMMAND = 'apt-get install pocketsphinx pocketsphinx-en-us ffmpeg';

	/**
	 * Programs, model and limits.
	 *
	 * @var array{ffmpeg: string, recogniser: string, model: string, time_limit: int, convert_time_limit: int, slots: int, slot_wait: int, service_url: string, service_secret: string}
	 */
	private $config;

	/**
	 * @param array<string, mixed> $config See self::config().
	 */
	public function __construct( array $config = array() ) {
		$this->config = self::config( $config );
	}

	/**
	 * The settings, defaults filled in and bounded.
	 *
	 * @param array<string, mixed> $overrides Settings to use instead of the defaults.
	 * @return array{ffmpeg: string, recogniser: string, model: string, time_limit: int, convert_time_limit: int, slots: int, slot_wait: int, service_url: string, service_secret: string}
	 */
	private static function config( array $overrides ): array {
		$defaults = array(
			// Program names (looked up in Bounded_Process::PROGRAM_FOLDERS and PATH) or absolute paths.
			'ffmpeg'             => 'ffmpeg',
			'recogniser'         => 'pocketsphinx_continuous',
			// Folder with en-us/ (acoustic model), en-us.lm.bin and cmudict-en-us.dict.
			'model'              => self::MODEL,
			// Longest recognition, in seconds; a run gets 30 s plus twice the audio's length, up to this.
			'time_limit'         => 900,
			// Longest conversion by ffmpeg, in seconds.
			'convert_time_limit' => 120,
			// Recognitions that may run at once on this site (each keeps a processor busy).
			'slots'              => 2,
			// Seconds a request waits for a free slot before it is refused.
			'slot_wait'          => 20,
			// A transcription service running the programs for this site (see the file comment):
			// its http address on loopback and its secret. Empty: run the programs here.
			'service_url'        => '',
			'service_secret'     => '',
		);
		/**
		 * Settings of the local speech recogniser used by the offline AI provider.
		 *
		 * @param array $config ffmpeg, recogniser (program names or absolute paths), model (folder),
		 *                      time_limit, convert_time_limit, slot_wait (seconds), slots,
		 *                      service_url and service_secret (a transcription service to use).
		 */
		$config = apply_filters( 'jetpack_blocks_local_recogniser', array_merge( $defaults, $overrides ) );
		$config = is_array( $config ) ? array_merge( $defaults, $config ) : $defaults;
		foreach ( array( 'ffmpeg', 'recogniser', 'model', 'service_url', 'service_secret' ) as $key ) {
			$config[ $key ] = is_string( $config[ $key ] ) ? $config[ $key ] : $defaults[ $key ];
		}
		$config['time_limit']         = max( 1, min( 3600, (int) $config['time_limit'] ) );
		$config['convert_time_limit'] = max( 1, min( 600, (int) $config['convert_time_limit'] ) );
		$config['slots']              = max( 1, min( 16, (int) $config['slots'] ) );
		$config['slot_wait']          = max( 0, min( 120, (int) $config['slot_wait'] ) );
		return $config;
	}

	/**
	 * The recognised words of an audio file, one line per utterance; empty when nothing was
	 * recognised (silence, or sound that is not speech).
	 *
	 * @param string $path Audio file in one of the accepted formats.
	 * @return string
	 * @throws Ai_Error 503 when the recogniser is not available, busy, too slow or fails; 400 when
	 *                  the file cannot be decoded or is longer than 25 minutes.
	 */
	public function transcribe( string $path ): string {
		if ( '' !== $this->config['service_url'] ) {
			return $this->transcribe_by_service( $path );
		}
		$programs = $this->programs();
		$slot     = $this->take_slot();
		$raw      = null;
		try {
			$raw = self::temporary_file();
			$this->convert( $programs['ffmpeg'], $path, $raw );
			return $this->recognise( $programs['recogniser'], $raw );
		} finally {
			if ( null !== $raw && file_exists( $raw ) ) {
				wp_delete_file( $raw );
			}
			flock( $slot, LOCK_UN );
			fclose( $slot ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
		}
	}

	/**
	 * The absolute paths of ffmpeg and the recogniser, once the model is known to be there too.
	 *
	 * @return array{ffmpeg: string, recogniser: string}
	 * @throws Ai_Error 503 naming what is missing.
	 */
	private function programs(): array {
		$can_run = function_exists( 'proc_open' ) && function_exists( 'proc_get_status' ) && function_exists( 'proc_terminate' );
		if ( ! $can_run || ( function_exists( 'php_uname' ) && 'Emscripten' === php_uname( 's' ) ) ) {
			// PHP compiled to WebAssembly (the Playground runtime of `npm start`) or with proc_open
			// disabled cannot start a program, whatever is installed.
			throw self::unavailable(
				__( 'Audio cannot be transcribed on this site: its PHP cannot run programs, so the local speech recogniser cannot be used. Configure a provider in Settings → Jetpack Blocks AI.', 'jetpack-blocks' ),
				array( 'reason' => 'cannot_run_programs' )
			);
		}
		$ffmpeg     = Bounded_Process::find_program( $this->config['ffmpeg'] );
		$recogniser = Bounded_Process::find_program( $this->config['recogniser'] );
		$missing    = array();
		if ( null === $recogniser ) {
			$missing[] = 'pocketsphinx';
		}
		if ( ! $this->model_is_complete() ) {
			$missing[] = 'pocketsphinx-en-us';
		}
		if ( null === $ffmpeg ) {
			$missing[] = 'ffmpeg';
		}
		if ( array() !== $missing || null === $ffmpeg || null === $recogniser ) {
			throw self::not_installed( $missing );
		}
		return array(
			'ffmpeg'     => $ffmpeg,
			'recogniser' => $recogniser,
		);
	}

	/**
	 * The 503 of a recogniser that is not installed, naming what to install.
	 *
	 * @param string[] $missing Debian packages.
	 */
	private static function not_installed( array $missing ): Ai_Error {
		return self::unavailable(
			sprintf(
				/* translators: 1: Debian package names, e.g. "pocketsphinx, ffmpeg". 2: an install command. */
				__( 'Audio cannot be transcribed on this site: no AI provider is configured and the local speech recogniser is not installed (missing: %1$s). Install it on the server (on Debian: %2$s), or configure a provider in Settings → Jetpack Blocks AI.', 'jetpack-blocks' ),
				implode( ', ', $missing ),
				self::INSTALL_COMMAND
			),
			array(
				'reason'  => 'not_installed',
				'missing' => $missing,
			)
		);
	}

	/**
	 * The recognised words from the transcription service (service_url), which runs the same
	 * programs natively; its refusals become the errors this class gives when it runs them itself.
	 *
	 * @param string $path Audio file.
	 * @throws Ai_Error As transcribe().
	 */
	private function transcribe_by_service( string $path ): string {
		$audio = file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( false === $audio ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'unreadable_upload' ) );
		}
		$response = wp_remote_post(
			$this->config['service_url'],
			array(
				'body'        => $audio,
				'headers'     => array(
					'Authorization' => 'Bearer ' . $this->config['service_secret'],
					'Content-Type'  => 'application/octet-stream',
				),
				// Its own limits end a run first; this only guards against a service that hangs.
				'timeout'     => $this->config['slot_wait'] + $this->config['convert_time_limit'] + $this->config['time_limit'],
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $response ) ) {
			throw self::unavailable(
				__( 'Audio cannot be transcribed on this site: the local speech recognition service does not answer. If the site runs with npm start, start it again; or configure a provider in Settings → Jetpack Blocks AI.', 'jetpack-blocks' ),
				array( 'reason' => 'service_unreachable' )
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( wp_remote_retrieve_body( $response ), true );
		$body   = is_array( $body ) ? $body : array();
		if ( 200 === $status && is_string( $body['text'] ?? null ) ) {
			return substr( $body['text'], 0, self::MAX_TEXT_BYTES );
		}
		switch ( $body['error'] ?? '' ) {
			case 'not_installed':
				$missing = is_array( $body['missing'] ?? null ) ? array_values( array_filter( $body['missing'], 'is_string' ) ) : array();
				throw self::not_installed( array_map( 'sanitize_key', $missing ) );
			case 'invalid_audio':
				throw self::damaged();
			case 'too_long':
				throw self::too_long();
			case 'too_big':
				throw new Ai_Error( 'file_size_not_supported', __( 'The provided audio file is too big.', 'jetpack-blocks' ), 400 );
			case 'busy':
				throw self::busy();
			case 'timeout':
				throw 'convert' === ( $body['stage'] ?? '' ) ? self::convert_timeout() : self::recognise_timeout();
			default:
				// 401 (a secret of an earlier start) or a failed recognition.
				throw Ai_Error::service_unavailable(
					array(
						'reason' => 401 === $status ? 'service_refused' : 'recogniser_failed',
					)
				);
		}
	}

	/** Whether the model folder has the files the recogniser loads. */
	private function model_is_complete(): bool {
		$model = $this->config['model'];
		foreach ( array( 'en-us/mdef', 'en-us/means', 'en-us/feat.params', 'en-us.lm.bin', 'cmudict-en-us.dict' ) as $file ) {
			if ( ! is_readable( $model . '/' . $file ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * One of the site's recognition slots, held (an exclusive lock on its file in the private
	 * folder) until released; waits up to `slot_wait` seconds for one to be free.
	 *
	 * @return resource The locked file.
	 * @throws Ai_Error 503 when every slot stays busy.
	 */
	private function take_slot() {
		$slot = Bounded_Process::take_slot( 'recogniser', $this->config['slots'], $this->config['slot_wait'] );
		if ( null === $slot ) {
			throw self::busy();
		}
		return $slot;
	}

	/**
	 * Converts the audio to raw 16 kHz mono 16-bit PCM (`$raw`).
	 *
	 * @param string $ffmpeg ffmpeg's path.
	 * @param string $path   Audio file.
	 * @param string $raw    Output file (overwritten).
	 * @throws Ai_Error 400 when the audio cannot be decoded or is too long; 503 when ffmpeg fails otherwise.
	 */
	private function convert( string $ffmpeg, string $path, string $raw ): void {
		$result = Bounded_Process::run(
			// Only local files, only the listed containers: no playlists, no network.
			array_merge(
				Bounded_Process::ffmpeg_reading( $ffmpeg, self::FORMATS ),
				array(
					'-i',
					'file:' . $path,
					'-map',
					'0:a:0',
					'-vn',
					'-sn',
					'-dn',
					// A little past the limit, to tell audio over it from audio just at it.
					'-t',
					(string) ( self::MAX_AUDIO_SECONDS + 1 ),
					'-ac',
					'1',
					'-ar',
					(string) self::SAMPLE_RATE,
					'-c:a',
					'pcm_s16le',
					'-f',
					's16le',
					'-y',
					'file:' . $raw,
				)
			),
			$this->config['convert_time_limit'],
			65536
		);
		if ( $result['timed_out'] ) {
			throw self::convert_timeout();
		}
		clearstatcache( true, $raw );
		$size = file_exists( $raw ) ? (int) filesize( $raw ) : 0;
		if ( 0 !== $result['exit_code'] || $size <= 0 ) {
			// ffmpeg takes any sound file of the listed formats; what it cannot read is damaged.
			throw self::damaged();
		}
		if ( $size > self::MAX_AUDIO_SECONDS * self::BYTES_PER_SECOND ) {
			throw self::too_long();
		}
	}

	/**
	 * The recogniser's text for converted audio.
	 *
	 * @param string $recogniser The recogniser's path.
	 * @param string $raw        Raw 16 kHz mono 16-bit PCM.
	 * @throws Ai_Error 503 when it fails or runs too long.
	 */
	private function recognise( string $recogniser, string $raw ): string {
		$model   = $this->config['model'];
		$seconds = (int) filesize( $raw ) / self::BYTES_PER_SECOND;
		$result  = Bounded_Process::run(
			array(
				$recogniser,
				// A name without .wav: read as raw samples at -samprate.
				'-infile',
				$raw,
				'-samprate',
				(string) self::SAMPLE_RATE,
				'-hmm',
				$model . '/en-us',
				'-lm',
				$model . '/en-us.lm.bin',
				'-dict',
				$model . '/cmudict-en-us.dict',
				// Its progress log is long and of no use here; failures show in the exit code.
				'-logfn',
				'/dev/null',
			),
			(int) min( $this->config['time_limit'], 30 + 2 * ceil( $seconds ) ),
			self::MAX_TEXT_BYTES
		);
		if ( $result['timed_out'] ) {
			throw self::recognise_timeout();
		}
		if ( $result['overflow'] || 0 !== $result['exit_code'] ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'recogniser_failed' ) );
		}
		$lines = preg_split( '/\R/u', $result['output'] );
		$lines = array_filter( array_map( 'trim', is_array( $lines ) ? $lines : array() ), 'strlen' );
		return implode( "\n", $lines );
	}

	/**
	 * The site's private folder (private-folder.php), with a trailing slash.
	 *
	 * @throws Ai_Error 503 when it cannot be made private.
	 */
	private static function working_folder(): string {
		$folder = private_folder();
		if ( null === $folder ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'no_private_folder' ) );
		}
		return $folder;
	}

	/**
	 * A new empty file (mode 0600) in the site's private folder, for the converted audio.
	 *
	 * @throws Ai_Error 503 when none can be made.
	 */
	private static function temporary_file(): string {
		$folder = self::working_folder();
		$file   = tempnam( $folder, 'jetpack-blocks-audio-' );
		// tempnam() falls back to the shared temporary folder when it cannot write the one asked for.
		if ( is_string( $file ) && ! str_starts_with( $file, $folder ) ) {
			wp_delete_file( $file );
			$file = false;
		}
		if ( false === $file ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'no_temporary_folder' ) );
		}
		return $file;
	}

	/** 503: every recognition slot stayed busy. */
	private static function busy(): Ai_Error {
		return self::unavailable(
			__( 'The server is transcribing other audio at the moment. Please try again in a minute.', 'jetpack-blocks' ),
			array( 'reason' => 'busy' )
		);
	}

	/** 503: ffmpeg ran over its time limit. */
	private static function convert_timeout(): Ai_Error {
		return self::unavailable(
			__( 'The audio took too long to convert for transcription on this server.', 'jetpack-blocks' ),
			array( 'reason' => 'timeout' )
		);
	}

	/** 503: the recogniser ran over its time limit. */
	private static function recognise_timeout(): Ai_Error {
		return self::unavailable(
			__( 'The audio took too long to transcribe on this server. Please try a shorter recording.', 'jetpack-blocks' ),
			array( 'reason' => 'timeout' )
		);
	}

	/** 400: audio ffmpeg cannot decode. */
	private static function damaged(): Ai_Error {
		return new Ai_Error(
			'invalid_audio_file',
			__( 'The audio file is damaged or incomplete, so it cannot be transcribed.', 'jetpack-blocks' ),
			400
		);
	}

	/** 400: over 25 minutes. */
	private static function too_long(): Ai_Error {
		return new Ai_Error(
			'audio_too_long',
			__( 'The audio is longer than 25 minutes, the most that can be transcribed at once.', 'jetpack-blocks' ),
			400
		);
	}

	/**
	 * The 503 of a recogniser that cannot be used, with a message that says why.
	 *
	 * @param string               $message What is wrong and what to do.
	 * @param array<string, mixed> $extra   Extra `data` fields.
	 */
	private static function unavailable( string $message, array $extra ): Ai_Error {
		return new Ai_Error( 'jetpack_ai_local_recogniser_unavailable', $message, 503, $extra );
	}
}
