/**
 * The browser suite's second target: the test stack (scripts/stack/stack.mjs) — WordPress 7.x on
 * MariaDB, a Redis object cache, two PHP-FPM heads behind nginx with a page cache, a system cron.
 * `npm run test:stack`. Runs the specs below, chosen for what the stack changes (parallel requests on
 * several heads, the object cache, nginx, the page cache, real cron) and kept within about 8 minutes
 * on two cores; every other spec runs on the native-PHP site only.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Set here as well as in the global setup: each worker loads this file, so the specs' stack-only
// tests see it whatever the order of loading.
process.env.JETPACK_BLOCKS_E2E_STACK = '1';

/**
 * Specs run on the stack (file names under specs/). Only specs that use the suite's shared site can
 * run here: the payments, newsletter, security-*, AI quota, private-video and video-upload specs make
 * native-PHP sites of their own (helpers/own-site.ts), so their stack counterparts are the stack-only
 * specs (stack-*.spec.ts: uploads across heads, private folders, page cache, object cache, atomic
 * limits) and the page-cache forms spec (contact form, newsletter, donations, checkout).
 */
export const STACK_SPECS = [
	'rest-permissions.spec.ts',
	'related-posts.spec.ts',
	'contact-form.spec.ts',
	'dashboard-modules.spec.ts',
	// Issue 22's specs, run here when present: forms behind the page cache, the system cron.
	'page-cache-forms.spec.ts',
	'cron.spec.ts',
	'stack-*.spec.ts',
];

export default defineConfig( {
	...base,
	testMatch: STACK_SPECS,
	globalSetup: require.resolve( './stack-global-setup.ts' ),
	globalTeardown: require.resolve( './stack-global-teardown.ts' ),
	workers: Number( process.env.E2E_WORKERS ?? 2 ),
} );
