/**
 * How this project starts Chromium: Debian's build (Playwright's own download needs the network),
 * with the flags that keep it from calling home on a closed network. Shared by the browser suite
 * and the benchmark.
 *
 * Every run is headless, so it uses Debian's `chromium-headless-shell`: the same Chromium release
 * built without the windowed browser around it (the binary Playwright itself uses for headless
 * runs). On this two-core machine the browser, not PHP, takes most of the suite's CPU (about 70 %
 * of it under `perf`), and the shell runs the same stories in about 30 % less time than the full
 * `chromium` (rating-star, button and business-hours specs, two workers: 101 s → 73 s).
 */
module.exports = {
	CHROMIUM_PATH:
		process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
	/** The Debian package that provides the default CHROMIUM_PATH. */
	CHROMIUM_PACKAGE: 'chromium-headless-shell',
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
