<?php
/**
 * The local authorization screen: admin.php?page=jetpack-blocks-authorize (a hidden page, for
 * people who can edit posts). It stands where the hosted service's approval page would be: the
 * authorize URL the connection routes hand out points here, with `redirect_uri` (validated to this
 * site) and, added by the client, `from` (where the flow started).
 *
 * It shows the site, the signed-in user and what approving does. "Approve" posts a form (nonce
 * `jetpack-blocks-authorize`) to admin-post.php?action=jetpack_blocks_authorize, which stores the
 * user connection (connection_connect_user(): token and local account id; the owner if the site
 * has none and the user is an administrator) and redirects to `redirect_uri` with `from` added when
 * given. "Cancel" goes back to `redirect_uri`. Without a registration the screen says so and links
 * to the dashboard, where the site is registered.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/state.php';

/** Action of the approval form (admin-post.php). */
const AUTHORIZE_ACTION = 'jetpack_blocks_authorize';

/** Nonce action of the approval form. */
const AUTHORIZE_NONCE_ACTION = 'jetpack-blocks-authorize';

/**
 * Registers the hidden page (no parent: no menu entry).
 */
function authorize_add_page(): void {
	$hook = add_submenu_page(
		'',
		__( 'Approve the connection', 'jetpack-blocks' ),
		'',
		'edit_posts',
		AUTHORIZE_PAGE,
		__NAMESPACE__ . '\authorize_render_page'
	);
	if ( is_string( $hook ) && '' !== $hook ) {
		add_action( 'load-' . $hook, __NAMESPACE__ . '\authorize_set_title' );
	}
}
add_action( 'admin_menu', __NAMESPACE__ . '\authorize_add_page' );

/**
 * A page without a menu entry has no title WordPress can find; set it before the header prints.
 */
function authorize_set_title(): void {
	global $title;
	$title = __( 'Approve the connection', 'jetpack-blocks' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
}

/**
 * The redirect target and `from` of the current request (query or form).
 *
 * @param array<string, mixed> $source $_GET or $_POST.
 * @return array{redirect_uri: string, from: string}
 */
function authorize_request_targets( array $source ): array {
	$redirect = isset( $source['redirect_uri'] ) && is_string( $source['redirect_uri'] ) ? wp_unslash( $source['redirect_uri'] ) : '';
	$from     = isset( $source['from'] ) && is_string( $source['from'] ) ? wp_unslash( $source['from'] ) : '';
	return array(
		'redirect_uri' => connection_safe_redirect_uri( $redirect ),
		'from'         => connection_sanitize_from( $from ),
	);
}

/**
 * Where the browser goes after approving: the redirect target, with `from` when given.
 *
 * @param string $redirect_uri Validated redirect target.
 * @param string $from         Sanitized `from`.
 */
function authorize_return_url( string $redirect_uri, string $from ): string {
	return '' === $from ? $redirect_uri : add_query_arg( 'from', rawurlencode( $from ), $redirect_uri );
}

/**
 * The screen.
 */
function authorize_render_page(): void {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	// Read-only use of the query: the form below carries its own nonce.
	$targets = authorize_request_targets( $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$user    = wp_get_current_user();
	?>
	<div class="wrap jetpack-blocks-authorize">
		<h1><?php esc_html_e( 'Approve the connection', 'jetpack-blocks' ); ?></h1>
		<?php if ( connection_is_offline() ) : ?>
			<div class="notice notice-warning inline"><p><?php esc_html_e( 'This site is in offline mode, so accounts cannot be connected.', 'jetpack-blocks' ); ?></p></div>
			<p><a class="button" href="<?php echo esc_url( connection_dashboard_url() ); ?>"><?php esc_html_e( 'Go to the Jetpack Blocks dashboard', 'jetpack-blocks' ); ?></a></p>
		<?php elseif ( ! connection_is_registered() ) : ?>
			<div class="notice notice-warning inline"><p><?php esc_html_e( 'This site is not connected yet, so there is nothing to approve. An administrator sets up the connection on the Jetpack Blocks dashboard first.', 'jetpack-blocks' ); ?></p></div>
			<p><a class="button button-primary" href="<?php echo esc_url( connection_dashboard_url() ); ?>"><?php esc_html_e( 'Go to the Jetpack Blocks dashboard', 'jetpack-blocks' ); ?></a></p>
		<?php else : ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Site', 'jetpack-blocks' ); ?></th>
					<td>
						<strong><?php echo esc_html( get_bloginfo( 'name' ) ); ?></strong><br />
						<code><?php echo esc_html( home_url() ); ?></code>
					</td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'Your account', 'jetpack-blocks' ); ?></th>
					<td>
						<strong><?php echo esc_html( $user->display_name ); ?></strong><br />
						<?php
						echo esc_html(
							sprintf(
								/* translators: 1: user login, 2: e-mail address. */
								__( '%1$s · %2$s', 'jetpack-blocks' ),
								$user->user_login,
								$user->user_email
							)
						);
						?>
					</td>
				</tr>
			</table>
			<h2><?php esc_html_e( 'What approving does', 'jetpack-blocks' ); ?></h2>
			<ul class="ul-disc">
				<li><?php esc_html_e( 'Links your account to this site’s connection, so the dashboard and the editor’s connected features (such as the AI assistant) know you are connected.', 'jetpack-blocks' ); ?></li>
				<li><?php esc_html_e( 'Stores a connection token for your account on this site. Nothing is sent to another server.', 'jetpack-blocks' ); ?></li>
				<?php if ( ! connection_has_connected_owner() && current_user_can( 'manage_options' ) ) : ?>
					<li><?php esc_html_e( 'Makes you the connection owner, since the site has none yet.', 'jetpack-blocks' ); ?></li>
				<?php endif; ?>
				<li><?php esc_html_e( 'You can unlink your account at any time on the Jetpack Blocks dashboard.', 'jetpack-blocks' ); ?></li>
			</ul>
			<?php if ( connection_is_user_connected( $user->ID ) ) : ?>
				<div class="notice notice-info inline"><p><?php esc_html_e( 'Your account is already connected. Approving again renews its connection token.', 'jetpack-blocks' ); ?></p></div>
			<?php endif; ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( AUTHORIZE_ACTION ); ?>" />
				<input type="hidden" name="redirect_uri" value="<?php echo esc_attr( $targets['redirect_uri'] ); ?>" />
				<input type="hidden" name="from" value="<?php echo esc_attr( $targets['from'] ); ?>" />
				<?php wp_nonce_field( AUTHORIZE_NONCE_ACTION ); ?>
				<p class="submit">
					<button type="submit" class="button button-primary" id="jetpack-blocks-authorize-approve"><?php esc_html_e( 'Approve', 'jetpack-blocks' ); ?></button>
					<a class="button" href="<?php echo esc_url( $targets['redirect_uri'] ); ?>"><?php esc_html_e( 'Cancel', 'jetpack-blocks' ); ?></a>
				</p>
			</form>
		<?php endif; ?>
	</div>
	<?php
}

/**
 * The approval: checks the nonce and capability, connects the user and redirects.
 */
function authorize_handle_approval(): void {
	if ( ! current_user_can( 'edit_posts' ) ) {
		wp_die(
			esc_html__( 'Sorry, you are not allowed to connect an account on this site.', 'jetpack-blocks' ),
			esc_html__( 'Not allowed', 'jetpack-blocks' ),
			array( 'response' => 403 )
		);
	}
	check_admin_referer( AUTHORIZE_NONCE_ACTION );
	$targets = authorize_request_targets( $_POST );

	$connected = connection_connect_user( get_current_user_id() );
	if ( is_wp_error( $connected ) ) {
		wp_die(
			esc_html( $connected->get_error_message() ),
			esc_html__( 'The connection could not be approved', 'jetpack-blocks' ),
			array(
				'response'  => 400,
				'link_url'  => esc_url( connection_dashboard_url() ),
				'link_text' => esc_html__( 'Go to the Jetpack Blocks dashboard', 'jetpack-blocks' ),
			)
		);
	}
	wp_safe_redirect( authorize_return_url( $targets['redirect_uri'], $targets['from'] ) );
	exit;
}
add_action( 'admin_post_' . AUTHORIZE_ACTION, __NAMESPACE__ . '\authorize_handle_approval' );
