<?php
/**
 * Payments: currencies, plans, the payment account, the visitors' checkout and the Earnings screen.
 * Loaded by routes/memberships.php.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/connection/state.php';
require_once __DIR__ . '/currencies.php';
require_once __DIR__ . '/plans.php';
require_once __DIR__ . '/account.php';
require_once __DIR__ . '/rate-limit.php';
require_once __DIR__ . '/checkout.php';
require_once __DIR__ . '/products.php';
require_once __DIR__ . '/earnings.php';
require_once __DIR__ . '/api.php';
