/**
 * `php -l` on every PHP file of the plugin and its test tooling. (PHP is needed by the browser suite
 * anyway; without it this step says so and passes, and the browser step reports what is missing.)
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
	console.log(
		`php not found: skipped syntax check of ${ files.length } PHP files.`
	);
	process.exit( 0 );
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
