/**
 * The `test` every spec uses: the WordPress fixtures (admin, editor, page, requestUtils) plus
 * - `consoleErrors`, collected automatically from every page of every browser context the test opens
 *   (the editor's, and each visitor's own context: BlockSteps.anonymousPage, `browser.newContext()`);
 *   a spec fails if any of them logged a console error or threw an uncaught exception it did not
 *   declare with `test.use( { allowedConsoleError: /…/ } )`;
 * - `blocks`, the story steps every block spec shares (insert, save, reload, visit);
 * - `visitorMarkup`, the front-end check every block spec runs on its visitor page (valid HTML, no
 *   serious accessibility violation; see visitor-markup.ts). Asking for it starts the worker's HTML
 *   checker in the background.
 */
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';
import type {
	BrowserContext,
	ConsoleMessage,
	WebError,
} from '@playwright/test';
import { BlockSteps } from './block-steps';
import { NuChecker, VisitorMarkup } from './visitor-markup';

/** Messages a healthy offline editor can log that say nothing about our code. */
const IGNORED_CONSOLE = [ /^Download the React DevTools/, /^JQMIGRATE/ ];

/**
 * The browser's log of a request to an outside service that could not even connect: the test machine
 * is offline, so an embed's own files (a booking widget, a board) never arrive — how that is logged
 * depends on the machine's network (no name, no route, a proxy that refuses: ERR_FAILED) —, or a spec
 * refused them itself (`route.abort()`, logged as blocked by the client). Requests to the
 * page's own site are never excused: a missing script or style of this plugin is a real error.
 */
function isOfflineOutsideRequest(
	text: string,
	url: string,
	pageUrl: string
): boolean {
	if (
		! /^Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|CONNECTION_REFUSED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE|BLOCKED_BY_CLIENT|FAILED|PROXY_CONNECTION_FAILED|TUNNEL_CONNECTION_FAILED|CONNECTION_RESET|CONNECTION_CLOSED|TIMED_OUT)\b/.test(
			text
		)
	) {
		return false;
	}
	try {
		return (
			new URL( url ).host !==
			new URL( pageUrl || process.env.WP_BASE_URL || '' ).host
		);
	} catch {
		return false;
	}
}

/** What one test collects: the errors so far, what it allows, and its own (editor) context. */
interface Collector {
	errors: string[];
	ignored: RegExp[];
	editorContext: BrowserContext;
}

/**
 * Listens to every browser context the worker's browser creates — the test's own and each visitor's —
 * and hands their console errors and uncaught exceptions to the running test. A visitor's page lives
 * in a context of its own, so listening on the test's `page` alone would never hear it.
 */
class PageErrorLog {
	current: Collector | null = null;
	/** Errors of contexts made outside a test (a `beforeAll`); the next test reports them. */
	pending: string[] = [];
	/** Contexts that were open when a test ended: what they log while being closed is nobody's. */
	private readonly ended = new WeakSet< BrowserContext >();

	endTest( contexts: BrowserContext[] ): void {
		this.current = null;
		contexts.forEach( ( context ) => this.ended.add( context ) );
	}

	watch( context: BrowserContext ): void {
		context.on( 'console', ( message: ConsoleMessage ) => {
			if ( message.type() !== 'error' ) {
				return;
			}
			const { url } = message.location();
			if (
				isOfflineOutsideRequest(
					message.text(),
					url,
					message.page()?.url() ?? ''
				)
			) {
				return;
			}
			this.add(
				context,
				message.text(),
				`${ message.text() } (${ url })`
			);
		} );
		context.on( 'weberror', ( webError: WebError ) => {
			const message = webError.error().message;
			this.add(
				context,
				message,
				`Uncaught: ${ message } (${ webError.page()?.url() ?? '' })`
			);
		} );
	}

	private add( context: BrowserContext, text: string, line: string ): void {
		const collector = this.current;
		const ignored = collector?.ignored ?? IGNORED_CONSOLE;
		if ( ignored.some( ( pattern ) => pattern.test( text ) ) ) {
			return;
		}
		if ( ! collector ) {
			if ( this.ended.has( context ) ) {
				return;
			}
			this.pending.push( `Outside a test: ${ line }` );
			return;
		}
		collector.errors.push(
			context === collector.editorContext
				? line
				: `Visitor page: ${ line }`
		);
	}
}

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
	pageErrorLog: PageErrorLog;
}

export const test = base.extend< Fixtures, WorkerFixtures >( {
	// global-setup picks the site's URL (a free port) after the config is read; workers inherit it.
	baseURL: async ( {}, use ) => use( process.env.WP_BASE_URL ),
	allowedConsoleError: [ null, { option: true } ],
	pageErrorLog: [
		async ( { browser }, use ) => {
			const log = new PageErrorLog();
			browser.contexts().forEach( ( context ) => log.watch( context ) );
			const onContext = ( context: BrowserContext ) =>
				log.watch( context );
			browser.on( 'context', onContext );
			await use( log );
			browser.off( 'context', onContext );
		},
		{ scope: 'worker', auto: true },
	],
	consoleErrors: [
		async ( { page, browser, allowedConsoleError, pageErrorLog }, use ) => {
			const errors: string[] = pageErrorLog.pending.splice( 0 );
			pageErrorLog.current = {
				errors,
				ignored: allowedConsoleError
					? [ ...IGNORED_CONSOLE, allowedConsoleError ]
					: IGNORED_CONSOLE,
				editorContext: page.context(),
			};
			try {
				await use( errors );
			} finally {
				pageErrorLog.endTest( browser.contexts() );
			}
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
