/**
 * The visitor-markup check every block's front-end step runs: the block's markup, as the server sent
 * it, must be valid HTML (the Nu HTML checker, `vnu-jar`, on Java) and have no serious or critical
 * accessibility violation (axe-core).
 *
 * How:
 * - The test site wraps every `jetpack/*` and `videopress/*` block's front-end output in marker
 *   comments (mu-plugins/e2e-block-markers.php), so the block's exact source range is known.
 * - The whole page source goes through the checker, in its real context (the theme's document,
 *   other blocks' ids); only messages that fall inside the block's ranges count — the theme's own
 *   markup is not this project's to fix.
 * - The checker runs as one long-lived HTTP service per Playwright worker (nu.validator.servlet.Main
 *   on a loopback port), started when a test first asks for the `visitorMarkup` fixture, so the JVM
 *   boots while the test is still in the editor. Measured on the 2-core CI machine: a `java -jar
 *   vnu.jar` run per check costs 2–4 s; the service is up in about 4 s, then answers in 30–60 ms.
 * - axe runs in the visitor's page on the block's elements only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@wordpress/e2e-test-utils-playwright';

const VNU_JAR = path.join(
	path.dirname( require.resolve( 'vnu-jar/package.json' ) ),
	'build/dist/vnu.jar'
);

export const JAVA_MISSING =
	'The visitor-markup check runs the Nu HTML checker, which needs Java, and `java` was not found. Install it with: apt-get install default-jre-headless';

/** How long the checker service may take to come up on a busy machine. */
const START_TIMEOUT_MS = 90_000;

/** Axe impacts that fail the check. */
const FAILING_IMPACTS = [ 'serious', 'critical' ];

export interface NuMessage {
	type: 'error' | 'info' | 'non-document-error';
	subType?: string;
	message: string;
	extract?: string;
	firstLine?: number;
	firstColumn?: number;
	lastLine?: number;
	lastColumn?: number;
}

/** The Nu HTML checker as a local HTTP service, started once and shared by a worker's tests. */
export class NuChecker {
	private process: ChildProcess | null = null;
	private ready: Promise< string > | null = null;
	private output = '';

	/** Starts the service (once); answers at once, `validate` waits for it. */
	start(): void {
		if ( this.ready ) {
			return;
		}
		this.ready = this.boot();
		// Failures are reported by validate(); keep an unawaited rejection quiet until then.
		this.ready.catch( () => undefined );
	}

	private async boot(): Promise< string > {
		if ( spawnSync( 'java', [ '-version' ] ).error ) {
			throw new Error( JAVA_MISSING );
		}
		const port = await freePort();
		const child = spawn(
			'java',
			[
				// Client compiler only and the serial collector: the service starts about twice
				// as fast, and checking a page stays in the milliseconds. The schema compiler
				// recurses deeply, so the thread stack must be larger than the default.
				'-Xss8m',
				'-XX:TieredStopAtLevel=1',
				'-XX:+UseSerialGC',
				'-Dnu.validator.servlet.bind-address=127.0.0.1',
				'-cp',
				VNU_JAR,
				'nu.validator.servlet.Main',
				String( port ),
			],
			{ stdio: [ 'ignore', 'pipe', 'pipe' ] }
		);
		this.process = child;
		const keep = ( chunk: Buffer ) => {
			this.output = ( this.output + chunk.toString() ).slice( -4000 );
		};
		child.stdout?.on( 'data', keep );
		child.stderr?.on( 'data', keep );
		const stop = () => child.kill();
		process.once( 'exit', stop );
		child.once( 'exit', () => process.off( 'exit', stop ) );

		const url = `http://127.0.0.1:${ port }/`;
		const deadline = Date.now() + START_TIMEOUT_MS;
		while ( Date.now() < deadline ) {
			if ( child.exitCode !== null ) {
				throw new Error(
					`The Nu HTML checker stopped while starting (exit code ${ child.exitCode }):\n${ this.output }`
				);
			}
			try {
				if ( ( await fetch( url ) ).ok ) {
					return url;
				}
			} catch {
				// Not listening yet.
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		}
		throw new Error(
			`The Nu HTML checker did not start within ${
				START_TIMEOUT_MS / 1000
			} s:\n${ this.output }`
		);
	}

	/** The checker's messages for a whole HTML document. */
	async validate( html: string ): Promise< NuMessage[] > {
		this.start();
		const url = await ( this.ready as Promise< string > );
		const response = await fetch( `${ url }?out=json`, {
			method: 'POST',
			headers: { 'Content-Type': 'text/html; charset=utf-8' },
			body: html,
		} );
		if ( ! response.ok ) {
			throw new Error(
				`The Nu HTML checker answered ${ response.status }: ${ await response.text() }`
			);
		}
		return ( ( await response.json() ) as { messages: NuMessage[] } )
			.messages;
	}

	async stop(): Promise< void > {
		const child = this.process;
		if ( ! child || child.exitCode !== null ) {
			return;
		}
		const exited = new Promise( ( resolve ) =>
			child.once( 'exit', resolve )
		);
		child.kill();
		await exited;
	}
}

/** Source ranges [start, end) of each marked output of a block in a page's source. */
export function blockRanges(
	source: string,
	blockName: string
): Array< [ number, number ] > {
	const marker = /<!-- e2e-block:(start|end) ([a-z0-9-]+\/[a-z0-9-]+) -->/g;
	const ranges: Array< [ number, number ] > = [];
	const open: number[] = [];
	for ( const match of source.matchAll( marker ) ) {
		if ( match[ 2 ] !== blockName ) {
			continue;
		}
		if ( match[ 1 ] === 'start' ) {
			open.push( match.index + match[ 0 ].length );
		} else {
			const start = open.pop();
			if ( start !== undefined ) {
				ranges.push( [ start, match.index ] );
			}
		}
	}
	return ranges;
}

/** Offsets of each line's first character (line breaks as the HTML parser counts them). */
function lineStarts( source: string ): number[] {
	const starts = [ 0 ];
	for ( const match of source.matchAll( /\r\n|\r|\n/g ) ) {
		starts.push( match.index + match[ 0 ].length );
	}
	return starts;
}

/** The source range a checker message points at, or null when it has no position. */
function messageRange(
	message: NuMessage,
	starts: number[]
): [ number, number ] | null {
	if ( message.lastLine === undefined || message.lastColumn === undefined ) {
		return null;
	}
	const offset = ( line: number, column: number ) =>
		( starts[ line - 1 ] ?? 0 ) + column - 1;
	const end = offset( message.lastLine, message.lastColumn );
	const start = offset(
		message.firstLine ?? message.lastLine,
		message.firstColumn ?? message.lastColumn
	);
	return [ start, end ];
}

/** The checker's errors that fall inside the given ranges of the source. */
export function errorsInRanges(
	messages: NuMessage[],
	source: string,
	ranges: Array< [ number, number ] >
): NuMessage[] {
	const starts = lineStarts( source );
	return messages.filter( ( message ) => {
		if ( message.type === 'info' ) {
			return false;
		}
		if ( message.type === 'non-document-error' ) {
			return true; // The checker could not check the page at all.
		}
		const range = messageRange( message, starts );
		return (
			range !== null &&
			ranges.some(
				( [ start, end ] ) => range[ 0 ] < end && range[ 1 ] >= start
			)
		);
	} );
}

export interface CheckOptions {
	/** The page's source; by default it is fetched again from the page's URL (as a visitor). */
	source?: string;
	/** The block's elements for axe; by default `.wp-block-<namespace>-<name>`. */
	selector?: string;
	/** Axe rules that do not apply (e.g. colour contrast of colours an author stored). */
	disableRules?: string[];
}

export class VisitorMarkup {
	constructor( private readonly checker: NuChecker ) {}

	/** Every problem of the block's front-end markup on the page, one readable line each. */
	async problems(
		page: Page,
		blockName: string,
		options: CheckOptions = {}
	): Promise< string[] > {
		const source =
			options.source ??
			( await ( await page.request.get( page.url() ) ).text() );
		const ranges = blockRanges( source, blockName );
		if ( ranges.length === 0 ) {
			return [
				`No ${ blockName } block output found in the page source (is the test site's e2e-block-markers mu-plugin installed?)`,
			];
		}
		const selector =
			options.selector ?? `.wp-block-${ blockName.replace( '/', '-' ) }`;
		const [ messages, axe ] = await Promise.all( [
			this.checker.validate( source ),
			new AxeBuilder( { page } )
				.include( selector )
				.disableRules( options.disableRules ?? [] )
				.analyze(),
		] );
		const html = errorsInRanges( messages, source, ranges ).map(
			( message ) =>
				`HTML: ${ message.message }${
					message.extract
						? ` — at “${ message.extract.replace( /\s+/g, ' ' ) }”`
						: ''
				}`
		);
		const accessibility = axe.violations
			.filter( ( violation ) =>
				FAILING_IMPACTS.includes( violation.impact ?? '' )
			)
			.map(
				( violation ) =>
					`Accessibility (${ violation.impact }): ${ violation.help } [${
						violation.id
					}] — ${ violation.nodes
						.map( ( node ) => node.target.join( ' ' ) )
						.join( ', ' ) }`
			);
		return [ ...html, ...accessibility ];
	}

	/** Fails the test with the list of problems, if there is any. */
	async check(
		page: Page,
		blockName: string,
		options: CheckOptions = {}
	): Promise< void > {
		expect(
			await this.problems( page, blockName, options ),
			`visitor markup of ${ blockName }`
		).toEqual( [] );
	}
}
