<?php
/**
 * The site's payment account. Without a card payment provider configured (the default: this
 * plugin talks to no payment service), the account is a local test-mode account: connecting it on
 * the connect screen below stores an id and a default currency on this site, and visitors'
 * payments are recorded locally (checkout.php) without any card being charged. Every screen that
 * takes or lists payments says so.
 *
 * Connect screen: admin.php?page=jetpack-blocks-payments-connect&redirect_uri=<editor URL> (hidden
 * page; editors reach it from the editor's connect_url, administrators connect). "Connect" posts a
 * form (nonce jetpack-blocks-payments-connect) to admin-post.php?action=jetpack_blocks_payments_connect,
 * which stores the account and returns to redirect_uri with stripe_connect_success=1; "Cancel"
 * returns to redirect_uri with stripe_connect_cancelled=1. The editor reads those parameters and
 * shows its notices. redirect_uri must be on this site (the Earnings screen otherwise).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Payments;

defined( 'ABSPATH' ) || exit;

/** Option holding the account: id, default_currency, mode, connected_by, connected_at. */
const ACCOUNT_OPTION = 'jetpack_blocks_payments_account';

/** The hidden connect page. */
const CONNECT_PAGE = 'jetpack-blocks-payments-connect';

/** admin-post actions. */
const CONNECT_ACTION    = 'jetpack_blocks_payments_connect';
const DISCONNECT_ACTION = 'jetpack_blocks_payments_disconnect';

/** Query parameters the editor reads after the connect screen. */
const CONNECT_SUCCESS_PARAM   = 'stripe_connect_success';
const CONNECT_CANCELLED_PARAM = 'stripe_connect_cancelled';

/**
 * The connected account, or null.
 *
 * @return array{id: string, default_currency: string, mode: string, connected_by: int, connected_at: int}|null
 */
function account(): ?array {
	$account = get_option( ACCOUNT_OPTION );
	if ( ! is_array( $account ) || empty( $account['id'] ) || ! is_string( $account['id'] ) ) {
		return null;
	}
	$currency = isset( $account['default_currency'] ) && in_array( $account['default_currency'], plan_currencies(), true ) ? $account['default_currency'] : 'USD';
	return array(
		'id'               => $account['id'],
		'default_currency' => $currency,
		'mode'             => 'test',
		'connected_by'     => (int) ( $account['connected_by'] ?? 0 ),
		'connected_at'     => (int) ( $account['connected_at'] ?? 0 ),
	);
}

/** Whether the site has a payment account. */
function is_connected(): bool {
	return null !== account();
}

/**
 * Payments are in test mode while no card payment provider is configured: always, in this plugin.
 * Kept as a function so every screen asks the same question.
 */
function is_test_mode(): bool {
	return true;
}

/**
 * Connects the local test-mode account.
 *
 * @param int    $user_id  Who connects.
 * @param string $currency Default currency (a plan currency).
 */
function connect_account( int $user_id, string $currency ): array {
	$account = array(
		'id'               => 'acct_test_' . strtolower( wp_generate_password( 16, false ) ),
		'default_currency' => in_array( $currency, plan_currencies(), true ) ? $currency : 'USD',
		'mode'             => 'test',
		'connected_by'     => $user_id,
		'connected_at'     => time(),
	);
	update_option( ACCOUNT_OPTION, $account, false );
	return $account;
}

/** Forgets the account (plans and recorded payments stay). */
function disconnect_account(): void {
	delete_option( ACCOUNT_OPTION );
}

/**
 * A return target on this site, or the Earnings screen.
 *
 * @param mixed $uri Candidate.
 */
function safe_return_url( $uri ): string {
	if ( ! is_string( $uri ) || '' === trim( $uri ) ) {
		return earnings_url();
	}
	$validated = wp_validate_redirect( wp_sanitize_redirect( trim( $uri ) ), '' );
	return '' === $validated ? earnings_url() : $validated;
}

/**
 * The connect screen's address for a return target (usually the editor page the user is on).
 *
 * @param string $redirect_uri Where to return.
 */
function connect_url( string $redirect_uri ): string {
	return add_query_arg(
		array(
			'page'         => CONNECT_PAGE,
			'redirect_uri' => rawurlencode( safe_return_url( $redirect_uri ) ),
		),
		admin_url( 'admin.php' )
	);
}

/**
 * Registers the hidden connect page.
 */
function add_connect_page(): void {
	$hook = add_submenu_page( '', __( 'Connect payments', 'jetpack-blocks' ), '', 'edit_posts', CONNECT_PAGE, __NAMESPACE__ . '\render_connect_page' );
	if ( is_string( $hook ) && '' !== $hook ) {
		add_action(
			'load-' . $hook,
			static function (): void {
				global $title;
				$title = __( 'Connect payments', 'jetpack-blocks' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			}
		);
	}
}
add_action( 'admin_menu', __NAMESPACE__ . '\add_connect_page' );

/**
 * The connect screen.
 */
function render_connect_page(): void {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	// Read-only use of the query: the form carries its own nonce.
	$redirect = safe_return_url( isset( $_GET['redirect_uri'] ) ? wp_unslash( $_GET['redirect_uri'] ) : '' ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	$cancel   = add_query_arg( CONNECT_CANCELLED_PARAM, '1', $redirect );
	$account  = account();
	?>
	<div class="wrap jetpack-blocks-payments-connect">
		<h1><?php esc_html_e( 'Connect payments', 'jetpack-blocks' ); ?></h1>
		<div class="notice notice-warning inline"><p>
			<strong><?php esc_html_e( 'Test mode.', 'jetpack-blocks' ); ?></strong>
			<?php esc_html_e( 'No card payment provider is configured on this site. Connecting creates a local test account: donation and payment forms work, and each payment is recorded on this site with the visitor’s e-mail and amount, but no card is charged and no money changes hands.', 'jetpack-blocks' ); ?>
		</p></div>
		<?php if ( $account ) : ?>
			<p>
				<?php
				/* translators: %s: account id. */
				echo esc_html( sprintf( __( 'This site is already connected (account %s).', 'jetpack-blocks' ), $account['id'] ) );
				?>
			</p>
			<p><a class="button button-primary" href="<?php echo esc_url( add_query_arg( CONNECT_SUCCESS_PARAM, '1', $redirect ) ); ?>"><?php esc_html_e( 'Back to the editor', 'jetpack-blocks' ); ?></a></p>
		<?php elseif ( ! current_user_can( 'manage_options' ) ) : ?>
			<p><?php esc_html_e( 'Only an administrator of this site can connect a payment account. Ask one to open this page.', 'jetpack-blocks' ); ?></p>
			<p><a class="button" href="<?php echo esc_url( $cancel ); ?>"><?php esc_html_e( 'Back', 'jetpack-blocks' ); ?></a></p>
		<?php else : ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( CONNECT_ACTION ); ?>" />
				<input type="hidden" name="redirect_uri" value="<?php echo esc_attr( $redirect ); ?>" />
				<?php wp_nonce_field( CONNECT_ACTION ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="jetpack-blocks-payments-currency"><?php esc_html_e( 'Default currency', 'jetpack-blocks' ); ?></label></th>
						<td>
							<select id="jetpack-blocks-payments-currency" name="default_currency">
								<?php foreach ( plan_currencies() as $code ) : ?>
									<option value="<?php echo esc_attr( $code ); ?>" <?php selected( 'USD', $code ); ?>><?php echo esc_html( $code ); ?></option>
								<?php endforeach; ?>
							</select>
							<p class="description"><?php esc_html_e( 'New donation blocks start in this currency.', 'jetpack-blocks' ); ?></p>
						</td>
					</tr>
				</table>
				<p class="submit">
					<button type="submit" class="button button-primary" id="jetpack-blocks-payments-connect"><?php esc_html_e( 'Connect test account', 'jetpack-blocks' ); ?></button>
					<a class="button" id="jetpack-blocks-payments-cancel" href="<?php echo esc_url( $cancel ); ?>"><?php esc_html_e( 'Cancel', 'jetpack-blocks' ); ?></a>
				</p>
			</form>
		<?php endif; ?>
	</div>
	<?php
}

/**
 * The connect form: checks the nonce and capability, stores the account, returns to the editor.
 */
function handle_connect(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Only an administrator can connect a payment account.', 'jetpack-blocks' ), esc_html__( 'Not allowed', 'jetpack-blocks' ), array( 'response' => 403 ) );
	}
	check_admin_referer( CONNECT_ACTION );
	$currency = isset( $_POST['default_currency'] ) ? sanitize_text_field( wp_unslash( $_POST['default_currency'] ) ) : 'USD';
	$redirect = safe_return_url( isset( $_POST['redirect_uri'] ) ? wp_unslash( $_POST['redirect_uri'] ) : '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
	connect_account( get_current_user_id(), $currency );
	wp_safe_redirect( add_query_arg( CONNECT_SUCCESS_PARAM, '1', $redirect ) );
	exit;
}
add_action( 'admin_post_' . CONNECT_ACTION, __NAMESPACE__ . '\handle_connect' );

/**
 * The disconnect form (Earnings screen).
 */
function handle_disconnect(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Only an administrator can disconnect the payment account.', 'jetpack-blocks' ), esc_html__( 'Not allowed', 'jetpack-blocks' ), array( 'response' => 403 ) );
	}
	check_admin_referer( DISCONNECT_ACTION );
	disconnect_account();
	wp_safe_redirect( earnings_url() );
	exit;
}
add_action( 'admin_post_' . DISCONNECT_ACTION, __NAMESPACE__ . '\handle_disconnect' );
