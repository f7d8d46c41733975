<?php
/**
 * Development site (`npm start`) only: no automatic login.
 *
 * @wordpress/env's Playground runtime logs in as admin whoever makes a first request (its "login"
 * blueprint step), so a REST call or a visitor's first page view would carry an administrator's
 * session. Here a visitor is anonymous, as on a real site; `npm start` prints the login instead.
 * Playground adds its auto-login to `init` at priority 1 from its own must-use plugins, which load
 * after this one, so it is removed from `init` just before it would run.
 *
 * @package jetpack-blocks
 */

add_action(
	'init',
	static function () {
		remove_action( 'init', 'playground_auto_login', 1 );
	},
	0
);
