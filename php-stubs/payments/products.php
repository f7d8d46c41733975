<?php
/**
 * Products of the simple payments block (spec 002 §3, §7, §8, §9) and their one-off checkout.
 *
 * A product is a post of type jp_pay_product (title, content, featured_media, status; meta
 * spay_currency, spay_email, spay_multiple, spay_price), saved by the editor's entity store over
 * /wp/v2/jp_pay_product: a draft when the block creates it, published when its post is saved.
 *
 * Visitors buy a published product at <home>/?jetpack_blocks_product_checkout=<product id>
 * [&quantity=<n>][&source_post=<post id>] (product_checkout_url()). The page is the plans
 * checkout's (checkout.php): the product, its price times the quantity (only products with
 * spay_multiple let the visitor choose one), the visitor's e-mail; a valid submission records a
 * jp_payment (interval "one-time", plan_id 0, meta product_id and quantity) listed on Earnings. As
 * on the plans checkout, the source post is named only when the visitor may read it, and completed
 * payments are rate-limited per visitor and product.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/contact-form/public-form.php';

/** Post type of the products. */
const PRODUCT_POST_TYPE = 'jp_pay_product';


/** Most items of one product bought at once. */
const PRODUCT_MAX_QUANTITY = 100;

/**
 * The currencies a product can be priced in (spec 002 §9): the editor's list, read from the same
 * data file (src/shared/currencies/simple-payments.json).
 *
 * @return string[]
 */
function product_currencies(): array {
	$codes = currency_data_file( 'simple-payments.json' );
	return $codes ? array_values( array_filter( $codes, 'is_string' ) ) : array( 'USD' );
}

/**
 * Registers the product post type and its meta, both in the REST API for the editor's entity store.
 * Editing follows the rights on posts: whoever may write posts may describe what a post sells.
 */
function register_product_post_type(): void {
	register_post_type(
		PRODUCT_POST_TYPE,
		array(
			'label'           => __( 'Products', 'jetpack-blocks' ),
			'public'          => false,
			'show_ui'         => false,
			'show_in_rest'    => true,
			'rest_base'       => PRODUCT_POST_TYPE,
			'rewrite'         => false,
			'query_var'       => false,
			'capability_type' => 'post',
			'map_meta_cap'    => true,
			'supports'        => array( 'title', 'editor', 'thumbnail', 'custom-fields', 'author' ),
		)
	);
	$auth = static function ( $allowed, $meta_key, $post_id ): bool {
		return current_user_can( 'edit_post', (int) $post_id );
	};
	$meta = array(
		'spay_currency' => array(
			'type'              => 'string',
			'default'           => 'USD',
			'sanitize_callback' => static fn ( $value ): string => strtoupper( sanitize_text_field( (string) $value ) ),
		),
		'spay_email'    => array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => static fn ( $value ): string => sanitize_email( (string) $value ),
		),
		'spay_multiple' => array(
			'type'    => 'boolean',
			'default' => false,
		),
		'spay_price'    => array(
			'type'    => 'number',
			'default' => 0,
		),
	);
	foreach ( $meta as $key => $args ) {
		register_post_meta(
			PRODUCT_POST_TYPE,
			$key,
			array_merge(
				$args,
				array(
					'single'        => true,
					'show_in_rest'  => true,
					'auth_callback' => $auth,
				)
			)
		);
	}
}
add_action( 'init', __NAMESPACE__ . '\register_product_post_type' );

/**
 * Refuses a product whose e-mail, price or currency cannot take payments, with the spec's messages
 * (002 §8) attached to the field, before anything is stored.
 *
 * @param \stdClass|\WP_Error $prepared Post about to be stored.
 * @param \WP_REST_Request    $request  The request.
 * @return \stdClass|\WP_Error
 */
function check_product_request( $prepared, $request ) {
	if ( is_wp_error( $prepared ) ) {
		return $prepared;
	}
	$meta = $request->get_param( 'meta' );
	if ( ! is_array( $meta ) ) {
		return $prepared;
	}
	$currency = isset( $meta['spay_currency'] ) ? (string) $meta['spay_currency'] : 'USD';
	$errors   = array();
	if ( isset( $meta['spay_email'] ) && '' !== $meta['spay_email'] && ! is_email( (string) $meta['spay_email'] ) ) {
		/* translators: %s: the e-mail address as sent. */
		$errors['spay_email'] = sprintf( __( '%s is not a valid email address.', 'jetpack-blocks' ), sanitize_text_field( (string) $meta['spay_email'] ) );
	}
	if ( isset( $meta['spay_price'] ) ) {
		$price = valid_price( $meta['spay_price'], $currency );
		if ( null === $price || $price <= 0 ) {
			$errors['spay_price'] = __( 'Invalid price.', 'jetpack-blocks' );
		}
	}
	if ( ! in_array( $currency, product_currencies(), true ) ) {
		/* translators: %s: currency code. */
		$errors['spay_currency'] = sprintf( __( 'Payments cannot be taken in %s.', 'jetpack-blocks' ), sanitize_text_field( $currency ) );
	}
	if ( ! $errors ) {
		return $prepared;
	}
	return new \WP_Error(
		'rest_invalid_param',
		reset( $errors ),
		array(
			'status' => 400,
			'params' => $errors,
		)
	);
}
add_filter( 'rest_pre_insert_' . PRODUCT_POST_TYPE, __NAMESPACE__ . '\check_product_request', 10, 2 );

/**
 * Keeps the seller's e-mail address to those who may edit the product: a published product is
 * readable by anyone over REST (as published posts are), its e-mail address is not.
 *
 * @param \WP_REST_Response $response The product as the API answers it.
 * @param \WP_Post          $post     The product.
 */
function hide_product_email( $response, $post ) {
	if ( $response instanceof \WP_REST_Response && ! current_user_can( 'edit_post', $post->ID ) ) {
		$data = $response->get_data();
		if ( isset( $data['meta'] ) && is_array( $data['meta'] ) ) {
			unset( $data['meta']['spay_email'] );
			$response->set_data( $data );
		}
	}
	return $response;
}
add_filter( 'rest_prepare_' . PRODUCT_POST_TYPE, __NAMESPACE__ . '\hide_product_email', 10, 2 );

/**
 * A product as the checkout and the block's visitor markup read it; null unless it is a product.
 *
 * @param int $product_id Post id.
 * @return array{id: int, title: string, content: string, status: string, image_id: int, currency: string, email: string, multiple: bool, price: float}|null
 */
function get_product( int $product_id ): ?array {
	$post = $product_id > 0 ? get_post( $product_id ) : null;
	if ( ! $post || PRODUCT_POST_TYPE !== $post->post_type ) {
		return null;
	}
	$currency = (string) get_post_meta( $post->ID, 'spay_currency', true );
	return array(
		'id'       => $post->ID,
		'title'    => $post->post_title,
		'content'  => $post->post_content,
		'status'   => $post->post_status,
		'image_id' => (int) get_post_thumbnail_id( $post ),
		'currency' => in_array( $currency, product_currencies(), true ) ? $currency : 'USD',
		'email'    => (string) get_post_meta( $post->ID, 'spay_email', true ),
		'multiple' => (bool) get_post_meta( $post->ID, 'spay_multiple', true ),
		'price'    => (float) get_post_meta( $post->ID, 'spay_price', true ),
	);
}

/**
 * Whether visitors can buy a product: published, with a price the currency can hold.
 *
 * @param array<string, mixed>|null $product From get_product().
 */
function is_product_for_sale( ?array $product ): bool {
	return null !== $product && 'publish' === $product['status'] && null !== valid_price( $product['price'], $product['currency'] ) && $product['price'] > 0;
}

/**
 * The checkout address of a product.
 *
 * @param int                  $product_id Product id.
 * @param array<string, mixed> $args       quantity (int), source_post (post id).
 */
function product_checkout_url( int $product_id, array $args = array() ): string {
	$query = array( PRODUCT_CHECKOUT_PARAM => $product_id );
	if ( isset( $args['quantity'] ) && (int) $args['quantity'] > 1 ) {
		$query['quantity'] = (int) $args['quantity'];
	}
	if ( isset( $args['source_post'] ) && (int) $args['source_post'] > 0 ) {
		$query['source_post'] = (int) $args['source_post'];
	}
	return add_query_arg( $query, home_url( '/' ) );
}

/**
 * A quantity as asked for: 1 unless the product lets people buy more; null when out of range.
 *
 * @param array<string, mixed> $product From get_product().
 * @param mixed                $raw     Requested quantity.
 */
function product_quantity( array $product, $raw ): ?int {
	if ( null === $raw || '' === $raw ) {
		return 1;
	}
	if ( ! is_numeric( $raw ) || (string) (int) $raw !== trim( (string) $raw ) ) {
		return null;
	}
	$quantity = (int) $raw;
	$most     = $product['multiple'] ? PRODUCT_MAX_QUANTITY : 1;
	return $quantity >= 1 && $quantity <= $most ? $quantity : null;
}

/**
 * The total of a quantity, rounded to the currency's precision.
 *
 * @param array<string, mixed> $product  From get_product().
 * @param int                  $quantity Items.
 */
function product_total( array $product, int $quantity ): float {
	return round( $product['price'] * $quantity, currency( $product['currency'] )['precision'] );
}

/**
 * Serves a product's checkout when its parameter is present.
 */
function maybe_serve_product_checkout(): void {
	// The product id only selects what to show; the submission below checks a signed-in user's nonce.
	if ( ! isset( $_GET[ PRODUCT_CHECKOUT_PARAM ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return;
	}
	$query   = wp_unslash( $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	$product = get_product( absint( $query[ PRODUCT_CHECKOUT_PARAM ] ) );
	nocache_headers();
	if ( ! is_product_for_sale( $product ) ) {
		status_header( 404 );
		render_checkout_document( __( 'Payment', 'jetpack-blocks' ), '<p>' . esc_html__( 'This product is not for sale (any more).', 'jetpack-blocks' ) . '</p>' );
		exit;
	}
	if ( ! is_connected() ) {
		status_header( 503 );
		render_checkout_document( __( 'Payment', 'jetpack-blocks' ), '<p>' . esc_html__( 'This site does not accept payments at the moment.', 'jetpack-blocks' ) . '</p>' );
		exit;
	}
	// Named on the thank-you page only when the visitor may read it (checkout.php).
	$source  = readable_source_post( $query['source_post'] ?? 0 );
	$is_post = isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === $_SERVER['REQUEST_METHOD'];
	// The quantity comes from the block's form (GET) and may be changed on the page (POST).
	$raw_quantity = $is_post ? ( $_POST['quantity'] ?? null ) : ( $query['quantity'] ?? null ); // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked below and by product_quantity().
	$raw_quantity = is_string( $raw_quantity ) ? sanitize_text_field( wp_unslash( $raw_quantity ) ) : null;
	$values       = array(
		'email'    => '',
		'quantity' => $raw_quantity ?? '1',
	);
	$errors       = array();
	if ( $is_post ) {
		$nonce           = isset( $_POST['_wpnonce'] ) ? sanitize_text_field( wp_unslash( $_POST['_wpnonce'] ) ) : '';
		$values['email'] = isset( $_POST['email'] ) ? sanitize_email( wp_unslash( $_POST['email'] ) ) : '';
		$quantity        = product_quantity( $product, $raw_quantity );
		if ( ! \Jetpack_Blocks\Public_Form\nonce_accepted( $nonce, CHECKOUT_NONCE_ACTION . '-product-' . $product['id'] ) ) {
			$errors[] = __( 'This form has expired. Check the details and send it again.', 'jetpack-blocks' );
		}
		if ( '' === $values['email'] || ! is_email( $values['email'] ) ) {
			$errors[] = __( 'Enter a valid e-mail address.', 'jetpack-blocks' );
		}
		if ( null === $quantity ) {
			/* translators: %d: largest quantity. */
			$errors[] = sprintf( __( 'Enter a quantity from 1 to %d.', 'jetpack-blocks' ), $product['multiple'] ? PRODUCT_MAX_QUANTITY : 1 );
		}
		// A filled honeypot is refused like a failed recording, without saying why.
		if ( \Jetpack_Blocks\Public_Form\posted_honeypot_filled() ) {
			$errors = array( __( 'The payment could not be recorded. Try again.', 'jetpack-blocks' ) );
		}
		// Counted only once the payment would be recorded (rate-limit.php).
		$retry_after = $errors ? 0 : take_checkout_rate_limit( 'product', $product['id'] );
		if ( $retry_after > 0 ) {
			$errors[] = checkout_rate_limited_message();
		}
		if ( ! $errors ) {
			$payment_id = record_payment(
				array(
					'amount'      => product_total( $product, (int) $quantity ),
					'currency'    => $product['currency'],
					'interval'    => 'one-time',
					'email'       => $values['email'],
					'plan_id'     => 0,
					'source_post' => $source,
					'product_id'  => $product['id'],
					'quantity'    => (int) $quantity,
				)
			);
			if ( is_int( $payment_id ) ) {
				status_header( 200 );
				render_checkout_document( __( 'Thank you!', 'jetpack-blocks' ), product_thank_you_html( $product, (int) $quantity, $source ) );
				exit;
			}
			$errors[] = __( 'The payment could not be recorded. Try again.', 'jetpack-blocks' );
		}
		if ( $retry_after > 0 ) {
			send_checkout_rate_limited( $retry_after );
		} else {
			status_header( 400 );
		}
	}
	render_checkout_document( $product['title'], product_checkout_form_html( $product, $source, $values, $errors ) );
	exit;
}
add_action( 'template_redirect', __NAMESPACE__ . '\maybe_serve_product_checkout', 0 );

/**
 * The product's checkout form.
 *
 * @param array<string, mixed> $product From get_product().
 * @param int                  $source  Post the visitor came from.
 * @param array<string, mixed> $values  Values to show.
 * @param string[]             $errors  Messages to show.
 */
function product_checkout_form_html( array $product, int $source, array $values, array $errors ): string {
	$html = test_mode_notice_html();
	if ( $errors ) {
		$html .= '<div class="errors" role="alert"><ul>';
		foreach ( $errors as $error ) {
			$html .= '<li>' . esc_html( $error ) . '</li>';
		}
		$html .= '</ul></div>';
	}
	if ( '' !== trim( $product['content'] ) ) {
		$html .= '<p>' . esc_html( wp_strip_all_tags( $product['content'] ) ) . '</p>';
	}
	$html .= '<p class="amount">' . esc_html__( 'Price:', 'jetpack-blocks' ) . ' <strong>' . esc_html( format_amount( $product['price'], $product['currency'] ) ) . '</strong></p>';
	$html .= '<form method="post" action="' . esc_url( product_checkout_url( $product['id'], array( 'source_post' => $source ) ) ) . '">';
	if ( \Jetpack_Blocks\Public_Form\prints_nonce() ) {
		$html .= wp_nonce_field( CHECKOUT_NONCE_ACTION . '-product-' . $product['id'], '_wpnonce', false, false );
	}
	$html .= \Jetpack_Blocks\Public_Form\honeypot_html();
	if ( $product['multiple'] ) {
		$html .= '<p><label for="checkout-quantity">' . esc_html__( 'Quantity', 'jetpack-blocks' ) . '</label>'
			. '<input type="number" id="checkout-quantity" name="quantity" required min="1" max="' . esc_attr( (string) PRODUCT_MAX_QUANTITY ) . '" step="1" value="' . esc_attr( (string) $values['quantity'] ) . '" /></p>';
	}
	$html .= '<p><label for="checkout-email">' . esc_html__( 'Your e-mail address', 'jetpack-blocks' ) . '</label>'
		. '<input type="email" id="checkout-email" name="email" required autocomplete="email" value="' . esc_attr( (string) $values['email'] ) . '" /></p>';
	$html .= '<p><button type="submit">' . esc_html__( 'Pay (test mode)', 'jetpack-blocks' ) . '</button></p></form>';
	return $html;
}

/**
 * The thank-you of a product purchase.
 *
 * @param array<string, mixed> $product  From get_product().
 * @param int                  $quantity Items bought.
 * @param int                  $source   Post the visitor came from.
 */
function product_thank_you_html( array $product, int $quantity, int $source ): string {
	$html = '<p class="recorded">' . esc_html(
		sprintf(
			/* translators: 1: formatted total, 2: number of items, 3: product title. */
			__( 'Your payment of %1$s for %2$d × %3$s was recorded.', 'jetpack-blocks' ),
			format_amount( product_total( $product, $quantity ), $product['currency'] ),
			$quantity,
			$product['title']
		)
	) . '</p>' . test_mode_notice_html();
	$back  = $source ? (string) get_permalink( $source ) : home_url( '/' );
	$label = $source
		/* translators: %s: post title. */
		? sprintf( __( 'Back to “%s”', 'jetpack-blocks' ), get_the_title( $source ) )
		: __( 'Back to the site', 'jetpack-blocks' );
	return $html . '<p><a href="' . esc_url( $back ) . '">' . esc_html( $label ) . '</a></p>';
}

/**
 * What a recorded payment bought, for the Earnings screen: "Title × 2"; empty for plan payments.
 *
 * @param int $payment_id Payment id.
 */
function payment_product_label( int $payment_id ): string {
	$product_id = (int) get_post_meta( $payment_id, 'product_id', true );
	if ( $product_id <= 0 ) {
		return '';
	}
	$quantity = max( 1, (int) get_post_meta( $payment_id, 'quantity', true ) );
	return sprintf( '%s × %d', get_the_title( $product_id ), $quantity );
}
