<?php
/**
 * The AI provider setting (Settings → Jetpack Blocks AI) and the client configuration printed into
 * pages.
 *
 * With no base URL the offline provider answers every AI request on the site itself. An
 * administrator may point the site at an OpenAI-compatible service instead (base URL, API key,
 * model), and pick the plan tier that usage counting applies (free: 20 requests; unlimited).
 *
 * The key belongs to the service it was entered for: when the base URL moves to another origin
 * (scheme, host or port), the stored key is dropped unless a new one comes with the change, so it is
 * never sent to a new host unnoticed. On a multisite network these settings take the network
 * capability `manage_network_options`: a site administrator must not point the server at hosts of
 * their choosing. Which hosts the provider may reach at all is decided by
 * OpenAI_Compatible_Provider::target() (local model servers need JETPACK_BLOCKS_AI_ALLOW_LOCAL_PROVIDER
 * or the `jetpack_blocks_ai_allow_local_provider` filter).
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
 * Settings with no choice made.
 *
 * @return array{base_url: string, api_key: string, model: string, tier: string}
 */
function ai_settings_defaults(): array {
	return array(
		'base_url' => '',
		'api_key'  => '',
		'model'    => AI_DEFAULT_MODEL,
		'tier'     => 'free',
	);
}

/**
 * The stored settings, complete and typed.
 *
 * @return array{base_url: string, api_key: string, model: string, tier: string}
 */
function ai_settings(): array {
	$stored   = get_option( AI_SETTINGS_OPTION, array() );
	$stored   = is_array( $stored ) ? $stored : array();
	$settings = ai_settings_defaults();
	foreach ( $settings as $key => $default ) {
		if ( isset( $stored[ $key ] ) && is_string( $stored[ $key ] ) ) {
			$settings[ $key ] = $stored[ $key ];
		}
	}
	if ( '' === $settings['model'] ) {
		$settings['model'] = AI_DEFAULT_MODEL;
	}
	$settings['tier'] = 'unlimited' === $settings['tier'] ? 'unlimited' : 'free';
	return $settings;
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
		$provider = new OpenAI_Compatible_Provider( $settings['base_url'], $settings['api_key'], $settings['model'] );
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
 * @param mixed $input Submitted value.
 * @return array{base_url: string, api_key: string, model: string, tier: string}
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

	if ( isset( $input['model'] ) && is_string( $input['model'] ) ) {
		$model           = substr( (string) preg_replace( '/[^A-Za-z0-9._:\/@+-]/', '', $input['model'] ), 0, 128 );
		$output['model'] = '' === $model ? AI_DEFAULT_MODEL : $model;
	}

	if ( isset( $input['tier'] ) && is_string( $input['tier'] ) ) {
		$output['tier'] = 'unlimited' === $input['tier'] ? 'unlimited' : 'free';
	}

	return array(
		'base_url' => $output['base_url'],
		'api_key'  => $output['api_key'],
		'model'    => $output['model'],
		'tier'     => $output['tier'],
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
	add_settings_field( 'jetpack_blocks_ai_base_url', __( 'Base URL', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_base_url_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider', array( 'label_for' => 'jetpack-blocks-ai-base-url' ) );
	add_settings_field( 'jetpack_blocks_ai_api_key', __( 'API key', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_api_key_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider', array( 'label_for' => 'jetpack-blocks-ai-api-key' ) );
	add_settings_field( 'jetpack_blocks_ai_model', __( 'Model', 'jetpack-blocks' ), __NAMESPACE__ . '\ai_render_model_field', AI_SETTINGS_PAGE, 'jetpack_blocks_ai_provider', array( 'label_for' => 'jetpack-blocks-ai-model' ) );

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
	if ( '' === $settings['base_url'] ) {
		$status = __( 'No AI model is set up for this site.', 'jetpack-blocks' );
	} else {
		$status = sprintf(
			/* translators: 1: host name of the service, 2: model name. */
			__( 'Now answering: the OpenAI-compatible service at %1$s, model %2$s.', 'jetpack-blocks' ),
			(string) wp_parse_url( $settings['base_url'], PHP_URL_HOST ),
			$settings['model']
		);
	}
	echo '<p>' . esc_html( $status ) . '</p>';
	if ( '' === $settings['base_url'] ) {
		return;
	}
	// The same check every request makes: say now why requests would be refused.
	try {
		OpenAI_Compatible_Provider::target( $settings['base_url'] );
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
 * Base URL field.
 */
function ai_render_base_url_field(): void {
	printf(
		'<input type="url" id="jetpack-blocks-ai-base-url" class="regular-text code" name="%1$s[base_url]" value="%2$s" placeholder="https://api.openai.com/v1" />',
		esc_attr( AI_SETTINGS_OPTION ),
		esc_attr( ai_settings()['base_url'] )
	);
	echo '<p class="description">' . esc_html__( 'The site sends chat requests to this address followed by /chat/completions. Empty: no model. Redirects are not followed. Changing the host, scheme or port removes the stored API key.', 'jetpack-blocks' ) . '</p>';
	echo '<p class="description">' . esc_html(
		sprintf(
			/* translators: 1: example address, 2: PHP code of a constant definition, 3: filter name. */
			__( 'A model server on this computer or a private network (such as Ollama at %1$s) is refused unless allowed in wp-config.php with %2$s, or by a plugin through the %3$s filter.', 'jetpack-blocks' ),
			'http://127.0.0.1:11434/v1',
			"define( '" . OpenAI_Compatible_Provider::ALLOW_LOCAL_CONSTANT . "', true );",
			OpenAI_Compatible_Provider::ALLOW_LOCAL_FILTER
		)
	) . '</p>';

	$base_url = ai_settings()['base_url'];
	if ( 'http' === strtolower( (string) wp_parse_url( $base_url, PHP_URL_SCHEME ) ) && ! OpenAI_Compatible_Provider::is_loopback_host( (string) wp_parse_url( $base_url, PHP_URL_HOST ) ) ) {
		printf(
			'<div class="notice notice-warning inline"><p>%s</p></div>',
			esc_html__( 'This address uses http:// to another computer: the API key and every prompt travel over the network unencrypted. Use https:// unless the whole network path is trusted.', 'jetpack-blocks' )
		);
	}
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
	echo '<p class="description">' . esc_html__( 'Model name the service knows, e.g. gpt-4o-mini or llama3.1. Used for every request.', 'jetpack-blocks' ) . '</p>';
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
				number_format_i18n( AI_FREE_REQUESTS_LIMIT )
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
					'configured'  => null !== ai_model_source(),
					'source'      => ai_model_source(),
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
 * Scripts of the settings screen: the playground, when it has been built (hooked only while that
 * screen loads).
 */
function ai_enqueue_settings_assets(): void {
	wp_enqueue_style( 'wp-components' );
	if ( ! register_built_script( AI_SETTINGS_SCRIPT_HANDLE, 'admin/ai-settings' ) ) {
		return; // Not built yet: the screen still works without its playground.
	}
	ai_print_client_config( AI_SETTINGS_SCRIPT_HANDLE );
	ai_print_client_config( EDITOR_SCRIPT_HANDLE );
	wp_enqueue_script( AI_SETTINGS_SCRIPT_HANDLE );
	wp_enqueue_style( AI_SETTINGS_SCRIPT_HANDLE );
}
