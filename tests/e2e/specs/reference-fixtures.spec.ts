/**
 * Every stored version of every block, in the real WordPress editor and on the visitor's page.
 *
 * The fixture suite (tests/fixtures) parses the same files in jsdom with the blocks registered from
 * their folders. That is not the editor a user opens: there the blocks' definitions come from the
 * server too, core blocks are WordPress's own, and the browser's HTML parser reads the markup — a
 * stored link once passed jsdom and opened invalid here. So this spec hands every fixture (the
 * project's own, `src/blocks/<block>/test/fixtures`, and the reference plugin's,
 * ../shared/reference-content, when present) to the editor's own `wp.blocks.parse`, and fails on an
 * invalid block, a lost or changed attribute, or a save that writes other markup than the fixture
 * says. Then each block's stored versions are published together and opened as a visitor: no PHP
 * problem, no script error, valid markup.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../helpers/test';
import {
	readFixtures,
	readReferenceFixtures,
	REFERENCE_DIR,
	type Fixture,
} from '../../fixtures/fixture-files';
import {
	differencesBetween,
	expectedShape,
	withSortedCommentAttributes,
	type DeclaredAttributes,
	type ParsedShape,
} from '../../fixtures/compare-shapes';
import {
	ACCEPTED_REFERENCE_DIFFERENCES,
	ACCEPTED_REFERENCE_SERIALIZED,
} from '../../fixtures/accepted-differences';
import { STATE_FILE } from '../global-setup';

const BLOCKS_DIR = path.resolve( __dirname, '../../../src/blocks' );

interface Case {
	/** `<block folder>/<fixture>` or `reference/<folder>/<fixture>`. */
	label: string;
	blockName: string;
	fixture: Fixture;
	/** The reference's own fixture: accepted differences apply, and no save check without `.serialized.html`. */
	reference: boolean;
}

function projectCases(): Case[] {
	return fs
		.readdirSync( BLOCKS_DIR )
		.filter( ( folder ) =>
			fs.existsSync( path.join( BLOCKS_DIR, folder, 'block.json' ) )
		)
		.sort()
		.flatMap( ( folder ) => {
			const { name } = JSON.parse(
				fs.readFileSync(
					path.join( BLOCKS_DIR, folder, 'block.json' ),
					'utf8'
				)
			) as { name: string };
			return readFixtures(
				path.join( BLOCKS_DIR, folder, 'test/fixtures' )
			).map( ( fixture ) => ( {
				label: `${ folder }/${ fixture.name }`,
				blockName: name,
				fixture,
				reference: false,
			} ) );
		} );
}

const PROJECT = projectCases();
const REFERENCE = readReferenceFixtures(
	new Set( PROJECT.map( ( entry ) => entry.blockName ) )
).map( ( entry ) => ( {
	label: `reference/${ entry.label }`,
	blockName: entry.blockName,
	fixture: entry.fixture,
	reference: true,
} ) );
const CASES: Case[] = [ ...PROJECT, ...REFERENCE ];

if ( ! REFERENCE.length ) {
	// Said where the run's output is read; the project's own reference-format fixtures (`…__ref-…`)
	// are still opened.
	// eslint-disable-next-line no-console
	console.warn(
		`SKIPPED: the reference plugin's fixtures were not found at ${ REFERENCE_DIR }; only this project's fixtures are opened.`
	);
}

/** What the editor made of one fixture. */
interface Opened {
	blocks: ParsedShape[];
	serialized: string;
}

function problemsOf(
	entry: Case,
	opened: Opened,
	declared: Record< string, DeclaredAttributes >
): string[] {
	const { fixture } = entry;
	if ( ! fixture.expected ) {
		return [ 'no expected parse (.json)' ];
	}
	const key = entry.label.replace( /^reference\//, '' );
	const accepted = entry.reference
		? ( ACCEPTED_REFERENCE_DIFFERENCES[ key ] ?? [] )
		: [];
	const problems = differencesBetween(
		opened.blocks,
		expectedShape( fixture.expected ),
		( name ) => declared[ name ] ?? {}
	).filter( ( problem ) => ! accepted.includes( problem ) );
	// A reference fixture says what its markup becomes only when it has a `.serialized.html`.
	const expectedSave = entry.reference
		? ( ACCEPTED_REFERENCE_SERIALIZED[ key ] ?? fixture.serialized )
		: ( fixture.serialized ?? fixture.html );
	if (
		expectedSave !== null &&
		withSortedCommentAttributes( opened.serialized.trim() ) !==
			withSortedCommentAttributes( expectedSave.trim() )
	) {
		problems.push(
			`saves other markup:\n      got      ${ opened.serialized.trim() }\n      expected ${ expectedSave.trim() }`
		);
	}
	return problems;
}

// Beta blocks (voice to content) register only while the site-wide "beta blocks" setting is on, so
// this check turns it on: the tag runs it after every other story, one at a time.
test.describe( 'Stored content of every block and version @site-wide', () => {
	let betaBefore = false;

	test.beforeAll( async ( { requestUtils } ) => {
		const settings = ( await requestUtils.rest( {
			path: '/wp/v2/settings',
		} ) ) as Record< string, unknown >;
		betaBefore = settings.jetpack_blocks_beta_blocks === true;
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { jetpack_blocks_beta_blocks: true },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { jetpack_blocks_beta_blocks: betaBefore },
		} );
	} );

	test( 'opens valid in the real editor, with its attributes, and saves as its fixture says', async ( {
		admin,
		page,
	} ) => {
		expect( PROJECT.length ).toBeGreaterThan( 0 );
		await admin.createNewPost( { showWelcomeGuide: false } );
		await page.waitForFunction(
			() =>
				!! ( window as unknown as { wp?: { blocks?: unknown } } ).wp
					?.blocks
		);

		const { opened, declared } = await page.evaluate(
			( htmls ) => {
				type Block = {
					name: string;
					isValid: boolean;
					attributes: Record< string, unknown >;
					innerBlocks: Block[];
				};
				const { blocks } = (
					window as unknown as {
						wp: {
							blocks: {
								parse: ( html: string ) => Block[];
								serialize: ( blocks: Block[] ) => string;
								getBlockType: ( name: string ) =>
									| {
											attributes: Record<
												string,
												{ default?: unknown }
											>;
									  }
									| undefined;
							};
						};
					}
				 ).wp;
				const names = new Set< string >();
				const shape = ( list: Block[] ): Block[] =>
					list.map( ( block ) => {
						names.add( block.name );
						return {
							name: block.name,
							isValid: block.isValid,
							attributes: JSON.parse(
								JSON.stringify( block.attributes )
							),
							innerBlocks: shape( block.innerBlocks ),
						};
					} );
				const results = htmls.map( ( html ) => {
					const parsed = blocks.parse( html );
					return {
						blocks: shape( parsed ),
						serialized: blocks.serialize( parsed ),
					};
				} );
				const defaults: Record<
					string,
					Record< string, { default?: unknown } >
				> = {};
				names.forEach( ( name ) => {
					defaults[ name ] = Object.fromEntries(
						Object.entries(
							blocks.getBlockType( name )?.attributes ?? {}
						).map( ( [ key, value ] ) => [
							key,
							{ default: value.default },
						] )
					);
				} );
				return { opened: results, declared: defaults };
			},
			CASES.map( ( entry ) => entry.fixture.html )
		);

		const failures = CASES.flatMap( ( entry, index ) => {
			const problems = problemsOf(
				entry,
				opened[ index ] as Opened,
				declared
			);
			return problems.length
				? [ `${ entry.label }:\n    ${ problems.join( '\n    ' ) }` ]
				: [];
		} );
		expect(
			failures,
			`${ failures.length } of ${ CASES.length } stored fixtures differ in the real editor`
		).toEqual( [] );
	} );
} );

test.describe( 'Stored content of every block and version, for visitors', () => {
	// `page` is a signed-out visitor's; the posts are made through the REST API as the admin.
	test.use( {
		storageState: { cookies: [], origins: [] },
		// Offline, embeds of outside services (OpenTable, Eventbrite, Pinterest…) fail to load
		// their files; that is the browser's log of a refused request, not a script error.
		allowedConsoleError: /^Failed to load resource/,
	} );

	// Each block's stored versions on one page; a few blocks per test, so the two workers share the
	// work without paying a browser context per block.
	const byBlock = new Map< string, Case[] >();
	for ( const entry of CASES ) {
		byBlock.set( entry.blockName, [
			...( byBlock.get( entry.blockName ) ?? [] ),
			entry,
		] );
	}
	const blockNames = [ ...byBlock.keys() ];
	const PER_TEST = 10;
	for ( let start = 0; start < blockNames.length; start += PER_TEST ) {
		const names = blockNames.slice( start, start + PER_TEST );

		test( `render with no PHP problem and valid markup: ${ names.join( ', ' ) }`, async ( {
			requestUtils,
			page,
			visitorMarkup,
		} ) => {
			const found: Record< string, VisitorResult > = {};
			for ( const blockName of names ) {
				const logBefore = debugLogSize();
				const post = ( await requestUtils.createPost( {
					title: `Stored versions of ${ blockName }`,
					content: ( byBlock.get( blockName ) ?? [] )
						.map( ( entry ) => entry.fixture.html.trim() )
						.join( '\n\n' ),
					status: 'publish',
					date_gmt: new Date().toISOString(),
				} ) ) as { link: string };
				const response = await page.goto( post.link );
				const source = ( await response?.text() ) ?? '';
				const markup = (
					await visitorMarkup.problems( page, blockName, {
						source,
						// Only the post's content: it holds nothing but the fixtures.
						selector: '.wp-block-post-content, .entry-content',
						// Colours in stored content are the author's choice, not this plugin's.
						disableRules: [ 'color-contrast' ],
					} )
				)
					// The same stored block appears more than once on this page, so its fixed
					// ids (e.g. a form's) repeat; one instance is checked by the block's own spec.
					.filter(
						( problem ) => ! /^HTML: Duplicate ID/.test( problem )
					);
				found[ blockName ] = {
					status: response?.status(),
					markup,
					php: pluginLogLinesSince( logBefore ),
				};
			}
			// Script errors of the visitor's pages fail the test through `consoleErrors`.
			expect( withProblems( found ) ).toEqual( {} );
		} );
	}
} );

interface VisitorResult {
	status: number | undefined;
	markup: string[];
	php: string[];
}

/** The blocks whose visitor page had a problem. */
function withProblems(
	results: Record< string, VisitorResult >
): Record< string, VisitorResult > {
	return Object.fromEntries(
		Object.entries( results ).filter(
			( [ , result ] ) =>
				result.status !== 200 ||
				result.markup.length > 0 ||
				result.php.length > 0
		)
	);
}

/** The test site's PHP log (WP_DEBUG_LOG), when this run started the site. */
function debugLog(): string | null {
	if ( ! fs.existsSync( STATE_FILE ) ) {
		return null;
	}
	const { siteDir } = JSON.parse( fs.readFileSync( STATE_FILE, 'utf8' ) ) as {
		siteDir?: string;
	};
	return siteDir ? path.join( siteDir, 'wp-content/debug.log' ) : null;
}

function debugLogSize(): number {
	const log = debugLog();
	return log && fs.existsSync( log ) ? fs.statSync( log ).size : 0;
}

/** Lines PHP logged from this plugin's files since `offset` (another worker's lines may be among them). */
function pluginLogLinesSince( offset: number ): string[] {
	const log = debugLog();
	if ( ! log || ! fs.existsSync( log ) ) {
		return [];
	}
	const pluginDir = path.resolve( __dirname, '../../..' );
	const ourFiles = new RegExp(
		`(${ pluginDir }|/plugins/jetpack-blocks)/(build|php-stubs|src|[^/]+\\.php)`
	);
	return fs
		.readFileSync( log )
		.subarray( offset )
		.toString( 'utf8' )
		.split( '\n' )
		.filter( ( line ) => ourFiles.test( line ) );
}
