/** `npm stop`: stops the `npm start` WordPress and its transcription service. */
import { DEV_SITE_DIR } from './wordpress/config.mjs';
import { wpEnv, wpEnvWorkDirectory } from './wordpress/wp-env.mjs';
import { stopTranscriptionService } from './transcription/control.mjs';

const status = wpEnv( [ 'stop', '--runtime=playground' ] );
await stopTranscriptionService( {
	stateDir: wpEnvWorkDirectory(),
	siteDir: DEV_SITE_DIR,
} );
process.exit( status );
