import type { ChatMessage, RequestingState } from '../../shared/ai-client';

/** The block's attributes (spec 000 §3, spec 002 §9). */
export type AiAssistantAttributes = {
	/** The generated text, in markdown (or block markup when useGutenbergSyntax is on). */
	content?: string;
	/** What is typed in the prompt bar. */
	userPrompt: string;
	/** The suggestion kind of the latest request (see prompts.ts). */
	promptType?: string;
	requestingState: RequestingState;
	/** The conversation so far, at most MAX_MESSAGES entries. */
	messages: ChatMessage[];
	/** The content before the latest request: Discard puts it back. */
	originalContent?: string;
	/** The conversation before the latest request: Discard puts it back. */
	originalMessages: ChatMessage[];
	/** The prompt of the latest request, kept for Retry and Regenerate (also after a reload). */
	requestedPrompt?: string;
	useGutenbergSyntax: boolean;
	useGpt4: boolean;
	customSystemPrompt: string;
};
