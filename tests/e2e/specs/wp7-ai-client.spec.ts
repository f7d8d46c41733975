/**
 * On WordPress 7.x the plugin's AI goes through WordPress's own AI Client (docs/ai-assistant.md,
 * "WordPress 7 AI Client"): a site of its own made from WordPress 7.1 (Debian's sid), with a
 * provider registered with the AI Client by a test plugin
 * (tests/e2e/wp7/e2e-wp-ai-client-stand-in.php) that points at the suite's loopback
 * OpenAI-compatible stand-in. Its key is entered the way Settings → Connectors does
 * (POST /wp/v2/settings), and the plugin has no key of its own.
 *
 * Requests only, no browser page: the editor's configuration is read from post-new.php's HTML.
 */
import path from 'node:path';
import {
	test,
	expect,
	request,
	type APIRequestContext,
} from '@playwright/test';
import { startOwnSite, type OwnSite, type SignedIn } from '../helpers/own-site';
import {
	startFakeUpstream,
	deltaFrame,
	type FakeUpstream,
	type UpstreamRequest,
} from '../helpers/ai-provider';
import { aiToken, complete, restUrl } from '../helpers/ai-requests';

const STAND_IN_PLUGIN = path.join(
	__dirname,
	'../wp7/e2e-wp-ai-client-stand-in.php'
);
const KEY = 'sk-stand-in-7';
const ANSWER =
	'Honeybees dance to tell their sisters where flowers are. The angle of the waggle run points the way, and its length says how far.';
const OWN_ANSWER = 'The plugin’s own service answered.';
/** A 1×1 PNG, as the stand-in's image model draws it. */
const PNG_BASE64 =
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** The answer each request of the stand-in gets, in the OpenAI wire format. */
async function answer(
	incoming: UpstreamRequest,
	response: import( 'node:http' ).ServerResponse
): Promise< void > {
	const json = ( status: number, body: unknown ) => {
		response.writeHead( status, { 'Content-Type': 'application/json' } );
		response.end( JSON.stringify( body ) );
	};
	if ( incoming.headers.authorization !== `Bearer ${ KEY }` ) {
		json( 401, { error: { message: 'Incorrect API key provided.' } } );
		return;
	}
	if ( incoming.method === 'GET' && incoming.url === '/v1/models' ) {
		json( 200, {
			object: 'list',
			data: [
				{ id: 'stand-in-text', object: 'model' },
				{ id: 'stand-in-image', object: 'model' },
			],
		} );
		return;
	}
	const body = incoming.body ? JSON.parse( incoming.body ) : {};
	if ( incoming.url === '/v1/chat/completions' && body.stream ) {
		// Only this plugin's own OpenAI-compatible provider asks for a stream.
		response.writeHead( 200, { 'Content-Type': 'text/event-stream' } );
		response.write( deltaFrame( OWN_ANSWER ) );
		response.end( 'data: [DONE]\n\n' );
		return;
	}
	if ( incoming.url === '/v1/chat/completions' ) {
		const message = body.tools
			? {
					role: 'assistant',
					content: null,
					tool_calls: [
						{
							id: 'call_1',
							type: 'function',
							function: {
								name: body.tools[ 0 ].function.name,
								arguments: JSON.stringify( {
									fields: [ 'Email', 'Phone' ],
								} ),
							},
						},
					],
				}
			: { role: 'assistant', content: ANSWER };
		json( 200, {
			id: 'chatcmpl-1',
			object: 'chat.completion',
			model: body.model,
			choices: [
				{
					index: 0,
					message,
					finish_reason: body.tools ? 'tool_calls' : 'stop',
				},
			],
			usage: {
				prompt_tokens: 9,
				completion_tokens: 27,
				total_tokens: 36,
			},
		} );
		return;
	}
	if ( incoming.url === '/v1/images/generations' ) {
		json( 200, { created: 1, data: [ { b64_json: PNG_BASE64 } ] } );
		return;
	}
	json( 404, { error: { message: `No route ${ incoming.url }` } } );
}

let site: OwnSite | undefined;
let upstream: FakeUpstream;
let token: string;

/** The editor's AI configuration (`window.JetpackBlocksAi`) as printed on post-new.php. */
async function editorConfig(
	user: SignedIn
): Promise< { model: { configured: boolean; source: string | null } } > {
	const html = await (
		await user.context.get( '/wp-admin/post-new.php' )
	).text();
	const printed = html.match( /window\.JetpackBlocksAi = (\{.*\});/ );
	expect( printed, 'JetpackBlocksAi printed on post-new.php' ).not.toBeNull();
	return JSON.parse( printed?.[ 1 ] ?? '{}' );
}

/** Sets site settings through the REST API, as the Settings and Connectors screens do. */
async function saveSettings(
	values: Record< string, string >
): Promise< Record< string, unknown > > {
	const admin = ( site as OwnSite ).admin;
	const response = await admin.context.post( restUrl( '/wp/v2/settings' ), {
		headers: { 'X-WP-Nonce': admin.nonce },
		data: values,
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	return ( await response.json() ) as Record< string, unknown >;
}

/** The JSON body of the stand-in's first request to a path since `from`. */
function sentTo( url: string, from: number ) {
	const sent = upstream.requests.slice( from ).find( ( r ) => r.url === url );
	if ( ! sent ) {
		throw new Error( `The stand-in received no request to ${ url }` );
	}
	return { headers: sent.headers, body: JSON.parse( sent.body ) };
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	test.setTimeout( 120_000 );
	const { ensureCore } =
		await import( '../../../scripts/wordpress/fetch-core.mjs' );
	const { CORES } = await import( '../../../scripts/wordpress/config.mjs' );
	let unreachable = '';
	try {
		await ensureCore( CORES[ '7' ] );
	} catch ( error ) {
		unreachable = ( error as Error ).message;
	}
	// eslint-disable-next-line playwright/no-skipped-test -- only when WordPress 7.1 cannot be fetched at all.
	test.skip(
		unreachable !== '',
		`WordPress 7.1 could not be fetched (Debian's sid suite is not reachable from here): ${ unreachable }`
	);
	upstream = await startFakeUpstream( answer );
	site = await startOwnSite(
		'wp7-ai',
		[
			'e2e-ai-without-connection.php',
			'e2e-ai-provider.php',
			STAND_IN_PLUGIN,
		],
		{ core: '7' }
	);
	token = await aiToken( site.admin );
	// The provider plugin is "installed" (registered with the AI Client), then its key is entered
	// on Settings → Connectors, which checks it against the provider before keeping it.
	await saveSettings( {
		jetpack_blocks_e2e_wp7_upstream: upstream.baseUrl,
	} );
	const saved = await saveSettings( {
		connectors_ai_e2e_stand_in_api_key: KEY,
	} );
	expect(
		saved.connectors_ai_e2e_stand_in_api_key,
		'the key passed the Connectors check and is stored (masked)'
	).toMatch( /-7$/ );
} );

test.afterAll( async () => {
	if ( site ) {
		expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
	}
	await upstream?.close();
} );

test( 'the editor says a model answers, through WordPress’s AI Client', async () => {
	const config = await editorConfig( ( site as OwnSite ).admin );
	expect( config.model ).toMatchObject( {
		configured: true,
		source: 'wp-ai-client',
	} );
	// The plugin's own settings screen says which provider is in use.
	const screen = await (
		await ( site as OwnSite ).admin.context.get(
			'/wp-admin/options-general.php?page=jetpack-blocks-ai'
		)
	).text();
	expect( screen ).toContain(
		'Now answering: WordPress’s AI Client, with the provider set up in Settings → Connectors.'
	);
} );

test( 'a prompt goes through the AI Client to the provider, and streams its answer', async () => {
	const from = upstream.requests.length;
	const result = await complete( ( site as OwnSite ).admin.context, token, {
		messages: [
			{ role: 'user', content: 'Why do honeybees dance? Two sentences.' },
		],
		feature: 'ai-assistant',
		stream: true,
	} );
	expect( result.status ).toBe( 200 );
	expect( result.content ).toBe( ANSWER );
	expect( result.done ).toBe( true );
	// The AI Client returns the whole answer; the plugin streams it in pieces of a few words.
	expect( result.frames.length ).toBeGreaterThan( 3 );

	const sent = sentTo( '/v1/chat/completions', from );
	expect( sent.headers.authorization ).toBe( `Bearer ${ KEY }` );
	const body = sent.body;
	expect( body.model ).toBe( 'stand-in-text' );
	expect( body.stream ).toBeUndefined();
	expect( JSON.stringify( body.messages ) ).toContain(
		'Why do honeybees dance? Two sentences.'
	);
} );

test( 'a toolbar task reaches the provider with its instructions as the system message', async () => {
	const from = upstream.requests.length;
	const result = await complete( ( site as OwnSite ).admin.context, token, {
		messages: [
			{
				role: 'jetpack-ai',
				context: {
					type: 'ai-assistant-change-tone',
					tone: 'formal',
					content: 'bees r cool',
				},
			},
		],
		feature: 'ai-assistant',
		stream: false,
	} );
	expect( result.status ).toBe( 200 );
	expect( result.json?.choices?.[ 0 ]?.message.content ).toBe( ANSWER );
	const body = sentTo( '/v1/chat/completions', from ).body;
	expect( body.messages[ 0 ].role ).toBe( 'system' );
	expect( JSON.stringify( body.messages[ 0 ] ) ).toContain(
		'ai-assistant-change-tone'
	);
	expect( JSON.stringify( body.messages[ 1 ] ) ).toContain( 'bees r cool' );
} );

test( 'a function call comes back as function_call pieces', async () => {
	const from = upstream.requests.length;
	const result = await complete( ( site as OwnSite ).admin.context, token, {
		messages: [ { role: 'user', content: 'Add email and phone fields' } ],
		functions: [
			{
				name: 'update_form',
				description: 'Changes the fields of the form.',
				parameters: {
					type: 'object',
					properties: {
						fields: { type: 'array', items: { type: 'string' } },
					},
				},
			},
		],
		feature: 'jetpack-form-ai-extension',
		stream: true,
	} );
	expect( result.status ).toBe( 200 );
	expect( result.done ).toBe( true );
	const calls = result.frames
		.filter( ( frame ) => frame.startsWith( '{' ) )
		.map(
			( frame ) =>
				JSON.parse( frame ).choices?.[ 0 ]?.delta?.function_call as
					{ name?: string; arguments: string } | undefined
		)
		.filter( Boolean );
	expect( calls.length ).toBeGreaterThan( 0 );
	expect( calls[ 0 ]?.name ).toBe( 'update_form' );
	expect( JSON.parse( result.functionArguments ) ).toEqual( {
		fields: [ 'Email', 'Phone' ],
	} );
	const body = sentTo( '/v1/chat/completions', from ).body;
	expect( body.tools[ 0 ].function.name ).toBe( 'update_form' );
} );

test( 'an image is drawn by the provider’s image model', async () => {
	const from = upstream.requests.length;
	const response = await ( site as OwnSite ).admin.context.post(
		restUrl( '/wpcom/v2/jetpack-ai/images/generations' ),
		{
			headers: { Authorization: `Bearer ${ token }` },
			data: { prompt: 'A honeybee on a sunflower' },
		}
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	const { data } = ( await response.json() ) as {
		data: Array< { b64_json: string } >;
	};
	expect( data[ 0 ]?.b64_json ).toBe( PNG_BASE64 );
	const body = sentTo( '/v1/images/generations', from ).body;
	expect( body ).toMatchObject( {
		model: 'stand-in-image',
		prompt: 'A honeybee on a sunflower',
	} );
} );

test( 'the AI Client comes first; without its provider the plugin’s own service answers, else no model', async () => {
	const s = site as OwnSite;
	// An administrator who also set up this plugin's own service (tests/e2e/mu-plugins/e2e-ai-provider.php
	// keeps it in their user meta), pointing at the same stand-in.
	const username = `e2e-ai-provider-wp7-${ Date.now() }`;
	const created = await s.admin.context.post( restUrl( '/wp/v2/users' ), {
		headers: { 'X-WP-Nonce': s.admin.nonce },
		data: {
			username,
			email: `${ username }@example.org`,
			password: 'password',
			roles: [ 'administrator' ],
		},
	} );
	expect( created.status() ).toBe( 201 );
	const context: APIRequestContext = await request.newContext( {
		baseURL: s.baseURL,
	} );
	try {
		await context.post( '/wp-login.php', {
			form: { log: username, pwd: 'password', testcookie: '1' },
			headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		} );
		const nonce = (
			await (
				await context.get(
					'/wp-admin/admin-ajax.php?action=rest-nonce'
				)
			).text()
		).trim();
		const owner: SignedIn = { context, nonce };
		const meta = await context.post( restUrl( '/wp/v2/users/me' ), {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				meta: {
					jetpack_blocks_e2e_ai_settings: JSON.stringify( {
						base_url: upstream.baseUrl,
						api_key: KEY,
						model: 'own-model',
						tier: 'unlimited',
					} ),
					jetpack_blocks_e2e_allow_local_ai: true,
				},
			},
		} );
		expect( meta.status(), await meta.text() ).toBe( 200 );
		const ownerToken = await aiToken( owner );
		const ask = () =>
			complete( context, ownerToken, {
				messages: [ { role: 'user', content: 'Who answers?' } ],
				feature: 'ai-assistant',
				stream: true,
			} );

		// Both set up: WordPress's AI Client answers.
		expect( ( await editorConfig( owner ) ).model.source ).toBe(
			'wp-ai-client'
		);
		expect( ( await ask() ).content ).toBe( ANSWER );

		// The provider plugin goes away: the plugin's own service answers for this owner...
		await saveSettings( { jetpack_blocks_e2e_wp7_upstream: '' } );
		expect( ( await editorConfig( owner ) ).model ).toMatchObject( {
			configured: true,
			source: 'openai-compatible',
		} );
		const from = upstream.requests.length;
		const own = await ask();
		expect( own.content ).toBe( OWN_ANSWER );
		expect( sentTo( '/v1/chat/completions', from ).body.model ).toBe(
			'own-model'
		);

		// ...and the site's administrator, who has none, gets "no model".
		expect( ( await editorConfig( s.admin ) ).model ).toMatchObject( {
			configured: false,
			source: null,
		} );
		const none = await complete( s.admin.context, token, {
			messages: [ { role: 'user', content: 'Anyone there?' } ],
			feature: 'ai-assistant',
			stream: true,
		} );
		expect( none.status ).toBe( 503 );
		expect( none.json?.code ).toBe( 'error_ai_not_configured' );
	} finally {
		await context.dispose();
	}
} );
