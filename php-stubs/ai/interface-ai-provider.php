<?php
/**
 * What every AI provider does: complete a chat, transcribe audio, draw an image. The routes speak
 * only to this interface, so WordPress's AI Client and an OpenAI-compatible service are interchangeable.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * An AI provider.
 */
interface Ai_Provider {

	/**
	 * Completes a chat.
	 *
	 * Yields the answer piece by piece, as it becomes available: a string is a piece of text; an
	 * array `array( 'function_call' => array( 'name' => string (first part only), 'arguments' =>
	 * string ) )` is a part of a function call, whose `arguments` fragments concatenate to JSON.
	 * Failures throw Ai_Error — before the first piece when the request itself is refused
	 * (moderation, upstream status), so the route can still answer with that status.
	 *
	 * @param array<int, array<string, mixed>> $messages Validated messages: role, content?, context?.
	 * @param array<string, mixed>             $options  `functions` (array), `model` (string),
	 *                                                   `feature` (string), `post_id` (int),
	 *                                                   `stream` (bool: false = no pacing needed).
	 * @return iterable<int, string|array<string, array<string, string>>>
	 * @throws Ai_Error When the provider refuses or fails.
	 */
	public function complete( array $messages, array $options ): iterable;

	/**
	 * Transcribes an uploaded audio file that already passed validation.
	 *
	 * @param string $path      Path of the uploaded file.
	 * @param string $file_name Name the client gave the file.
	 * @param string $mime_type MIME type the client gave the file.
	 * @return string The text.
	 * @throws Ai_Error When the provider cannot transcribe.
	 */
	public function transcribe( string $path, string $file_name, string $mime_type ): string;

	/**
	 * Draws an image for a prompt.
	 *
	 * @param string $prompt Non-empty prompt.
	 * @return string PNG bytes.
	 * @throws Ai_Error When the provider cannot draw.
	 */
	public function generate_image( string $prompt ): string;
}
