/**
 * A TCP port free on loopback right now, for a test site or service to listen on: the suite runs
 * several sites at once (the shared one, specs' own sites, the HTML checker), so none has a fixed port.
 */
import net from 'node:net';

export function freePort(): Promise< number > {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.unref();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const address = server.address();
			server.close( () =>
				resolve(
					typeof address === 'object' && address ? address.port : 0
				)
			);
		} );
	} );
}
