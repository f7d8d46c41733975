<?php
/**
 * The AI provider setting (Settings → Jetpack Blocks AI) and the client configuration printed into
 * pages.
 *
 * With no model set up, the AI routes answer only with real offline tools (or say that no model is
 * set up). An administrator points the site at an OpenAI-compatible service: a hosted one (OpenAI)
 * or a model server on the same computer (llama.cpp's server, Ollama, LM Studio), picked by a
 * "Service" choice that fills in its usual base URL; then the API key, the model, a larger model for
 * requests that ask for one, the transcription and image models; and the plan tier that usage
 * counting applies (free: 20 requests; unlimited). When WordPress's own AI Client (7.0+) has a
 * provider in Settings → Connectors, that provider answers and the screen says so.
 *
 * The key belongs to the service it was entered for: when the base URL moves to another origin
 * (scheme, host or port), the stored key is dropped unless a new one comes with the change, so it is
 * never sent to a new host unnoticed. On a multisite network these settings take the network
 * capability `manage_network_options`: a site administrator must not point the server at hosts of
 * their choosing. Which hosts the provider may reach at all is decided by
 * OpenAI_Compatible_Provider::target(): local model servers need JETPACK_BLOCKS_AI_ALLOW_LOCAL_PROVIDER,
 * the `jetpack_blocks_ai_allow_local_provider` filter or, on a site whose environment type is `local`
 * or `development` only, the screen's checkbox (`allow_local`).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/class-wp-ai-client-provider.php';

/** Option holding the provider settings. */
const AI_SETTINGS_OPTION = 'jetpack_blocks_ai_settings';

/** Settings API group of that option. */
const AI_SETTINGS_GROUP = 'jetpack_blocks_ai';

/** Slug of the settings screen (options-general.php?page=…). */
const AI_SETTINGS_PAGE = 'jetpack-blocks-ai';

/** Script handle of the settings screen's playground (built by the JS side). */
const AI_SETTINGS_SCRIPT_HANDLE = 'jetpack-blocks-ai-settings';

/** Model asked for when the administrator names none. */
const AI_DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * The services the screen offers, with their usual base URLs ('' for "Other": the administrator
 * types it). The local servers listen on their documented default ports.
 */
const AI_SERVICES = array(
	'openai'    => 'https://api.openai.com/v1',
	'llama-cpp' => 'http://127.0.0.1:8080/v1',
	'ollama'    => 'http://127.0.0.1:11434/v1',
	'lm-studio' => 'http://127.0.0.1:1234/v1',
	'other'     => '',
);

/**
 * The services' names on screen.
 *
 * @return array<string, string>
 */
function ai_service_labels(): array {
	return array(
		'openai'    => __( 'OpenAI', 'jetpack-blocks' ),
		'llama-cpp' => __( 'llama.cpp server', 'jetpack-blocks' ),
		'ollama'    => __( 'Ollama', 'jetpack-blocks' ),
		'lm-studio' => __( 'LM Studio', 'jetpack-blocks' ),
		'other'     => __( 'Other OpenAI-compatible service', 'jetpack-blocks' ),
	);
}

/**
 * Settings with no choice made.
 *
 * `larger_model` '' means none: requests for the larger model get `model`. `allow_local` counts
 * only on local and development sites (OpenAI_Compatible_Provider::local_opt_in_offered()).
 *
 * @return array{service: string, base_url: string, api_key: string, model: string, larger_model: string, transcription_model: string, image_model: string, allow_local: bool, tier: string}
 */
function ai_settings_defaults(): array {
	return array(
		'service'             => '',
		'base_url'            => '',
		'api_key'             => '',
		'model'               => AI_DEFAULT_MODEL,
		'larger_model'        => '',
		'transcription_model' => OpenAI_Compatible_Provider::DEFAULT_TRANSCRIPTION_MODEL,
		'image_model'         => OpenAI_Compatible_Provider::DEFAULT_IMAGE_MODEL,
		'allow_local'         => false,
		'tier'                => 'free',
	);
}

/**
 * The stored settings, complete and typed.
 *
 * @return array{service: string, base_url: string, api_key: string, model: string, larger_model: string, transcription_model: string, image_model: string, allow_local: bool, tier: string}
 */
function ai_settings(): array {
	$stored   = get_option( AI_SETTINGS_OPTION, array() );
	$stored   = is_array( $stored ) ? $stored : array();
	$settings = ai_settings_defaults();
	foreach ( $settings as $key => $default ) {
		if ( is_bool( $default ) ) {
			$settings[ $key ] = true === ( $stored[ $key ] ?? false );
		} elseif ( isset( $stored[ $key ] ) && is_string( $stored[ $key ] ) ) {
			$settings[ $key ] = $stored[ $key ];
		}
	}
	foreach ( array( 'model', 'transcription_model', 'image_model' ) as $key ) {
		if ( '' === $settings[ $key ] ) {
			$settings[ $key ] = ai_settings_defaults()[ $key ];
		}
	}
	$settings['service'] = isset( AI_SERVICES[ $settings['service'] ] ) ? $settings['service'] : '';
	$settings['tier']    = 'unlimited' === $settings['tier'] ? 'unlimited' : 'free';
	return $settings;
}

/**
 * The service the screen shows as chosen: the stored choice, else the one whose usual base URL is
 * stored, else "Other" for any other base URL; '' when nothing is set up.
 *
 * @param array<string, mixed> $settings Settings.
 */
function ai_current_service( array $settings ): string {
	if ( '' !== $settings['service'] ) {
		return $settings['service'];
	}
	if ( '' === $settings['base_url'] ) {
		return '';
	}
	$service = array_search( $settings['base_url'], AI_SERVICES, true );
	return is_string( $service ) ? $service : 'other';
}

/**
 * The model that answers AI requests, or null when no model is set up: WordPress's own AI Client
 * when the owner set up a provider in Settings → Connectors (WordPress 7.0+), else the
 * OpenAI-compatible service of Settings → Jetpack Blocks AI when it has a base URL. There is no
 * stand-in answerer: without a model the routes use real offline tools or say that none is set up.
 */
function ai_provider(): ?Ai_Provider {
	$settings = ai_settings();
	$provider = null;
	if ( function_exists( __NAMESPACE__ . '\ai_wp_ai_client_provider' ) ) {
		$provider = ai_wp_ai_client_provider( $settings );
	}
	if ( null === $provider && '' !== $settings['base_url'] ) {
		// The settings also carry the larger, transcription and image models and the local opt-in.
		$provider = new OpenAI_Compatible_Provider( $settings['base_url'], $settings['api_key'], $settings['model'], $settings );
	}

	/**
	 * The AI provider of this request.
	 *
	 * @param Ai_Provider|null $provider Provider chosen from the settings; null when no model is set up.
	 * @param array            $settings The provider settings (contains the API key: do not log it).
	 */
	$filtered = apply_filters( 'jetpack_blocks_ai_provider', $provider, $settings );
	return $filtered instanceof Ai_Provider ? $filtered : null;
}

/**
 * Which kind of model answers, for the editor and the settings screen: 'wp-ai-client',
 * 'openai-compatible', another provider's own name, or null for none.
 */
function ai_model_source(): ?string {
	$provider = ai_provider();
	if ( null === $provider ) {
		return null;
	}
	if ( $provider instanceof OpenAI_Compatible_Provider ) {
		return 'openai-compatible';
	}
	return method_exists( $provider, 'source' ) ? (string) $provider->source() : 'custom';
}

/**
 * The capability that changes the AI settings: the network's on multisite (the settings decide
 * which hosts the server sends requests and the API key to), the site's otherwise.
 *
 * @return string
 */
function ai_settings_capability(): string {
	return is_multisite() ? 'manage_network_options' : 'manage_options';
}
add_filter( 'option_page_capability_' . AI_SETTINGS_GROUP, __NAMESPACE__ . '\ai_settings_capability' );

/**
 * The origin of a URL (scheme://host:port, lower case, default port spelled out), or '' for none.
 *
 * @param string $url URL.
 */
function ai_url_origin( string $url ): string {
	$parts = '' === $url ? false : wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
		return '';
	}
	$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
	$port   = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
	return $scheme . '://' . strtolower( rtrim( (string) $parts['host'], '.' ) ) . ':' . $port;
}

/**
 * A base URL as stored: http(s) with a host, no trailing slash, without a pasted
 * `/chat/completions`; null when the input is not such a URL.
 *
 * @param string $url Input.
 */
function ai_normalize_base_url( string $url ): ?string {
	$url = trim( $url );
	if ( '' === $url ) {
		return '';
	}
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) || empty( $parts['host'] ) ) {
		return null;
	}
	$clean = esc_url_raw( $url, array( 'http', 'https' ) );
	if ( '' === $clean ) {
		return null;
	}
	$clean = (string) preg_replace( '#/chat/completions/?$#', '', $clean );
	return rtrim( $clean, '/' );
}

/**
 * Keeps a notice about the save for the user who saved, shown on their next view of the screen.
 *
 * Not add_settings_error(): options.php hands those to the next settings screen through one
 * site-wide transient, so with two administrators saving at once one sees the other's notice and
 * the other sees none — and a dropped API key must be reported to the person whose save dropped it.
 * Keyed by code, because WordPress runs the sanitize callback twice when the option is first added.
 *
 * @param string $code    Notice code.
 * @param string $message Text.
 * @param string $type    error, warning, success or info.
 */
function ai_settings_notice( string $code, string $message, string $type = 'error' ): void {
	$user_id = get_current_user_id();
	if ( 0 === $user_id ) {
		return;
	}
	$key             = 'jetpack_blocks_ai_notices_' . $user_id;
	$notices         = get_transient( $key );
	$notices         = is_array( $notices ) ? $notices : array();
	$notices[ $code ] = array(
		'message' => $message,
		'type'    => $type,
	);
	set_transient( $key, $notices, 5 * MINUTE_IN_SECONDS );
}

/**
 * Prints and forgets the current user's notices from their last save.
 */
function ai_print_settings_notices(): void {
	$key     = 'jetpack_blocks_ai_notices_' . get_current_user_id();
	$notices = get_transient( $key );
	if ( ! is_array( $notices ) ) {
		return;
	}
	delete_transient( $key );
	foreach ( $notices as $notice ) {
		$type = in_array( $notice['type'] ?? '', array( 'error', 'warning', 'success', 'info' ), true ) ? $notice['type'] : 'error';
		printf(
			'<div class="notice notice-%1$s"><p>%2$s</p></div>',
			esc_attr( $type ),
			esc_html( (string) ( $notice['message'] ?? '' ) )
		);
	}
}

/**
 * Sanitize callback of the option.
 *
 * The form sends `new_api_key` (empty = keep the stored key) and `remove_api_key`; code that
 * writes the option directly (and WordPress itself, which sanitizes a new option twice) sends
 * `api_key`. The stored key is never sent back to the browser. A stored key is kept only while the
 * base URL keeps its origin: a key entered for one service is not handed to another.
 *
 * A newly chosen service brings its usual base URL when the base URL field was left as it was (or
 * empty): that is how the choice works without JavaScript (with it, the field is filled at once).
 * The `allow_local` checkbox is read only when the form showed it (`allow_local_shown`), which it
 * does on local and development sites only.
 *
 * @param mixed $input Submitted value.
 * @return array{service: string, base_url: string, api_key: string, model: string, larger_model: string, transcription_model: string, image_model: string, allow_local: bool, tier: string}
 */
function ai_sanitize_settings( $input ): array {
	$current = ai_settings();
	if ( ! is_array( $input ) ) {
		return $current;
	}
	$output = $current;

	if ( isset( $input['base_url'] ) && is_string( $input['base_url'] ) ) {
		$base_url = ai_normalize_base_url( $input['base_url'] );
		if ( null === $base_url ) {
			ai_settings_notice(
				'invalid_base_url',
				__( 'The base URL must be an http:// or https:// address, such as https://api.openai.com/v1. The previous value was kept.', 'jetpack-blocks' )
			);
		} else {
			$output['base_url'] = $base_url;
		}
	}

	if ( isset( $input['service'] ) && is_string( $input['service'] ) && isset( AI_SERVICES[ $input['service'] ] ) ) {
		$service   = $input['service'];
		$untouched = $output['base_url'] === $current['base_url'] || '' === $output['base_url'];
		if ( '' !== AI_SERVICES[ $service ] && $service !== ai_current_service( $current ) && $untouched ) {
			$output['base_url'] = AI_SERVICES[ $service ];
		}
		$output['service'] = $service;
	}

	$clean_key = static function ( $key ): string {
		// Keys are printable ASCII without spaces; anything else is a paste accident.
		return is_string( $key ) ? substr( (string) preg_replace( '/[^\x21-\x7E]/', '', $key ), 0, 512 ) : '';
	};
	$new_key = $clean_key( $input['new_api_key'] ?? '' );
	if ( '' !== $new_key ) {
		$output['api_key'] = $new_key;
	} elseif ( ! empty( $input['remove_api_key'] ) ) {
		$output['api_key'] = '';
	} elseif ( isset( $input['api_key'] ) && is_string( $input['api_key'] ) ) {
		$output['api_key'] = $clean_key( $input['api_key'] );
	} elseif ( '' !== $output['api_key'] && ai_url_origin( $output['base_url'] ) !== ai_url_origin( $current['base_url'] ) ) {
		$output['api_key'] = '';
		ai_settings_notice(
			'api_key_dropped',
			'' === $output['base_url']
				? __( 'The stored API key was removed along with the base URL.', 'jetpack-blocks' )
				: sprintf(
					/* translators: %s: scheme, host and port of the new service. */
					__( 'The stored API key was removed because the base URL now points to another service (%s). Enter the API key for that service.', 'jetpack-blocks' ),
					ai_url_origin( $output['base_url'] )
				),
			'warning'
		);
	}

	// Model names as services spell them (e.g. llama3.1:8b, org/model@rev); '' takes the default,
	// and for the larger model means none.
	foreach ( array( 'model', 'larger_model', 'transcription_model', 'image_model' ) as $key ) {
		if ( isset( $input[ $key ] ) && is_string( $input[ $key ] ) ) {
			$model          = substr( (string) preg_replace( '/[^A-Za-z0-9._:\/@+-]/', '', $input[ $key ] ), 0, 128 );
			$output[ $key ] = '' === $model ? ai_settings_defaults()[ $key ] : $model;
		}
	}

	if ( is_bool( $input['allow_local'] ?? null ) ) {
		$output['allow_local'] = $input['allow_local'];
	} elseif ( ! empty( $input['allow_local_shown'] ) ) {
		$output['allow_local'] = ! empty( $input['allow_local'] );
	}

	if ( isset( $input['tier'] ) && is_string( $input['tier'] ) ) {
		$output['tier'] = 'unlimited' === $input['tier'] ? 'unlimited' : 'free';
	}

	return array(
		'service'             => $output['service'],
		'base_url'            => $output['base_url'],
		'api_key'             => $output['api_key'],
		'model'               => $output['model'],
		'larger_model'        => $output['larger_model'],
		'transcription_model' => $output['transcription_model'],
		'image_model'         => $output['image_model'],
		'allow_local'         => $output['allow_local'],
		'tier'                => $output['tier'],
	);
}

/**
 * Registers the option and the fields of the screen.
 */
function ai_register_settings(): void {
	register_setting(
		AI_SETTINGS_GROUP,
		AI_SETTINGS_OPTION,
		array(
			'type'              => 'array',
			'description'       => __( 'AI provider of Jetpack Blocks.', 'jetpack-blocks' ),
			'sanitize_callback' => __NAMESPACE__ . '\ai_sanitize_settings',
			'default'           => ai_settings_defaults(),
			'show_in_rest'      => false, // Holds the API key.
		)
	);

	add_settings_section(
		'jetpack_blocks_ai_provider',
		__( 'Provider', 'jetpack-blocks' ),
		__NAMESPACE__ . '\ai_render_provider_section',
		AI_SETTINGS_PAGE
	);
	add_settings_field( 'jetpack_blocks_ai_service', __( 'Service', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_service_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider' );
	add_settings_field( 'jetpack_blocks_ai_base_url', __( 'Base URL', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_base_url_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider', array( 'label_for' => 'jetpack-blocks-ai-base-url' ) );
	add_settings_field( 'jetpack_blocks_ai_allow_local', __( 'Model server on this computer', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_allow_local_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider' );
	add_settings_field( 'jetpack_blocks_ai_api_key', __( 'API key', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_api_key_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider', array( 'label_for' => 'jetpack-blocks-ai-api-key' ) );
	add_settings_field( 'jetpack_blocks_ai_model', __( 'Model', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_model_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider', array( 'label_for' => 'jetpack-blocks-ai-model' ) );
	add_settings_field( 'jetpack_blocks_ai_larger_model', __( 'Larger model', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_larger_model_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider', array( 'label_for' => 'jetpack-blocks-ai-larger-model' ) );
	add_settings_field( 'jetpack_blocks_ai_transcription_model', __( 'Transcription model', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_transcription_model_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider', array( 'label_for' => 'jetpack-blocks-ai-transcription-model' ) );
	add_settings_field( 'jetpack_blocks_ai_image_model', __( 'Image model', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_image_model_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider', array( 'label_for' => 'jetpack-blocks-ai-image-model' ) );

	add_settings_section(
		'jetpack_blocks_ai_usage',
		__( 'Usage', 'jetpack-blocks' ),
		__NAMESPACE__ . '\ai_render_usage_section',
		AI_SETTINGS_PAGE
	);
	add_settings_field( 'jetpack_blocks_ai_tier', __( 'Plan tier', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_tier_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_usage', array( 'label_for' => 'jetpack-blocks-ai-tier' ) );
}
add_action( 'admin_init', __NAMESPACE__ . '\ai_register_settings' );

/**
 * Adds Settings → Jetpack Blocks AI.
 */
function ai_add_settings_page(): void {
	$hook = add_options_page(
		__( 'Jetpack Blocks AI', 'jetpack-blocks' ),
		__( 'Jetpack Blocks AI', 'jetpack-blocks' ),
		ai_settings_capability(),
		AI_SETTINGS_PAGE,
		__NAMESPACE__ . '\ai_render_settings_page'
	);
	enqueue_on_admin_screen( $hook, __NAMESPACE__ . '\ai_enqueue_settings_assets' );
}
add_action( 'admin_menu', __NAMESPACE__ . '\ai_add_settings_page' );

/**
 * The screen.
 */
function ai_render_settings_page(): void {
	if ( ! current_user_can( ai_settings_capability() ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php ai_print_settings_notices(); ?>
		<p>
			<?php esc_html_e( 'The AI features of the editor (the AI assistant, image generation, the contact form’s AI bar) need a language model. Enter the base URL of an OpenAI-compatible service (OpenAI, or a model server on this computer such as llama.cpp, Ollama or LM Studio). Until one is set up, the editor says so and sends nothing.', 'jetpack-blocks' ); ?>
		</p>
		<p>
			<?php esc_html_e( 'Without a model, real offline tools still work where they are installed on the server: spelling correction (Hunspell), translation (Apertium), key sentences, and transcription (pocketsphinx). Each result says which tool made it.', 'jetpack-blocks' ); ?>
		</p>
		<form method="post" action="options.php">
			<?php
			settings_fields( AI_SETTINGS_GROUP );
			do_settings_sections( AI_SETTINGS_PAGE );
			submit_button();
			?>
		</form>
		<h2><?php esc_html_e( 'Playground', 'jetpack-blocks' ); ?></h2>
		<p><?php esc_html_e( 'Try the provider with a prompt. Requests made here count towards the usage above.', 'jetpack-blocks' ); ?></p>
		<div id="jetpack-blocks-ai-playground"></div>
	</div>
	<?php
}

/**
 * Intro of the provider section: which provider answers now.
 */
function ai_render_provider_section(): void {
	$settings = ai_settings();
	$source   = ai_model_source();
	if ( 'wp-ai-client' === $source ) {
		echo '<p>' . esc_html__( 'Now answering: the provider set up in Settings → Connectors (WordPress AI Client).', 'jetpack-blocks' ) . ' ';
		if ( current_user_can( 'manage_options' ) ) {
			printf( '<a href="%1$s">%2$s</a>', esc_url( admin_url( 'options-connectors.php' ) ), esc_html__( 'Open Settings → Connectors', 'jetpack-blocks' ) );
		}
		echo '</p><p>' . esc_html__( 'The service below answers only when no provider is set up there.', 'jetpack-blocks' ) . '</p>';
		return;
	}
	if ( '' !== $settings['base_url'] ) {
		// Also when a plugin wraps the provider (jetpack_blocks_ai_provider): this service still answers.
		$status = sprintf(
			/* translators: 1: host name of the service, 2: model name. */
			__( 'Now answering: the OpenAI-compatible service at %1$s, model %2$s.', 'jetpack-blocks' ),
			(string) wp_parse_url( $settings['base_url'], PHP_URL_HOST ),
			$settings['model']
		);
	} elseif ( null !== $source ) {
		$status = __( 'Now answering: an AI provider added by a plugin.', 'jetpack-blocks' );
	} else {
		$status = __( 'No AI model is set up for this site.', 'jetpack-blocks' );
	}
	echo '<p>' . esc_html( $status ) . '</p>';
	if ( '' === $settings['base_url'] ) {
		return;
	}
	// The same check every request makes: say now why requests would be refused.
	try {
		OpenAI_Compatible_Provider::target( $settings['base_url'], $settings['allow_local'] && OpenAI_Compatible_Provider::local_opt_in_offered() );
	} catch ( Ai_Error $refusal ) {
		printf(
			'<div class="notice notice-error inline"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: %s: why the address is refused. */
					__( 'Requests to this address are refused, so the AI features answer with an error: %s', 'jetpack-blocks' ),
					$refusal->getMessage()
				)
			)
		);
	}
}

/**
 * Service choice: each fills in its usual base URL (at once with JavaScript, on save without).
 */
function ai_render_service_field(): void {
	$current = ai_current_service( ai_settings() );
	echo '<fieldset id="jetpack-blocks-ai-service"><legend class="screen-reader-text">' . esc_html__( 'Service', 'jetpack-blocks' ) . '</legend>';
	foreach ( ai_service_labels() as $service => $label ) {
		$url = AI_SERVICES[ $service ];
		printf(
			'<label><input type="radio" name="%1$s[service]" value="%2$s" data-base-url="%3$s" %4$s /> %5$s</label>%6$s<br />',
			esc_attr( AI_SETTINGS_OPTION ),
			esc_attr( $service ),
			esc_attr( $url ),
			checked( $current, $service, false ),
			esc_html( $label ),
			'' === $url ? '' : ' <code>' . esc_html( $url ) . '</code>'
		);
	}
	echo '</fieldset>';
	echo '<p class="description">' . esc_html__( 'llama.cpp’s server, Ollama and LM Studio run a model on this computer (or one on your network): prompts stay there, and no API key is needed. Choosing a service fills in its usual base URL; change the address below if yours differs.', 'jetpack-blocks' ) . '</p>';
}

/**
 * Base URL field.
 */
function ai_render_base_url_field(): void {
	printf(
		'<input type="url" id="jetpack-blocks-ai-base-url" class="regular-text code" name="%1$s[base_url]" value="%2$s" placeholder="https://api.openai.com/v1" />',
		esc_attr( AI_SETTINGS_OPTION ),
		esc_attr( ai_settings()['base_url'] )
	);
	echo '<p class="description">' . esc_html__( 'The site sends requests to this address followed by /chat/completions, /audio/transcriptions and /images/generations. Empty: no model. Redirects are not followed. Changing the host, scheme or port removes the stored API key.', 'jetpack-blocks' ) . '</p>';

	$base_url = ai_settings()['base_url'];
	if ( 'http' === strtolower( (string) wp_parse_url( $base_url, PHP_URL_SCHEME ) ) && ! OpenAI_Compatible_Provider::is_loopback_host( (string) wp_parse_url( $base_url, PHP_URL_HOST ) ) ) {
		printf(
			'<div class="notice notice-warning inline"><p>%s</p></div>',
			esc_html__( 'This address uses http:// to another computer: the API key and every prompt travel over the network unencrypted. Use https:// unless the whole network path is trusted.', 'jetpack-blocks' )
		);
	}
}

/**
 * The local-server opt-in: a checkbox on local and development sites; elsewhere why there is none
 * and what allows such a server instead.
 */
function ai_render_allow_local_field(): void {
	$rule = sprintf(
		/* translators: 1: PHP code of a constant definition, 2: filter name. */
		__( 'A model server on this computer or a private network can also be allowed in wp-config.php with %1$s, or by a plugin through the %2$s filter.', 'jetpack-blocks' ),
		"define( '" . OpenAI_Compatible_Provider::ALLOW_LOCAL_CONSTANT . "', true );",
		OpenAI_Compatible_Provider::ALLOW_LOCAL_FILTER
	);
	if ( ! OpenAI_Compatible_Provider::local_opt_in_offered() ) {
		echo '<p>' . esc_html(
			sprintf(
				/* translators: %s: the environment type, e.g. production. */
				__( 'This site’s environment type is %s, so this screen does not offer to allow a model server on this computer or a private network: on a public site, such an address would let whoever changes this setting make the server reach its internal network. Sites whose environment type (WP_ENVIRONMENT_TYPE) is local or development get a checkbox here.', 'jetpack-blocks' ),
				wp_get_environment_type()
			)
		) . '</p>';
		echo '<p class="description">' . esc_html( $rule ) . '</p>';
		return;
	}
	printf(
		'<input type="hidden" name="%1$s[allow_local_shown]" value="1" /><label><input type="checkbox" id="jetpack-blocks-ai-allow-local" name="%1$s[allow_local]" value="1" %2$s /> %3$s</label>',
		esc_attr( AI_SETTINGS_OPTION ),
		checked( ai_settings()['allow_local'], true, false ),
		esc_html__( 'Allow a model server on this computer or private network', 'jetpack-blocks' )
	);
	echo '<p class="description">' . esc_html(
		sprintf(
			/* translators: %s: the environment type, local or development. */
			__( 'Offered because this site’s environment type is %s. If the site becomes a production or staging site, the box no longer counts.', 'jetpack-blocks' ),
			wp_get_environment_type()
		)
	) . ' ' . esc_html( $rule ) . '</p>';
}

/**
 * API key field: never shows the stored key, only whether there is one.
 */
function ai_render_api_key_field(): void {
	$has_key = '' !== ai_settings()['api_key'];
	printf(
		'<input type="password" id="jetpack-blocks-ai-api-key" class="regular-text code" name="%1$s[new_api_key]" value="" autocomplete="new-password" placeholder="%2$s" />',
		esc_attr( AI_SETTINGS_OPTION ),
		esc_attr( $has_key ? __( 'Stored — type a new key to replace it', 'jetpack-blocks' ) : '' )
	);
	echo '<p class="description">';
	echo esc_html( $has_key ? __( 'A key is stored. Leave the field empty to keep it.', 'jetpack-blocks' ) : __( 'No key is stored. Local servers usually need none.', 'jetpack-blocks' ) );
	echo '</p>';
	if ( $has_key ) {
		printf(
			'<p><label><input type="checkbox" name="%1$s[remove_api_key]" value="1" /> %2$s</label></p>',
			esc_attr( AI_SETTINGS_OPTION ),
			esc_html__( 'Remove key', 'jetpack-blocks' )
		);
	}
}

/**
 * Model field.
 */
function ai_render_model_field(): void {
	printf(
		'<input type="text" id="jetpack-blocks-ai-model" class="regular-text code" name="%1$s[model]" value="%2$s" placeholder="%3$s" />',
		esc_attr( AI_SETTINGS_OPTION ),
		esc_attr( ai_settings()['model'] ),
		esc_attr( AI_DEFAULT_MODEL )
	);
	echo '<p class="description">' . esc_html__( 'Model name the service knows, e.g. gpt-4o-mini or llama3.1 (llama.cpp’s server answers with the model it loaded, whatever the name). Used for every chat request that does not ask for the larger model.', 'jetpack-blocks' ) . '</p>';
}

/**
 * A model-name input.
 *
 * @param string $key         Settings key.
 * @param string $placeholder Placeholder.
 * @param string $description Description under the field.
 */
function ai_render_model_name_input( string $key, string $placeholder, string $description ): void {
	printf(
		'<input type="text" id="%1$s" class="regular-text code" name="%2$s[%3$s]" value="%4$s" placeholder="%5$s" />',
		esc_attr( 'jetpack-blocks-ai-' . str_replace( '_', '-', $key ) ),
		esc_attr( AI_SETTINGS_OPTION ),
		esc_attr( $key ),
		esc_attr( (string) ai_settings()[ $key ] ),
		esc_attr( $placeholder )
	);
	echo '<p class="description">' . esc_html( $description ) . '</p>';
}

/**
 * Larger model field.
 */
function ai_render_larger_model_field(): void {
	ai_render_model_name_input(
		'larger_model',
		'gpt-4o',
		__( 'Answers the requests that ask for a larger model (the AI Assistant block’s “Use GPT-4” playground toggle). Empty: those requests use the model above.', 'jetpack-blocks' )
	);
}

/**
 * Transcription model field.
 */
function ai_render_transcription_model_field(): void {
	ai_render_model_name_input(
		'transcription_model',
		OpenAI_Compatible_Provider::DEFAULT_TRANSCRIPTION_MODEL,
		__( 'Used for dictation (/audio/transcriptions). A service without that endpoint (llama.cpp’s server, Ollama and LM Studio have none) is passed over: the offline recogniser transcribes where it is installed, and the editor says so.', 'jetpack-blocks' )
	);
}

/**
 * Image model field.
 */
function ai_render_image_model_field(): void {
	ai_render_model_name_input(
		'image_model',
		OpenAI_Compatible_Provider::DEFAULT_IMAGE_MODEL,
		__( 'Used for “Generate image” (/images/generations), e.g. gpt-image-1. A service without that endpoint cannot make images, and the editor says so.', 'jetpack-blocks' )
	);
}

/**
 * Intro of the usage section: the count so far.
 */
function ai_render_usage_section(): void {
	$feature = ai_usage_feature();
	printf(
		'<p>%s</p>',
		esc_html(
			sprintf(
				/* translators: 1: requests made on this site, 2: requests made this month. */
				__( 'Requests so far: %1$s in all, %2$s this month.', 'jetpack-blocks' ),
				number_format_i18n( $feature['requests-count'] ),
				number_format_i18n( $feature['usage-period']['requests-count'] )
			)
		)
	);
}

/**
 * Plan tier field.
 */
function ai_render_tier_field(): void {
	$tier = ai_settings()['tier'];
	printf( '<select id="jetpack-blocks-ai-tier" name="%s[tier]">', esc_attr( AI_SETTINGS_OPTION ) );
	printf(
		'<option value="free" %1$s>%2$s</option>',
		selected( $tier, 'free', false ),
		esc_html(
			sprintf(
				/* translators: %s: number of requests. */
				__( 'Free — %s requests in all', 'jetpack-blocks' ),
				number_format_i18n( ai_free_requests_limit() )
			)
		)
	);
	printf( '<option value="unlimited" %1$s>%2$s</option>', selected( $tier, 'unlimited', false ), esc_html__( 'Unlimited', 'jetpack-blocks' ) );
	echo '</select>';
	echo '<p class="description">' . esc_html__( 'The limit the editor shows and the AI routes apply. On the free tier, requests are refused once the limit is reached.', 'jetpack-blocks' ) . '</p>';
}

/**
 * Whether the AI Assistant block shows its playground controls (Gutenberg syntax, GPT-4, a custom
 * system prompt; spec 000 §2). Off by default: they are for people trying prompts, not for writing.
 * Turned on with the `jetpack_blocks_ai_playground` filter, e.g.
 * `add_filter( 'jetpack_blocks_ai_playground', '__return_true' );`.
 */
function ai_playground_enabled(): bool {
	/**
	 * Filters whether the AI Assistant block shows its playground controls.
	 *
	 * @param bool $enabled Default false.
	 */
	return (bool) apply_filters( 'jetpack_blocks_ai_playground', false );
}

/**
 * Prints the AI client configuration before a script: the site's REST root, not hosted.
 *
 * @param string $handle Registered script handle.
 */
function ai_print_client_config( string $handle ): void {
	static $printed = array();
	if ( isset( $printed[ $handle ] ) || ! wp_script_is( $handle, 'registered' ) ) {
		return;
	}
	$printed[ $handle ] = true;
	// Once per page: on WordPress 7 finding the model asks the AI Client's providers.
	static $source = false;
	if ( false === $source ) {
		$source = ai_model_source();
	}
	wp_add_inline_script(
		$handle,
		'window.JetpackBlocksAi = ' . wp_json_encode(
			array(
				'apiRoot'            => rest_url(),
				'isHosted'           => false,
				// Whether a user must connect their account first (php-stubs/ai/token.php).
				'requiresConnection' => ai_requires_user_connection(),
				// The client keeps its cached token per user (src/shared/ai-client/token.ts).
				'userId'             => get_current_user_id(),
				'playground'         => ai_playground_enabled(),
				// Whether a model answers; without one the editor shows the set-up state and
				// sends nothing (src/shared/ai-client/config.ts).
				'model'              => array(
					'configured'  => null !== $source,
					'source'      => $source,
					'canSetUp'    => current_user_can( ai_settings_capability() ),
					'setupUrl'    => admin_url( 'options-general.php?page=' . AI_SETTINGS_PAGE ),
					'largerModel' => '' !== ( ai_settings()['larger_model'] ?? '' ),
				),
				// Real offline tools on this site (php-stubs/ai/class-offline-tools.php).
				'tools'              => ai_offline_tools_status(),
				// The site's language, not the user's: it orders the translation languages.
				'siteLanguage'       => get_locale(),
			)
		) . ';',
		'before'
	);
}

/**
 * The editor's AI client talks to this site.
 */
function ai_enqueue_editor_config(): void {
	ai_print_client_config( EDITOR_SCRIPT_HANDLE );
	ai_print_client_config( AI_SETTINGS_SCRIPT_HANDLE );
}
add_action( 'enqueue_block_editor_assets', __NAMESPACE__ . '\ai_enqueue_editor_config' );

/**
 * The service choice's script: picking a service puts its usual base URL in the field ("Other"
 * leaves the field as it is); typing an address picks the service it belongs to, or "Other".
 */
function ai_service_choice_script(): string {
	return <<<'JS'
( function () {
	var field = document.getElementById( 'jetpack-blocks-ai-base-url' );
	var radios = document.querySelectorAll( '#jetpack-blocks-ai-service input[type=radio]' );
	if ( ! field || ! radios.length ) {
		return;
	}
	var presets = Array.prototype.map.call( radios, function ( radio ) {
		return radio.getAttribute( 'data-base-url' );
	} );
	Array.prototype.forEach.call( radios, function ( radio ) {
		radio.addEventListener( 'change', function () {
			var url = radio.getAttribute( 'data-base-url' );
			if ( url ) {
				field.value = url;
			}
		} );
	} );
	field.addEventListener( 'input', function () {
		var value = field.value.trim().replace( /\/+$/, '' );
		Array.prototype.forEach.call( radios, function ( radio ) {
			var url = radio.getAttribute( 'data-base-url' );
			radio.checked = url ? url === value : presets.indexOf( value ) === -1 && value !== '';
		} );
	} );
} )();
JS;
}

/**
 * Scripts of the settings screen: the playground, when it has been built (hooked only while that
 * screen loads).
 */
function ai_enqueue_settings_assets(): void {
	wp_enqueue_style( 'wp-components' );
	// The service choice fills in the base URL at once; the form works without it (see
	// ai_sanitize_settings()), so this is a few lines inline rather than a built script.
	wp_register_script( 'jetpack-blocks-ai-service-choice', false, array(), plugin_info()['version'], true );
	wp_enqueue_script( 'jetpack-blocks-ai-service-choice' );
	wp_add_inline_script( 'jetpack-blocks-ai-service-choice', ai_service_choice_script() );
	if ( ! register_built_script( AI_SETTINGS_SCRIPT_HANDLE, 'admin/ai-settings' ) ) {
		return; // Not built yet: the screen still works without its playground.
	}
	ai_print_client_config( AI_SETTINGS_SCRIPT_HANDLE );
	ai_print_client_config( EDITOR_SCRIPT_HANDLE );
	wp_enqueue_script( AI_SETTINGS_SCRIPT_HANDLE );
	wp_enqueue_style( AI_SETTINGS_SCRIPT_HANDLE );
}
