/**
 * The prompts of the suggestion kinds (spec 000 §9): what the block sends for each toolbar tool and
 * for the user's own prompt.
 *
 * The user's prompt is a conversation: a system message, the history, then the prompt (with the
 * block's current text as the assistant's last answer when there is no history yet, so "make it
 * funnier" has something to work on). A toolbar tool is one task on the block's text, sent with the
 * provider's own role (`jetpack-ai`): its context names the task (`ai-assistant-<kind>`), carries
 * the text and the options (tone, language), and spells the task out in `request`, which providers
 * that take plain chat messages pass on to the model.
 */
import { __ } from '@wordpress/i18n';
import type { ChatMessage } from '../../shared/ai-client';
import { keepRecent } from './messages';

export const SUGGESTION_KINDS = [
	'titleSummary',
	'continue',
	'simplify',
	'correctSpelling',
	'generateTitle',
	'makeLonger',
	'makeShorter',
	'changeTone',
	'summarize',
	'changeLanguage',
	'userPrompt',
] as const;

export type SuggestionKind = ( typeof SUGGESTION_KINDS )[ number ];

export const TONES = [
	'formal',
	'informal',
	'optimistic',
	'humorous',
	'serious',
	'skeptical',
	'empathetic',
	'confident',
	'passionate',
	'provocative',
] as const;

export type Tone = ( typeof TONES )[ number ];
export const DEFAULT_TONE: Tone = 'formal';

export const LANGUAGES = [
	'en',
	'es',
	'fr',
	'de',
	'it',
	'pt',
	'ru',
	'zh',
	'ja',
	'ar',
	'hi',
	'ko',
] as const;

export type Language = ( typeof LANGUAGES )[ number ];

export function isSuggestionKind( value: unknown ): value is SuggestionKind {
	return SUGGESTION_KINDS.includes( value as SuggestionKind );
}

/** The tone names users see. */
export function toneLabel( tone: Tone ): string {
	const labels: Record< Tone, string > = {
		formal: __( 'Formal', 'jetpack-blocks' ),
		informal: __( 'Informal', 'jetpack-blocks' ),
		optimistic: __( 'Optimistic', 'jetpack-blocks' ),
		humorous: __( 'Humorous', 'jetpack-blocks' ),
		serious: __( 'Serious', 'jetpack-blocks' ),
		skeptical: __( 'Skeptical', 'jetpack-blocks' ),
		empathetic: __( 'Empathetic', 'jetpack-blocks' ),
		confident: __( 'Confident', 'jetpack-blocks' ),
		passionate: __( 'Passionate', 'jetpack-blocks' ),
		provocative: __( 'Provocative', 'jetpack-blocks' ),
	};
	return labels[ tone ];
}

/** The language names users see (in the editor's language). */
export function languageLabel( language: Language ): string {
	const labels: Record< Language, string > = {
		en: __( 'English', 'jetpack-blocks' ),
		es: __( 'Spanish', 'jetpack-blocks' ),
		fr: __( 'French', 'jetpack-blocks' ),
		de: __( 'German', 'jetpack-blocks' ),
		it: __( 'Italian', 'jetpack-blocks' ),
		pt: __( 'Portuguese', 'jetpack-blocks' ),
		ru: __( 'Russian', 'jetpack-blocks' ),
		zh: __( 'Chinese', 'jetpack-blocks' ),
		ja: __( 'Japanese', 'jetpack-blocks' ),
		ar: __( 'Arabic', 'jetpack-blocks' ),
		hi: __( 'Hindi', 'jetpack-blocks' ),
		ko: __( 'Korean', 'jetpack-blocks' ),
	};
	return labels[ language ];
}

/**
 * The twelve languages with the site's first (spec 000 §9). `siteLocale` is a WordPress locale or
 * BCP 47 tag (`de_DE`, `pt-BR`, `ja`); a site language outside the list leaves the order as it is.
 */
export function languagesSiteFirst(
	siteLocale: string | undefined
): Language[] {
	const primary = ( siteLocale ?? '' )
		.toLowerCase()
		.split( /[-_]/ )[ 0 ] as Language;
	if ( ! LANGUAGES.includes( primary ) ) {
		return [ ...LANGUAGES ];
	}
	return [ primary, ...LANGUAGES.filter( ( code ) => code !== primary ) ];
}

/** The menu labels of the toolbar tools. */
export function kindLabel( kind: SuggestionKind ): string {
	switch ( kind ) {
		case 'titleSummary':
			return __( 'Summarize based on title', 'jetpack-blocks' );
		case 'continue':
			return __( 'Continue writing', 'jetpack-blocks' );
		case 'simplify':
			return __( 'Simplify', 'jetpack-blocks' );
		case 'correctSpelling':
			return __( 'Correct spelling and grammar', 'jetpack-blocks' );
		case 'generateTitle':
			return __( 'Generate a post title', 'jetpack-blocks' );
		case 'makeLonger':
			return __( 'Make longer', 'jetpack-blocks' );
		case 'makeShorter':
			return __( 'Make shorter', 'jetpack-blocks' );
		case 'changeTone':
			return __( 'Change tone', 'jetpack-blocks' );
		case 'summarize':
			return __( 'Summarize', 'jetpack-blocks' );
		case 'changeLanguage':
			return __( 'Translate', 'jetpack-blocks' );
		case 'userPrompt':
		default:
			return __( 'Ask the assistant', 'jetpack-blocks' );
	}
}

/** Language names for the model (the instructions to the model are in English, like the system prompt). */
const LANGUAGE_NAMES: Record< Language, string > = {
	en: 'English',
	es: 'Spanish',
	fr: 'French',
	de: 'German',
	it: 'Italian',
	pt: 'Portuguese',
	ru: 'Russian',
	zh: 'Chinese',
	ja: 'Japanese',
	ar: 'Arabic',
	hi: 'Hindi',
	ko: 'Korean',
};

/**
 * The task of a toolbar tool in words: what the model is asked to do with the text. It talks to the
 * model, not to the user, so it is not translated (a translated instruction could change the
 * language of the answer).
 */
export function taskRequest(
	kind: Exclude< SuggestionKind, 'userPrompt' >,
	options: { tone?: Tone; language?: Language; postTitle?: string } = {}
): string {
	switch ( kind ) {
		case 'titleSummary':
			return `Write a short summary of the content that fits the post title "${
				options.postTitle?.trim() || 'Untitled'
			}".`;
		case 'continue':
			return 'Continue writing the content: add one or two paragraphs that follow on from it, in the same style. Answer with the new paragraphs only.';
		case 'simplify':
			return 'Simplify the content: use simple words and short sentences, and keep its meaning.';
		case 'correctSpelling':
			return 'Correct the spelling and grammar of the content. Change nothing else.';
		case 'generateTitle':
			return 'Write a title for a post with this content. Answer with the title only, on one line, without quotes.';
		case 'makeLonger':
			return 'Make the content longer: about double its length, with more detail and examples.';
		case 'makeShorter':
			return 'Make the content shorter: about half its length, keeping the main points.';
		case 'changeTone':
			return `Rewrite the content in a ${
				options.tone ?? DEFAULT_TONE
			} tone. Keep its meaning.`;
		case 'summarize':
			return 'Summarize the content in a few sentences.';
		case 'changeLanguage': {
			const language = options.language ?? 'en';
			return `Translate the content into ${ LANGUAGE_NAMES[ language ] } (${ language }). Answer with the translation only.`;
		}
	}
	return '';
}

/** The task name sent in the context (`ai-assistant-change-tone` for changeTone). */
export function contextType( kind: SuggestionKind ): string {
	return `ai-assistant-${ kind.replace(
		/[A-Z]/g,
		( letter ) => `-${ letter.toLowerCase() }`
	) }`;
}

export function systemPrompt( {
	useGutenbergSyntax = false,
	customSystemPrompt = '',
}: {
	useGutenbergSyntax?: boolean;
	customSystemPrompt?: string;
} = {} ): string {
	if ( customSystemPrompt.trim() ) {
		return customSystemPrompt.trim();
	}
	const format = useGutenbergSyntax
		? 'Answer in WordPress block markup (Gutenberg syntax): core/paragraph, core/heading and core/list blocks with their HTML comments, and nothing else.'
		: 'Answer in markdown: paragraphs, headings, lists, bold and italics. Do not wrap the answer in a code block.';
	// The system prompt talks to the model, not to the user: it is not translated.
	return [
		'You are an AI writing assistant inside the WordPress block editor.',
		'Write content the user can publish as it is, without any preamble or commentary.',
		format,
		'If the request cannot be understood, answer only with JETPACK_AI_ERROR.',
	].join( ' ' );
}

export interface PromptInput {
	kind: SuggestionKind;
	/** The block's current text. */
	content?: string;
	/** The user's prompt (userPrompt only). */
	userPrompt?: string;
	/** The conversation so far (userPrompt only). */
	history?: ChatMessage[];
	tone?: Tone;
	language?: Language;
	postTitle?: string;
	useGutenbergSyntax?: boolean;
	customSystemPrompt?: string;
}

export interface BuiltPrompt {
	/** What is sent. */
	messages: ChatMessage[];
	/** How the exchange is remembered in the history: the request in plain words. */
	historyEntry: ChatMessage;
}

export function buildPrompt( input: PromptInput ): BuiltPrompt {
	const content = input.content ?? '';
	if ( input.kind === 'userPrompt' ) {
		const request: ChatMessage = {
			role: 'user',
			content: ( input.userPrompt ?? '' ).trim(),
		};
		const history = keepRecent( input.history ?? [] );
		const context: ChatMessage[] =
			history.length === 0 && content.trim()
				? [ { role: 'assistant', content } ]
				: history;
		return {
			messages: [
				{ role: 'system', content: systemPrompt( input ) },
				...context,
				request,
			],
			historyEntry: request,
		};
	}
	const request = taskRequest( input.kind, input );
	const extra: Record< string, string > = {};
	if ( input.kind === 'changeTone' ) {
		extra.tone = input.tone ?? DEFAULT_TONE;
	}
	if ( input.kind === 'changeLanguage' ) {
		extra.language = input.language ?? 'en';
	}
	if ( input.kind === 'titleSummary' && input.postTitle ) {
		extra.title = input.postTitle;
	}
	return {
		messages: [
			{
				role: 'jetpack-ai',
				context: {
					type: contextType( input.kind ),
					content,
					request,
					...extra,
				} as ChatMessage[ 'context' ] & Record< string, string >,
			},
		],
		historyEntry: { role: 'user', content: `${ request }\n\n${ content }` },
	};
}
