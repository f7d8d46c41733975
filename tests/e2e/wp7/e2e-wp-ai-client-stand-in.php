<?php
/**
 * Test sites on WordPress 7.x only (tests/e2e/specs/wp7-ai-client.spec.ts): an AI provider
 * registered with WordPress's AI Client the way a provider plugin does it, pointing at the suite's
 * loopback OpenAI-compatible stand-in (tests/e2e/helpers/ai-provider.ts startFakeUpstream).
 *
 * - The provider is registered only while the option `jetpack_blocks_e2e_wp7_upstream` holds the
 *   stand-in's base URL (e.g. http://127.0.0.1:PORT/v1); the spec sets and clears it through
 *   POST /wp/v2/settings, so "provider unregistered" is a real state of the AI Client's registry.
 * - Its key comes from Settings → Connectors as for any provider plugin: WordPress registers the
 *   connector `e2e-stand-in` from the provider's metadata, stores the key in the option
 *   `connectors_ai_e2e_stand_in_api_key`, and hands it to the AI Client on `init`.
 * - It lists its models with GET /models (the library's OpenAI-compatible directory): ids with
 *   "image" in them draw images (POST /images/generations), the others generate text
 *   (POST /chat/completions) with system instructions, chat history and function calls. No model
 *   takes audio, so the plugin's transcription falls back.
 *
 * Built on the OpenAI-compatible base classes of the bundled PHP AI Client library
 * (wp-includes/php-ai-client/src/Providers/OpenAiCompatibleImplementation).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks_E2E_Wp7;

use WordPress\AiClient\AiClient;
use WordPress\AiClient\Messages\Enums\ModalityEnum;
use WordPress\AiClient\Providers\ApiBasedImplementation\AbstractApiProvider;
use WordPress\AiClient\Providers\ApiBasedImplementation\ListModelsApiBasedProviderAvailability;
use WordPress\AiClient\Providers\Contracts\ModelMetadataDirectoryInterface;
use WordPress\AiClient\Providers\Contracts\ProviderAvailabilityInterface;
use WordPress\AiClient\Providers\DTO\ProviderMetadata;
use WordPress\AiClient\Providers\Enums\ProviderTypeEnum;
use WordPress\AiClient\Providers\Http\DTO\Request;
use WordPress\AiClient\Providers\Http\DTO\Response;
use WordPress\AiClient\Providers\Http\Enums\HttpMethodEnum;
use WordPress\AiClient\Providers\Http\Enums\RequestAuthenticationMethod;
use WordPress\AiClient\Providers\Models\Contracts\ModelInterface;
use WordPress\AiClient\Providers\Models\DTO\ModelMetadata;
use WordPress\AiClient\Providers\Models\DTO\SupportedOption;
use WordPress\AiClient\Providers\Models\Enums\CapabilityEnum;
use WordPress\AiClient\Providers\Models\Enums\OptionEnum;
use WordPress\AiClient\Providers\OpenAiCompatibleImplementation\AbstractOpenAiCompatibleImageGenerationModel;
use WordPress\AiClient\Providers\OpenAiCompatibleImplementation\AbstractOpenAiCompatibleModelMetadataDirectory;
use WordPress\AiClient\Providers\OpenAiCompatibleImplementation\AbstractOpenAiCompatibleTextGenerationModel;

defined( 'ABSPATH' ) || exit;

const UPSTREAM_OPTION = 'jetpack_blocks_e2e_wp7_upstream';

if ( ! class_exists( AiClient::class ) ) {
	return; // Not WordPress 7: nothing to register with.
}

/** The stand-in's base URL, without trailing slash; '' when the provider is off. */
function upstream(): string {
	$url = get_option( UPSTREAM_OPTION, '' );
	return is_string( $url ) ? rtrim( $url, '/' ) : '';
}

/**
 * A request to the stand-in.
 *
 * @param HttpMethodEnum $method  Method.
 * @param string         $path    Path below the base URL.
 * @param array          $headers Headers.
 * @param mixed          $data    Body data.
 * @param mixed          $options Request options of the model, if any.
 */
function request( HttpMethodEnum $method, string $path, array $headers, $data, $options = null ): Request {
	return new Request( $method, Stand_In_Provider::url( $path ), $headers, $data, $options );
}

/**
 * The provider.
 */
class Stand_In_Provider extends AbstractApiProvider {

	protected static function baseUrl(): string {
		return upstream();
	}

	protected static function createModel( ModelMetadata $model_metadata, ProviderMetadata $provider_metadata ): ModelInterface {
		foreach ( $model_metadata->getSupportedCapabilities() as $capability ) {
			if ( $capability->isImageGeneration() ) {
				return new Stand_In_Image_Model( $model_metadata, $provider_metadata );
			}
		}
		return new Stand_In_Text_Model( $model_metadata, $provider_metadata );
	}

	protected static function createProviderMetadata(): ProviderMetadata {
		return new ProviderMetadata(
			'e2e-stand-in',
			'E2E stand-in',
			ProviderTypeEnum::cloud(),
			null,
			RequestAuthenticationMethod::apiKey(),
			'The browser suite’s loopback OpenAI-compatible stand-in.'
		);
	}

	protected static function createProviderAvailability(): ProviderAvailabilityInterface {
		return new ListModelsApiBasedProviderAvailability( static::modelMetadataDirectory() );
	}

	protected static function createModelMetadataDirectory(): ModelMetadataDirectoryInterface {
		return new Stand_In_Models();
	}
}

/**
 * The stand-in's models, from GET /models.
 */
class Stand_In_Models extends AbstractOpenAiCompatibleModelMetadataDirectory {

	protected function createRequest( HttpMethodEnum $method, string $path, array $headers = array(), $data = null ): Request {
		return request( $method, $path, $headers, $data );
	}

	protected function parseResponseToModelMetadataList( Response $response ): array {
		$data = $response->getData();
		$list = array();
		foreach ( (array) ( $data['data'] ?? array() ) as $model ) {
			$id = is_array( $model ) && is_string( $model['id'] ?? null ) ? $model['id'] : '';
			if ( '' === $id ) {
				continue;
			}
			$text_in = new SupportedOption( OptionEnum::inputModalities(), array( array( ModalityEnum::text() ) ) );
			if ( str_contains( $id, 'image' ) ) {
				$list[] = new ModelMetadata(
					$id,
					$id,
					array( CapabilityEnum::imageGeneration() ),
					array(
						$text_in,
						new SupportedOption( OptionEnum::outputModalities(), array( array( ModalityEnum::image() ) ) ),
						new SupportedOption( OptionEnum::candidateCount() ),
						new SupportedOption( OptionEnum::outputFileType() ),
						new SupportedOption( OptionEnum::outputMimeType(), array( 'image/png' ) ),
					)
				);
				continue;
			}
			$list[] = new ModelMetadata(
				$id,
				$id,
				array( CapabilityEnum::textGeneration(), CapabilityEnum::chatHistory() ),
				array(
					$text_in,
					new SupportedOption( OptionEnum::outputModalities(), array( array( ModalityEnum::text() ) ) ),
					new SupportedOption( OptionEnum::systemInstruction() ),
					new SupportedOption( OptionEnum::functionDeclarations() ),
					new SupportedOption( OptionEnum::maxTokens() ),
					new SupportedOption( OptionEnum::temperature() ),
					new SupportedOption( OptionEnum::candidateCount() ),
				)
			);
		}
		return $list;
	}
}

/**
 * Chat completions (not streamed: the library's text models ask for the whole answer).
 */
class Stand_In_Text_Model extends AbstractOpenAiCompatibleTextGenerationModel {

	protected function createRequest( HttpMethodEnum $method, string $path, array $headers = array(), $data = null ): Request {
		return request( $method, $path, $headers, $data, $this->getRequestOptions() );
	}
}

/**
 * Image generations.
 */
class Stand_In_Image_Model extends AbstractOpenAiCompatibleImageGenerationModel {

	protected function createRequest( HttpMethodEnum $method, string $path, array $headers = array(), $data = null ): Request {
		return request( $method, $path, $headers, $data, $this->getRequestOptions() );
	}
}

/*
 * Registered before `init` 15, when WordPress builds its connectors from the AI Client's registry
 * (and on `init` 20 hands the stored key to the provider).
 */
add_action(
	'init',
	static function () {
		register_setting(
			'general',
			UPSTREAM_OPTION,
			array(
				'type'         => 'string',
				'default'      => '',
				'show_in_rest' => true,
			)
		);
		if ( '' !== upstream() ) {
			AiClient::defaultRegistry()->registerProvider( Stand_In_Provider::class );
		}
	},
	5
);

// The stand-in listens on a random loopback port; WordPress's safe HTTP requests allow only ports
// 80, 443 and 8080 (a provider plugin for a local model server has to allow its port the same way).
add_filter(
	'http_allowed_safe_ports',
	static function ( $ports, $host ) {
		$port = (int) wp_parse_url( upstream(), PHP_URL_PORT );
		if ( $port > 0 && wp_parse_url( upstream(), PHP_URL_HOST ) === $host ) {
			$ports[] = $port;
		}
		return $ports;
	},
	10,
	2
);
