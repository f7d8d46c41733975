/**
 * The completion route stays cheap whatever a contributor sends: function schemas and prompts are
 * bounded, answers arrive within seconds, and odd schemas are answered without PHP notices. On a
 * site of its own (helpers/own-site.ts): these requests count against the site's AI requests,
 * which the shared site's specs need.
 */
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import { aiToken, complete } from '../helpers/ai-requests';

test.describe.configure( { mode: 'default' } );

let site: OwnSite;
let token: string;

test.beforeAll( async () => {
	site = await startOwnSite( 'ai-limits', [
		'e2e-ai-provider-faults.php',
		'e2e-ai-without-connection.php',
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
	test( 'a small request with combinatorial function parameters is answered in bounded pieces and seconds', async () => {
		const functions = [
			{
				name: 'fill_form',
				parameters: combinatorialSchema( 3, 3 ),
			},
		];
		expect( JSON.stringify( functions ).length ).toBeLessThan( 3000 );

		const answer = await complete( site.admin.context, token, {
			question: TOPIC,
			functions,
		} );

		expect( answer.status ).toBe( 200 );
		expect( answer.done ).toBe( true );
		expect( answer.seconds ).toBeLessThan( 8 );
		expect( answer.frames.length ).toBeLessThanOrEqual( 120 );
		expect( answer.functionArguments.length ).toBeLessThanOrEqual( 20_000 );
		const args = JSON.parse( answer.functionArguments ) as Record<
			string,
			unknown
		>;
		expect( Array.isArray( args.text0 ) ).toBe( true );
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

	test( 'a prompt at the limit streams its long answer within seconds, in larger pieces', async () => {
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
					context: { type: 'correct-spelling', content },
				},
			],
		} );

		expect( answer.status ).toBe( 200 );
		expect( answer.done ).toBe( true );
		expect( answer.seconds ).toBeLessThan( 8 );
		expect( answer.frames.length ).toBeLessThanOrEqual( 120 );
		// The whole text comes back, tidied (sentence case), not cut short.
		expect( answer.content.length ).toBeGreaterThan( 95_000 );
		expect( answer.content ).toMatch( /^The monarchs fly south/ );
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
		const answer = await complete( site.admin.context, token, {
			question: TOPIC,
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
