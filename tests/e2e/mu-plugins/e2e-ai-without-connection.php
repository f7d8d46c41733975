<?php
/**
 * Test sites only: the AI without the user connection (the `jetpack_blocks_ai_requires_connection`
 * filter of php-stubs/ai/token.php). The suite's shared site loads every mu-plugin here, so its AI
 * specs exercise the AI itself without connecting the site, which would change the connection state
 * the dashboard specs start from. Own sites (tests/e2e/helpers/own-site.ts) get it only when a spec
 * lists it: ai-connection-gate.spec.ts runs without it and checks the real gate.
 *
 * @package jetpack-blocks
 */

add_filter( 'jetpack_blocks_ai_requires_connection', '__return_false' );
