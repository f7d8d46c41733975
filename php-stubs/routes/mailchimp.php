<?php
/**
 * REST routes of the newsletter signup block (jetpack/mailchimp).
 *
 * GET  /wpcom/v2/mailchimp (edit_posts)
 *   → { code: "connected" | "not_connected", connect_url, provider: "local" | "mailchimp",
 *       audience?: { name, subscribers }, message }
 *   With no Mailchimp configured the site's own list answers "connected" and says what it is; with
 *   Mailchimp configured, the audience is asked for and a failure answers "not_connected" with why.
 * GET  /wpcom/v2/mailchimp/groups (edit_posts)
 *   → { interest_categories: [ { id, title, interests: [ { id, name } ] } ] }
 *   502 with Mailchimp's explanation when the configured audience cannot be read.
 * POST /wpcom/v2/mailchimp/subscribe (public: the visitor's form)
 *   body: email, post_id, form (the form's key, printed by render.php), nonce (a signed-in user's
 *   only: a signed-out visitor's page carries none, so a page cache may serve it, see
 *   contact-form/public-form.php), jetpack_blocks_website (the honeypot, empty)
 *   → 200 { code: "subscribed", message } (Mailchimp, which asks the address to confirm itself), or
 *   200 { code: "confirmation_sent", message } (the site's own list: the address gets an e-mail with
 *   a signed link and is on the list once it is visited, see mailchimp/audience.php);
 *   400 missing_email / invalid_email / rejected (a filled honeypot: nothing stored, nothing sent),
 *   403 invalid_nonce (a signed-in user's request without a valid nonce), 404 form_not_found, 429 rate_limited,
 *   500 confirmation_not_sent, 502 when Mailchimp refuses or cannot be reached. The groups, the
 *   signup location and the source post come from the block saved in the post, never from the request.
 *   Limits, counted atomically (php-stubs/rate-limit.php): 10 sign-ups in 10 minutes per visitor (the
 *   signed-in user or the connection's address; filter `jetpack_blocks_newsletter_rate_limit`) and
 *   3 in an hour per e-mail address, whoever sends them (`jetpack_blocks_newsletter_email_rate_limit`),
 *   so nobody floods an inbox with confirmation e-mails.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Newsletter;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/mailchimp/settings.php';
require_once dirname( __DIR__ ) . '/mailchimp/audience.php';
require_once dirname( __DIR__ ) . '/mailchimp/mailchimp-api.php';
require_once dirname( __DIR__ ) . '/rate-limit.php';
require_once dirname( __DIR__ ) . '/contact-form/public-form.php';

const BLOCK_NAME = 'jetpack/mailchimp';

/**
 * Registers the routes.
 */
function register_routes(): void {
	register_rest_route(
		'wpcom/v2',
		'/mailchimp',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_connection',
			'permission_callback' => 'Jetpack_Blocks\Rest\can_edit_posts',
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/mailchimp/groups',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_groups',
			'permission_callback' => 'Jetpack_Blocks\Rest\can_edit_posts',
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/mailchimp/subscribe',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\subscribe',
			// Public: visitors sign up. The honeypot, a signed-in user's nonce and the rate limits are
			// checked in the callback.
			'permission_callback' => '__return_true',
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * GET /mailchimp.
 */
function get_connection(): \WP_REST_Response {
	if ( ! uses_mailchimp() ) {
		return new \WP_REST_Response(
			array(
				'code'        => 'connected',
				'provider'    => 'local',
				'connect_url' => settings_url(),
				'manage_url'  => signups_url(),
				'audience'    => array(
					'name'        => __( 'This site\'s own list', 'jetpack-blocks' ),
					'subscribers' => local_subscriber_count(),
				),
				'message'     => __( 'Sign-ups are kept in this site\'s own list, in WordPress (Newsletter → Sign-ups). No Mailchimp account is connected.', 'jetpack-blocks' ),
			)
		);
	}
	$audience = mailchimp_audience();
	if ( is_wp_error( $audience ) ) {
		return new \WP_REST_Response(
			array(
				'code'        => 'not_connected',
				'provider'    => 'mailchimp',
				'connect_url' => settings_url(),
				'message'     => $audience->get_error_message(),
			)
		);
	}
	return new \WP_REST_Response(
		array(
			'code'        => 'connected',
			'provider'    => 'mailchimp',
			'connect_url' => settings_url(),
			'audience'    => $audience,
			/* translators: %s: the Mailchimp audience's name. */
			'message'     => sprintf( __( 'Sign-ups go to the Mailchimp audience "%s".', 'jetpack-blocks' ), $audience['name'] ),
		)
	);
}

/**
 * GET /mailchimp/groups.
 *
 * @return \WP_REST_Response|\WP_Error
 */
function get_groups() {
	$groups = uses_mailchimp() ? mailchimp_groups() : local_groups();
	if ( is_wp_error( $groups ) ) {
		return $groups;
	}
	return new \WP_REST_Response( array( 'interest_categories' => $groups ) );
}

/**
 * The key of a form: the same saved block always gets the same key.
 *
 * @param array $attrs The block's saved attributes.
 */
function form_key( array $attrs ): string {
	return substr( md5( (string) wp_json_encode( $attrs ) ), 0, 12 );
}

/** The nonce action of the forms of a post. */
function nonce_action( int $post_id ): string {
	return 'jetpack_blocks_newsletter_' . $post_id;
}

/**
 * The saved attributes of the form with a key in a post's content (synced patterns included).
 *
 * @param array  $blocks Parsed blocks.
 * @param string $key    Form key.
 * @param int    $depth  Synced-pattern depth.
 * @return array|null
 */
function find_form( array $blocks, string $key, int $depth = 0 ): ?array {
	foreach ( $blocks as $block ) {
		if ( ! is_array( $block ) ) {
			continue;
		}
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		if ( BLOCK_NAME === ( $block['blockName'] ?? '' ) && form_key( $attrs ) === $key ) {
			return $attrs;
		}
		if ( 'core/block' === ( $block['blockName'] ?? '' ) && $depth < 2 && ! empty( $attrs['ref'] ) ) {
			$pattern = get_post( (int) $attrs['ref'] );
			if ( $pattern instanceof \WP_Post && 'wp_block' === $pattern->post_type && 'publish' === $pattern->post_status ) {
				$found = find_form( parse_blocks( $pattern->post_content ), $key, $depth + 1 );
				if ( null !== $found ) {
					return $found;
				}
			}
		}
		$found = find_form( $block['innerBlocks'] ?? array(), $key, $depth );
		if ( null !== $found ) {
			return $found;
		}
	}
	return null;
}

/**
 * Counts one sign-up of the visitor (the signed-in user, or else the connection's address); false
 * when over the limit (10 in 10 minutes by default, filter `jetpack_blocks_newsletter_rate_limit`).
 */
function take_rate_limit(): bool {
	/**
	 * Filters how many sign-ups a visitor may send in a window.
	 *
	 * @param array{requests: int, window: int} $limit Default: 10 in 10 minutes.
	 */
	$limit = apply_filters(
		'jetpack_blocks_newsletter_rate_limit',
		array(
			'requests' => 10,
			'window'   => 10 * MINUTE_IN_SECONDS,
		)
	);
	/**
	 * Filters who a sign-up is counted against (for sites behind a proxy they trust).
	 *
	 * @param string $key "user:{id}", "ip:{IPv4 address}" or "ip6:{first 64 bits, hex}".
	 */
	$who = (string) apply_filters( 'jetpack_blocks_newsletter_visitor_key', \Jetpack_Blocks\rate_limit_requester() );
	return 0 === \Jetpack_Blocks\rate_limit_take( 'nlvisitor', $who, \Jetpack_Blocks\rate_limit_setting( $limit, 10, 10 * MINUTE_IN_SECONDS ) );
}

/**
 * Counts one sign-up of an e-mail address, whoever sends it; false when over the limit (3 in an
 * hour by default): each sign-up of the site's own list sends the address an e-mail.
 *
 * @param string $email Checked address.
 */
function take_email_rate_limit( string $email ): bool {
	/**
	 * Filters how many sign-ups one e-mail address may get in a window.
	 *
	 * @param array{requests: int, window: int} $limit Default: 3 in an hour.
	 * @param string                            $email The address.
	 */
	$limit = apply_filters(
		'jetpack_blocks_newsletter_email_rate_limit',
		array(
			'requests' => 3,
			'window'   => HOUR_IN_SECONDS,
		),
		$email
	);
	return 0 === \Jetpack_Blocks\rate_limit_take( 'nlemail', strtolower( $email ), \Jetpack_Blocks\rate_limit_setting( $limit, 3, HOUR_IN_SECONDS ) );
}

/**
 * A string parameter, trimmed ('' when absent or not a string).
 *
 * @param \WP_REST_Request $request Request.
 * @param string           $name    Parameter.
 */
function string_param( \WP_REST_Request $request, string $name ): string {
	$value = $request->get_param( $name );
	return is_string( $value ) ? trim( $value ) : '';
}

/** Query argument that tells the page a plain (no-script) form post's outcome. */
const OUTCOME_ARG = 'jetpack_newsletter';

/** Query argument naming the form the outcome belongs to. */
const OUTCOME_FORM_ARG = 'jetpack_newsletter_form';

/**
 * POST /mailchimp/subscribe.
 *
 * The view script sends JSON and reads the JSON answer. A browser without scripts posts the form
 * itself: it is sent back to the post (303) with the outcome in the address, and render.php shows
 * the matching label — the address typed is never put in the URL.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function subscribe( \WP_REST_Request $request ) {
	$result  = subscribe_result( $request );
	$type    = $request->get_content_type();
	$is_form = is_array( $type ) && in_array( $type['value'] ?? '', array( 'application/x-www-form-urlencoded', 'multipart/form-data' ), true );
	$post_id = (int) $request->get_param( 'post_id' );
	if ( ! $is_form || $post_id <= 0 || ! get_post( $post_id ) ) {
		return $result;
	}
	$data = is_wp_error( $result ) ? null : $result->get_data();
	$code = is_wp_error( $result ) ? $result->get_error_code() : ( is_array( $data ) && is_string( $data['code'] ?? null ) ? $data['code'] : 'subscribed' );
	if ( ! in_array( $code, array( 'subscribed', 'confirmation_sent', 'invalid_email', 'missing_email', 'invalid_nonce', 'rate_limited' ), true ) ) {
		$code = 'error';
	}
	$response = new \WP_REST_Response( null, 303 );
	$response->header(
		'Location',
		add_query_arg(
			array(
				OUTCOME_ARG      => $code,
				OUTCOME_FORM_ARG => (string) preg_replace( '/[^a-f0-9]/', '', string_param( $request, 'form' ) ),
			),
			(string) get_permalink( $post_id )
		)
	);
	return $response;
}

/**
 * What a sign-up request comes to.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function subscribe_result( \WP_REST_Request $request ) {
	$post_id = (int) $request->get_param( 'post_id' );
	$post    = $post_id > 0 ? get_post( $post_id ) : null;
	$visible = $post instanceof \WP_Post && ( is_post_publicly_viewable( $post ) || current_user_can( 'read_post', $post->ID ) ) && ! post_password_required( $post );
	$attrs   = $visible ? find_form( parse_blocks( $post->post_content ), string_param( $request, 'form' ) ) : null;
	if ( null === $attrs ) {
		return new \WP_Error( 'form_not_found', __( 'This signup form no longer exists. Please reload the page.', 'jetpack-blocks' ), array( 'status' => 404 ) );
	}
	// Refused like a failed save, without saying why, before anything is counted or stored.
	if ( \Jetpack_Blocks\Public_Form\honeypot_filled( $request->get_param( \Jetpack_Blocks\Public_Form\HONEYPOT_FIELD ) ) ) {
		return new \WP_Error( 'rejected', __( 'The sign-up could not be saved. Please try again later.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	if ( ! \Jetpack_Blocks\Public_Form\nonce_accepted( string_param( $request, 'nonce' ), nonce_action( $post_id ) ) ) {
		return new \WP_Error( 'invalid_nonce', __( 'This form has expired. Please reload the page and try again.', 'jetpack-blocks' ), array( 'status' => 403 ) );
	}
	$email = string_param( $request, 'email' );
	if ( '' === $email ) {
		return new \WP_Error( 'missing_email', __( 'Please enter your email address.', 'jetpack-blocks' ), array( 'status' => 400 ) );
	}
	$problem = \Jetpack_Blocks\Contact_Form\email_problem( $email );
	if ( null !== $problem ) {
		return new \WP_Error( 'invalid_email', \Jetpack_Blocks\Contact_Form\email_problem_message( $problem ), array( 'status' => 400 ) );
	}
	if ( ! take_rate_limit() ) {
		return new \WP_Error( 'rate_limited', __( 'Too many sign-ups from here in a short time. Please try again in a few minutes.', 'jetpack-blocks' ), array( 'status' => 429 ) );
	}
	if ( ! take_email_rate_limit( $email ) ) {
		return new \WP_Error( 'rate_limited', __( 'This address has been signed up several times in a short time. Please try again in an hour.', 'jetpack-blocks' ), array( 'status' => 429 ) );
	}

	$chosen = array_values( array_filter( is_array( $attrs['interests'] ?? null ) ? $attrs['interests'] : array(), 'is_string' ) );
	$tag    = is_string( $attrs['signupFieldTag'] ?? null ) ? trim( $attrs['signupFieldTag'] ) : '';
	$value  = is_string( $attrs['signupFieldValue'] ?? null ) ? trim( $attrs['signupFieldValue'] ) : '';
	if ( '' === $tag || '' === $value ) {
		$tag   = '';
		$value = '';
	}

	if ( uses_mailchimp() ) {
		$ids    = array_values( array_filter( $chosen, static fn( $id ) => (bool) preg_match( '/^[A-Za-z0-9]{1,32}$/', $id ) ) );
		$result = mailchimp_subscribe( $email, $ids, $tag, $value );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
	} else {
		$groups = array();
		foreach ( local_groups() as $category ) {
			foreach ( $category['interests'] ?? array() as $interest ) {
				if ( in_array( $interest['id'], $chosen, true ) ) {
					$groups[] = array(
						'id'   => $interest['id'],
						'name' => $interest['name'],
					);
				}
			}
		}
		// Double opt-in: the address joins the list when its owner opens the e-mailed link.
		$stored = store_unconfirmed_signup( $email, $groups, sanitize_text_field( $tag ), sanitize_text_field( $value ), $post_id );
		if ( is_wp_error( $stored ) ) {
			return new \WP_Error( 'signup_not_stored', __( 'The sign-up could not be saved. Please try again later.', 'jetpack-blocks' ), array( 'status' => 500 ) );
		}
		if ( ! send_confirmation_email( (int) $stored, strtolower( $email ) ) ) {
			return new \WP_Error( 'confirmation_not_sent', __( 'The confirmation e-mail could not be sent. Please try again later.', 'jetpack-blocks' ), array( 'status' => 500 ) );
		}
		return new \WP_REST_Response(
			array(
				'code'    => 'confirmation_sent',
				'message' => confirmation_sent_message(),
			)
		);
	}
	return new \WP_REST_Response(
		array(
			'code'    => 'subscribed',
			'message' => __( 'You are on the list.', 'jetpack-blocks' ),
		)
	);
}

/**
 * What a visitor of the site's own list is told after signing up (the form shows it too).
 */
function confirmation_sent_message(): string {
	return __( 'Almost done: please check your inbox and open the link in the e-mail we just sent to confirm your sign-up.', 'jetpack-blocks' );
}
