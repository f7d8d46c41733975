<?php
/**
 * Plugin Name: E2E plain
 * Description: Test network only: an ordinary plugin any site administrator may activate.
 * Version: 1.0.0
 *
 * @package jetpack-blocks
 */
