/**
 * A small reporter that writes what `npm test` prints in its summary line: how many browser tests
 * passed, failed, were skipped, and which passed only on a retry (flaky) — plus each spec file's
 * time, the figure to look at when the suite is too slow. Written to the file named by the
 * `outputFile` option (JSON); the list reporter still prints the run as it goes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {
	FullResult,
	Reporter,
	TestCase,
	TestResult,
} from '@playwright/test/reporter';

export interface SuiteSummary {
	status: FullResult[ 'status' ];
	passed: number;
	flaky: string[];
	failed: string[];
	skipped: number;
	/** Wall-clock seconds of the whole run. */
	seconds: number;
	/** Seconds spent in each spec file's tests (all attempts, summed over workers). */
	specSeconds: Record< string, number >;
}

export default class SummaryReporter implements Reporter {
	private readonly outputFile: string;
	private readonly tests = new Set< TestCase >();
	private readonly specSeconds: Record< string, number > = {};

	constructor( options: { outputFile: string } ) {
		this.outputFile = options.outputFile;
	}

	onTestEnd( test: TestCase, result: TestResult ): void {
		this.tests.add( test );
		const spec = path.basename( test.location.file );
		this.specSeconds[ spec ] =
			( this.specSeconds[ spec ] ?? 0 ) + result.duration / 1000;
	}

	onEnd( result: FullResult ): void {
		const title = ( test: TestCase ) =>
			`${ path.basename( test.location.file ) }:${
				test.location.line
			} › ${ test.titlePath().slice( 3 ).join( ' › ' ) }`;
		const outcomes = [ ...this.tests ].map( ( test ) => ( {
			test,
			outcome: test.outcome(),
		} ) );
		const summary: SuiteSummary = {
			status: result.status,
			passed: outcomes.filter( ( { outcome } ) => outcome === 'expected' )
				.length,
			flaky: outcomes
				.filter( ( { outcome } ) => outcome === 'flaky' )
				.map( ( { test } ) => title( test ) ),
			failed: outcomes
				.filter( ( { outcome } ) => outcome === 'unexpected' )
				.map( ( { test } ) => title( test ) ),
			skipped: outcomes.filter( ( { outcome } ) => outcome === 'skipped' )
				.length,
			seconds: result.duration / 1000,
			specSeconds: Object.fromEntries(
				Object.entries( this.specSeconds )
					.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
					.map( ( [ spec, seconds ] ) => [
						spec,
						Math.round( seconds * 10 ) / 10,
					] )
			),
		};
		fs.mkdirSync( path.dirname( this.outputFile ), { recursive: true } );
		fs.writeFileSync(
			this.outputFile,
			JSON.stringify( summary, null, '\t' ) + '\n'
		);
		if ( summary.flaky.length ) {
			// eslint-disable-next-line no-console
			console.log(
				`\n${ summary.flaky.length } flaky (passed only on a retry):\n${ summary.flaky
					.map( ( line ) => `  ${ line }` )
					.join( '\n' ) }`
			);
		}
	}

	printsToStdio(): boolean {
		return false;
	}
}
