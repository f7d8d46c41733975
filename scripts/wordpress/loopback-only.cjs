/**
 * Preloaded (NODE_OPTIONS=--require) into the `npm start` server so that it listens on loopback only.
 *
 * The Playground runtime of @wordpress/env starts the Playground CLI with a port and no host, and a Node
 * server given no host listens on every interface: anyone on the same network could reach the
 * development site. Neither tool has a host option, so this makes "no host" mean the address in
 * JETPACK_BLOCKS_HOST (127.0.0.1 unless `npm start -- --host <address>` chose another) for every
 * server of that process. A listen call that names its own host is left alone.
 */
const net = require( 'node:net' );

const host = process.env.JETPACK_BLOCKS_HOST || '127.0.0.1';
const listen = net.Server.prototype.listen;

net.Server.prototype.listen = function ( ...args ) {
	const [ first, second ] = args;
	if ( typeof first === 'number' || /^\d+$/.test( String( first ) ) ) {
		if ( typeof second !== 'string' ) {
			args.splice( 1, 0, host );
		}
	} else if (
		first &&
		typeof first === 'object' &&
		first.port !== undefined &&
		! first.host &&
		! first.path
	) {
		args[ 0 ] = { ...first, host };
	}
	return listen.apply( this, args );
};
