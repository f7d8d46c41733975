/**
 * The prompt control streaming from the site's model (the suite's stand-in, tests/ai-standin,
 * reached through the real OpenAI-compatible provider), in real WordPress (the AI settings screen's
 * playground).
 */
import type { APIRequestContext } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { test, expect } from '../helpers/test';

const SETTINGS_PAGE = 'options-general.php';
const SETTINGS_QUERY = 'page=jetpack-blocks-ai';

/**
 * The text the completion route streams for a prompt, asked directly (a token from
 * `jetpack/v4/jetpack-ai-jwt`, then `wpcom/v2/jetpack-ai-query` with the body the playground sends):
 * the `choices[0].delta.content` of every frame before `[DONE]`, joined.
 * @param requestUtils Signed-in REST helper (cookie + nonce) for the token.
 * @param request      Plain HTTP client for the completion (the token alone authorizes it).
 * @param prompt       The user's message.
 */
async function streamedCompletion(
	requestUtils: RequestUtils,
	request: APIRequestContext,
	prompt: string
): Promise< string > {
	const { token } = await requestUtils.rest< { token: string } >( {
		method: 'POST',
		path: '/jetpack/v4/jetpack-ai-jwt',
	} );
	const response = await request.post(
		`/?rest_route=${ encodeURIComponent( '/wpcom/v2/jetpack-ai-query' ) }`,
		{
			headers: { Authorization: `Bearer ${ token }` },
			data: {
				messages: [ { role: 'user', content: prompt } ],
				feature: 'ai-assistant',
			},
		}
	);
	expect( response.status() ).toBe( 200 );
	let text = '';
	let finished = false;
	for ( const line of ( await response.text() ).split( '\n' ) ) {
		if ( ! line.startsWith( 'data:' ) ) {
			continue;
		}
		const data = line.slice( 'data:'.length ).trim();
		if ( data === '[DONE]' ) {
			finished = true;
			break;
		}
		const frame = JSON.parse( data ) as {
			choices?: Array< { delta?: { content?: string } } >;
		};
		text += frame.choices?.[ 0 ]?.delta?.content ?? '';
	}
	expect( finished ).toBe( true );
	return text;
}

test.describe( 'AI prompt control', () => {
	test( 'streams the answer progressively, shows what the route streamed, then finishes', async ( {
		page,
		admin,
		requestUtils,
		request,
	} ) => {
		// A piece every 300 ms from the stand-in: several observations fit even on a busy machine.
		const question = 'Write about honey bees [standin-slow]';
		await admin.visitAdminPage( SETTINGS_PAGE, SETTINGS_QUERY );
		const prompt = page.getByRole( 'textbox', {
			name: /prompt|Ask the assistant/i,
		} );
		await prompt.fill( question );
		await prompt.press( 'Enter' );

		// Progressive: the answer grows over several observations before the request is done.
		const answer = page.locator( '.jetpack-blocks-ai-playground__answer' );
		const lengths: number[] = [];
		await expect
			.poll(
				async () => {
					lengths.push(
						(
							( await answer.textContent().catch( () => '' ) ) ??
							''
						).length
					);
					return page
						.locator( '.jetpack-ai-status-indicator.is-done' )
						.count();
				},
				{ intervals: [ 50 ], timeout: 30_000 }
			)
			.toBe( 1 );
		const growth = lengths.filter(
			( length, index ) =>
				index > 0 && length > ( lengths[ index - 1 ] ?? 0 )
		);
		expect( growth.length ).toBeGreaterThan( 1 );
		await expect( prompt ).toBeEnabled();

		// What is shown is the provider's answer, word for word, and that answer is not the
		// question: a control that echoed its input would fail here.
		const streamed = await streamedCompletion(
			requestUtils,
			request,
			question
		);
		expect( streamed.trim() ).not.toBe( question );
		expect( streamed.length ).toBeGreaterThan( question.length * 2 );
		await expect( answer ).toHaveText( streamed );
	} );

	test.describe( 'errors', () => {
		// The browser itself logs the failed request; the control must turn it into the message.
		test.use( { allowedConsoleError: /status of 422/ } );

		test( 'a flagged prompt gets the moderation message and keeps the prompt', async ( {
			page,
			admin,
		} ) => {
			await admin.visitAdminPage( SETTINGS_PAGE, SETTINGS_QUERY );
			const prompt = page.getByRole( 'textbox', {
				name: /prompt|Ask the assistant/i,
			} );
			await prompt.fill( 'Say something [standin-moderation]' );
			await prompt.press( 'Enter' );
			await expect(
				page.getByText(
					'This request has been flagged by our moderation system. Please try to rephrase it and try again.'
				)
			).toBeVisible();
			await expect( prompt ).toHaveValue(
				'Say something [standin-moderation]'
			);
			await expect(
				page.locator( '.jetpack-ai-status-indicator.is-error' )
			).toHaveCount( 1 );
		} );
	} );
} );
