/**
 * The completion route stays cheap whatever a contributor sends: function schemas and prompts are
 * bounded, answers arrive within seconds, and odd schemas are answered without PHP notices. On a
 * site of its own (helpers/own-site.ts): these requests count against the site's AI requests,
 * which the shared site's specs need.
 */
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import { scriptReply, standInRequests } from '../../ai-standin/server';
import { aiToken, complete } from '../helpers/ai-requests';

test.describe.configure( { mode: 'default' } );

let site: OwnSite;
let token: string;

test.beforeAll( async () => {
	site = await startOwnSite( 'ai-limits', [
		'e2e-ai-provider-faults.php',
		'e2e-ai-without-connection.php',
		'e2e-ai-standin.php',
	] );
	token = await aiToken( site.admin );
} );

test.afterAll( async () => {
	expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

/** A schema whose answer, built naively, grows as 3^arrays × width^objects. */
function combinatorialSchema(
	levels: number,
	width: number
): Record< string, unknown > {
	if ( levels === 0 ) {
		return { type: 'string' };
	}
	const properties: Record< string, unknown > = {};
	for ( let i = 0; i < width; i++ ) {
		properties[ `text${ i }` ] = {
			type: 'array',
			minItems: 3,
			items: combinatorialSchema( levels - 1, width ),
		};
	}
	return { type: 'object', properties };
}

/** A schema nested `levels` objects deep. */
function deepSchema( levels: number ): Record< string, unknown > {
	let schema: Record< string, unknown > = { type: 'string' };
	for ( let i = 0; i < levels; i++ ) {
		schema = { type: 'object', properties: { inner: schema } };
	}
	return schema;
}

const TOPIC =
	'Write a detailed description of the migration of monarch butterflies across North America';

test.describe( 'AI limits', () => {
	test( 'functions offered with combinatorial parameters reach the model as tools, and its call streams back', async () => {
		const functions = [
			{
				name: 'fill_form',
				parameters: combinatorialSchema( 3, 3 ),
			},
		];
		expect( JSON.stringify( functions ).length ).toBeLessThan( 3000 );
		const call = JSON.stringify( { text0: [ { text0: [ 'a' ] } ] } );
		await scriptReply( {
			match: 'combinatorial 7f3a',
			functionCall: { name: 'fill_form', arguments: call },
		} );

		const answer = await complete( site.admin.context, token, {
			question: `${ TOPIC } (combinatorial 7f3a)`,
			functions,
		} );

		expect( answer.status ).toBe( 200 );
		expect( answer.done ).toBe( true );
		expect( answer.seconds ).toBeLessThan( 8 );
		expect( answer.functionArguments ).toBe( call );
		const [ received ] = await standInRequests( 'combinatorial 7f3a' );
		expect(
			(
				received?.body.tools as Array< { function: { name: string } } >
			 )?.map( ( tool ) => tool.function.name )
		).toEqual( [ 'fill_form' ] );
	} );

	test( 'function parameters nested too deep are refused with a message', async () => {
		const answer = await complete( site.admin.context, token, {
			question: TOPIC,
			stream: false,
			functions: [ { name: 'deep', parameters: deepSchema( 12 ) } ],
		} );
		expect( answer.status ).toBe( 400 );
		expect( answer.json?.data?.params?.functions ).toMatch( /deep/ );
	} );

	test( 'too many function parameters are refused with a message', async () => {
		const properties: Record< string, unknown > = {};
		for ( let i = 0; i < 1500; i++ ) {
			properties[ `field${ i }` ] = { type: 'string' };
		}
		const answer = await complete( site.admin.context, token, {
			question: TOPIC,
			stream: false,
			functions: [
				{ name: 'wide', parameters: { type: 'object', properties } },
			],
		} );
		expect( answer.status ).toBe( 400 );
		expect( answer.json?.data?.params?.functions ).toMatch( /too many/i );
	} );

	test( 'too many functions are refused with a message', async () => {
		const functions = Array.from( { length: 40 }, ( _, i ) => ( {
			name: `function_${ i }`,
		} ) );
		const answer = await complete( site.admin.context, token, {
			question: TOPIC,
			stream: false,
			functions,
		} );
		expect( answer.status ).toBe( 400 );
		expect( answer.json?.data?.params?.functions ).toMatch( /32/ );
	} );

	test( 'functions count in the prompt limit', async () => {
		const answer = await complete( site.admin.context, token, {
			question: `${ TOPIC }. ${ 'Monarchs fly south. '.repeat( 4900 ) }`,
			stream: false,
			functions: [
				{
					name: 'summarize',
					description: 'Summarizes the text. '.repeat( 200 ),
				},
			],
		} );
		expect( answer.status ).toBe( 413 );
		expect( answer.json?.code ).toBe( 'error_context_too_large' );
		expect( answer.json?.message ).toMatch( /too large/ );
	} );

	test( 'a prompt at the limit reaches the model whole and its answer streams back', async () => {
		const content =
			'the monarchs fly south in autumn and rest in the fir forests of mexico. '.repeat(
				1350
			);
		expect( content.length ).toBeGreaterThan( 95_000 );
		expect( content.length ).toBeLessThan( 100_000 );

		const answer = await complete( site.admin.context, token, {
			messages: [
				{
					role: 'jetpack-ai',
					context: {
						type: 'ai-assistant-simplify',
						content,
						request: 'Simplify the content (limit 51c2).',
					},
				},
			],
		} );

		expect( answer.status ).toBe( 200 );
		expect( answer.done ).toBe( true );
		expect( answer.seconds ).toBeLessThan( 8 );
		expect( answer.content ).toContain( 'answered request' );
		const [ received ] = await standInRequests( 'limit 51c2' );
		expect( JSON.stringify( received?.body ) ).toContain(
			content.slice( 0, 200 )
		);
		expect( JSON.stringify( received?.body ).length ).toBeGreaterThan(
			95_000
		);
	} );

	test( 'a stream that outlives its time limit ends with an error instead of running on', async () => {
		const started = Date.now();
		const response = await site.admin.context.post(
			`/?rest_route=${ encodeURIComponent( '/wpcom/v2/jetpack-ai-query' ) }`,
			{
				headers: {
					Authorization: `Bearer ${ token }`,
					'X-E2E-Stream-Max-Seconds': '1',
				},
				data: { question: 'Keep talking [e2e-trickle]' },
				timeout: 20_000,
			}
		);
		const text = await response.text();
		const seconds = ( Date.now() - started ) / 1000;
		expect( response.status() ).toBe( 200 );
		expect( text ).not.toContain( '[DONE]' );
		expect( text ).toContain( '"code":"error_network"' );
		expect( seconds ).toBeLessThan( 4 );
	} );

	test( 'a JSON-schema field of the wrong type (an array format…) is answered without PHP notices', async () => {
		await scriptReply( {
			match: 'odd schema 93b1',
			functionCall: {
				name: 'odd_schema',
				arguments: '{"link":"https://example.org"}',
			},
		} );
		const answer = await complete( site.admin.context, token, {
			question: `${ TOPIC } (odd schema 93b1)`,
			stream: false,
			functions: [
				{
					name: 'odd_schema',
					description: [ 'not', 'a', 'string' ],
					parameters: {
						type: 'object',
						properties: {
							link: { type: 'string', format: [ 'uri' ] },
							when: { type: 'string', format: { date: true } },
							count: { type: 'integer', minimum: [ 1 ] },
							ratio: { type: 'number', minimum: { min: 0 } },
							kind: { type: 42 },
							flag: { type: [ [ 'boolean' ] ] },
							tags: {
								type: 'array',
								items: 'string',
								minItems: {},
							},
							more: { type: 'object', properties: 'none' },
							pick: { enum: 'a,b' },
							label: { type: 'string', default: [ 'A', 'B' ] },
						},
						required: 'link',
					},
				},
			],
		} );
		expect( answer.status ).toBe( 200 );
		const call = answer.json?.choices?.[ 0 ]?.message.function_call;
		const args = JSON.parse( call?.arguments ?? '' ) as Record<
			string,
			unknown
		>;
		expect( Object.keys( args ) ).toContain( 'link' );
		expect( site.phpProblems() ).toEqual( [] );
	} );
} );
