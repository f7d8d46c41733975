/**
 * A small native speech-to-text service for the `npm start` site.
 *
 * That site runs PHP compiled to WebAssembly (@wordpress/env's Playground runtime), which cannot
 * start programs, so the plugin's local recogniser (php-stubs/ai/class-local-recogniser.php) cannot
 * run ffmpeg and pocketsphinx there itself. Its PHP can open TCP connections, though (php-wasm for
 * Node tunnels sockets to the host), so this service runs the same two programs natively and the
 * dev site's must-use plugin points the recogniser at it (scripts/wordpress/dev-site).
 *
 * It is a development convenience with the same bounds as the PHP recogniser: it listens on loopback
 * only, on a port chosen by the system, and answers only requests that carry the secret of this
 * start; programs run from argument arrays (no shell) with time limits and output caps; ffmpeg reads
 * only the uploaded file in the listed audio containers; at most a few recognitions at once; the
 * upload is capped and its temporary folder removed whatever happens.
 *
 * Protocol: POST /transcriptions, `Authorization: Bearer <secret>`, the audio file as the body.
 *   200 { text }                      the recognised words, one line per utterance (may be empty)
 *   401 { error: 'unauthorized' }     a missing or wrong secret
 *   413 { error: 'too_big' }          over MAX_UPLOAD_BYTES
 *   422 { error: 'invalid_audio' }    ffmpeg could not decode it
 *   422 { error: 'too_long' }         over 25 minutes
 *   503 { error: 'not_installed', missing: [ Debian packages ] }
 *   503 { error: 'timeout', stage: 'convert' | 'recognise' }
 *   503 { error: 'busy' }             every slot stayed taken for `slotWaitMs`
 *   503 { error: 'failed' }           the recogniser failed or printed too much
 * The PHP side turns each into the same error the local recogniser gives, in the site's language.
 *
 * The same service runs the offline tools' programs (Hunspell, Apertium) for that site: GET /tools,
 * POST /hunspell and POST /apertium, described in tools.mjs. One service, one port, one secret.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
	TOOLS_DEFAULTS,
	ToolError,
	apertium,
	dictionaries,
	hunspell,
	modes,
	readToolRequest,
} from './tools.mjs';

/** Where pocketsphinx-en-us installs the model. */
export const MODEL = '/usr/share/pocketsphinx/model/en-us';
const SAMPLE_RATE = 16000;
const BYTES_PER_SECOND = 32000;
/** Longest audio transcribed, in seconds (spec 000 §9: 25 minutes). */
const MAX_AUDIO_SECONDS = 1500;
/** The transcription route accepts 25,000,000 bytes; a little more for the request's framing. */
export const MAX_UPLOAD_BYTES = 26_000_000;
const MAX_TEXT_BYTES = 1_048_576;
const FORMATS = 'wav,mp3,ogg,flac,mov,mp4,m4a,matroska,webm,aac';
const PROGRAM_FOLDERS = [ '/usr/local/bin', '/usr/bin', '/bin' ];
const MODEL_FILES = [
	'en-us/mdef',
	'en-us/means',
	'en-us/feat.params',
	'en-us.lm.bin',
	'cmudict-en-us.dict',
];

/**
 * @typedef {Object} RecogniserConfig
 * @property {string} ffmpeg             Program name or absolute path.
 * @property {string} recogniser         Program name or absolute path.
 * @property {string} model              Folder with en-us/, en-us.lm.bin and cmudict-en-us.dict.
 * @property {number} convertTimeLimitMs Longest conversion.
 * @property {number} timeLimitMs        Longest recognition (a run gets 30 s + twice the audio).
 * @property {number} slots              Recognitions at once.
 * @property {number} slotWaitMs         How long a request waits for a free slot.
 */

/** @type {RecogniserConfig & import('./tools.mjs').ToolsConfig} */
export const DEFAULTS = {
	ffmpeg: 'ffmpeg',
	recogniser: 'pocketsphinx_continuous',
	model: MODEL,
	convertTimeLimitMs: 120_000,
	timeLimitMs: 900_000,
	slots: 2,
	slotWaitMs: 20_000,
	...TOOLS_DEFAULTS,
};

/** Most bytes of a tools request's JSON: its input, escaped (\uXXXX is 6 bytes a character). */
const MAX_TOOL_REQUEST_BYTES = 2_500_000;

/** An answer of the service other than success. */
export class ServiceError extends Error {
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

function isExecutable( file ) {
	try {
		if ( ! fs.statSync( file ).isFile() ) {
			return false;
		}
		fs.accessSync( file, fs.constants.X_OK );
		return true;
	} catch {
		return false;
	}
}

/**
 * The executable a setting names: an absolute path as is, a name looked up in the usual program
 * folders and PATH (as the PHP recogniser does).
 *
 * @param {string} program
 * @return {string|null} Absolute path, or null.
 */
export function findProgram( program ) {
	if ( ! program ) {
		return null;
	}
	if ( program.includes( '/' ) ) {
		return path.isAbsolute( program ) && isExecutable( program )
			? program
			: null;
	}
	const folders = [
		...PROGRAM_FOLDERS,
		...( process.env.PATH ?? '' ).split( ':' ),
	].filter( ( folder ) => folder.startsWith( '/' ) );
	for ( const folder of new Set( folders ) ) {
		const candidate = path.join( folder, program );
		if ( isExecutable( candidate ) ) {
			return candidate;
		}
	}
	return null;
}

/**
 * The programs' paths, or the Debian packages that are missing.
 *
 * @param {RecogniserConfig} config
 * @return {{ ffmpeg: string, recogniser: string } | { missing: string[] }} Paths, or what is missing.
 */
export function locatePrograms( config ) {
	const ffmpeg = findProgram( config.ffmpeg );
	const recogniser = findProgram( config.recogniser );
	const missing = [];
	if ( ! recogniser ) {
		missing.push( 'pocketsphinx' );
	}
	const modelComplete = MODEL_FILES.every( ( file ) => {
		try {
			fs.accessSync( path.join( config.model, file ), fs.constants.R_OK );
			return true;
		} catch {
			return false;
		}
	} );
	if ( ! modelComplete ) {
		missing.push( 'pocketsphinx-en-us' );
	}
	if ( ! ffmpeg ) {
		missing.push( 'ffmpeg' );
	}
	return missing.length || ! ffmpeg || ! recogniser
		? { missing }
		: { ffmpeg, recogniser };
}

/**
 * Runs a program (no shell) with a time limit, keeping at most `maxOutput` bytes of its standard
 * output; its error output is read and dropped.
 *
 * @param {string[]} command
 * @param {number}   timeLimitMs
 * @param {number}   maxOutput
 * @return {Promise<{ output: string, exitCode: number|null, timedOut: boolean, overflow: boolean }>} What it did.
 */
function run( command, timeLimitMs, maxOutput ) {
	return new Promise( ( resolve ) => {
		const child = spawn( command[ 0 ], command.slice( 1 ), {
			stdio: [ 'ignore', 'pipe', 'pipe' ],
			env: { PATH: '/usr/local/bin:/usr/bin:/bin', LC_ALL: 'C' },
		} );
		const chunks = [];
		let size = 0;
		let timedOut = false;
		let overflow = false;
		const timer = setTimeout( () => {
			timedOut = true;
			child.kill( 'SIGKILL' );
		}, timeLimitMs );
		child.stdout.on( 'data', ( chunk ) => {
			size += chunk.length;
			if ( size > maxOutput ) {
				overflow = true;
				child.kill( 'SIGKILL' );
				return;
			}
			chunks.push( chunk );
		} );
		child.stderr.resume();
		const finish = ( exitCode ) => {
			clearTimeout( timer );
			resolve( {
				output: Buffer.concat( chunks ).toString( 'utf8' ),
				exitCode,
				timedOut,
				overflow,
			} );
		};
		child.on( 'error', () => finish( null ) );
		child.on( 'close', ( code ) => finish( code ) );
	} );
}

/**
 * The recognised words of an audio file, one line per utterance.
 *
 * @param {string}           file   Audio file.
 * @param {RecogniserConfig} config
 * @return {Promise<string>} The text.
 * @throws {ServiceError}
 */
export async function transcribeFile( file, config ) {
	const programs = locatePrograms( config );
	if ( 'missing' in programs ) {
		throw new ServiceError( 503, 'not_installed', {
			missing: programs.missing,
		} );
	}
	const raw = `${ file }.raw`;
	const converted = await run(
		[
			programs.ffmpeg,
			'-nostdin',
			'-hide_banner',
			'-loglevel',
			'error',
			// Only local files, only the listed containers: no playlists, no network.
			'-protocol_whitelist',
			'file',
			'-format_whitelist',
			FORMATS,
			'-i',
			`file:${ file }`,
			'-map',
			'0:a:0',
			'-vn',
			'-sn',
			'-dn',
			// A little past the limit, to tell audio over it from audio just at it.
			'-t',
			String( MAX_AUDIO_SECONDS + 1 ),
			'-ac',
			'1',
			'-ar',
			String( SAMPLE_RATE ),
			'-c:a',
			'pcm_s16le',
			'-f',
			's16le',
			'-y',
			`file:${ raw }`,
		],
		config.convertTimeLimitMs,
		65536
	);
	if ( converted.timedOut ) {
		throw new ServiceError( 503, 'timeout', { stage: 'convert' } );
	}
	let size = 0;
	try {
		size = fs.statSync( raw ).size;
	} catch {}
	if ( converted.exitCode !== 0 || size <= 0 ) {
		throw new ServiceError( 422, 'invalid_audio' );
	}
	if ( size > MAX_AUDIO_SECONDS * BYTES_PER_SECOND ) {
		throw new ServiceError( 422, 'too_long' );
	}
	const seconds = size / BYTES_PER_SECOND;
	const recognised = await run(
		[
			programs.recogniser,
			'-infile',
			raw,
			'-samprate',
			String( SAMPLE_RATE ),
			'-hmm',
			`${ config.model }/en-us`,
			'-lm',
			`${ config.model }/en-us.lm.bin`,
			'-dict',
			`${ config.model }/cmudict-en-us.dict`,
			'-logfn',
			'/dev/null',
		],
		Math.min(
			config.timeLimitMs,
			( 30 + 2 * Math.ceil( seconds ) ) * 1000
		),
		MAX_TEXT_BYTES
	);
	if ( recognised.timedOut ) {
		throw new ServiceError( 503, 'timeout', { stage: 'recognise' } );
	}
	if ( recognised.overflow || recognised.exitCode !== 0 ) {
		throw new ServiceError( 503, 'failed' );
	}
	return recognised.output
		.split( /\r?\n/ )
		.map( ( line ) => line.trim() )
		.filter( Boolean )
		.join( '\n' );
}

/**
 * A counting semaphore whose waiters give up after a while.
 *
 * @param {number} size
 */
function slots( size ) {
	let free = size;
	/** @type {Array<() => void>} */
	const waiting = [];
	return {
		/**
		 * @param {number} waitMs
		 * @return {Promise<() => void>} Its release function.
		 */
		take( waitMs ) {
			const release = () => {
				const next = waiting.shift();
				if ( next ) {
					next();
				} else {
					free++;
				}
			};
			if ( free > 0 ) {
				free--;
				return Promise.resolve( release );
			}
			return new Promise( ( resolve, reject ) => {
				const grant = () => {
					clearTimeout( timer );
					resolve( release );
				};
				const timer = setTimeout( () => {
					waiting.splice( waiting.indexOf( grant ), 1 );
					reject( new ServiceError( 503, 'busy' ) );
				}, waitMs );
				waiting.push( grant );
			} );
		},
	};
}

function sameSecret( header, secret ) {
	const given = Buffer.from(
		/^Bearer (\S+)$/.exec( header ?? '' )?.[ 1 ] ?? ''
	);
	const expected = Buffer.from( secret );
	return (
		given.length === expected.length &&
		crypto.timingSafeEqual( given, expected )
	);
}

function answer( response, status, body ) {
	const text = JSON.stringify( body );
	response.writeHead( status, {
		'Content-Type': 'application/json',
		'Content-Length': Buffer.byteLength( text ),
	} );
	response.end( text );
}

/**
 * The service's HTTP server (not yet listening).
 *
 * @param {{ secret: string, config?: Partial<RecogniserConfig> }} options
 * @return {http.Server} The server.
 */
export function createService( { secret, config: overrides = {} } ) {
	if ( ! secret || secret.length < 32 ) {
		throw new Error( 'The transcription service needs a long secret.' );
	}
	const config = { ...DEFAULTS, ...overrides };
	const pool = slots( config.slots );
	// The tools have slots of their own: a spelling check must not wait behind a long recording.
	const toolPool = slots( config.slots );

	return http.createServer( async ( request, response ) => {
		const route = `${ request.method } ${ request.url }`;
		if (
			! [
				'POST /transcriptions',
				'GET /tools',
				'POST /hunspell',
				'POST /apertium',
			].includes( route )
		) {
			request.resume();
			answer( response, 404, { error: 'not_found' } );
			return;
		}
		if ( ! sameSecret( request.headers.authorization, secret ) ) {
			request.resume();
			answer( response, 401, { error: 'unauthorized' } );
			return;
		}
		if ( route !== 'POST /transcriptions' ) {
			await serveTool( route, request, response, config, toolPool );
			return;
		}
		if (
			Number( request.headers[ 'content-length' ] ?? 0 ) >
			MAX_UPLOAD_BYTES
		) {
			request.resume();
			answer( response, 413, { error: 'too_big' } );
			return;
		}

		let folder = null;
		let release = null;
		try {
			folder = fs.mkdtempSync(
				path.join( os.tmpdir(), 'jetpack-blocks-transcription-' )
			);
			const file = path.join( folder, 'audio' );
			await new Promise( ( resolve, reject ) => {
				const out = fs.createWriteStream( file, { mode: 0o600 } );
				let received = 0;
				request.on( 'data', ( chunk ) => {
					received += chunk.length;
					if ( received > MAX_UPLOAD_BYTES ) {
						request.unpipe( out );
						request.resume();
						out.destroy();
						reject( new ServiceError( 413, 'too_big' ) );
					}
				} );
				request.on( 'error', reject );
				out.on( 'error', reject );
				out.on( 'finish', resolve );
				request.pipe( out );
			} );
			release = await pool.take( config.slotWaitMs );
			const text = await transcribeFile( file, config );
			answer( response, 200, { text } );
		} catch ( error ) {
			if ( error instanceof ServiceError ) {
				answer( response, error.status, {
					error: error.code,
					...error.extra,
				} );
			} else {
				answer( response, 503, { error: 'failed' } );
			}
		} finally {
			release?.();
			if ( folder ) {
				fs.rmSync( folder, { recursive: true, force: true } );
			}
		}
	} );
}

/**
 * The whole body of a request, up to `limit` bytes.
 *
 * @param {http.IncomingMessage} request
 * @param {number}               limit
 * @return {Promise<Buffer>} The body.
 * @throws {ToolError} 413 over the limit.
 */
function readBody( request, limit ) {
	return new Promise( ( resolve, reject ) => {
		const chunks = [];
		let received = 0;
		request.on( 'data', ( chunk ) => {
			received += chunk.length;
			if ( received > limit ) {
				request.removeAllListeners( 'data' );
				request.resume();
				reject( new ToolError( 413, 'too_big' ) );
				return;
			}
			chunks.push( chunk );
		} );
		request.on( 'error', reject );
		request.on( 'end', () => resolve( Buffer.concat( chunks ) ) );
	} );
}

/**
 * Answers a tools route (tools.mjs): the status, or one run of Hunspell or Apertium.
 *
 * @param {string}                   route    Method and path.
 * @param {http.IncomingMessage}     request
 * @param {http.ServerResponse}      response
 * @param {typeof DEFAULTS}          config
 * @param {ReturnType<typeof slots>} pool
 */
async function serveTool( route, request, response, config, pool ) {
	if ( route === 'GET /tools' ) {
		request.resume();
		answer( response, 200, {
			hunspell: Boolean( findProgram( config.hunspell ) ),
			dictionaries: dictionaries( config ),
			apertium: Boolean( findProgram( config.apertium ) ),
			modes: modes( config ),
			transcription: ! ( 'missing' in locatePrograms( config ) ),
		} );
		return;
	}
	let release = null;
	try {
		if (
			Number( request.headers[ 'content-length' ] ?? 0 ) >
			MAX_TOOL_REQUEST_BYTES
		) {
			request.resume();
			throw new ToolError( 413, 'too_big' );
		}
		let body = null;
		try {
			body = JSON.parse(
				( await readBody( request, MAX_TOOL_REQUEST_BYTES ) ).toString(
					'utf8'
				)
			);
		} catch ( error ) {
			throw error instanceof ToolError
				? error
				: new ToolError( 400, 'bad_request' );
		}
		const isSpelling = route === 'POST /hunspell';
		const { name, input } = readToolRequest(
			body,
			isSpelling ? 'dictionary' : 'mode'
		);
		release = await pool.take( config.slotWaitMs );
		const output = isSpelling
			? await hunspell( { dictionary: name, input }, config, findProgram )
			: await apertium( { mode: name, input }, config, findProgram );
		answer( response, 200, { output } );
	} catch ( error ) {
		if ( error instanceof ToolError || error instanceof ServiceError ) {
			answer( response, error.status, {
				error: error.code,
				...error.extra,
			} );
		} else {
			answer( response, 503, { error: 'failed' } );
		}
	} finally {
		release?.();
	}
}
