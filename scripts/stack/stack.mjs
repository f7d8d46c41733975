/**
 * The test stack: WordPress 7.x the way large sites run it, from Debian's packages, no Docker.
 *
 *   nginx (127.0.0.1:<port>, FastCGI page cache for anonymous visitors)
 *     ├─ PHP-FPM pool "a" ─┐  round robin; each head its own temp folder and error log,
 *     └─ PHP-FPM pool "b" ─┘  the site folder (so uploads) shared as on a cluster
 *   MariaDB (unix socket, no TCP)   Redis (unix socket, the object cache drop-in tests/stack/object-cache.php)
 *   a system cron: a loop requesting /wp-cron.php every CRON_INTERVAL_MS (DISABLE_WP_CRON is set)
 *
 * Everything lives in .wordpress/stack (servers' data, sockets, logs, temp folders) and
 * .wordpress/stack-site (WordPress), recreated on every start; every server runs as the current
 * user in a process group of its own, and `stopStack` ends them all.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CACHE_DIR, CORES, ROOT } from '../wordpress/config.mjs';
import { ensureCore } from '../wordpress/fetch-core.mjs';
import { saltDefines } from '../wordpress/native-site.mjs';

const require = createRequire( import.meta.url );
const { readPluginHeader } = require( '../plugin-header.cjs' );

export const STACK_DIR = path.join( CACHE_DIR, 'stack' );
export const STACK_SITE_DIR = path.join( CACHE_DIR, 'stack-site' );
const STATE = path.join( STACK_DIR, 'state.json' );
/** The two web heads; nginx names the one that answered in `X-Stack-Head`. */
export const HEADS = [ 'a', 'b' ];
/** How often the stack's system cron requests wp-cron.php (hosts use 1–5 minutes; tests want it sooner). */
export const CRON_INTERVAL_MS = 20_000;
const ROOT_IS_ROOT = process.getuid?.() === 0;

const dir = ( ...parts ) => path.join( STACK_DIR, ...parts );
const sock = ( name ) => dir( 'run', `${ name }.sock` );

function freePort() {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.unref();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

async function waitFor( what, check, timeoutMs = 30_000 ) {
	const deadline = Date.now() + timeoutMs;
	let last;
	while ( Date.now() < deadline ) {
		try {
			if ( await check() ) {
				return;
			}
		} catch ( error ) {
			last = error;
		}
		await sleep( 100 );
	}
	throw new Error(
		`${ what } did not come up in ${ timeoutMs / 1000 } s${
			last ? `: ${ last.message }` : ''
		}`
	);
}

/**
 * Where each launched server's pid is written the moment it starts (`pids/<name>.pid`), before
 * anything can go wrong: a run killed half-way (Ctrl-C, a CI timeout, an OOM kill) leaves these
 * files, and the next start stops what they name (stopStack()).
 */
const PID_DIR = path.join( STACK_DIR, 'pids' );

/**
 * Starts `command` in a process group of its own, output to `log`, its pid written to
 * `pids/<name>.pid`; returns its pid.
 */
function launch( name, command, args, log, env = process.env ) {
	const out = fs.openSync( log, 'a' );
	const child = spawn( command, args, {
		stdio: [ 'ignore', out, out ],
		detached: true,
		env,
	} );
	fs.closeSync( out );
	child.unref();
	fs.mkdirSync( PID_DIR, { recursive: true } );
	fs.writeFileSync(
		path.join( PID_DIR, `${ name }.pid` ),
		`${ child.pid }\n`
	);
	return child.pid;
}

/**
 * Runs `command` to its end the way launch() starts a server (own process group, pid file), so a
 * run killed meanwhile leaves a pid file for the next start; rejects when it fails.
 */
async function runTracked( name, command, args, log ) {
	const out = fs.openSync( log, 'a' );
	const child = spawn( command, args, {
		stdio: [ 'ignore', out, out ],
		detached: true,
	} );
	fs.closeSync( out );
	const pidFile = path.join( PID_DIR, `${ name }.pid` );
	fs.mkdirSync( PID_DIR, { recursive: true } );
	fs.writeFileSync( pidFile, `${ child.pid }\n` );
	const code = await new Promise( ( resolve ) => {
		child.on( 'error', () => resolve( -1 ) );
		child.on( 'exit', ( status ) => resolve( status ) );
	} );
	fs.rmSync( pidFile, { force: true } );
	if ( code !== 0 ) {
		throw new Error(
			`${ command } failed (${ code }): ${ fs
				.readFileSync( log, 'utf8' )
				.slice( -2000 ) }`
		);
	}
}

function alive( pid ) {
	try {
		process.kill( pid, 0 );
		return true;
	} catch {
		return false;
	}
}

/**
 * Whether the live process `pid` is one of this checkout's stack servers, not an unrelated process
 * that was given a recycled pid: its command line names the stack's folder (MariaDB's data folder,
 * nginx's and the heads' configuration) or this checkout's cron loop, or it runs in the stack's
 * folder (Redis, which rewrites its command line, runs in its --dir).
 *
 * @param {number} pid
 */
function isStackProcess( pid ) {
	let cmdline = '';
	let cwd = '';
	try {
		cmdline = fs
			.readFileSync( `/proc/${ pid }/cmdline`, 'utf8' )
			.replaceAll( '\0', ' ' );
	} catch {
		return false; // Gone, or not ours to read.
	}
	try {
		cwd = fs.readlinkSync( `/proc/${ pid }/cwd` );
	} catch {
		// Not readable: the command line decides.
	}
	return (
		cmdline.includes( STACK_DIR + path.sep ) ||
		cmdline.includes( path.join( ROOT, 'scripts/stack/cron-loop.mjs' ) ) ||
		cwd === STACK_DIR ||
		cwd.startsWith( STACK_DIR + path.sep )
	);
}

/**
 * Every pid a previous start may have left, by server name: the last state.json, the launcher's
 * pid files (written at launch, so they cover a run killed before state.json was written) and the
 * servers' own pid files (MariaDB, nginx, the heads).
 *
 * @return {Array<[string, number]>} Server name and pid, each pid once.
 */
function leftPids() {
	const found = [];
	const add = ( name, value ) => {
		const pid = Number.parseInt( String( value ), 10 );
		if ( pid > 1 && ! found.some( ( [ , known ] ) => known === pid ) ) {
			found.push( [ name, pid ] );
		}
	};
	if ( fs.existsSync( STATE ) ) {
		try {
			const { pids = {} } = JSON.parse(
				fs.readFileSync( STATE, 'utf8' )
			);
			for ( const [ name, pid ] of Object.entries( pids ) ) {
				add( name, pid );
			}
		} catch {
			// A state file cut short by the kill: the pid files below still name the servers.
		}
	}
	for ( const folder of [ PID_DIR, dir( 'run' ) ] ) {
		if ( ! fs.existsSync( folder ) ) {
			continue;
		}
		for ( const file of fs.readdirSync( folder ) ) {
			if ( file.endsWith( '.pid' ) ) {
				add(
					file.slice( 0, -4 ),
					fs.readFileSync( path.join( folder, file ), 'utf8' ).trim()
				);
			}
		}
	}
	return found;
}

function mariadb( sql ) {
	return execFileSync(
		'mariadb',
		[
			'--no-defaults',
			'-S',
			sock( 'mariadb' ),
			'-u',
			'root',
			'-N',
			'-e',
			sql,
		],
		{ encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
}

function nginxConfig( port ) {
	const heads = HEADS.map(
		( head ) => `\t\tserver unix:${ sock( `php-${ head }` ) };`
	).join( '\n' );
	return `# Generated by scripts/stack/stack.mjs: the test stack's front server.
daemon off;
${ ROOT_IS_ROOT ? 'user root;\n' : '' }worker_processes 2;
pid ${ dir( 'run/nginx.pid' ) };
error_log ${ dir( 'log/nginx-error.log' ) } warn;
events { worker_connections 512; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	log_format stack '$remote_addr "$request" $status head=$stack_head cache=$upstream_cache_status $request_time';
	access_log ${ dir( 'log/nginx-access.log' ) } stack;
	client_body_temp_path ${ dir( 'nginx/body' ) };
	fastcgi_temp_path ${ dir( 'nginx/fastcgi' ) };
	proxy_temp_path ${ dir( 'nginx/proxy' ) };
	uwsgi_temp_path ${ dir( 'nginx/uwsgi' ) };
	scgi_temp_path ${ dir( 'nginx/scgi' ) };
	client_max_body_size 256m;
	sendfile on;
	server_tokens off;

	# Page cache for anonymous visitors, as managed hosts put in front of WordPress.
	fastcgi_cache_path ${ dir( 'nginx/cache' ) } levels=1:2 keys_zone=pages:10m max_size=200m inactive=1h;

	upstream heads {
${ heads }
	}

	map $upstream_addr $stack_head {
		~php-a\\.sock a;
		~php-b\\.sock b;
		default "";
	}

	# A signed-in member, a commenter or a visitor of a password-protected post sees a page of their own.
	map $http_cookie $stack_personal {
		default 0;
		~wordpress_logged_in_ 1;
		~comment_author_ 1;
		~wp-postpass_ 1;
		~woocommerce_items_in_cart 1;
	}

	server {
		listen 127.0.0.1:${ port };
		server_name 127.0.0.1 localhost;
		root ${ STACK_SITE_DIR };
		index index.php;

		set $skip_cache $stack_personal;
		if ($request_method !~ ^(GET|HEAD)$) { set $skip_cache 1; }
		# Any query string: searches, previews, ?p=, ?rest_route=, the plugin's own file and pixel addresses.
		if ($query_string != "") { set $skip_cache 1; }
		if ($request_uri ~* "^/(wp-admin|wp-json|wp-login\\.php|wp-cron\\.php|xmlrpc\\.php|wp-comments-post\\.php|feed)|/feed/") { set $skip_cache 1; }

		add_header X-Stack-Head $stack_head always;
		add_header X-Stack-Cache $upstream_cache_status always;

		# Never served: dot files (.htaccess, .ht.sqlite, .git, the plugin checkout's .wordpress) and the
		# plugin's private folders in uploads, whatever their .htaccess says (nginx does not read it).
		location ~ /\\. { return 404; }
		location ~* \\.(log|sql|sqlite)$ { return 404; }
		location ~* ^/wp-content/uploads/(jetpack-blocks-video-uploads|videopress-private)(/|$) { return 404; }
		# Nothing uploaded runs as PHP.
		location ~* ^/wp-content/uploads/.*\\.php$ { return 404; }

		# The front page through index.php directly: nginx's index module would answer 405 to a
		# DELETE or PUT of "/" (REST requests by ?rest_route= use any method).
		location = / {
			rewrite ^ /index.php last;
		}

		location / {
			try_files $uri $uri/ /index.php$is_args$args;
		}

		location ~ \\.php$ {
			try_files $uri =404;
			# Written out rather than Debian's fastcgi_params, which sends HTTP_HOST without the port:
			# WordPress would then redirect every address to itself.
			fastcgi_param QUERY_STRING $query_string;
			fastcgi_param REQUEST_METHOD $request_method;
			fastcgi_param CONTENT_TYPE $content_type;
			fastcgi_param CONTENT_LENGTH $content_length;
			fastcgi_param SCRIPT_NAME $fastcgi_script_name;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			fastcgi_param REQUEST_URI $request_uri;
			fastcgi_param DOCUMENT_URI $document_uri;
			fastcgi_param DOCUMENT_ROOT $document_root;
			fastcgi_param SERVER_PROTOCOL $server_protocol;
			fastcgi_param REQUEST_SCHEME $scheme;
			fastcgi_param GATEWAY_INTERFACE CGI/1.1;
			fastcgi_param SERVER_SOFTWARE nginx/$nginx_version;
			fastcgi_param REMOTE_ADDR $remote_addr;
			fastcgi_param REMOTE_PORT $remote_port;
			fastcgi_param SERVER_ADDR $server_addr;
			fastcgi_param SERVER_PORT $server_port;
			fastcgi_param SERVER_NAME $server_name;
			fastcgi_param REDIRECT_STATUS 200;
			fastcgi_param HTTP_HOST $http_host;
			fastcgi_pass heads;
			fastcgi_read_timeout 300s;
			fastcgi_buffers 16 64k;
			fastcgi_cache pages;
			fastcgi_cache_key "$scheme$request_method$host$request_uri";
			fastcgi_cache_valid 200 301 302 1h;
			fastcgi_cache_methods GET HEAD;
			fastcgi_cache_lock on;
			fastcgi_cache_bypass $skip_cache;
			fastcgi_no_cache $skip_cache;
		}
	}
}
`;
}

function fpmConfig( head, env ) {
	const tmp = dir( `head-${ head }`, 'tmp' );
	const envLines = Object.entries( env )
		.map(
			( [ key, value ] ) => `env[${ key }] = ${ JSON.stringify( value ) }`
		)
		.join( '\n' );
	return `; Generated by scripts/stack/stack.mjs: web head "${ head }".
[global]
pid = ${ dir( 'run', `php-${ head }.pid` ) }
error_log = ${ dir( 'log', `php-${ head }-fpm.log` ) }
daemonize = no

[head-${ head }]
${ ROOT_IS_ROOT ? 'user = root\ngroup = root\n' : '' }listen = ${ sock( `php-${ head }` ) }
listen.mode = 0600
pm = static
; One more than the AI concurrency story lets hold at once (3): with three held on one head, that
; head still answers the story's own requests (a pool of three queued them until the holds ended).
pm.max_children = 4
clear_env = no
catch_workers_output = yes
decorate_workers_output = no
${ envLines }
env[TMPDIR] = ${ tmp }
env[JB_STACK_HEAD] = ${ head }
php_admin_value[sys_temp_dir] = ${ tmp }
php_admin_value[upload_tmp_dir] = ${ tmp }
; WordPress's WP_DEBUG_LOG takes over once it loads (so not php_admin_value, which it could not change).
php_value[error_log] = ${ dir( 'log', `php-${ head }.log` ) }
php_admin_value[memory_limit] = 512M
php_admin_value[upload_max_filesize] = 256M
php_admin_value[post_max_size] = 256M
php_admin_value[max_execution_time] = 300
php_admin_flag[display_errors] = off
php_admin_flag[log_errors] = on
php_admin_value[opcache.revalidate_freq] = 0
`;
}

function wpConfig( url, port ) {
	const keys = saltDefines();
	return `<?php
// Generated by scripts/stack/stack.mjs for the test stack: MariaDB, Redis object cache, system cron.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${ sock( 'mariadb' ) }' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${ keys }
$table_prefix = 'wp_';
define( 'WP_CACHE_KEY_SALT', 'jb-stack-${ port }' );
define( 'JB_STACK_REDIS_SOCKET', '${ sock( 'redis' ) }' );
define( 'WP_HOME', '${ url }' );
define( 'WP_SITEURL', '${ url }' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', __DIR__ . '/wp-content/debug.log' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
// The stack's system cron (scripts/stack/cron-loop.mjs) requests wp-cron.php, as hosts do.
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/** The must-use plugins of the stack's site: the native suite's, and the stack's own. */
function muPlugins() {
	return [
		path.join( ROOT, 'tests/e2e/mu-plugins' ),
		path.join( ROOT, 'tests/stack/mu-plugins' ),
	].flatMap( ( folder ) =>
		fs.existsSync( folder )
			? fs
					.readdirSync( folder )
					.filter( ( file ) => file.endsWith( '.php' ) )
					.map( ( file ) => path.join( folder, file ) )
			: []
	);
}

/**
 * Brings the whole stack up; resolves once nginx answers through both heads.
 *
 * `env`: extra environment for the PHP heads (e.g. the AI stand-in's address); `cron`: start the
 * system-cron loop (default true); `extraMuPlugins`: more must-use plugin files to copy in (the
 * benchmark's probe).
 *
 * @param {{ port?: number, env?: Record<string, string>, cron?: boolean, extraMuPlugins?: string[] }} options
 * @return {Promise<{ baseURL: string, siteDir: string, stackDir: string, pids: Record<string, number>, seconds: number }>} Where the stack is, its processes, and how long it took.
 */
export async function startStack( {
	port,
	env = {},
	cron = true,
	extraMuPlugins = [],
} = {} ) {
	const started = Date.now();
	// A previous run killed half-way may still hold the sockets, the data folder or the port.
	const strays = await stopStack();
	if ( strays.length ) {
		console.log(
			`Test stack: stopped servers a previous run left: ${ strays.join( ', ' ) }`
		);
	}
	await ensureCore( CORES[ 7 ] );
	fs.rmSync( STACK_DIR, { recursive: true, force: true } );
	for ( const sub of [
		'run',
		'log',
		'mariadb',
		'redis',
		'nginx/cache',
		'cron-runs',
		...HEADS.map( ( h ) => `head-${ h }/tmp` ),
	] ) {
		fs.mkdirSync( dir( sub ), { recursive: true } );
	}
	port ??= Number( process.env.STACK_PORT ) || ( await freePort() );
	const baseURL = `http://127.0.0.1:${ port }`;
	const pids = {};
	const record = () =>
		fs.writeFileSync( STATE, JSON.stringify( { pids, baseURL } ) );

	// MariaDB: a fresh data folder, the socket only, durability traded for speed (a test database).
	// Tracked by a pid file like the servers: killed half-way, it would go on writing the data
	// folder the next start creates afresh.
	await runTracked(
		'mariadb-install',
		'mariadb-install-db',
		[
			'--no-defaults',
			`--datadir=${ dir( 'mariadb' ) }`,
			...( ROOT_IS_ROOT ? [ '--user=root' ] : [] ),
			'--auth-root-authentication-method=normal',
			'--skip-test-db',
			'--skip-name-resolve',
		],
		dir( 'log/mariadb-install.log' )
	);
	pids.mariadb = launch(
		'mariadb',
		'mariadbd',
		[
			'--no-defaults',
			`--datadir=${ dir( 'mariadb' ) }`,
			`--socket=${ sock( 'mariadb' ) }`,
			`--pid-file=${ dir( 'run/mariadb.pid' ) }`,
			`--log-error=${ dir( 'log/mariadb.log' ) }`,
			...( ROOT_IS_ROOT ? [ '--user=root' ] : [] ),
			'--skip-networking',
			'--skip-name-resolve',
			'--innodb-buffer-pool-size=128M',
			'--innodb-flush-log-at-trx-commit=0',
			'--innodb-doublewrite=0',
			'--skip-log-bin',
			'--character-set-server=utf8mb4',
			'--collation-server=utf8mb4_unicode_ci',
		],
		dir( 'log/mariadb.out' )
	);
	// Redis: the object cache, nothing written to disk.
	pids.redis = launch(
		'redis',
		'redis-server',
		[
			'--port',
			'0',
			'--unixsocket',
			sock( 'redis' ),
			'--unixsocketperm',
			'700',
			'--dir',
			dir( 'redis' ),
			'--save',
			'',
			'--appendonly',
			'no',
			'--maxmemory',
			'256mb',
			'--maxmemory-policy',
			'allkeys-lru',
		],
		dir( 'log/redis.log' )
	);
	record();
	await waitFor( 'MariaDB', () => {
		mariadb( 'SELECT 1' );
		return true;
	} );
	mariadb( 'CREATE DATABASE wordpress CHARACTER SET utf8mb4' );
	await waitFor( 'Redis', () => fs.existsSync( sock( 'redis' ) ) );

	// WordPress 7.x with the plugin linked, the suite's mu-plugins and our object cache.
	const core = CORES[ 7 ];
	fs.rmSync( STACK_SITE_DIR, { recursive: true, force: true } );
	execFileSync( 'cp', [ '-a', core.dir, STACK_SITE_DIR ] );
	fs.writeFileSync(
		path.join( STACK_SITE_DIR, 'wp-config.php' ),
		wpConfig( baseURL, port )
	);
	fs.copyFileSync(
		path.join( ROOT, 'tests/stack/object-cache.php' ),
		path.join( STACK_SITE_DIR, 'wp-content/object-cache.php' )
	);
	const { slug, mainFile } = readPluginHeader();
	fs.symlinkSync(
		ROOT,
		path.join( STACK_SITE_DIR, 'wp-content/plugins', slug )
	);
	const muDir = path.join( STACK_SITE_DIR, 'wp-content/mu-plugins' );
	fs.mkdirSync( muDir, { recursive: true } );
	for ( const file of [ ...muPlugins(), ...extraMuPlugins ] ) {
		fs.copyFileSync( file, path.join( muDir, path.basename( file ) ) );
	}
	execFileSync(
		'php',
		[
			path.join( ROOT, 'scripts/wordpress/install.php' ),
			STACK_SITE_DIR,
			baseURL,
			`${ slug }/${ path.basename( mainFile ) }`,
		],
		{
			stdio: [ 'ignore', 'pipe', 'inherit' ],
			env: { ...process.env, ...env },
		}
	);

	// Two web heads.
	const headEnv = {
		JB_STACK_CRON_RUNS_DIR: dir( 'cron-runs' ),
		JB_STACK_PAGE_CACHE_DIR: dir( 'nginx/cache' ),
		...env,
	};
	for ( const head of HEADS ) {
		const conf = dir( `php-${ head }.conf` );
		fs.writeFileSync( conf, fpmConfig( head, headEnv ) );
		pids[ `php-${ head }` ] = launch(
			`php-${ head }`,
			'php-fpm8.2',
			[
				'--nodaemonize',
				// A developer's Xdebug (Debian enables it for FPM too once installed) makes each PHP
				// call about ten times slower in its default mode; off, it does nothing. Set for the
				// master process: Xdebug reads its mode once, before the pools' own settings apply.
				'-d',
				'xdebug.mode=off',
				'--fpm-config',
				conf,
				...( ROOT_IS_ROOT ? [ '--allow-to-run-as-root' ] : [] ),
			],
			dir( 'log', `php-${ head }-fpm.out` ),
			{ ...process.env, ...env }
		);
	}
	record();
	for ( const sub of [ 'body', 'fastcgi', 'proxy', 'uwsgi', 'scgi' ] ) {
		fs.mkdirSync( dir( 'nginx', sub ), { recursive: true } );
	}
	fs.writeFileSync( dir( 'nginx.conf' ), nginxConfig( port ) );
	pids.nginx = launch(
		'nginx',
		'nginx',
		[
			'-c',
			dir( 'nginx.conf' ),
			'-p',
			dir( 'nginx' ),
			'-e',
			dir( 'log/nginx-error.log' ),
		],
		dir( 'log/nginx.out' )
	);
	record();
	await waitFor( 'PHP-FPM heads', () =>
		HEADS.every( ( head ) => fs.existsSync( sock( `php-${ head }` ) ) )
	);
	const seen = new Set();
	await waitFor( 'nginx in front of both heads', async () => {
		const response = await fetch( `${ baseURL }/wp-login.php`, {
			redirect: 'manual',
		} );
		if ( response.status === 200 ) {
			seen.add( response.headers.get( 'x-stack-head' ) );
		}
		return HEADS.every( ( head ) => seen.has( head ) );
	} );
	if ( cron ) {
		pids.cron = launch(
			'cron',
			process.execPath,
			[
				path.join( ROOT, 'scripts/stack/cron-loop.mjs' ),
				baseURL,
				String( CRON_INTERVAL_MS ),
			],
			dir( 'log/cron.log' )
		);
	}
	record();
	const seconds = ( Date.now() - started ) / 1000;
	return {
		baseURL,
		siteDir: STACK_SITE_DIR,
		stackDir: STACK_DIR,
		pids,
		seconds,
	};
}

/**
 * Stops every server a previous `startStack` left, including a run killed half-way: the pids come
 * from state.json and the pid files (leftPids()), and only live processes of this stack are
 * signalled (isStackProcess()). TERM to each process group, KILL to what is still there after 15 s.
 *
 * @return {Promise<string[]>} The servers that were still running, e.g. `[ 'nginx', 'mariadb' ]`.
 */
export async function stopStack() {
	// nginx and the heads first, so no request reaches a stopped database.
	const order = [
		'cron',
		'nginx',
		...HEADS.map( ( h ) => `php-${ h }` ),
		'redis',
		'mariadb',
	];
	const rank = ( name ) =>
		order.includes( name ) ? order.indexOf( name ) : order.length;
	const running = leftPids()
		.filter( ( [ , pid ] ) => alive( pid ) && isStackProcess( pid ) )
		.sort( ( [ a ], [ b ] ) => rank( a ) - rank( b ) );
	for ( const [ , pid ] of running ) {
		for ( const target of [ -pid, pid ] ) {
			try {
				// The process group (a server and its workers), or the process alone when it no
				// longer leads a group of its own.
				process.kill( target, 'SIGTERM' );
				break;
			} catch {
				// No such group: try the process.
			}
		}
		const deadline = Date.now() + 15_000;
		while ( alive( pid ) && Date.now() < deadline ) {
			await sleep( 50 );
		}
		for ( const target of [ -pid, pid ] ) {
			try {
				if ( alive( pid ) ) {
					process.kill( target, 'SIGKILL' );
				}
			} catch {
				// Gone.
			}
		}
	}
	fs.rmSync( STATE, { force: true } );
	fs.rmSync( PID_DIR, { recursive: true, force: true } );
	return running.map( ( [ name ] ) => name );
}

/**
 * Runs the site's due cron events now, as the system cron does (an anonymous GET of /wp-cron.php),
 * and resolves once that run has finished. PHP-FPM answers wp-cron.php before the events run
 * (fastcgi_finish_request), so the stack's mu-plugin (tests/stack/mu-plugins/stack-cron-runs.php)
 * writes a marker named after the request when it ends; a request that found another run holding
 * the cron lock is repeated, so the events do run.
 *
 * @param {string}                 baseURL
 * @param {{ timeoutMs?: number }} options
 * @return {Promise<'ran'|'none-due'>} Whether events were due.
 */
export async function runCronNow( baseURL, { timeoutMs = 60_000 } = {} ) {
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline ) {
		const id = crypto.randomUUID();
		await fetch( `${ baseURL }/wp-cron.php?jb_stack_run=${ id }` );
		const marker = dir( 'cron-runs', id );
		while ( ! fs.existsSync( marker ) && Date.now() < deadline ) {
			await sleep( 100 );
		}
		if ( ! fs.existsSync( marker ) ) {
			break;
		}
		const outcome = fs.readFileSync( marker, 'utf8' ).trim();
		fs.rmSync( marker, { force: true } );
		if ( outcome !== 'locked' ) {
			return outcome;
		}
		await sleep( 250 );
	}
	throw new Error(
		`wp-cron.php did not finish a run within ${ timeoutMs / 1000 } s`
	);
}
