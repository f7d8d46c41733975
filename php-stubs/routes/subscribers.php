<?php
/**
 * GET /wpcom/v2/subscribers/counts (edit_posts)
 *   → { counts: { email_subscribers, social_followers, paid_subscribers }, notes: { … } }
 *
 * - email_subscribers: the filter `jetpack_blocks_email_subscriber_count` (int, default 0); the
 *   newsletter feature hooks it with the size of its local audience.
 * - paid_subscribers: distinct e-mail addresses with a recurring (monthly or yearly) payment
 *   recorded by the local checkout (php-stubs/payments; test mode).
 * - social_followers: 0, because this plugin connects no social network accounts; `notes` says so.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Subscribers;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/rest.php';
require_once dirname( __DIR__ ) . '/payments/load.php';

/**
 * Registers the route.
 */
function register_routes(): void {
	register_rest_route(
		'wpcom/v2',
		'/subscribers/counts',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_counts',
			'permission_callback' => 'Jetpack_Blocks\Rest\can_edit_posts',
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/** People paying a recurring plan: distinct e-mails of monthly and yearly payments. */
function paid_subscriber_count(): int {
	$emails = array();
	foreach ( \Jetpack_Blocks\Payments\list_payments( 1000 ) as $payment ) {
		if ( 'one-time' !== $payment['interval'] && '' !== $payment['email'] ) {
			$emails[ strtolower( $payment['email'] ) ] = true;
		}
	}
	return count( $emails );
}

/**
 * GET handler.
 */
function get_counts(): \WP_REST_Response {
	/**
	 * The number of e-mail subscribers of the site's newsletter.
	 *
	 * @param int $count Default 0.
	 */
	$email = (int) apply_filters( 'jetpack_blocks_email_subscriber_count', 0 );
	return rest_ensure_response(
		array(
			'counts' => array(
				'email_subscribers' => max( 0, $email ),
				'social_followers'  => 0,
				'paid_subscribers'  => paid_subscriber_count(),
			),
			'notes'  => array(
				'social_followers' => __( 'This site has no social network accounts connected, so it counts no followers there.', 'jetpack-blocks' ),
				'paid_subscribers' => __( 'People with a monthly or yearly payment recorded by this site’s checkout (test mode).', 'jetpack-blocks' ),
			),
		)
	);
}
