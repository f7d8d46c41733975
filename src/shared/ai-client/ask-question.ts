/**
 * Asks the AI a question (spec 000 §7 AI 2): fetches the site token, then opens the completion
 * stream. Never rejects: a token that cannot be fetched is reported by the returned source as
 * `error_network` (asynchronously, so listeners attached after `await` hear it).
 */
import { SuggestionsEventSource } from './suggestions-event-source';
import { requestJwt } from './token';
import type { AskQuestionOptions, PromptProp } from './types';

export async function askQuestion(
	prompt: PromptProp,
	options: AskQuestionOptions = {}
): Promise< SuggestionsEventSource > {
	let token: string | ( () => Promise< string > );
	try {
		token = ( await requestJwt() ).token;
	} catch ( error ) {
		token = () => Promise.reject( error );
	}
	return new SuggestionsEventSource( { ...options, prompt, token } );
}
