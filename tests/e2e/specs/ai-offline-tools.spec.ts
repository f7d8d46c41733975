/**
 * The AI assistant's real offline tools (issue 19 §2), through the real route on a site with no
 * model: the toolbar's spelling task is done by Hunspell, translation by Apertium, the summary by
 * the key-sentences picker, each answer naming its tool in the first frame, and every other task is
 * refused as "no model" without being counted. On a site of its own (helpers/own-site.ts): the
 * suite's shared site may have a stand-in model configured, which would answer instead.
 */
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import { aiToken, aiUsage, complete, restUrl } from '../helpers/ai-requests';

// One site, one worker: the usage counts are read before and after each request.
test.describe.configure( { mode: 'default' } );

let site: OwnSite;
let token: string;

test.beforeAll( async () => {
	site = await startOwnSite( 'ai-offline-tools', [
		'e2e-ai-without-connection.php',
	] );
	token = await aiToken( site.admin );
} );

test.afterAll( async () => {
	expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

/** A toolbar task as the block sends it (src/blocks/ai-assistant/prompts.ts buildPrompt()). */
function task(
	type: string,
	content: string,
	extra: Record< string, string > = {}
) {
	return {
		messages: [
			{
				role: 'jetpack-ai',
				context: { type, content, request: 'The task.', ...extra },
			},
		],
		feature: 'ai-assistant',
	};
}

/** The top-level attribution of a stream's first frame. */
function firstFrameTool( frames: string[] ) {
	return (
		JSON.parse( frames[ 0 ] ?? '{}' ) as {
			jetpack_blocks_tool?: { id: string; label: string };
		}
	 ).jetpack_blocks_tool;
}

/** The sentences of a text (they all end in a full stop here). */
const sentencesOf = ( text: string ) => text.match( /[^.]+\./g ) ?? [];

test.describe( 'AI offline tools, no model set up', () => {
	test( 'the editor is told which tools this site has', async () => {
		const page = await site.admin.context.get( '/wp-admin/post-new.php' );
		const html = await page.text();
		const config = /window\.JetpackBlocksAi = (\{.*?\});/.exec( html );
		expect( config, 'the AI client configuration' ).not.toBeNull();
		const { tools, model } = JSON.parse( config![ 1 ]! ) as {
			tools: Record< string, unknown >;
			model: { configured: boolean };
		};
		expect( model.configured ).toBe( false );
		expect( tools ).toMatchObject( {
			spelling: true,
			spellingLanguage: 'en_US',
			keySentences: true,
		} );
		expect( tools.translation ).toEqual(
			expect.arrayContaining( [ 'en-es', 'es-en' ] )
		);
	} );

	test( 'spelling is corrected by Hunspell, word for word, and named in the first frame', async () => {
		const before = ( await aiUsage( site.admin ) ).count;
		const answer = await complete(
			site.admin.context,
			token,
			task(
				'ai-assistant-correct-spelling',
				'Teh bees dnace to show wher the flowers are.'
			)
		);
		expect( answer.status ).toBe( 200 );
		expect( answer.done ).toBe( true );
		expect( answer.content ).toBe(
			'The bees dance to show where the flowers are.'
		);
		expect( firstFrameTool( answer.frames ) ).toEqual( {
			id: 'hunspell',
			label: 'Spelling corrected offline with Hunspell',
		} );
		// A real result: counted like a model's.
		expect( ( await aiUsage( site.admin ) ).count ).toBe( before + 1 );
	} );

	test( 'spelling leaves markdown, code and addresses as they are', async () => {
		const text =
			'## Teh hive\n\n- Recieve `teh` from https://exmaple.com/teh\n- Mail teh@exmaple.org, B2B and NASA  stay.\n';
		const answer = await complete(
			site.admin.context,
			token,
			task( 'ai-assistant-correct-spelling', text )
		);
		expect( answer.content ).toBe(
			'## The hive\n\n- Receive `teh` from https://exmaple.com/teh\n- Mail teh@exmaple.org, B2B and NASA  stay.\n'
		);
	} );

	test( 'English is translated into Spanish by Apertium', async () => {
		const answer = await complete(
			site.admin.context,
			token,
			task(
				'ai-assistant-change-language',
				'The bees dance to show where the flowers are.',
				{ language: 'es' }
			)
		);
		expect( answer.status ).toBe( 200 );
		expect( answer.done ).toBe( true );
		for ( const word of [ 'abejas', 'flores', 'donde' ] ) {
			expect( answer.content ).toContain( word );
		}
		expect( answer.content ).not.toContain( 'bees' );
		expect( firstFrameTool( answer.frames ) ).toEqual( {
			id: 'apertium',
			label: 'Translated offline with Apertium (English → Spanish)',
		} );

		// Whole, not streamed: the same attribution at the top level.
		const whole = await complete( site.admin.context, token, {
			...task(
				'ai-assistant-change-language',
				'The bees dance.\n\nThe flowers are red.',
				{ language: 'es' }
			),
			stream: false,
		} );
		expect( whole.status ).toBe( 200 );
		const json = whole.json as {
			choices: Array< { message: { content: string } } >;
			jetpack_blocks_tool?: { id: string };
		};
		expect( json.jetpack_blocks_tool?.id ).toBe( 'apertium' );
		// Paragraphs stay paragraphs.
		expect(
			json.choices[ 0 ]!.message.content.split( '\n\n' )
		).toHaveLength( 2 );
	} );

	test( 'a summary is key sentences of the text, in their order', async () => {
		const sentences = [
			'Honeybees live in large colonies.',
			'Each colony has one queen.',
			'Worker bees gather nectar from flowers.',
			'The weather was nice yesterday.',
			'Bees dance to tell other bees where flowers are.',
			'The dance shows the direction of the flowers.',
			'My cousin likes football.',
			'The length of the dance tells the distance to the flowers.',
			'Scientists decoded the bee dance decades ago.',
		];
		const answer = await complete(
			site.admin.context,
			token,
			task( 'ai-assistant-summarize', sentences.join( ' ' ) )
		);
		expect( answer.status ).toBe( 200 );
		expect( firstFrameTool( answer.frames ) ).toEqual( {
			id: 'key-sentences',
			label: 'Key sentences picked offline from your text',
		} );
		const picked = sentencesOf( answer.content ).map( ( sentence ) =>
			sentence.trim()
		);
		// About a third, each word for word from the text, in the text's order.
		expect( picked ).toHaveLength( 3 );
		const positions = picked.map( ( sentence ) =>
			sentences.indexOf( sentence )
		);
		expect( positions.every( ( position ) => position >= 0 ) ).toBe( true );
		expect( [ ...positions ].sort( ( a, b ) => a - b ) ).toEqual(
			positions
		);
		// The sentences off the subject are not the key ones.
		expect( picked ).not.toContain( 'My cousin likes football.' );
		expect( picked ).not.toContain( 'The weather was nice yesterday.' );
	} );

	test( 'a task no tool does is refused as "no model", and not counted', async () => {
		const before = ( await aiUsage( site.admin ) ).count;
		for ( const body of [
			task( 'ai-assistant-make-longer', 'The bees dance.' ),
			// A language without an Apertium pair here.
			task( 'ai-assistant-change-language', 'The bees dance.', {
				language: 'ko',
			} ),
			// The user's own prompt is a model's task.
			{
				messages: [ { role: 'user', content: 'Correct my spelling' } ],
			},
		] ) {
			const answer = await complete( site.admin.context, token, body );
			expect( answer.status ).toBe( 503 );
			expect( answer.json?.code ).toBe( 'error_ai_not_configured' );
			expect( answer.json?.message ).toBe(
				'No AI model is set up for this site.'
			);
		}
		expect( ( await aiUsage( site.admin ) ).count ).toBe( before );
	} );

	test( 'the route refuses the tools to a request without a token', async () => {
		const response = await site.admin.context.post(
			restUrl( '/wpcom/v2/jetpack-ai-query' ),
			{
				data: task( 'ai-assistant-summarize', 'The bees dance.' ),
				headers: { Authorization: 'Bearer nope' },
			}
		);
		expect( response.status() ).toBe( 401 );
	} );
} );
