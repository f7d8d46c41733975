/**
 * `php -l` on every PHP file of the plugin and its test tooling. `npm test` installs PHP before its
 * first step (scripts/system-deps.mjs); run alone without PHP, this step fails and says so.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './wordpress/config.mjs';

const files = execFileSync(
	'git',
	[ 'ls-files', '--cached', '--others', '--exclude-standard', '*.php' ],
	{
		cwd: ROOT,
		encoding: 'utf8',
	}
)
	.split( '\n' )
	.filter( Boolean );

if ( spawnSync( 'php', [ '-v' ] ).status !== 0 ) {
	console.error(
		`php not found: cannot check ${ files.length } PHP files (npm test installs it).`
	);
	process.exit( 1 );
}

const failures = files.filter( ( file ) => {
	const { status, stdout, stderr } = spawnSync(
		'php',
		[ '-l', path.join( ROOT, file ) ],
		{ encoding: 'utf8' }
	);
	if ( status !== 0 ) {
		console.error( stdout || stderr );
	}
	return status !== 0;
} );
console.log(
	`php -l: ${ files.length - failures.length }/${ files.length } PHP files parse.`
);
process.exit( failures.length ? 1 : 0 );
