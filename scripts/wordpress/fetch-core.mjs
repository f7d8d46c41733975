/**
 * Puts a full WordPress into .wordpress/core, once (and, when a spec asks for it, WordPress 7.x into
 * .wordpress/core-7: `ensureCore( CORES[ 7 ] )` or `node scripts/wordpress/fetch-core.mjs 7`).
 *
 * Offline-first: the npm Playground builds of WordPress are stripped (most of wp-includes/js/dist is
 * fetched at run time), so the editor never boots from them without internet. Debian's `wordpress`
 * package is the full release and reaches us through the same mirror the machine already uses, so we
 * fetch it into a private apt state directory (nothing is installed system-wide). Where apt is absent
 * (a laptop), the normal wordpress.org download is used.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, CORE_DIR, CORES } from './config.mjs';

const DEBIAN_PACKAGES = [
	'wordpress',
	'wordpress-theme-twentytwentyfive',
	'libjs-cropper',
	'libjs-lodash',
	'libjs-underscore',
	'php-getid3',
];

export function installedCoreVersion( dir = CORE_DIR ) {
	try {
		const source = fs.readFileSync(
			path.join( dir, 'wp-includes/version.php' ),
			'utf8'
		);
		return source.match( /\$wp_version\s*=\s*'([^']+)'/ )?.[ 1 ] ?? null;
	} catch {
		return null;
	}
}

/** The Debian mirror this machine already uses, read from its apt sources (never hard-coded). */
function debianMirror() {
	const candidates = [];
	for ( const dir of [ '/etc/apt/sources.list.d' ] ) {
		if ( fs.existsSync( dir ) ) {
			for ( const name of fs.readdirSync( dir ) ) {
				candidates.push(
					fs.readFileSync( path.join( dir, name ), 'utf8' )
				);
			}
		}
	}
	if ( fs.existsSync( '/etc/apt/sources.list' ) ) {
		candidates.push( fs.readFileSync( '/etc/apt/sources.list', 'utf8' ) );
	}
	for ( const text of candidates ) {
		const deb822 = text.match( /^URIs:\s*(\S+\/debian)\/?\s*$/m );
		if ( deb822 ) {
			return deb822[ 1 ];
		}
		const oneLine = text.match(
			/^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s/m
		);
		if ( oneLine ) {
			return oneLine[ 1 ];
		}
	}
	return null;
}

/**
 * @param {{ dir: string, suite: string, extraPackages?: string[] }} core Which core (config.mjs CORES).
 */
function fetchFromDebian( core ) {
	const mirror = debianMirror();
	if ( ! mirror ) {
		throw new Error( 'no Debian apt source on this machine' );
	}
	// One apt state and download folder per suite: two cores may be fetched at the same time.
	const aptDir = path.join(
		CACHE_DIR,
		core.suite === CORES.default.suite ? 'apt' : `apt-${ core.suite }`
	);
	const debDir = `${ core.dir }.debs`;
	fs.rmSync( debDir, { recursive: true, force: true } );
	for ( const dir of [ 'lists/partial', 'cache/archives/partial' ] ) {
		fs.mkdirSync( path.join( aptDir, dir ), { recursive: true } );
	}
	fs.mkdirSync( debDir, { recursive: true } );
	const sourceList = path.join( aptDir, 'sources.list' );
	fs.writeFileSync(
		sourceList,
		`deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${ mirror } ${ core.suite } main\n`
	);
	const aptOptions = [
		'-o',
		`Dir::Etc::SourceList=${ sourceList }`,
		'-o',
		'Dir::Etc::SourceParts=/dev/null',
		'-o',
		`Dir::State::Lists=${ path.join( aptDir, 'lists' ) }`,
		'-o',
		`Dir::Cache=${ path.join( aptDir, 'cache' ) }`,
		'-o',
		'APT::Sandbox::User=root',
	];
	execFileSync( 'apt-get', [ ...aptOptions, '-qq', 'update' ], {
		stdio: 'inherit',
	} );
	execFileSync(
		'apt-get',
		[
			...aptOptions,
			'-qq',
			'download',
			...DEBIAN_PACKAGES,
			...( core.extraPackages ?? [] ),
		],
		{
			cwd: debDir,
			stdio: 'inherit',
		}
	);
	const extractDir = path.join( debDir, 'root' );
	for ( const deb of fs
		.readdirSync( debDir )
		.filter( ( name ) => name.endsWith( '.deb' ) ) ) {
		execFileSync( 'dpkg-deb', [
			'-x',
			path.join( debDir, deb ),
			extractDir,
		] );
	}
	const packaged = path.join( extractDir, 'usr/share/wordpress' );
	// Debian ships an .htaccess symlink into /etc and a wp-config.php that reads /etc/wordpress.
	fs.rmSync( path.join( packaged, '.htaccess' ), { force: true } );
	fs.rmSync( path.join( packaged, 'wp-config.php' ), { force: true } );
	const staging = `${ core.dir }.partial`;
	fs.rmSync( staging, { recursive: true, force: true } );
	// -L resolves Debian's symlinks into the libjs and getid3 packages extracted beside it.
	execFileSync( 'cp', [ '-rL', packaged, staging ] );
	fs.rmSync( debDir, { recursive: true, force: true } );
	return staging;
}

/**
 * @param {{ dir: string, release: string }} core Which core (config.mjs CORES).
 */
async function fetchFromWordPressOrg( core ) {
	const url = `https://wordpress.org/wordpress-${ core.release }.zip`;
	const response = await fetch( url );
	if ( ! response.ok ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	const zipFile = `${ core.dir }.zip`;
	fs.writeFileSync( zipFile, Buffer.from( await response.arrayBuffer() ) );
	const { default: AdmZip } = await import( 'adm-zip' );
	const extractDir = `${ core.dir }.unzipped`;
	new AdmZip( zipFile ).extractAllTo( extractDir, true );
	const staging = `${ core.dir }.partial`;
	fs.rmSync( staging, { recursive: true, force: true } );
	fs.renameSync( path.join( extractDir, 'wordpress' ), staging );
	fs.rmSync( extractDir, { recursive: true, force: true } );
	fs.rmSync( zipFile, { force: true } );
	return staging;
}

/**
 * Makes sure `core.dir` holds WordPress `core.minor`.x; returns its exact version.
 *
 * @param {{ dir: string, minor: string, release: string, suite: string }} core Which core (CORES).
 */
export async function ensureCore( core = CORES.default ) {
	const present = installedCoreVersion( core.dir );
	if ( present?.startsWith( core.minor ) ) {
		return present;
	}
	fs.mkdirSync( CACHE_DIR, { recursive: true } );
	let staging;
	try {
		staging = fetchFromDebian( core );
	} catch ( debianError ) {
		console.log(
			`Debian's WordPress package (${ core.suite }) is not reachable (${ debianError.message }); downloading from wordpress.org.`
		);
		staging = await fetchFromWordPressOrg( core );
	}
	const version = installedCoreVersion( staging );
	if ( ! version?.startsWith( core.minor ) ) {
		throw new Error(
			`Fetched WordPress ${ version }, expected ${ core.minor }.x`
		);
	}
	fs.rmSync( core.dir, { recursive: true, force: true } );
	fs.renameSync( staging, core.dir );
	return version;
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const started = Date.now();
	const core = CORES[ process.argv[ 2 ] ?? 'default' ];
	if ( ! core ) {
		throw new Error(
			`No core named ${ process.argv[ 2 ] } (${ Object.keys( CORES ).join( ', ' ) })`
		);
	}
	const version = await ensureCore( core );
	console.log(
		`WordPress ${ version } in ${ path.relative( process.cwd(), core.dir ) } (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)`
	);
}
