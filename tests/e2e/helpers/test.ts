/**
 * The `test` every spec uses: the WordPress fixtures (admin, editor, page, requestUtils) plus
 * - `consoleErrors`, collected automatically; a spec fails if the page logged any error;
 * - `blocks`, the story steps every block spec shares (insert, save, reload, visit).
 */
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';
import type { ConsoleMessage, Page } from '@playwright/test';
import { BlockSteps } from './block-steps';

/** Messages a healthy offline editor can log that say nothing about our code. */
const IGNORED_CONSOLE = [ /^Download the React DevTools/, /^JQMIGRATE/ ];

export const test = base.extend< {
	consoleErrors: string[];
	blocks: BlockSteps;
} >( {
	// global-setup picks the site's URL (a free port) after the config is read; workers inherit it.
	baseURL: async ( {}, use ) => use( process.env.WP_BASE_URL ),
	consoleErrors: [
		async (
			{ page }: { page: Page },
			use: ( errors: string[] ) => Promise< void >
		) => {
			const errors: string[] = [];
			const onConsole = ( message: ConsoleMessage ) => {
				if (
					message.type() === 'error' &&
					! IGNORED_CONSOLE.some( ( pattern ) =>
						pattern.test( message.text() )
					)
				) {
					errors.push(
						`${ message.text() } (${ message.location().url })`
					);
				}
			};
			const onPageError = ( error: Error ) =>
				errors.push( `Uncaught: ${ error.message }` );
			page.on( 'console', onConsole );
			page.on( 'pageerror', onPageError );
			await use( errors );
			page.off( 'console', onConsole );
			page.off( 'pageerror', onPageError );
			expect( errors, 'console errors' ).toEqual( [] );
		},
		{ auto: true },
	],
	blocks: async ( { page, admin, editor, requestUtils }, use ) => {
		await use( new BlockSteps( page, admin, editor, requestUtils ) );
	},
} );

export { expect };
