<?php
/**
 * Plugin Name: E2E network-only
 * Description: Test network only: a network-only plugin (Network: true).
 * Network: true
 * Version: 1.0.0
 *
 * @package jetpack-blocks
 */
