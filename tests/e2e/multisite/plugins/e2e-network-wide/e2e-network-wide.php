<?php
/**
 * Plugin Name: E2E network-wide
 * Description: Test network only: a plugin that is network-active from the start.
 * Version: 1.0.0
 *
 * @package jetpack-blocks
 */
