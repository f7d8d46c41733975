/** `npm stop`: stops the `npm start` WordPress. */
import { wpEnv } from './wordpress/wp-env.mjs';

process.exit( wpEnv( [ 'stop', '--runtime=playground' ] ) );
