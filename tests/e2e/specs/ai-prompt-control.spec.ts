/**
 * The prompt control streaming from the built-in offline provider, in real WordPress (the AI
 * settings screen's playground).
 */
import { test, expect } from '../helpers/test';

const SETTINGS_PAGE = 'options-general.php';
const SETTINGS_QUERY = 'page=jetpack-blocks-ai';

test.describe( 'AI prompt control', () => {
	test( 'streams an answer progressively, then finishes', async ( {
		page,
		admin,
	} ) => {
		await admin.visitAdminPage( SETTINGS_PAGE, SETTINGS_QUERY );
		const prompt = page.getByRole( 'textbox', {
			name: /prompt|Ask the assistant/i,
		} );
		await prompt.fill( 'Write about honey bees' );
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
		await expect( answer ).toContainText( /bees/i );
		await expect( prompt ).toBeEnabled();
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
			await prompt.fill( 'Say something [moderation-test]' );
			await prompt.press( 'Enter' );
			await expect(
				page.getByText(
					'This request has been flagged by our moderation system. Please try to rephrase it and try again.'
				)
			).toBeVisible();
			await expect( prompt ).toHaveValue(
				'Say something [moderation-test]'
			);
			await expect(
				page.locator( '.jetpack-ai-status-indicator.is-error' )
			).toHaveCount( 1 );
		} );
	} );
} );
