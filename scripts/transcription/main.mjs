/**
 * The transcription service's own process (see service.mjs), started detached by `npm start`
 * (control.mjs) so that it outlives that command like the site does.
 *
 * Environment: JETPACK_BLOCKS_TRANSCRIPTION_SECRET (the secret of this start; not an argument, which
 * any user of the machine could read in the process list) and JETPACK_BLOCKS_WATCH_PID_FILE, the
 * Playground server's pid file. It listens on 127.0.0.1 on a port the system picks, reports the port
 * to its parent over IPC, and exits when the site it serves is gone: the pid file written after this
 * start names a process that has ended, or is removed (`npm stop` ends it directly too).
 */
import fs from 'node:fs';
import { createService } from './service.mjs';

const secret = process.env.JETPACK_BLOCKS_TRANSCRIPTION_SECRET ?? '';
const pidFile = process.env.JETPACK_BLOCKS_WATCH_PID_FILE ?? '';
delete process.env.JETPACK_BLOCKS_TRANSCRIPTION_SECRET;

const server = createService( { secret } );
server.listen( 0, '127.0.0.1', () => {
	const { port } = /** @type {import('node:net').AddressInfo} */ (
		server.address()
	);
	console.log( `Transcription service listening on 127.0.0.1:${ port }` );
	process.send?.( { port } );
	process.disconnect?.();
} );

function stop() {
	server.close();
	process.exit( 0 );
}
process.on( 'SIGTERM', stop );
process.on( 'SIGINT', stop );

/** Whether a process is running. */
function alive( pid ) {
	try {
		process.kill( pid, 0 );
		return true;
	} catch ( error ) {
		return error.code === 'EPERM';
	}
}

const startedAt = Date.now();
let seen = false;
if ( pidFile ) {
	setInterval( () => {
		let stat = null;
		try {
			stat = fs.statSync( pidFile );
		} catch {}
		// A pid file older than this process belongs to an earlier start.
		if ( ! stat || stat.mtimeMs < startedAt - 1000 ) {
			if ( seen ) {
				console.log( 'The site was stopped; stopping too.' );
				stop();
			}
			// The site never came up (its start was interrupted): do not linger.
			if ( Date.now() - startedAt > 10 * 60_000 ) {
				stop();
			}
			return;
		}
		seen = true;
		const pid = Number( fs.readFileSync( pidFile, 'utf8' ).trim() );
		if ( pid > 0 && ! alive( pid ) ) {
			console.log( 'The site has ended; stopping too.' );
			stop();
		}
	}, 2000 ).unref?.();
}
