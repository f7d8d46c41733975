/**
 * The system programs some test steps need, and their installation from Debian's packages.
 *
 * npm installs everything else; these cannot come from npm on a closed network: Playwright's own
 * browser download needs the internet, the test site runs on native PHP, the Nu HTML checker
 * (vnu-jar) is a Java program, and offline transcription runs Debian's speech recogniser
 * (pocketsphinx with its English model, fed by ffmpeg) on audio the tests speak with espeak-ng; the
 * AI assistant's offline tools run Hunspell with its US English dictionary (spelling) and Apertium
 * with its English–Spanish pair (translation).
 * So `npm test` checks for them before running anything, installs the missing ones with apt-get
 * when it may (root, or sudo without a password), and otherwise stops at once with the exact
 * command, so a newcomer never waits through the other steps to learn it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import chromiumConfig from './chromium.cjs';

function succeeds( command, args ) {
	return (
		spawnSync( command, args, { stdio: 'ignore', timeout: 30_000 } )
			.status === 0
	);
}

/** Debian's full Chromium, which the suite falls back to when the headless shell cannot be installed. */
const FULL_CHROMIUM = '/usr/bin/chromium';

/** PHP extensions the test site uses, with the Debian package that provides each. */
const PHP_EXTENSIONS = {
	pdo_sqlite: 'php-sqlite3',
	mbstring: 'php-mbstring',
	dom: 'php-xml',
	curl: 'php-curl',
	gd: 'php-gd',
	intl: 'php-intl',
	zip: 'php-zip',
};

/** Whether `program` is an executable file in one of PATH's folders. */
function onPath( program ) {
	return ( process.env.PATH ?? '' )
		.split( ':' )
		.filter( Boolean )
		.some( ( folder ) => {
			try {
				fs.accessSync( `${ folder }/${ program }`, fs.constants.X_OK );
				return true;
			} catch {
				return false;
			}
		} );
}

/**
 * The English model of pocketsphinx-en-us, where the plugin's local recogniser
 * (php-stubs/ai/class-local-recogniser.php) reads it.
 */
const SPEECH_MODEL = '/usr/share/pocketsphinx/model/en-us';
const SPEECH_MODEL_FILES = [
	'en-us/mdef',
	'en-us/means',
	'en-us.lm.bin',
	'cmudict-en-us.dict',
];

/**
 * The speech packages missing: the recogniser and its model (only when the suite serves its own
 * sites, whose transcription runs them), ffmpeg and espeak-ng (the specs make their audio with them).
 */
function missingSpeechPackages() {
	const missing = [];
	if ( ! process.env.WP_BASE_URL ) {
		if ( ! onPath( 'pocketsphinx_continuous' ) ) {
			missing.push( 'pocketsphinx' );
		}
		if (
			! SPEECH_MODEL_FILES.every( ( file ) =>
				fs.existsSync( `${ SPEECH_MODEL }/${ file }` )
			)
		) {
			missing.push( 'pocketsphinx-en-us' );
		}
	}
	for ( const program of [ 'ffmpeg', 'espeak-ng' ] ) {
		if ( ! onPath( program ) ) {
			missing.push( program );
		}
	}
	return missing;
}

/**
 * Where hunspell-en-us and apertium-eng-spa install what the offline tools read
 * (php-stubs/ai/tools/class-tool-programs.php).
 */
const TOOL_FILES = {
	'hunspell-en-us': [
		'/usr/share/hunspell/en_US.dic',
		'/usr/share/hunspell/en_US.aff',
	],
	'apertium-eng-spa': [
		'/usr/share/apertium/modes/eng-spa.mode',
		'/usr/share/apertium/modes/spa-eng.mode',
	],
};

/**
 * The offline tools' packages missing (only when the suite serves its own sites, whose PHP runs
 * them): the programs and the data of the language they are tested in.
 */
function missingToolPackages() {
	if ( process.env.WP_BASE_URL ) {
		return [];
	}
	const missing = [ 'hunspell', 'apertium' ].filter(
		( program ) => ! onPath( program )
	);
	for ( const [ pkg, files ] of Object.entries( TOOL_FILES ) ) {
		if ( ! files.every( ( file ) => fs.existsSync( file ) ) ) {
			missing.push( pkg );
		}
	}
	return missing;
}

function missingPhpPackages() {
	const probe = spawnSync(
		'php',
		[ '-r', 'echo implode("\\n", get_loaded_extensions());' ],
		{ encoding: 'utf8' }
	);
	if ( probe.error || probe.status !== 0 ) {
		return [ 'php-cli', ...Object.values( PHP_EXTENSIONS ) ];
	}
	const loaded = probe.stdout.split( '\n' );
	return Object.entries( PHP_EXTENSIONS )
		.filter( ( [ extension ] ) => ! loaded.includes( extension ) )
		.map( ( [ , pkg ] ) => pkg );
}

/**
 * Each requirement: which steps need it, whether it is present, the Debian packages that provide it,
 * and why, in a few words for the one line printed before installing.
 */
const REQUIREMENTS = [
	{
		steps: [ 'browser', 'start', 'stack', 'bench' ],
		why: 'Chromium for the browser tests',
		missing: () => {
			if ( fs.existsSync( chromiumConfig.CHROMIUM_PATH ) ) {
				return [];
			}
			if ( process.env.CHROMIUM_PATH ) {
				throw new Error(
					`CHROMIUM_PATH names ${ process.env.CHROMIUM_PATH }, which does not exist.`
				);
			}
			return [ chromiumConfig.CHROMIUM_PACKAGE ];
		},
	},
	{
		steps: [ 'php-lint', 'browser', 'stack', 'bench' ],
		why: 'PHP to check the plugin and serve the test WordPress',
		// A suite pointed at a running site (WP_BASE_URL) does not start one.
		missing: () => ( process.env.WP_BASE_URL ? [] : missingPhpPackages() ),
	},
	{
		steps: [ 'browser' ],
		why: 'Java for the HTML checker of visitor markup',
		missing: () =>
			succeeds( 'java', [ '-version' ] )
				? []
				: [ 'default-jre-headless' ],
	},
	{
		steps: [ 'browser', 'stack' ],
		why: 'offline speech recognition, and a voice to test it with',
		missing: missingSpeechPackages,
	},
	{
		steps: [ 'browser' ],
		why: 'the offline spelling and translation tools',
		missing: missingToolPackages,
	},
	{
		steps: [ 'stack' ],
		why: 'the test stack (MariaDB, Redis, nginx, PHP-FPM with the MySQL and Redis extensions)',
		missing: missingStackPackages,
	},
];

/** The servers of the test stack (scripts/stack/stack.mjs) and the PHP extensions its heads use. */
const STACK_PROGRAMS = {
	mariadbd: 'mariadb-server',
	'redis-server': 'redis-server',
	nginx: 'nginx',
	'php-fpm8.2': 'php8.2-fpm',
};
const STACK_PHP_EXTENSIONS = { mysqli: 'php8.2-mysql', redis: 'php8.2-redis' };

function missingStackPackages() {
	const onSystemPath = ( program ) =>
		onPath( program ) ||
		[ '/usr/sbin', '/sbin' ].some( ( folder ) =>
			fs.existsSync( `${ folder }/${ program }` )
		);
	const missing = Object.entries( STACK_PROGRAMS )
		.filter( ( [ program ] ) => ! onSystemPath( program ) )
		.map( ( [ , pkg ] ) => pkg );
	// The command-line PHP installs the stack's site, so it needs the extensions as the heads do.
	const probe = spawnSync(
		'php',
		[ '-r', 'echo implode("\\n", get_loaded_extensions());' ],
		{ encoding: 'utf8' }
	);
	const loaded = probe.status === 0 ? probe.stdout.split( '\n' ) : [];
	for ( const [ extension, pkg ] of Object.entries( STACK_PHP_EXTENSIONS ) ) {
		if ( ! loaded.includes( extension ) ) {
			missing.push( pkg );
		}
	}
	return missing;
}

/**
 * Debian starts a server's system service when its package is installed; the test stack runs its
 * own instances instead, and nothing should stay running system-wide. Debian's policy-rc.d hook
 * (exit 101: "action forbidden") stops that for the length of the installation; an existing hook
 * is left as it is.
 *
 * @param {string[]}   prefix  sudo, or nothing as root.
 * @param {() => void} install
 */
function withoutServiceStarts( prefix, install ) {
	const hook = '/usr/sbin/policy-rc.d';
	if ( fs.existsSync( hook ) ) {
		install();
		return;
	}
	const sh = ( script ) => {
		const [ command, ...args ] = [ ...prefix, 'sh', '-c', script ];
		execFileSync( command, args );
	};
	sh( `printf '#!/bin/sh\\nexit 101\\n' > ${ hook } && chmod 755 ${ hook }` );
	try {
		install();
	} finally {
		sh( `rm -f ${ hook }` );
	}
}

function canInstall() {
	if ( ! succeeds( 'apt-get', [ '--version' ] ) ) {
		return null;
	}
	if ( process.getuid?.() === 0 ) {
		return [];
	}
	return succeeds( 'sudo', [ '-n', 'true' ] ) ? [ 'sudo', '-n' ] : null;
}

/**
 * Makes sure the system programs that `steps` need are present, installing them when allowed.
 * Exits the process with the command to run when they are missing and cannot be installed.
 *
 * @param {string[]} steps The test steps about to run.
 */
export function ensureSystemDeps( steps ) {
	const needed = REQUIREMENTS.filter( ( requirement ) =>
		requirement.steps.some( ( step ) => steps.includes( step ) )
	)
		.map( ( requirement ) => ( {
			...requirement,
			packages: requirement.missing(),
		} ) )
		.filter( ( requirement ) => requirement.packages.length );
	if ( ! needed.length ) {
		return;
	}
	const packages = needed.flatMap( ( requirement ) => requirement.packages );
	const prefix = canInstall();
	if (
		! prefix &&
		packages.length === 1 &&
		packages[ 0 ] === chromiumConfig.CHROMIUM_PACKAGE &&
		fs.existsSync( FULL_CHROMIUM )
	) {
		// Only the faster headless shell is missing, and this user cannot install it: the full
		// Chromium runs the same tests, more slowly. The browser steps inherit the choice.
		process.env.CHROMIUM_PATH = FULL_CHROMIUM;
		console.log(
			`Using ${ FULL_CHROMIUM }: the suite runs about 30 % faster with \`sudo apt-get install ${ chromiumConfig.CHROMIUM_PACKAGE }\`.`
		);
		return;
	}
	const why = needed.map( ( requirement ) => requirement.why ).join( ', ' );
	if ( ! prefix ) {
		console.error(
			`Missing system packages: ${ why }. Install them, then run npm test again:\n\n` +
				`  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${ packages.join(
					' '
				) }\n\n` +
				'(On a system without apt, install the same programs with its package manager; set CHROMIUM_PATH if Chromium lives elsewhere.)'
		);
		process.exit( 1 );
	}
	console.log(
		`Installing ${ packages.join( ' ' ) } with apt-get (${ why }).`
	);
	const started = Date.now();
	const run = ( args ) => {
		const [ command, ...rest ] = [ ...prefix, 'apt-get', ...args ];
		try {
			execFileSync( command, rest, {
				stdio: [ 'ignore', 'pipe', 'pipe' ],
				env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
				maxBuffer: 64 * 1024 * 1024,
			} );
		} catch ( error ) {
			const output = `${ error.stdout ?? '' }${ error.stderr ?? '' }`;
			console.error(
				`apt-get ${ args.join( ' ' ) } failed:\n${ output
					.split( '\n' )
					.slice( -20 )
					.join( '\n' ) }`
			);
			process.exit( 1 );
		}
	};
	run( [ 'update', '-qq' ] );
	withoutServiceStarts( prefix, () =>
		run( [
			'install',
			'-y',
			'-qq',
			'--no-install-recommends',
			...packages,
		] )
	);
	console.log(
		`Installed in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s.`
	);
}
