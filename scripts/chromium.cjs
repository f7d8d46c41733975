/**
 * How this project starts Chromium: Debian's build (Playwright's own download needs the network),
 * with the flags that keep it from calling home on a closed network. Shared by the browser suite
 * and the benchmark.
 */
module.exports = {
	CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	CHROMIUM_ARGS: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run',
		'--disable-quic',
	],
};
