/**
 * The `test` every spec uses: the WordPress fixtures (admin, editor, page, requestUtils) plus
 * - `consoleErrors`, collected automatically; a spec fails if the page logged any error it did not
 *   declare with `test.use( { allowedConsoleError: /…/ } )`;
 * - `blocks`, the story steps every block spec shares (insert, save, reload, visit);
 * - `visitorMarkup`, the front-end check every block spec runs on its visitor page (valid HTML, no
 *   serious accessibility violation; see visitor-markup.ts). Asking for it starts the worker's HTML
 *   checker in the background.
 */
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';
import type { ConsoleMessage } from '@playwright/test';
import { BlockSteps } from './block-steps';
import { NuChecker, VisitorMarkup } from './visitor-markup';

/** Messages a healthy offline editor can log that say nothing about our code. */
const IGNORED_CONSOLE = [ /^Download the React DevTools/, /^JQMIGRATE/ ];

interface Fixtures {
	consoleErrors: string[];
	blocks: BlockSteps;
	/**
	 * Console errors a spec expects (e.g. the browser's log of a deliberate 4xx), as one pattern:
	 * Playwright would read an array given to `test.use` as a [value, options] pair.
	 */
	allowedConsoleError: RegExp | null;
	visitorMarkup: VisitorMarkup;
}

interface WorkerFixtures {
	nuChecker: NuChecker;
}

export const test = base.extend< Fixtures, WorkerFixtures >( {
	// global-setup picks the site's URL (a free port) after the config is read; workers inherit it.
	baseURL: async ( {}, use ) => use( process.env.WP_BASE_URL ),
	allowedConsoleError: [ null, { option: true } ],
	consoleErrors: [
		async ( { page, allowedConsoleError }, use ) => {
			const ignored = allowedConsoleError
				? [ ...IGNORED_CONSOLE, allowedConsoleError ]
				: IGNORED_CONSOLE;
			const errors: string[] = [];
			const onConsole = ( message: ConsoleMessage ) => {
				if (
					message.type() === 'error' &&
					! ignored.some( ( pattern ) =>
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
	nuChecker: [
		async ( {}, use ) => {
			const checker = new NuChecker();
			await use( checker );
			await checker.stop();
		},
		{ scope: 'worker' },
	],
	visitorMarkup: async ( { nuChecker }, use ) => {
		nuChecker.start();
		await use( new VisitorMarkup( nuChecker ) );
	},
} );

export { expect };
