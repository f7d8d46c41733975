/**
 * The offline tools' programs (Hunspell, Apertium) for the `npm start` site, run by the same
 * loopback service as its transcription (service.mjs): that site's PHP is WebAssembly and cannot start
 * programs, so php-stubs/ai/tools/class-tool-programs.php sends each run here instead.
 *
 * The PHP side keeps the tools' logic (which words, which suggestion, what to keep out of a
 * translation); this only runs the two programs exactly as the PHP would on a native site, with the
 * same bounds: argument arrays (no shell), a time limit, an output cap and an input cap. A request
 * names a dictionary or a translation direction; it is used only when its files are in the
 * configured folders, never as a path.
 *
 * Protocol (JSON, `Authorization: Bearer <secret>` like /transcriptions):
 *   GET  /tools     → 200 { hunspell, dictionaries: [ 'en_US' ], apertium, modes: [ 'eng-spa' ], transcription }
 *   POST /hunspell  { dictionary, input } → 200 { output } (hunspell -a -i UTF-8 -d <dictionary>)
 *   POST /apertium  { mode, input }       → 200 { output } (apertium -u -f txt <mode>)
 *   400 { error: 'bad_request' }  a body that is not such JSON, or a name that is not a plain name
 *   413 { error: 'too_big' }      input over MAX_INPUT_BYTES
 *   503 { error: 'not_installed', missing: [ 'hunspell' | 'dictionary' | 'apertium' | 'mode' ] }
 *   503 { error: 'timeout' } | { error: 'busy' } | { error: 'failed' }
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Most bytes of text handed to a program (the PHP side's cap: 100,000 characters of 4 bytes). */
export const MAX_INPUT_BYTES = 400_000;
/** Most bytes a program may print. */
const MAX_OUTPUT_BYTES = 4_194_304;

/**
 * @typedef {Object} ToolsConfig
 * @property {string}   hunspell          Program name or absolute path.
 * @property {string}   apertium          Program name or absolute path.
 * @property {string[]} dictionaryFolders Folders of Hunspell's .dic/.aff files.
 * @property {string}   apertiumData      Apertium's data folder (with modes/).
 * @property {number}   toolTimeLimitMs   Longest run of one program.
 */

/** @type {ToolsConfig} */
export const TOOLS_DEFAULTS = {
	hunspell: 'hunspell',
	apertium: 'apertium',
	dictionaryFolders: [ '/usr/share/hunspell', '/usr/share/myspell/dicts' ],
	apertiumData: '/usr/share/apertium',
	toolTimeLimitMs: 60_000,
};

/** A dictionary or mode name: becomes part of a path, so nothing that could leave its folder. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function readable( file ) {
	try {
		fs.accessSync( file, fs.constants.R_OK );
		return fs.statSync( file ).isFile();
	} catch {
		return false;
	}
}

function names( folder, extension, complete ) {
	let files = [];
	try {
		files = fs.readdirSync( folder );
	} catch {
		return [];
	}
	return files
		.filter( ( file ) => file.endsWith( extension ) )
		.map( ( file ) => file.slice( 0, -extension.length ) )
		.filter(
			( name ) =>
				NAME.test( name ) && complete( path.join( folder, name ) )
		);
}

/**
 * The installed Hunspell dictionaries (both files readable), e.g. en_US.
 *
 * @param {ToolsConfig} config
 * @return {string[]} Names, sorted.
 */
export function dictionaries( config ) {
	const all = config.dictionaryFolders.flatMap( ( folder ) =>
		names(
			folder,
			'.dic',
			( base ) =>
				readable( `${ base }.dic` ) && readable( `${ base }.aff` )
		)
	);
	return [ ...new Set( all ) ].sort();
}

/**
 * The installed Apertium translation directions, e.g. eng-spa.
 *
 * @param {ToolsConfig} config
 * @return {string[]} Names, sorted.
 */
export function modes( config ) {
	return names(
		path.join( config.apertiumData, 'modes' ),
		'.mode',
		( base ) => readable( `${ base }.mode` )
	).sort();
}

/** An answer of the tools other than success (the service turns it into JSON). */
export class ToolError extends Error {
	/**
	 * @param {number}                  status HTTP status.
	 * @param {string}                  code   `error` field.
	 * @param {Record<string, unknown>} extra  More fields of the answer.
	 */
	constructor( status, code, extra = {} ) {
		super( code );
		this.status = status;
		this.code = code;
		this.extra = extra;
	}
}

/**
 * Runs a program (no shell) with `input` on its standard input, a time limit and an output cap.
 * The input is a file, as on the PHP side: Node's pipes to a child are sockets, and Apertium's
 * wrapper reads its input as /dev/stdin, which cannot be opened on a socket.
 *
 * @param {string[]} command
 * @param {string}   input
 * @param {number}   timeLimitMs
 * @return {Promise<string>} Its standard output.
 * @throws {ToolError}
 */
async function run( command, input, timeLimitMs ) {
	const folder = fs.mkdtempSync(
		path.join( os.tmpdir(), 'jetpack-blocks-tool-' )
	);
	const file = path.join( folder, 'input' );
	fs.writeFileSync( file, input, { mode: 0o600 } );
	const stdin = fs.openSync( file, 'r' );
	try {
		return await runWith( command, stdin, timeLimitMs );
	} finally {
		fs.closeSync( stdin );
		fs.rmSync( folder, { recursive: true, force: true } );
	}
}

/**
 * @param {string[]} command
 * @param {number}   stdin       File descriptor of the input.
 * @param {number}   timeLimitMs
 * @return {Promise<string>} Its standard output.
 */
function runWith( command, stdin, timeLimitMs ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn( command[ 0 ], command.slice( 1 ), {
			stdio: [ stdin, 'pipe', 'pipe' ],
			// Apertium's wrapper wants a UTF-8 locale; C.UTF-8 is in every current glibc.
			env: { PATH: '/usr/local/bin:/usr/bin:/bin', LC_ALL: 'C.UTF-8' },
			// Its own process group: a run over time is killed with every program of its pipeline
			// (Apertium's wrapper starts about ten).
			detached: true,
		} );
		const chunks = [];
		let size = 0;
		let failure = null;
		const kill = ( error ) => {
			failure ??= error;
			try {
				process.kill( -child.pid, 'SIGKILL' );
			} catch {}
		};
		const timer = setTimeout(
			() => kill( new ToolError( 503, 'timeout' ) ),
			timeLimitMs
		);
		child.stdout.on( 'data', ( chunk ) => {
			size += chunk.length;
			if ( size > MAX_OUTPUT_BYTES ) {
				kill( new ToolError( 503, 'failed' ) );
				return;
			}
			chunks.push( chunk );
		} );
		child.stderr.resume();
		child.on( 'error', () => kill( new ToolError( 503, 'failed' ) ) );
		child.on( 'close', ( code ) => {
			clearTimeout( timer );
			if ( failure || code !== 0 ) {
				reject( failure ?? new ToolError( 503, 'failed' ) );
				return;
			}
			resolve( Buffer.concat( chunks ).toString( 'utf8' ) );
		} );
	} );
}

/**
 * Hunspell's answer to `input` (the ispell pipe protocol), with the named dictionary.
 *
 * @param {{ dictionary: string, input: string }} request
 * @param {ToolsConfig}                           config
 * @param {( program: string ) => string|null}    findProgram
 * @return {Promise<string>} Its output.
 */
export async function hunspell( { dictionary, input }, config, findProgram ) {
	const program = findProgram( config.hunspell );
	if ( ! program ) {
		throw new ToolError( 503, 'not_installed', {
			missing: [ 'hunspell' ],
		} );
	}
	const folder = config.dictionaryFolders.find(
		( candidate ) =>
			readable( path.join( candidate, `${ dictionary }.dic` ) ) &&
			readable( path.join( candidate, `${ dictionary }.aff` ) )
	);
	if ( ! folder ) {
		throw new ToolError( 503, 'not_installed', {
			missing: [ 'dictionary' ],
		} );
	}
	return run(
		[ program, '-a', '-i', 'UTF-8', '-d', path.join( folder, dictionary ) ],
		input,
		config.toolTimeLimitMs
	);
}

/**
 * Apertium's translation of `input` in the named direction.
 *
 * @param {{ mode: string, input: string }}    request
 * @param {ToolsConfig}                        config
 * @param {( program: string ) => string|null} findProgram
 * @return {Promise<string>} The translation.
 */
export async function apertium( { mode, input }, config, findProgram ) {
	const program = findProgram( config.apertium );
	if ( ! program ) {
		throw new ToolError( 503, 'not_installed', {
			missing: [ 'apertium' ],
		} );
	}
	if ( ! modes( config ).includes( mode ) ) {
		throw new ToolError( 503, 'not_installed', { missing: [ 'mode' ] } );
	}
	return run(
		[ program, '-u', '-f', 'txt', '-d', config.apertiumData, mode ],
		input,
		config.toolTimeLimitMs
	);
}

/**
 * Checks a tools request's JSON: a plain name under `nameKey` and a string `input` within the cap.
 *
 * @param {unknown} body
 * @param {string}  nameKey dictionary or mode.
 * @return {{ name: string, input: string }} What to run.
 * @throws {ToolError}
 */
export function readToolRequest( body, nameKey ) {
	const name = body?.[ nameKey ];
	const input = body?.input;
	if ( typeof name !== 'string' || ! NAME.test( name ) ) {
		throw new ToolError( 400, 'bad_request' );
	}
	if ( typeof input !== 'string' ) {
		throw new ToolError( 400, 'bad_request' );
	}
	if ( Buffer.byteLength( input ) > MAX_INPUT_BYTES ) {
		throw new ToolError( 413, 'too_big' );
	}
	return { name, input };
}
