<?php
/**
 * The programs behind the offline tools (Hunspell, Apertium): where they are, whether they can run
 * here, and running them bounded.
 *
 * They get text from editors, so they run like the local speech recogniser does
 * (class-local-recogniser.php): argument arrays (no shell), a time limit (a run over it is killed),
 * a cap on what they may print, and the input capped before it is handed over. Dictionaries and
 * translation pairs are named, never given as paths by a request: a name is only used when its files
 * are in the configured folders.
 *
 * Where this PHP cannot start programs (PHP compiled to WebAssembly, as on the `npm start` site), the
 * same programs run in the native service that already transcribes for that site
 * (scripts/transcription/service.mjs): the settings `service_url` and `service_secret` send each run
 * there, and its answers become the same errors as here.
 *
 * Configuration: the filter `jetpack_blocks_offline_tools` (see self::config()).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/class-bounded-process.php';

/**
 * Finds and runs the offline tools' programs.
 */
class Tool_Programs {


	/** Most bytes of text handed to a program: the route takes 100,000 characters, up to 4 bytes each. */
	const MAX_INPUT_BYTES = 400000;

	/** Most bytes a program may print: Hunspell's suggestions for every word of the largest text fit. */
	const MAX_OUTPUT_BYTES = 4194304;

	/** How long the status of the tools service is kept, in seconds (one probe per 10 minutes). */
	const SERVICE_STATUS_TTL = 600;

	/**
	 * Programs, folders, limits and the service.
	 *
	 * @var array{hunspell: string, dictionary_folders: string[], apertium: string, apertium_data: string, time_limit: int, service_url: string, service_secret: string}
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
	 * @return array{hunspell: string, dictionary_folders: string[], apertium: string, apertium_data: string, time_limit: int, service_url: string, service_secret: string}
	 */
	private static function config( array $overrides ): array {
		$defaults = array(
			// Program names (looked up in Bounded_Process::PROGRAM_FOLDERS and PATH) or absolute paths.
			'hunspell'           => 'hunspell',
			'apertium'           => 'apertium',
			// Where Debian's hunspell-* packages put their .dic and .aff files (the second is the
			// older myspell location, still used by a few dictionaries).
			'dictionary_folders' => array( '/usr/share/hunspell', '/usr/share/myspell/dicts' ),
			// Apertium's data folder: its modes/ holds one <pair>.mode file per translation direction.
			'apertium_data'      => '/usr/share/apertium',
			// Longest run of one program, in seconds. Apertium takes about 1.5 s to start and a few
			// seconds for the largest text the route accepts; Hunspell much less.
			'time_limit'         => 60,
			// The service running the programs for this site (see the file comment): its http
			// address on loopback (no path) and its secret. Empty: run the programs here.
			'service_url'        => '',
			'service_secret'     => '',
		);
		/**
		 * Settings of the offline tools (spelling with Hunspell, translation with Apertium).
		 *
		 * @param array $config hunspell, apertium (program names or absolute paths),
		 *                      dictionary_folders (folders of .dic/.aff files), apertium_data
		 *                      (folder with modes/), time_limit (seconds), service_url and
		 *                      service_secret (a tools service to use instead of running them here).
		 */
		$config = apply_filters( 'jetpack_blocks_offline_tools', array_merge( $defaults, $overrides ) );
		$config = is_array( $config ) ? array_merge( $defaults, $config ) : $defaults;
		foreach ( array( 'hunspell', 'apertium', 'apertium_data', 'service_url', 'service_secret' ) as $key ) {
			$config[ $key ] = is_string( $config[ $key ] ) ? $config[ $key ] : $defaults[ $key ];
		}
		$config['dictionary_folders'] = is_array( $config['dictionary_folders'] )
			? array_values( array_filter( $config['dictionary_folders'], static fn ( $folder ) => is_string( $folder ) && str_starts_with( $folder, '/' ) ) )
			: $defaults['dictionary_folders'];
		$config['time_limit']         = max( 1, min( 600, (int) $config['time_limit'] ) );
		$config['service_url']        = rtrim( $config['service_url'], '/' );
		return $config;
	}

	/** Whether a tools service runs the programs for this site. */
	public function uses_service(): bool {
		return '' !== $this->config['service_url'];
	}

	/**
	 * What can run: Hunspell and its dictionaries (names such as en_US), Apertium and its
	 * translation directions (mode names such as eng-spa), and whether the local speech recogniser
	 * has what it needs. File checks only, or the service's cached answer: this runs on every
	 * editor load.
	 *
	 * @return array{hunspell: bool, dictionaries: string[], apertium: bool, modes: string[], transcription: bool}
	 */
	public function status(): array {
		if ( $this->uses_service() ) {
			return $this->service_status();
		}
		if ( ! self::can_run_programs() ) {
			return array(
				'hunspell'      => false,
				'dictionaries'  => array(),
				'apertium'      => false,
				'modes'         => array(),
				'transcription' => false,
			);
		}
		return array(
			'hunspell'      => null !== Bounded_Process::find_program( $this->config['hunspell'] ),
			'dictionaries'  => $this->dictionaries(),
			'apertium'      => null !== Bounded_Process::find_program( $this->config['apertium'] ),
			'modes'         => $this->modes(),
			'transcription' => self::recogniser_installed(),
		);
	}

	/**
	 * The Debian package that installs a translation direction, read from its mode file (which
	 * names the pair's data folder, e.g. /usr/share/apertium/apertium-eng-spa/), so the message of
	 * a pair removed later names the right one. Empty when it cannot be told.
	 *
	 * @param string $mode Mode name, e.g. spa-eng.
	 */
	public function apertium_package( string $mode ): string {
		if ( $this->uses_service() || ! self::is_name( $mode ) ) {
			return '';
		}
		$file = $this->config['apertium_data'] . '/modes/' . $mode . '.mode';
		if ( ! is_readable( $file ) ) {
			return '';
		}
		$pipeline = (string) file_get_contents( $file, false, null, 0, 65536 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		return preg_match( '~/(apertium-[a-z0-9_-]+)/~', $pipeline, $match ) ? $match[1] : '';
	}

	/**
	 * Hunspell's answer (`-a`, the ispell pipe protocol) to `$input`.
	 *
	 * @param string $dictionary Dictionary name, e.g. en_US.
	 * @param string $input      Lines for `hunspell -a`.
	 * @return string Its output.
	 * @throws Ai_Error When it cannot run; 'missing' in the data names what is not installed.
	 */
	public function hunspell( string $dictionary, string $input ): string {
		if ( $this->uses_service() ) {
			return $this->by_service( '/hunspell', array( 'dictionary' => $dictionary, 'input' => $input ) );
		}
		$program = $this->local_program( 'hunspell' );
		$base    = $this->dictionary_base( $dictionary );
		if ( null === $program || null === $base ) {
			throw self::missing( null === $program ? array( 'hunspell' ) : array( 'dictionary' ) );
		}
		// -i: the text is UTF-8 whatever the server's locale; -d: the dictionary by its full path,
		// so no other folder is searched.
		return $this->run( array( $program, '-a', '-i', 'UTF-8', '-d', $base ), $input );
	}

	/**
	 * Apertium's translation of `$input` in one direction. `-u` leaves out its marks of unknown
	 * words (`*word`): an unknown word stays as written, which is what a reader wants to see.
	 *
	 * @param string $mode  Mode name, e.g. eng-spa.
	 * @param string $input Plain text.
	 * @return string The translation.
	 * @throws Ai_Error When it cannot run; 'missing' in the data names what is not installed.
	 */
	public function apertium( string $mode, string $input ): string {
		if ( $this->uses_service() ) {
			return $this->by_service( '/apertium', array( 'mode' => $mode, 'input' => $input ) );
		}
		$program = $this->local_program( 'apertium' );
		if ( null === $program || ! in_array( $mode, $this->modes(), true ) ) {
			throw self::missing( null === $program ? array( 'apertium' ) : array( 'mode' ) );
		}
		return $this->run( array( $program, '-u', '-f', 'txt', '-d', $this->config['apertium_data'], $mode ), $input );
	}

	/**
	 * Names of the installed Hunspell dictionaries (both files readable), e.g. en_US.
	 *
	 * @return string[]
	 */
	private function dictionaries(): array {
		$names = array();
		foreach ( $this->config['dictionary_folders'] as $folder ) {
			foreach ( glob( rtrim( $folder, '/' ) . '/*.dic' ) ? glob( rtrim( $folder, '/' ) . '/*.dic' ) : array() as $file ) {
				$name = basename( $file, '.dic' );
				if ( self::is_name( $name ) && is_readable( substr( $file, 0, -4 ) . '.aff' ) && is_readable( $file ) ) {
					$names[] = $name;
				}
			}
		}
		$names = array_values( array_unique( $names ) );
		sort( $names );
		return $names;
	}

	/**
	 * The path of a dictionary without its extension, as `hunspell -d` takes it.
	 *
	 * @param string $name Dictionary name.
	 */
	private function dictionary_base( string $name ): ?string {
		if ( ! self::is_name( $name ) ) {
			return null;
		}
		foreach ( $this->config['dictionary_folders'] as $folder ) {
			$base = rtrim( $folder, '/' ) . '/' . $name;
			if ( is_readable( $base . '.dic' ) && is_readable( $base . '.aff' ) ) {
				return $base;
			}
		}
		return null;
	}

	/**
	 * Names of the installed Apertium translation directions, e.g. eng-spa.
	 *
	 * @return string[]
	 */
	private function modes(): array {
		$files = glob( $this->config['apertium_data'] . '/modes/*.mode' );
		$names = array();
		foreach ( is_array( $files ) ? $files : array() as $file ) {
			$name = basename( $file, '.mode' );
			if ( self::is_name( $name ) && is_readable( $file ) ) {
				$names[] = $name;
			}
		}
		sort( $names );
		return $names;
	}

	/**
	 * Whether a dictionary or mode name is plain (letters, digits, _ and -): it becomes part of a
	 * path, so nothing that could leave the folder.
	 *
	 * @param string $name Name.
	 */
	private static function is_name( string $name ): bool {
		return 1 === preg_match( '/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/', $name );
	}

	/**
	 * Whether this PHP can start programs at all: not when compiled to WebAssembly (the Playground
	 * runtime of `npm start`) nor with proc_open disabled.
	 */
	private static function can_run_programs(): bool {
		$can_run = function_exists( 'proc_open' ) && function_exists( 'proc_get_status' ) && function_exists( 'proc_terminate' );
		return $can_run && ! ( function_exists( 'php_uname' ) && 'Emscripten' === php_uname( 's' ) );
	}

	/**
	 * Whether the local speech recogniser has its programs and model here, by the same settings it
	 * reads itself (its filter), with file checks only. The recogniser still checks again, and says
	 * what is missing, when it runs.
	 */
	private static function recogniser_installed(): bool {
		/** This filter is documented in php-stubs/ai/class-local-recogniser.php */
		$config = apply_filters(
			'jetpack_blocks_local_recogniser',
			array(
				'ffmpeg'         => 'ffmpeg',
				'recogniser'     => 'pocketsphinx_continuous',
				'model'          => Local_Recogniser::MODEL,
				'service_url'    => '',
				'service_secret' => '',
			)
		);
		if ( ! is_array( $config ) ) {
			return false;
		}
		if ( is_string( $config['service_url'] ?? null ) && '' !== $config['service_url'] ) {
			// A recognition service answers for the recogniser; its own status says more, and
			// this site's tools service (the same one on `npm start`) reports it.
			return true;
		}
		$model = is_string( $config['model'] ?? null ) ? $config['model'] : Local_Recogniser::MODEL;
		foreach ( array( 'en-us/mdef', 'en-us/means', 'en-us.lm.bin', 'cmudict-en-us.dict' ) as $file ) {
			if ( ! is_readable( $model . '/' . $file ) ) {
				return false;
			}
		}
		return null !== Bounded_Process::find_program( is_string( $config['ffmpeg'] ?? null ) ? $config['ffmpeg'] : 'ffmpeg' )
			&& null !== Bounded_Process::find_program( is_string( $config['recogniser'] ?? null ) ? $config['recogniser'] : 'pocketsphinx_continuous' );
	}

	/**
	 * A configured program's path, when this PHP can start it.
	 *
	 * @param string $key hunspell or apertium.
	 */
	private function local_program( string $key ): ?string {
		return self::can_run_programs() ? Bounded_Process::find_program( $this->config[ $key ] ) : null;
	}

	/**
	 * The service's status, kept for SERVICE_STATUS_TTL seconds per service address (a new
	 * `npm start` has a new port, so it is asked afresh); a service that does not answer counts
	 * as having nothing, for a minute.
	 *
	 * @return array{hunspell: bool, dictionaries: string[], apertium: bool, modes: string[], transcription: bool}
	 */
	private function service_status(): array {
		$key    = 'jetpack_blocks_tools_' . md5( $this->config['service_url'] );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$status   = array(
			'hunspell'      => false,
			'dictionaries'  => array(),
			'apertium'      => false,
			'modes'         => array(),
			'transcription' => false,
		);
		$response = wp_remote_get(
			$this->config['service_url'] . '/tools',
			array(
				'headers'     => array( 'Authorization' => 'Bearer ' . $this->config['service_secret'] ),
				// Loopback: a live service answers at once; an editor page must not wait for a dead one.
				'timeout'     => 2,
				'redirection' => 0,
			)
		);
		$body = is_wp_error( $response ) ? null : json_decode( wp_remote_retrieve_body( $response ), true );
		if ( is_array( $body ) && 200 === (int) wp_remote_retrieve_response_code( $response ) ) {
			$names  = static fn ( $list ) => is_array( $list ) ? array_values( array_filter( $list, static fn ( $name ) => is_string( $name ) && self::is_name( $name ) ) ) : array();
			$status = array(
				'hunspell'      => true === ( $body['hunspell'] ?? null ),
				'dictionaries'  => $names( $body['dictionaries'] ?? null ),
				'apertium'      => true === ( $body['apertium'] ?? null ),
				'modes'         => $names( $body['modes'] ?? null ),
				'transcription' => true === ( $body['transcription'] ?? null ),
			);
			set_transient( $key, $status, self::SERVICE_STATUS_TTL );
		} else {
			set_transient( $key, $status, MINUTE_IN_SECONDS );
		}
		return $status;
	}

	/**
	 * A program's output from the tools service; its refusals become the errors of a local run.
	 *
	 * @param string               $path Endpoint, e.g. /hunspell.
	 * @param array<string, mixed> $body JSON body.
	 * @throws Ai_Error As a local run.
	 */
	private function by_service( string $path, array $body ): string {
		if ( strlen( (string) ( $body['input'] ?? '' ) ) > self::MAX_INPUT_BYTES ) {
			throw Ai_Error::context_too_large();
		}
		$response = wp_remote_post(
			$this->config['service_url'] . $path,
			array(
				'body'        => (string) wp_json_encode( $body ),
				'headers'     => array(
					'Authorization' => 'Bearer ' . $this->config['service_secret'],
					'Content-Type'  => 'application/json',
				),
				// The service's own limit ends a run first; this only guards against one that hangs.
				'timeout'     => $this->config['time_limit'] + 10,
				'redirection' => 0,
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new Ai_Error(
				'jetpack_ai_offline_tool_unavailable',
				__( 'The offline tools of this site do not answer: their service is not running. If the site runs with npm start, start it again; or set up an AI model in Settings → Jetpack Blocks AI.', 'jetpack-blocks' ),
				503,
				array( 'reason' => 'service_unreachable' )
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$answer = json_decode( wp_remote_retrieve_body( $response ), true );
		$answer = is_array( $answer ) ? $answer : array();
		if ( 200 === $status && is_string( $answer['output'] ?? null ) ) {
			return substr( $answer['output'], 0, self::MAX_OUTPUT_BYTES );
		}
		switch ( $answer['error'] ?? '' ) {
			case 'not_installed':
				$missing = is_array( $answer['missing'] ?? null ) ? array_values( array_filter( $answer['missing'], 'is_string' ) ) : array();
				throw self::missing( array_map( 'sanitize_key', $missing ) );
			case 'timeout':
				throw self::timeout();
			case 'too_big':
				throw Ai_Error::context_too_large();
			case 'busy':
				throw Ai_Error::service_unavailable( array( 'reason' => 'busy' ) );
			default:
				// 401 (a secret of an earlier start) or a failed run.
				throw Ai_Error::service_unavailable( array( 'reason' => 401 === $status ? 'service_refused' : 'tool_failed' ) );
		}
	}

	/**
	 * The bare refusal of a tool whose program or data is gone; the tool turns it into a message
	 * that names what to install (it knows the language).
	 *
	 * @param string[] $missing hunspell, dictionary, apertium or mode.
	 */
	private static function missing( array $missing ): Ai_Error {
		return new Ai_Error(
			'jetpack_ai_offline_tool_unavailable',
			__( 'This offline tool is not installed on the server.', 'jetpack-blocks' ),
			503,
			array(
				'reason'  => 'not_installed',
				'missing' => $missing,
			)
		);
	}

	/** 503: a program ran over its time limit. */
	private static function timeout(): Ai_Error {
		return new Ai_Error(
			'jetpack_ai_offline_tool_unavailable',
			__( 'The text took too long to process on this server. Please try a shorter text.', 'jetpack-blocks' ),
			503,
			array( 'reason' => 'timeout' )
		);
	}

	/**
	 * Runs a program with a time limit: the input is written to its standard input (by a
	 * temporary file, so neither side can block the other on a full pipe), its output read up to
	 * a bound, its error output read and dropped.
	 *
	 * @param string[] $command Program path and arguments (no shell).
	 * @param string   $input   Standard input.
	 * @return string Standard output.
	 * @throws Ai_Error When the input is too large, the program cannot start, fails, prints too much or runs too long.
	 */
	private function run( array $command, string $input ): string {
		if ( strlen( $input ) > self::MAX_INPUT_BYTES ) {
			throw Ai_Error::context_too_large();
		}
		$file = tempnam( get_temp_dir(), 'jetpack-blocks-tool-' );
		if ( false === $file ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'no_temporary_folder' ) );
		}
		try {
			if ( false === file_put_contents( $file, $input ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
				throw Ai_Error::service_unavailable( array( 'reason' => 'no_temporary_folder' ) );
			}
			$result = Bounded_Process::run(
				$command,
				$this->config['time_limit'],
				self::MAX_OUTPUT_BYTES,
				$file,
				// Apertium's wrapper is a bash script that looks for a UTF-8 locale itself; C.UTF-8
				// is in every glibc since 2.35 and keeps Hunspell's messages unlocalised.
				array(
					'LC_ALL' => 'C.UTF-8',
					'HOME'   => get_temp_dir(),
				)
			);
		} finally {
			wp_delete_file( $file );
		}
		if ( $result['timed_out'] ) {
			throw self::timeout();
		}
		if ( $result['overflow'] || 0 !== $result['exit_code'] ) {
			throw Ai_Error::service_unavailable( array( 'reason' => 'tool_failed' ) );
		}
		return $result['output'];
	}
}
