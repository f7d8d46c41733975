<?php
/**
 * The visitors' local checkout, used while payments are in test mode (see account.php).
 *
 * Address: <home>/?jetpack_blocks_checkout=<plan id>[&amount=<number>][&custom_amount=1]
 * [&source_post=<post id>] (checkout_url() builds it). No login is needed. The source post is
 * named ("Back to …") only when the visitor may read it (readable_source_post()), and each visitor
 * may complete a limited number of payments per plan in a window (rate-limit.php). The page shows the
 * plan (title, currency, interval) and a form with the visitor's e-mail and, for a donation with
 * custom_amount=1, an editable amount (at least the currency minimum). For a donation the amount
 * comes from `amount` (the block's chosen amount, at least the minimum); otherwise it is the
 * plan's price. The form posts back to the same address, with a honeypot field and, for a signed-in
 * user only, the nonce jetpack-blocks-checkout-<plan id> (a signed-out visitor's page carries none, so
 * a page cache may serve it: contact-form/public-form.php);
 * a valid submission records a jp_payment post (meta amount, currency, interval, email, plan_id,
 * source_post, mode "test") and shows a thank-you that says no card was charged.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/contact-form/public-form.php';


/** Post type of recorded payments. */
const PAYMENT_POST_TYPE = 'jp_payment';

/** Nonce action of the checkout form. */
const CHECKOUT_NONCE_ACTION = 'jetpack-blocks-checkout';

/**
 * Registers the payment post type: stored data only, listed on the Earnings screen.
 */
function register_payment_post_type(): void {
	register_post_type(
		PAYMENT_POST_TYPE,
		array(
			'label'        => __( 'Payments', 'jetpack-blocks' ),
			'public'       => false,
			'show_ui'      => false,
			'show_in_rest' => false,
			'rewrite'      => false,
			'query_var'    => false,
			'supports'     => array( 'title' ),
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_payment_post_type' );

/**
 * The checkout address of a plan.
 *
 * @param int                  $plan_id Plan id.
 * @param array<string, mixed> $args    amount (number), custom_amount (bool), source_post (post id).
 */
function checkout_url( int $plan_id, array $args = array() ): string {
	$query = array( CHECKOUT_PARAM => $plan_id );
	if ( isset( $args['amount'] ) && is_numeric( $args['amount'] ) ) {
		$query['amount'] = (string) (float) $args['amount'];
	}
	if ( ! empty( $args['custom_amount'] ) ) {
		$query['custom_amount'] = '1';
	}
	if ( isset( $args['source_post'] ) && (int) $args['source_post'] > 0 ) {
		$query['source_post'] = (int) $args['source_post'];
	}
	return add_query_arg( $query, home_url( '/' ) );
}

/**
 * Words for an interval.
 *
 * @param string $interval Plan interval.
 */
function interval_label( string $interval ): string {
	switch ( $interval ) {
		case '1 month':
			return __( 'Monthly', 'jetpack-blocks' );
		case '1 year':
			return __( 'Yearly', 'jetpack-blocks' );
		default:
			return __( 'One-time', 'jetpack-blocks' );
	}
}

/**
 * Records a payment.
 *
 * @param array{amount: float, currency: string, interval: string, email: string, plan_id: int, source_post: int} $payment Payment.
 * @return int|\WP_Error Payment id.
 */
function record_payment( array $payment ) {
	return wp_insert_post(
		array(
			'post_type'   => PAYMENT_POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => sprintf( '%s %s', $payment['email'], format_amount( $payment['amount'], $payment['currency'] ) ),
			'meta_input'  => array_merge( $payment, array( 'mode' => 'test' ) ),
		),
		true
	);
}

/**
 * The recorded payments, newest first.
 *
 * @param int $limit Most payments returned.
 * @return array<int, array{id: int, date: string, amount: float, currency: string, interval: string, email: string, plan_id: int, source_post: int}>
 */
function list_payments( int $limit = 200 ): array {
	$posts = get_posts(
		array(
			'post_type'      => PAYMENT_POST_TYPE,
			'post_status'    => 'publish',
			'posts_per_page' => $limit,
			'orderby'        => 'ID',
			'order'          => 'DESC',
			'no_found_rows'  => true,
		)
	);
	return array_map(
		static function ( \WP_Post $post ): array {
			return array(
				'id'          => $post->ID,
				'date'        => $post->post_date,
				'amount'      => (float) get_post_meta( $post->ID, 'amount', true ),
				'currency'    => (string) get_post_meta( $post->ID, 'currency', true ),
				'interval'    => (string) get_post_meta( $post->ID, 'interval', true ),
				'email'       => (string) get_post_meta( $post->ID, 'email', true ),
				'plan_id'     => (int) get_post_meta( $post->ID, 'plan_id', true ),
				'source_post' => (int) get_post_meta( $post->ID, 'source_post', true ),
			);
		},
		$posts
	);
}

/**
 * The post a checkout leads back to ("Back to …") and records as the payment's source, when the
 * visitor may read it; 0 otherwise. The id comes from the address, which anyone can edit, and the
 * thank-you page prints the post's title: so a private, draft or scheduled post, a post behind a
 * password the visitor has not entered, or a post of a type visitors never see (payments, form
 * responses, sign-ups: their titles hold e-mail addresses) is not named to someone who could not
 * read it on the site. Whoever may edit the post is led back to it whatever its state.
 *
 * @param mixed $raw The requested post id.
 */
function readable_source_post( $raw ): int {
	$post_id = is_scalar( $raw ) ? absint( $raw ) : 0;
	$post    = $post_id > 0 ? get_post( $post_id ) : null;
	if ( ! $post instanceof \WP_Post ) {
		return 0;
	}
	if ( current_user_can( 'edit_post', $post->ID ) ) {
		return $post->ID;
	}
	if ( ! is_post_type_viewable( $post->post_type ) || post_password_required( $post ) ) {
		return 0;
	}
	// A published post, or one the visitor's role may read (a private post for an editor).
	return is_post_publicly_viewable( $post ) || current_user_can( 'read_post', $post->ID ) ? $post->ID : 0;
}

/**
 * What the checkout asks of the visitor: the plan, the amount (fixed or editable) and where the
 * visitor came from; null when the plan does not exist.
 *
 * @param int                  $plan_id Plan id.
 * @param array<string, mixed> $query   The page's query.
 * @return array{plan: \WP_Post, product: array<string, mixed>, amount: float, editable: bool, minimum: float, source_post: int}|null
 */
function checkout_context( int $plan_id, array $query ): ?array {
	$plan = get_plan( $plan_id );
	if ( ! $plan ) {
		return null;
	}
	$product  = plan_to_product( $plan );
	$minimum  = minimum_amount( $product['currency'] );
	$donation = 'donation' === $product['type'];
	$amount   = (float) $product['price'];
	if ( $donation && isset( $query['amount'] ) && is_string( $query['amount'] ) ) {
		$requested = valid_price( $query['amount'], $product['currency'] );
		if ( null !== $requested && $requested >= $minimum ) {
			$amount = $requested;
		}
	}
	return array(
		'plan'        => $plan,
		'product'     => $product,
		'amount'      => $amount,
		'editable'    => $donation && ! empty( $query['custom_amount'] ),
		'minimum'     => $minimum,
		'source_post' => readable_source_post( $query['source_post'] ?? 0 ),
	);
}

/**
 * Serves the checkout page when its parameter is present.
 */
function maybe_serve_checkout(): void {
	// The plan id only selects what to show; the submission below checks a signed-in user's nonce.
	if ( ! isset( $_GET[ CHECKOUT_PARAM ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return;
	}
	$query   = wp_unslash( $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	$context = checkout_context( absint( $query[ CHECKOUT_PARAM ] ), $query );
	nocache_headers();
	if ( ! $context ) {
		status_header( 404 );
		render_checkout_document( __( 'Payment', 'jetpack-blocks' ), '<p>' . esc_html__( 'This payment plan does not exist (any more).', 'jetpack-blocks' ) . '</p>' );
		exit;
	}
	if ( ! is_connected() ) {
		status_header( 503 );
		render_checkout_document( __( 'Payment', 'jetpack-blocks' ), '<p>' . esc_html__( 'This site does not accept payments at the moment.', 'jetpack-blocks' ) . '</p>' );
		exit;
	}
	$errors = array();
	$values = array(
		'email'  => '',
		'amount' => $context['amount'],
	);
	if ( isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === $_SERVER['REQUEST_METHOD'] ) {
		$result = handle_checkout_submission( $context );
		if ( is_int( $result ) ) {
			status_header( 200 );
			render_checkout_document( __( 'Thank you!', 'jetpack-blocks' ), thank_you_html( $context, $result ) );
			exit;
		}
		$errors = $result['errors'];
		$values = $result['values'];
		if ( $result['retry_after'] > 0 ) {
			send_checkout_rate_limited( $result['retry_after'] );
		} else {
			status_header( 400 );
		}
	}
	render_checkout_document( $context['plan']->post_title, checkout_form_html( $context, $values, $errors ) );
	exit;
}
add_action( 'template_redirect', __NAMESPACE__ . '\maybe_serve_checkout', 0 );

/**
 * Checks and records a submission.
 *
 * @param array<string, mixed> $context Checkout context.
 * @return int|array{errors: string[], values: array{email: string, amount: float|string}, retry_after: int} Payment id, or what to show again (retry_after: seconds to wait when over the rate limit, else 0).
 */
function handle_checkout_submission( array $context ) {
	$nonce  = isset( $_POST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpnonce'] ) ) : '';
	$email  = isset( $_POST['email'] ) ? sanitize_email( wp_unslash( $_POST['email'] ) ) : '';
	$raw    = isset( $_POST['amount'] ) ? sanitize_text_field( wp_unslash( $_POST['amount'] ) ) : '';
	$errors = array();
	if ( \Jetpack_Blocks\Public_Form\posted_honeypot_filled() ) {
		// Refused like a failed recording, without saying why; the rate limit is not spent on it.
		return array(
			'errors'      => array( __( 'The payment could not be recorded. Try again.', 'jetpack-blocks' ) ),
			'values'      => array(
				'email'  => $email,
				'amount' => $context['editable'] ? $raw : $context['amount'],
			),
			'retry_after' => 0,
		);
	}
	if ( ! \Jetpack_Blocks\Public_Form\nonce_accepted( $nonce, CHECKOUT_NONCE_ACTION . '-' . $context['plan']->ID ) ) {
		$errors[] = __( 'This form has expired. Check the details and send it again.', 'jetpack-blocks' );
	}
	if ( '' === $email || ! is_email( $email ) ) {
		$errors[] = __( 'Enter a valid e-mail address.', 'jetpack-blocks' );
	}
	$currency = $context['product']['currency'];
	$amount   = $context['amount'];
	if ( $context['editable'] ) {
		$amount = valid_price( $raw, $currency );
		if ( null === $amount || $amount < $context['minimum'] ) {
			$errors[] = sprintf(
				/* translators: %s: the formatted minimum amount, e.g. $0.50. */
				__( 'Enter an amount of at least %s.', 'jetpack-blocks' ),
				format_amount( $context['minimum'], $currency )
			);
		}
	}
	if ( $errors ) {
		return array(
			'errors'      => $errors,
			'values'      => array(
				'email'  => $email,
				'amount' => $context['editable'] ? $raw : $context['amount'],
			),
			'retry_after' => 0,
		);
	}
	// Counted only once the payment would be recorded: a visitor correcting a typo is not held up.
	$retry_after = take_checkout_rate_limit( 'plan', $context['plan']->ID );
	if ( $retry_after > 0 ) {
		return array(
			'errors'      => array( checkout_rate_limited_message() ),
			'values'      => array(
				'email'  => $email,
				'amount' => $context['editable'] ? $raw : $context['amount'],
			),
			'retry_after' => $retry_after,
		);
	}
	$id = record_payment(
		array(
			'amount'      => (float) $amount,
			'currency'    => $currency,
			'interval'    => $context['product']['interval'],
			'email'       => $email,
			'plan_id'     => $context['plan']->ID,
			'source_post' => $context['source_post'],
		)
	);
	if ( is_wp_error( $id ) ) {
		return array(
			'errors'      => array( __( 'The payment could not be recorded. Try again.', 'jetpack-blocks' ) ),
			'values'      => array(
				'email'  => $email,
				'amount' => $amount,
			),
			'retry_after' => 0,
		);
	}
	return $id;
}

/** The sentence every checkout screen shows while payments are in test mode. */
function test_mode_notice_html(): string {
	return '<p class="test-mode" role="note"><strong>' . esc_html__( 'Test mode:', 'jetpack-blocks' ) . '</strong> '
		. esc_html__( 'this site has no card payment provider configured. Your details and the amount are recorded on this site only; no card is charged and no money changes hands.', 'jetpack-blocks' )
		. '</p>';
}

/**
 * The form.
 *
 * @param array<string, mixed> $context Checkout context.
 * @param array<string, mixed> $values  Values to show.
 * @param string[]             $errors  Messages to show.
 */
function checkout_form_html( array $context, array $values, array $errors ): string {
	$product  = $context['product'];
	$currency = $product['currency'];
	$html     = test_mode_notice_html();
	if ( $errors ) {
		$html .= '<div class="errors" role="alert"><ul>';
		foreach ( $errors as $error ) {
			$html .= '<li>' . esc_html( $error ) . '</li>';
		}
		$html .= '</ul></div>';
	}
	$html .= '<p>' . esc_html( interval_label( $product['interval'] ) ) . ' · ' . esc_html( $currency ) . '</p>';
	$html .= '<form method="post" action="' . esc_url( checkout_url( $context['plan']->ID, array( 'amount' => $context['amount'], 'custom_amount' => $context['editable'], 'source_post' => $context['source_post'] ) ) ) . '">';
	if ( \Jetpack_Blocks\Public_Form\prints_nonce() ) {
		$html .= wp_nonce_field( CHECKOUT_NONCE_ACTION . '-' . $context['plan']->ID, '_wpnonce', false, false );
	}
	$html .= \Jetpack_Blocks\Public_Form\honeypot_html();
	$html .= '<p><label for="checkout-email">' . esc_html__( 'Your e-mail address', 'jetpack-blocks' ) . '</label>'
		. '<input type="email" id="checkout-email" name="email" required autocomplete="email" value="' . esc_attr( (string) $values['email'] ) . '" /></p>';
	if ( $context['editable'] ) {
		$step  = 1 / pow( 10, currency( $currency )['precision'] );
		$html .= '<p><label for="checkout-amount">'
			/* translators: %s: currency code. */
			. esc_html( sprintf( __( 'Amount (%s)', 'jetpack-blocks' ), $currency ) ) . '</label>'
			. '<input type="number" id="checkout-amount" name="amount" required min="' . esc_attr( (string) $context['minimum'] ) . '" step="' . esc_attr( (string) $step ) . '" value="' . esc_attr( (string) $values['amount'] ) . '" /></p>';
	} else {
		$html .= '<p class="amount">' . esc_html__( 'Amount:', 'jetpack-blocks' ) . ' <strong>' . esc_html( format_amount( (float) $context['amount'], $currency ) ) . '</strong></p>';
	}
	$html .= '<p><button type="submit">' . esc_html__( 'Pay (test mode)', 'jetpack-blocks' ) . '</button></p></form>';
	return $html;
}

/**
 * The thank-you.
 *
 * @param array<string, mixed> $context    Checkout context.
 * @param int                  $payment_id Recorded payment.
 */
function thank_you_html( array $context, int $payment_id ): string {
	$amount = (float) get_post_meta( $payment_id, 'amount', true );
	$html   = '<p class="recorded">' . esc_html(
		sprintf(
			/* translators: 1: formatted amount, 2: Monthly/Yearly/One-time, 3: plan title. */
			__( 'Your payment of %1$s (%2$s, %3$s) was recorded.', 'jetpack-blocks' ),
			format_amount( $amount, $context['product']['currency'] ),
			strtolower( interval_label( $context['product']['interval'] ) ),
			$context['plan']->post_title
		)
	) . '</p>' . test_mode_notice_html();
	if ( $context['source_post'] ) {
		$html .= '<p><a href="' . esc_url( (string) get_permalink( $context['source_post'] ) ) . '">'
			/* translators: %s: post title. */
			. esc_html( sprintf( __( 'Back to “%s”', 'jetpack-blocks' ), get_the_title( $context['source_post'] ) ) ) . '</a></p>';
	} else {
		$html .= '<p><a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html__( 'Back to the site', 'jetpack-blocks' ) . '</a></p>';
	}
	return $html;
}

/**
 * A small standalone page (the theme is not involved, so the checkout reads the same everywhere).
 *
 * @param string $title Heading.
 * @param string $body  Escaped HTML.
 */
function render_checkout_document( string $title, string $body ): void {
	header( 'Content-Type: text/html; charset=utf-8' );
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="utf-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<meta name="robots" content="noindex, nofollow" />
	<title><?php echo esc_html( $title . ' · ' . get_bloginfo( 'name' ) ); ?></title>
	<style>
		body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1e1e1e; }
		label { display: block; font-weight: 600; margin-bottom: .25rem; }
		input { font: inherit; padding: .5rem; width: 100%; box-sizing: border-box; }
		button { font: inherit; padding: .6rem 1.2rem; background: #1e1e1e; color: #fff; border: 0; border-radius: 2px; cursor: pointer; }
		button:focus-visible, input:focus-visible { outline: 2px solid #3858e9; outline-offset: 2px; }
		.test-mode { background: #fcf9e8; border-left: 4px solid #dba617; padding: .5rem .75rem; }
		.errors { background: #fcf0f1; border-left: 4px solid #d63638; padding: .25rem .75rem; }
	</style>
</head>
<body class="jetpack-blocks-checkout">
	<main>
		<p><?php echo esc_html( get_bloginfo( 'name' ) ); ?></p>
		<h1><?php echo esc_html( $title ); ?></h1>
		<?php echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above. ?>
	</main>
</body>
</html>
	<?php
}
