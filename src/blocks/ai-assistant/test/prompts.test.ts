import type { ChatMessage } from '../../../shared/ai-client';
import {
	DEFAULT_TONE,
	LANGUAGES,
	SUGGESTION_KINDS,
	TONES,
	buildPrompt,
	contextType,
	languagesSiteFirst,
	systemPrompt,
	type SuggestionKind,
} from '../prompts';

const CONTENT = 'Bees make honey. They live in hives.';

function context( message: ChatMessage | undefined ) {
	return message?.context as Record< string, string > | undefined;
}

describe( 'suggestion kinds', () => {
	it( 'are the eleven of the spec', () => {
		expect( SUGGESTION_KINDS ).toEqual( [
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
		] );
	} );

	it( 'offer ten tones, formal by default, and twelve languages', () => {
		expect( TONES ).toEqual( [
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
		] );
		expect( DEFAULT_TONE ).toBe( 'formal' );
		expect( LANGUAGES ).toEqual( [
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
		] );
	} );
} );

describe( 'languagesSiteFirst', () => {
	it.each( [
		[ 'de_DE', 'de' ],
		[ 'pt-BR', 'pt' ],
		[ 'ja', 'ja' ],
		[ 'en-US', 'en' ],
	] )( 'puts the site language of %s first', ( locale, first ) => {
		const languages = languagesSiteFirst( locale );
		expect( languages[ 0 ] ).toBe( first );
		expect( [ ...languages ].sort() ).toEqual( [ ...LANGUAGES ].sort() );
	} );

	it( 'keeps the order for a site language outside the list', () => {
		expect( languagesSiteFirst( 'nl_NL' ) ).toEqual( [ ...LANGUAGES ] );
		expect( languagesSiteFirst( undefined ) ).toEqual( [ ...LANGUAGES ] );
	} );
} );

describe( 'buildPrompt for the toolbar tools', () => {
	const tools = SUGGESTION_KINDS.filter(
		( kind ): kind is Exclude< SuggestionKind, 'userPrompt' > =>
			kind !== 'userPrompt'
	);

	it.each( tools )(
		'%s sends one task on the block text, named in the context',
		( kind ) => {
			const { messages, historyEntry } = buildPrompt( {
				kind,
				content: CONTENT,
				postTitle: 'All about bees',
			} );
			expect( messages ).toHaveLength( 1 );
			expect( messages[ 0 ]?.role ).toBe( 'jetpack-ai' );
			expect( context( messages[ 0 ] ) ).toMatchObject( {
				type: contextType( kind ),
				content: CONTENT,
			} );
			const request = context( messages[ 0 ] )?.request ?? '';
			expect( request.length ).toBeGreaterThan( 10 );
			// The history remembers the task in words, with the text it worked on.
			expect( historyEntry.role ).toBe( 'user' );
			expect( historyEntry.content ).toContain( request );
			expect( historyEntry.content ).toContain( CONTENT );
		}
	);

	it( 'names the tasks in kebab case', () => {
		expect( contextType( 'changeTone' ) ).toBe(
			'ai-assistant-change-tone'
		);
		expect( contextType( 'correctSpelling' ) ).toBe(
			'ai-assistant-correct-spelling'
		);
		expect( contextType( 'continue' ) ).toBe( 'ai-assistant-continue' );
	} );

	it( 'asks for about double the length when making text longer', () => {
		const { messages } = buildPrompt( {
			kind: 'makeLonger',
			content: CONTENT,
		} );
		expect( context( messages[ 0 ] )?.request ).toMatch( /about double/ );
	} );

	it( 'passes the tone, formal unless one is chosen', () => {
		const chosen = buildPrompt( {
			kind: 'changeTone',
			content: CONTENT,
			tone: 'humorous',
		} );
		expect( context( chosen.messages[ 0 ] ) ).toMatchObject( {
			tone: 'humorous',
		} );
		expect( context( chosen.messages[ 0 ] )?.request ).toContain(
			'humorous tone'
		);
		const plain = buildPrompt( { kind: 'changeTone', content: CONTENT } );
		expect( context( plain.messages[ 0 ] )?.tone ).toBe( 'formal' );
	} );

	it( 'passes the language to translate into', () => {
		const { messages } = buildPrompt( {
			kind: 'changeLanguage',
			content: CONTENT,
			language: 'fr',
		} );
		expect( context( messages[ 0 ] ) ).toMatchObject( { language: 'fr' } );
		expect( context( messages[ 0 ] )?.request ).toContain( 'French (fr)' );
	} );

	it( 'uses the post title for a summary based on it', () => {
		const { messages } = buildPrompt( {
			kind: 'titleSummary',
			content: CONTENT,
			postTitle: 'All about bees',
		} );
		expect( context( messages[ 0 ] ) ).toMatchObject( {
			title: 'All about bees',
		} );
		expect( context( messages[ 0 ] )?.request ).toContain(
			'"All about bees"'
		);
	} );
} );

describe( 'buildPrompt for the user prompt', () => {
	it( 'sends a system message, the history and the prompt', () => {
		const history: ChatMessage[] = [
			{ role: 'user', content: 'Write about bees' },
			{ role: 'assistant', content: CONTENT },
		];
		const { messages, historyEntry } = buildPrompt( {
			kind: 'userPrompt',
			userPrompt: '  Make it funnier ',
			content: CONTENT,
			history,
		} );
		expect( messages[ 0 ] ).toEqual( {
			role: 'system',
			content: systemPrompt(),
		} );
		expect( messages.slice( 1 ) ).toEqual( [
			...history,
			{ role: 'user', content: 'Make it funnier' },
		] );
		expect( historyEntry ).toEqual( {
			role: 'user',
			content: 'Make it funnier',
		} );
	} );

	it( 'gives the block text as the last answer when there is no history', () => {
		const { messages } = buildPrompt( {
			kind: 'userPrompt',
			userPrompt: 'Make it funnier',
			content: CONTENT,
		} );
		expect( messages.map( ( message ) => message.role ) ).toEqual( [
			'system',
			'assistant',
			'user',
		] );
		expect( messages[ 1 ]?.content ).toBe( CONTENT );
	} );

	it( 'sends at most the 20 most recent history messages', () => {
		const history: ChatMessage[] = Array.from(
			{ length: 30 },
			( _, index ) => ( { role: 'user', content: `m${ index }` } )
		);
		const { messages } = buildPrompt( {
			kind: 'userPrompt',
			userPrompt: 'Next',
			history,
		} );
		// system + 20 + the prompt
		expect( messages ).toHaveLength( 22 );
		expect( messages[ 1 ]?.content ).toBe( 'm10' );
	} );

	it( 'asks for markdown, block markup with the Gutenberg-syntax flag, or the custom system prompt', () => {
		expect( systemPrompt() ).toMatch( /markdown/ );
		expect( systemPrompt( { useGutenbergSyntax: true } ) ).toMatch(
			/block markup/
		);
		expect(
			buildPrompt( {
				kind: 'userPrompt',
				userPrompt: 'Hi',
				customSystemPrompt: 'Answer like a pirate.',
			} ).messages[ 0 ]
		).toEqual( { role: 'system', content: 'Answer like a pirate.' } );
	} );
} );
