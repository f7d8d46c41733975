<?php
/**
 * Test-only classic theme: one widget area, so WordPress offers its block widget editor
 * (Appearance → Widgets), which block themes do not have.
 *
 * @package jetpack-blocks
 */

add_action(
	'widgets_init',
	static function () {
		register_sidebar(
			array(
				'id'   => 'e2e-sidebar',
				'name' => 'E2E Sidebar',
			)
		);
	}
);
