/**
 * `npm start`: build the plugin, then bring up WordPress with it active through @wordpress/env's
 * Playground runtime (no Docker), and print where to log in. Works offline (see scripts/wordpress).
 *
 * The site answers on loopback only and logs nobody in by itself: a development site has the
 * well-known login admin / password, so it must not be reachable from the network or hand out an
 * administrator's session to whoever asks first. `npm start -- --host 0.0.0.0` exposes it on purpose.
 *
 * Dictation: the site's PHP (WebAssembly) cannot run the speech recogniser, so a small native
 * service does (scripts/transcription), on loopback whatever --host says, answering only this
 * start's secret; it stops with `npm stop` or when the site ends.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEV_SITE_DIR, ROOT } from './wordpress/config.mjs';
import {
	devSitePort,
	prepareDevSite,
	wpEnv,
	wpEnvWorkDirectory,
} from './wordpress/wp-env.mjs';
import {
	startTranscriptionService,
	stopTranscriptionService,
} from './transcription/control.mjs';
import { TOOLS_DEFAULTS, dictionaries, modes } from './transcription/tools.mjs';

const { values: options } = parseArgs( {
	options: { host: { type: 'string', default: '127.0.0.1' } },
} );
const host = options.host;
const loopback = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/.test( host );

const started = Date.now();
execFileSync(
	process.execPath,
	[
		path.join( ROOT, 'node_modules/@wordpress/scripts/bin/wp-scripts.js' ),
		'build',
		'--blocks-manifest',
	],
	{
		cwd: ROOT,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	}
);
console.log( 'Built the plugin into build/.' );

await prepareDevSite();
const serviceFiles = {
	stateDir: wpEnvWorkDirectory(),
	siteDir: DEV_SITE_DIR,
	watchPidFile: path.join( wpEnvWorkDirectory(), 'playground.pid' ),
};
let transcription = null;
try {
	transcription = await startTranscriptionService( serviceFiles );
} catch ( error ) {
	console.warn( `Dictation will not work on this site: ${ error.message }` );
}
const preload = path.join( ROOT, 'scripts/wordpress/loopback-only.cjs' );
const status = wpEnv( [ 'start', '--runtime=playground' ], {
	NODE_OPTIONS: [ process.env.NODE_OPTIONS, `--require=${ preload }` ]
		.filter( Boolean )
		.join( ' ' ),
	JETPACK_BLOCKS_HOST: host,
} );
if ( status !== 0 ) {
	await stopTranscriptionService( serviceFiles );
	process.exit( status );
}

const port = devSitePort();
const exposure = loopback
	? 'Reachable from this machine only; `npm start -- --host 0.0.0.0` opens it to the network.'
	: `Listening on ${ host }: anyone who can reach this machine can open it. WordPress still builds its links
  for localhost, so other machines need a tunnel or port forward to localhost:${ port }.`;
console.log( `
WordPress is running with the plugin active (${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s).

  Site:    http://localhost:${ port }/
  Editor:  http://localhost:${ port }/wp-admin/post-new.php
  Login:   admin / password

${ exposure }
${ dictation() }
${ offlineTools() }
AI model: none until one is set up in Settings → Jetpack Blocks AI (or Settings → Connectors on
  WordPress 7); until then the editor says so and sends no AI request.
Rebuild on change: npm run dev (in another terminal). Stop: npm stop.
` );

/** The offline AI tools the site's service can run (spelling and translation need no model). */
function offlineTools() {
	if ( ! transcription ) {
		return 'Offline AI tools: unavailable (their service did not start).';
	}
	const spelling = dictionaries( TOOLS_DEFAULTS );
	const translation = modes( TOOLS_DEFAULTS );
	return `Offline AI tools: spelling ${
		spelling.length
			? `(Hunspell: ${ spelling.join( ', ' ) })`
			: 'not installed (apt-get install hunspell hunspell-en-us)'
	}, translation ${
		translation.length
			? `(Apertium: ${ translation.join( ', ' ) })`
			: 'not installed (apt-get install apertium apertium-eng-spa)'
	}, key sentences.`;
}

/** What the site's dictation (voice to content, offline) can do, for the start message. */
function dictation() {
	if ( ! transcription ) {
		return 'Dictation: unavailable (its transcription service did not start).';
	}
	if ( transcription.missing.length ) {
		return `Dictation: the speech recogniser is not installed (missing: ${ transcription.missing.join(
			', '
		) }); on Debian: apt-get install pocketsphinx pocketsphinx-en-us ffmpeg`;
	}
	return `Dictation: offline, by pocketsphinx (English) in a service on 127.0.0.1:${ transcription.port }.`;
}
