<?php
/**
 * Plugin Name: E2E locked
 * Description: Test network only: a plugin this test network refuses to activate (map_meta_cap, see e2e-plugin-rules.php).
 * Version: 1.0.0
 *
 * @package jetpack-blocks
 */
