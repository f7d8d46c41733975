/**
 * AI usage counting (spec 000 §3, §4, §9: the free tier's 20 requests per site) holds under parallel
 * requests, gives back what failed, and keeps one contributor from using up the site's requests. On
 * a site of its own (helpers/own-site.ts): it uses up that site's requests on purpose.
 */
import { test, expect } from '../helpers/test';
import { startOwnSite, type OwnSite } from '../helpers/own-site';
import { aiToken, aiUsage, complete, transcribe } from '../helpers/ai-requests';

// One site, used up step by step: the tests build on each other's counts.
test.describe.configure( { mode: 'serial' } );

let site: OwnSite;
let adminToken: string;

test.beforeAll( async () => {
	site = await startOwnSite( 'ai-quota', [
		'e2e-ai-provider-faults.php',
		'e2e-ai-without-connection.php',
		'e2e-ai-standin.php',
	] );
	adminToken = await aiToken( site.admin );
} );

test.afterAll( async () => {
	expect( await site.stop(), 'PHP problems in the plugin' ).toEqual( [] );
} );

const SITE_LIMIT = 20;
const USER_LIMIT = 10;

test.describe( 'AI quota', () => {
	test( 'a failed provider call gives its request back', async () => {
		const before = ( await aiUsage( site.admin ) ).count;

		const down = await complete( site.admin.context, adminToken, {
			question: 'Write about bees [e2e-fail]',
		} );
		expect( down.status ).toBe( 503 );
		expect( down.json?.code ).toBe( 'error_service_unavailable' );

		const flagged = await complete( site.admin.context, adminToken, {
			question: 'Write about bees [standin-moderation]',
		} );
		expect( flagged.status ).toBe( 422 );

		// The stream had started (status 200) when the service failed: still not a used request.
		const cut = await complete( site.admin.context, adminToken, {
			question: 'Write about bees [e2e-fail-midstream]',
		} );
		expect( cut.status ).toBe( 200 );
		expect( cut.done ).toBe( false );
		expect( cut.streamError?.code ).toBe( 'error_service_unavailable' );

		expect( ( await aiUsage( site.admin ) ).count ).toBe( before );

		const ok = await complete( site.admin.context, adminToken, {
			question: 'Write about bees',
		} );
		expect( ok.done ).toBe( true );
		expect( ( await aiUsage( site.admin ) ).count ).toBe( before + 1 );
	} );

	test( 'one contributor cannot use up the site’s requests', async () => {
		const contributor = await site.signIn( 'contributor' );
		const token = await aiToken( contributor );
		const before = ( await aiUsage( site.admin ) ).count;

		for ( let i = 0; i < USER_LIMIT; i++ ) {
			const answer = await complete( contributor.context, token, {
				question: `Write about bees, part ${ i + 1 }`,
				stream: false,
			} );
			expect( answer.status ).toBe( 200 );
		}
		const refused = await complete( contributor.context, token, {
			question: 'Write about bees, one more',
			stream: false,
		} );
		expect( refused.status ).toBe( 429 );
		expect( refused.json?.code ).toBe( 'error_user_quota_exceeded' );
		expect( refused.json?.message ).toBe(
			`You have reached your own limit of ${ USER_LIMIT } AI requests on this site. Please ask a site administrator.`
		);

		// Transcription is refused by the same ceiling, with the same message.
		const audio = await transcribe( contributor.context, token, {
			name: 'note.webm',
			mimeType: 'audio/webm',
			buffer: Buffer.from( 'not really audio' ),
		} );
		expect( audio.status ).toBe( 429 );
		expect( audio.body.code ).toBe( 'error_user_quota_exceeded' );

		// The site still has requests for everybody else.
		const usage = await aiUsage( site.admin );
		expect( usage.count ).toBe( before + USER_LIMIT );
		expect( usage.overLimit ).toBe( false );
	} );

	test( 'parallel requests at 19 of 20 leave exactly one answered and the count at 20', async () => {
		// Use the site's requests up to one before the limit, as the admin (no personal ceiling).
		let { count } = await aiUsage( site.admin );
		expect( count ).toBeLessThan( SITE_LIMIT - 1 );
		while ( count < SITE_LIMIT - 1 ) {
			const answer = await complete( site.admin.context, adminToken, {
				question: `Write about wasps, part ${ count }`,
				stream: false,
			} );
			expect( answer.status ).toBe( 200 );
			count += 1;
		}
		expect( ( await aiUsage( site.admin ) ).count ).toBe( SITE_LIMIT - 1 );

		// A slow provider, as a remote one is: every request is in flight at the same time.
		const answers = await Promise.all(
			Array.from( { length: 6 }, ( _, i ) =>
				complete( site.admin.context, adminToken, {
					question: `Write about hornets, part ${ i } [e2e-slow]`,
					stream: i % 2 === 0,
				} )
			)
		);
		const statuses = answers.map( ( answer ) => answer.status ).sort();
		expect( statuses ).toEqual( [ 200, 429, 429, 429, 429, 429 ] );
		for ( const answer of answers.filter( ( a ) => a.status === 429 ) ) {
			expect( answer.json?.code ).toBe( 'error_quota_exceeded' );
			expect( answer.json?.message ).toBe(
				'You have reached the limit of requests for this site.'
			);
		}
		const usage = await aiUsage( site.admin );
		expect( usage.count ).toBe( SITE_LIMIT );
		expect( usage.overLimit ).toBe( true );
	} );

	test( 'at the limit, transcription is refused with its own quota message', async () => {
		const audio = await transcribe( site.admin.context, adminToken, {
			name: 'note.webm',
			mimeType: 'audio/webm',
			buffer: Buffer.from( 'not really audio' ),
		} );
		expect( audio.status ).toBe( 429 );
		expect( audio.body.code ).toBe( 'error_quota_exceeded' );
		expect( audio.body.message ).toBe(
			'You exceeded your current quota, please check your plan details.'
		);
		expect( ( await aiUsage( site.admin ) ).count ).toBe( SITE_LIMIT );
	} );
} );
