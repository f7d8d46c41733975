/**
 * The block's conversation history (spec 000 §9): at most 20 messages are kept, and a network
 * failure drops 8 of them. The oldest go first: the history is sent back with every prompt, so a
 * failure that may come from a request grown too large is answered with a smaller one.
 */
import type { ChatMessage } from '../../shared/ai-client';

export const MAX_MESSAGES = 20;
export const NETWORK_FAILURE_DROP = 8;

/** The last `MAX_MESSAGES` messages. */
export function keepRecent( messages: ChatMessage[] ): ChatMessage[] {
	return messages.length > MAX_MESSAGES
		? messages.slice( messages.length - MAX_MESSAGES )
		: messages;
}

/** The history after one exchange: the request and the answer appended, then trimmed. */
export function withExchange(
	messages: ChatMessage[],
	request: ChatMessage,
	answer: string
): ChatMessage[] {
	return keepRecent( [
		...messages,
		request,
		{ role: 'assistant', content: answer },
	] );
}

/** The history after a network failure: the 8 oldest messages dropped. */
export function afterNetworkFailure( messages: ChatMessage[] ): ChatMessage[] {
	return keepRecent( messages ).slice( NETWORK_FAILURE_DROP );
}
