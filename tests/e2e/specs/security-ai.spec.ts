/**
 * The AI routes' security limits (issue 21): the prompt cap counts everything that reaches the
 * model, each user runs at most two AI requests at once and has a share of the site's free requests,
 * a token ends with the session it was issued to, and the local recogniser's locks are the site's
 * own. On a site of its own (helpers/own-site.ts), with a test mu-plugin whose request headers stand
 * for the owner's settings (mu-plugins/own-site/ai-security.php).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite, type SignedIn } from '../helpers/own-site';
import { aiToken, aiUsage, restUrl } from '../helpers/ai-requests';
import {
	deltaFrame,
	startFakeUpstream,
	type FakeUpstream,
} from '../helpers/ai-provider';
import { SENTENCES, recognisedShare, speak } from '../helpers/speech';

// One site whose request count the tests share, in order.
test.describe.configure( { mode: 'serial' } );

let site: OwnSite;

test.beforeAll( async () => {
	site = await startOwnSite( 'security-ai', [
		'e2e-ai-without-connection.php',
		'e2e-ai-standin.php',
		'own-site/ai-security.php',
	] );
} );

test.afterAll( async () => {
	expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

interface Answer {
	status: number;
	code?: string;
	message?: string;
	text: string;
}

/**
 * POSTs a completion with a bearer token and extra headers; reads the whole answer.
 *
 * @param api     Any request context of the site.
 * @param token   Bearer token.
 * @param body    JSON body.
 * @param headers Extra request headers (the test mu-plugin's settings).
 */
async function ask(
	api: APIRequestContext,
	token: string,
	body: Record< string, unknown >,
	headers: Record< string, string > = {}
): Promise< Answer > {
	const response = await api.post( restUrl( '/wpcom/v2/jetpack-ai-query' ), {
		headers: { Authorization: `Bearer ${ token }`, ...headers },
		data: body,
		timeout: 30_000,
	} );
	const text = await response.text();
	let json: { code?: string; message?: string } = {};
	try {
		json = JSON.parse( text );
	} catch {
		// A stream.
	}
	return {
		status: response.status(),
		code: json.code,
		message: json.message,
		text,
	};
}

/**
 * Logs a session out the way the toolbar's "Log Out" link does.
 *
 * @param user The session.
 */
async function logOut( user: SignedIn ): Promise< void > {
	const profile = await (
		await user.context.get( '/wp-admin/profile.php' )
	).text();
	const nonce = /action=logout(?:&|&amp;|&#038;)_wpnonce=([0-9a-f]+)/.exec(
		profile
	)?.[ 1 ];
	expect( nonce, 'the log-out link of the profile page' ).toBeTruthy();
	const response = await user.context.get(
		`/wp-login.php?action=logout&_wpnonce=${ nonce }`,
		{ maxRedirects: 0 }
	);
	expect( response.status() ).toBe( 302 );
}

test.describe( 'AI security limits', () => {
	test( 'a contributor stops at their share of the site’s free requests, and an administrator can use the rest', async () => {
		// The site allows 4 free requests: a contributor may use half of them.
		const limit = { 'X-E2E-AI-Free-Limit': '4' };
		const contributor = await site.signIn( 'contributor' );
		const token = await aiToken( contributor );
		for ( let i = 0; i < 2; i++ ) {
			const answer = await ask(
				contributor.context,
				token,
				{ question: `Write about otters, part ${ i }`, stream: false },
				limit
			);
			expect( answer.status ).toBe( 200 );
		}
		const refused = await ask(
			contributor.context,
			token,
			{ question: 'Write about otters, once more', stream: false },
			limit
		);
		expect( refused.status ).toBe( 429 );
		expect( refused.code ).toBe( 'error_user_quota_exceeded' );
		expect( refused.message ).toBe(
			'You have reached your own limit of 2 AI requests on this site. Please ask a site administrator.'
		);

		const adminToken = await aiToken( site.admin );
		for ( let i = 0; i < 2; i++ ) {
			const answer = await ask(
				site.admin.context,
				adminToken,
				{ question: `Write about beavers, part ${ i }`, stream: false },
				limit
			);
			expect( answer.status ).toBe( 200 );
		}
		const full = await ask(
			site.admin.context,
			adminToken,
			{ question: 'Write about beavers, once more', stream: false },
			limit
		);
		expect( full.status ).toBe( 429 );
		expect( full.code ).toBe( 'error_quota_exceeded' );
		expect( ( await aiUsage( site.admin ) ).count ).toBe( 4 );
	} );

	test( 'context key names and type count in the prompt limit', async () => {
		const token = await aiToken( site.admin );
		const before = ( await aiUsage( site.admin ) ).count;
		// 90,000 characters of text: under the 100,000-character cap on their own.
		const content = 'the otters float on their backs. '.repeat( 2727 );
		expect( content.length ).toBeLessThan( 90_000 );

		const longType = await ask( site.admin.context, token, {
			stream: false,
			messages: [
				{
					role: 'jetpack-ai',
					context: {
						type: `ai-assistant-${ 'x'.repeat( 20_000 ) }`,
						content,
					},
				},
			],
		} );
		expect( longType.status ).toBe( 413 );
		expect( longType.code ).toBe( 'error_context_too_large' );
		expect( longType.message ).toMatch( /too large/ );

		const context: Record< string, string > = {
			type: 'ai-assistant-simplify',
			content,
		};
		for ( let i = 0; i < 200; i++ ) {
			context[ `note_${ i }_${ 'k'.repeat( 90 ) }` ] = 'x';
		}
		const longKeys = await ask( site.admin.context, token, {
			stream: false,
			messages: [ { role: 'jetpack-ai', context } ],
		} );
		expect( longKeys.status ).toBe( 413 );
		expect( longKeys.code ).toBe( 'error_context_too_large' );
		// Refused before anything was counted.
		expect( ( await aiUsage( site.admin ) ).count ).toBe( before );
	} );

	test( 'a token stops working once its session is logged out', async () => {
		// Room for the requests of this test and the next.
		const limit = { 'X-E2E-AI-Free-Limit': '20' };
		const contributor = await site.signIn( 'contributor' );
		const token = await aiToken( contributor );
		const other = await site.signIn( 'contributor' );

		const before = await ask(
			other.context,
			token,
			{ question: 'Write about seals', stream: false },
			limit
		);
		expect( before.status ).toBe( 200 );

		await logOut( contributor );
		const after = await ask(
			other.context,
			token,
			{ question: 'Write about seals again', stream: false },
			limit
		);
		expect( after.status ).toBe( 401 );
		expect( after.code ).toBe( 'invalid_token' );
	} );

	test( 'a user’s third AI request at once is refused while two are in flight, and goes through once one ends', async () => {
		// The upstream holds its first two answers open until the test lets them finish.
		const release: Array< () => void > = [];
		let toHold = 2;
		const upstream: FakeUpstream = await startFakeUpstream(
			async ( _incoming, response, write ) => {
				response.writeHead( 200, {
					'Content-Type': 'text/event-stream',
				} );
				await write( deltaFrame( 'Seals ' ) );
				if ( toHold > 0 ) {
					toHold -= 1;
					await new Promise< void >( ( resolve ) =>
						release.push( resolve )
					);
				}
				await write( deltaFrame( 'swim.' ) );
				response.end( 'data: [DONE]\n\n' );
			}
		);
		const headers = {
			'X-E2E-AI-Upstream': upstream.baseUrl,
			'X-E2E-AI-Free-Limit': '20',
		};
		try {
			const contributor = await site.signIn( 'contributor' );
			const token = await aiToken( contributor );
			// One after the other: the site's PHP workers each take a connection when idle, so a
			// request sent while the first is held reaches another worker.
			const held: Array< Promise< Answer > > = [];
			for ( const part of [ 0, 1 ] ) {
				held.push(
					ask(
						contributor.context,
						token,
						{ question: `Write about walruses, part ${ part }` },
						headers
					)
				);
				await expect.poll( () => release.length ).toBe( part + 1 );
			}

			const third = await ask(
				contributor.context,
				token,
				{ question: 'Write about walruses, part 2' },
				headers
			);
			expect( third.status ).toBe( 429 );
			expect( third.code ).toBe( 'error_request_running' );
			expect( third.message ).toBe(
				'You already have 2 AI requests running. Wait for one to finish, or stop it, then try again.'
			);
			expect( upstream.requests ).toHaveLength( 2 );

			// Another user is not held back by this one's requests.
			const admin = await ask(
				site.admin.context,
				await aiToken( site.admin ),
				{ question: 'Write about narwhals' },
				headers
			);
			expect( admin.status ).toBe( 200 );
			expect( admin.text ).toContain( '[DONE]' );

			// One of the contributor's requests ends: the next one goes through.
			release.shift()?.();
			const first = await Promise.race( held );
			expect( first.status ).toBe( 200 );
			expect( first.text ).toContain( '[DONE]' );
			const fourth = await ask(
				contributor.context,
				token,
				{ question: 'Write about walruses, part 3' },
				headers
			);
			expect( fourth.status ).toBe( 200 );
			expect( fourth.text ).toContain( '[DONE]' );

			release.splice( 0 ).forEach( ( resolve ) => resolve() );
			for ( const answer of await Promise.all( held ) ) {
				expect( answer.status ).toBe( 200 );
			}
		} finally {
			release.forEach( ( resolve ) => resolve() );
			await upstream.close();
		}
	} );

	test( 'another program holding the machine’s shared recogniser lock files cannot stop the site’s transcriptions', async () => {
		test.setTimeout( 120_000 );
		const sentence = SENTENCES[ 0 ] ?? '';
		const spoken = speak( 'security-ai', sentence + '.' );
		// What any local account could do while the locks lived in the shared temporary folder:
		// create the recogniser's lock files and hold them.
		const holders: ChildProcess[] = [];
		try {
			for ( const slot of [ 0, 1 ] ) {
				const file = path.join(
					os.tmpdir(),
					`jetpack-blocks-recogniser-${ slot }.lock`
				);
				const holder = spawn(
					'flock',
					[
						'-w',
						'30',
						file,
						'sh',
						'-c',
						'echo locked; cat >/dev/null',
					],
					{ stdio: [ 'pipe', 'pipe', 'ignore' ] }
				);
				holders.push( holder );
				await new Promise< void >( ( resolve, reject ) => {
					holder.stdout?.once( 'data', () => resolve() );
					holder.once( 'exit', () =>
						reject( new Error( `no lock on ${ file }` ) )
					);
				} );
			}

			const token = await aiToken( site.admin );
			const response = await site.admin.context.post(
				restUrl( '/wpcom/v2/jetpack-ai-transcription' ),
				{
					headers: {
						Authorization: `Bearer ${ token }`,
						'X-E2E-AI-Upstream': 'none',
						'X-E2E-Slot-Wait': '1',
						'X-E2E-AI-Free-Limit': '20',
					},
					multipart: {
						audio_file: {
							name: 'dictation.wav',
							mimeType: 'audio/wav',
							buffer: fs.readFileSync( spoken ),
						},
					},
					timeout: 90_000,
				}
			);
			const body = ( await response.json() ) as Record< string, unknown >;
			expect( response.status(), JSON.stringify( body ) ).toBe( 200 );
			expect(
				recognisedShare( sentence, String( body.text ) )
			).toBeGreaterThanOrEqual( 0.75 );

			// The site's own lock files: in a folder only this account can enter, none readable
			// by other accounts.
			const folders = fs
				.readdirSync( os.tmpdir() )
				.filter( ( name ) =>
					/^jetpack-blocks-[0-9a-f]{32}$/.test( name )
				)
				.map( ( name ) => path.join( os.tmpdir(), name ) );
			const locks = folders.flatMap( ( folder ) =>
				fs
					.readdirSync( folder )
					.filter( ( name ) => name.endsWith( '.lock' ) )
					.map( ( name ) => path.join( folder, name ) )
			);
			expect( locks.length ).toBeGreaterThan( 0 );
			// The permission bits as octal digits: owner, group, others.
			const permissions = ( file: string ) =>
				( fs.statSync( file ).mode % 0o1000 ).toString( 8 );
			for ( const folder of folders ) {
				expect( permissions( folder ) ).toBe( '700' );
			}
			for ( const lock of locks ) {
				expect( permissions( lock ) ).toMatch( /^[0-7]00$/ );
			}
		} finally {
			// Closing its input ends each holder (and its lock).
			for ( const holder of holders ) {
				holder.stdin?.end();
			}
		}
	} );
} );
