/**
 * The test stack's system cron: requests /wp-cron.php every few seconds, anonymously, as a host's
 * crontab line (`curl -s https://site/wp-cron.php`) does on a site with DISABLE_WP_CRON.
 * `node scripts/stack/cron-loop.mjs <base URL> <interval ms>`; stopped by the stack's teardown.
 */
const [ baseURL, interval = '20000' ] = process.argv.slice( 2 );

async function tick() {
	try {
		const response = await fetch( `${ baseURL }/wp-cron.php` );
		await response.arrayBuffer();
		console.log(
			`${ new Date().toISOString() } wp-cron.php ${ response.status }`
		);
	} catch ( error ) {
		console.log(
			`${ new Date().toISOString() } wp-cron.php failed: ${ error.message }`
		);
	}
}

setInterval( tick, Number( interval ) );
tick();
