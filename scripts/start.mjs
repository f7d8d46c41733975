/**
 * `npm start`: build the plugin, then bring up WordPress with it active through @wordpress/env's
 * Playground runtime (no Docker), and print where to log in. Works offline (see scripts/wordpress).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './wordpress/config.mjs';
import { prepareDevSite, wpEnv } from './wordpress/wp-env.mjs';

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
const status = wpEnv( [ 'start', '--runtime=playground' ] );
if ( status !== 0 ) {
	process.exit( status );
}

const port = 8888;
console.log( `
WordPress is running with the plugin active (${ ( ( Date.now() - started ) / 1000 ).toFixed( 0 ) } s).

  Site:    http://localhost:${ port }/
  Editor:  http://localhost:${ port }/wp-admin/post-new.php
  Login:   admin / password

Rebuild on change: npm run dev (in another terminal). Stop: npm stop.
` );
