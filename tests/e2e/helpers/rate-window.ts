/**
 * The plugin's rate limits count in fixed windows on the clock (php-stubs/rate-limit.php: a
 * window's number is the time divided by its length), as a host's limits usually do. A story that
 * sends a few requests and expects the last one refused fails when they straddle the end of a
 * window, where counting starts again (once in a few hundred runs for a ten-minute window). The
 * site runs on this machine's clock, so the story can wait for a fresh window instead.
 *
 * @param windowSeconds The limit's window.
 * @param marginSeconds How long the requests that must share a window take, at most.
 */
export async function inOneRateWindow(
	windowSeconds: number,
	marginSeconds = 15
): Promise< void > {
	const left = windowSeconds - ( ( Date.now() / 1000 ) % windowSeconds );
	if ( left < marginSeconds ) {
		await new Promise( ( resolve ) =>
			setTimeout( resolve, ( left + 1 ) * 1000 )
		);
	}
}
