<?php
/**
 * Where the photo feed's connect popup leads (GET /wpcom/v2/instagram-gallery/connect-url): a hidden
 * admin page, admin.php?page=jetpack-blocks-instagram-connect, for people who can edit posts.
 *
 * It offers the accounts the site can give a feed:
 * - "This site's media library": "Use this site's media library" posts a form (nonce) to
 *   admin-post.php?action=jetpack_blocks_instagram_local, which records the choice and answers the
 *   reply page;
 * - Instagram, when the site owner set up an Instagram app (Settings → Media): "Continue to
 *   Instagram" (admin-post.php?action=jetpack_blocks_instagram_start, nonce) keeps a one-time state
 *   for the user and sends the browser to Instagram's sign-in, which comes back to
 *   admin-post.php?action=jetpack_blocks_instagram_oauth with a code; the state is checked, the code
 *   turned into a stored connection (connections.php), and the reply page answered. Without an app
 *   the page says so and how to set one up.
 * - the user's connected accounts, each with "Remove" (admin-post.php?action=
 *   jetpack_blocks_instagram_remove, nonce): forgets the media-library choice or deletes the
 *   Instagram connection.
 *
 * The reply page posts `{ keyring_id }` (or `{ error }`) to the window that opened the popup, only
 * to this site's admin origin, then closes itself.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/connections.php';

/** Slug of the connect page. */
const INSTAGRAM_CONNECT_PAGE = 'jetpack-blocks-instagram-connect';

/** Nonce actions. */
const INSTAGRAM_LOCAL_NONCE  = 'jetpack-blocks-instagram-local';
const INSTAGRAM_START_NONCE  = 'jetpack-blocks-instagram-start';
const INSTAGRAM_REMOVE_NONCE = 'jetpack-blocks-instagram-remove';

/** Seconds a sign-in may take. */
const INSTAGRAM_STATE_SECONDS = 900;

/**
 * The connect page's address (what connect-url answers).
 */
function instagram_connect_page_url(): string {
	return add_query_arg( 'page', INSTAGRAM_CONNECT_PAGE, admin_url( 'admin.php' ) );
}

/**
 * Registers the hidden page (no parent: no menu entry).
 */
function instagram_add_connect_page(): void {
	$hook = add_submenu_page(
		'',
		__( 'Connect a photo feed', 'jetpack-blocks' ),
		'',
		'edit_posts',
		INSTAGRAM_CONNECT_PAGE,
		__NAMESPACE__ . '\instagram_render_connect_page'
	);
	if ( is_string( $hook ) && '' !== $hook ) {
		add_action(
			'load-' . $hook,
			static function (): void {
				global $title;
				$title = __( 'Connect a photo feed', 'jetpack-blocks' ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			}
		);
	}
}
add_action( 'admin_menu', __NAMESPACE__ . '\instagram_add_connect_page' );

/**
 * The page.
 */
function instagram_render_connect_page(): void {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	$app = instagram_app();
	?>
	<div class="wrap jetpack-blocks-instagram-connect">
		<h1><?php esc_html_e( 'Connect a photo feed', 'jetpack-blocks' ); ?></h1>
		<p><?php esc_html_e( 'Choose what the Latest Instagram Posts block shows.', 'jetpack-blocks' ); ?></p>

		<h2><?php echo esc_html( instagram_local_account_name() ); ?></h2>
		<p><?php esc_html_e( 'Shows the newest images uploaded to this site: images that belong to no post or to a published one. Nothing leaves this site, and no Instagram account is involved.', 'jetpack-blocks' ); ?></p>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="jetpack_blocks_instagram_local" />
			<?php wp_nonce_field( INSTAGRAM_LOCAL_NONCE ); ?>
			<p><button type="submit" class="button button-primary" id="jetpack-blocks-instagram-use-library"><?php esc_html_e( 'Use this site’s media library', 'jetpack-blocks' ); ?></button></p>
		</form>

		<h2><?php esc_html_e( 'Instagram', 'jetpack-blocks' ); ?></h2>
		<?php if ( null !== $app ) : ?>
			<p><?php esc_html_e( 'Sign in to Instagram to show the latest posts of your account. The connection is yours: other users of this site cannot show it.', 'jetpack-blocks' ); ?></p>
			<p><a class="button" href="<?php echo esc_url( wp_nonce_url( admin_url( 'admin-post.php?action=jetpack_blocks_instagram_start' ), INSTAGRAM_START_NONCE ) ); ?>"><?php esc_html_e( 'Continue to Instagram', 'jetpack-blocks' ); ?></a></p>
		<?php else : ?>
			<p><?php esc_html_e( 'No Instagram app is set up on this site, so Instagram accounts cannot be connected yet. A site administrator can add an Instagram app’s ID and secret under Settings → Media.', 'jetpack-blocks' ); ?></p>
			<?php if ( current_user_can( 'manage_options' ) ) : ?>
				<p><a href="<?php echo esc_url( admin_url( 'options-media.php#jetpack-blocks-instagram-app-id' ) ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Set up an Instagram app', 'jetpack-blocks' ); ?></a></p>
			<?php endif; ?>
		<?php endif; ?>
		<?php $accounts = instagram_user_connections( get_current_user_id() ); ?>
		<?php // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only flag set by the redirect of the removal. ?>
		<?php if ( isset( $_GET['removed'] ) ) : ?>
			<div class="notice notice-success inline"><p><?php esc_html_e( 'The account was removed. Blocks that showed it now show their saved link, or nothing.', 'jetpack-blocks' ); ?></p></div>
		<?php endif; ?>
		<?php if ( $accounts ) : ?>
			<h2><?php esc_html_e( 'Your connected accounts', 'jetpack-blocks' ); ?></h2>
			<ul>
				<?php foreach ( $accounts as $account ) : ?>
					<li>
						<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
							<input type="hidden" name="action" value="jetpack_blocks_instagram_remove" />
							<input type="hidden" name="token" value="<?php echo esc_attr( $account['token'] ); ?>" />
							<?php wp_nonce_field( INSTAGRAM_REMOVE_NONCE ); ?>
							<strong><?php echo esc_html( INSTAGRAM_LOCAL_TOKEN === $account['token'] ? $account['username'] : '@' . $account['username'] ); ?></strong>
							<button type="submit" class="button-link button-link-delete">
								<?php
								/* translators: %s: account name. */
								echo esc_html( sprintf( __( 'Remove %s', 'jetpack-blocks' ), $account['username'] ) );
								?>
							</button>
						</form>
					</li>
				<?php endforeach; ?>
			</ul>
		<?php endif; ?>
		<p><button type="button" class="button" onclick="window.close();"><?php esc_html_e( 'Cancel', 'jetpack-blocks' ); ?></button></p>
	</div>
	<?php
}

/**
 * Prints the reply page and stops: it hands the result to the window that opened the popup.
 *
 * @param array<string, string|int> $message `keyring_id` or `error`.
 * @param string                    $text    What the page says.
 */
function instagram_reply_page( array $message, string $text ): void {
	oauth_popup_reply( $message, __( 'Connect a photo feed', 'jetpack-blocks' ), $text, 'jetpack-blocks-instagram-reply' );
}

/**
 * "Use this site's media library".
 */
function instagram_handle_local(): void {
	if ( ! current_user_can( 'edit_posts' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to connect a photo feed on this site.', 'jetpack-blocks' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( INSTAGRAM_LOCAL_NONCE );
	update_user_meta( get_current_user_id(), INSTAGRAM_LOCAL_META, '1' );
	instagram_reply_page(
		array( 'keyring_id' => INSTAGRAM_LOCAL_TOKEN ),
		__( "This site's media library is connected. You can close this window.", 'jetpack-blocks' )
	);
}
add_action( 'admin_post_jetpack_blocks_instagram_local', __NAMESPACE__ . '\instagram_handle_local' );

/**
 * "Remove": one of the user's own accounts, then back to the page.
 */
function instagram_handle_remove(): void {
	if ( ! current_user_can( 'edit_posts' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to connect a photo feed on this site.', 'jetpack-blocks' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( INSTAGRAM_REMOVE_NONCE );
	$token = isset( $_POST['token'] ) && is_string( $_POST['token'] ) ? sanitize_text_field( wp_unslash( $_POST['token'] ) ) : '';
	instagram_remove_connection( get_current_user_id(), $token );
	wp_safe_redirect( add_query_arg( 'removed', '1', instagram_connect_page_url() ) );
	exit;
}
add_action( 'admin_post_jetpack_blocks_instagram_remove', __NAMESPACE__ . '\instagram_handle_remove' );

/**
 * "Continue to Instagram": a one-time state for this user, then Instagram's sign-in.
 */
function instagram_handle_start(): void {
	if ( ! current_user_can( 'edit_posts' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to connect a photo feed on this site.', 'jetpack-blocks' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( INSTAGRAM_START_NONCE );
	$app = instagram_app();
	if ( null === $app ) {
		instagram_reply_page( array( 'error' => 'no_app' ), __( 'No Instagram app is set up on this site.', 'jetpack-blocks' ) );
	}
	$state = wp_generate_password( 32, false, false );
	set_transient( 'jetpack_blocks_instagram_state_' . get_current_user_id(), $state, INSTAGRAM_STATE_SECONDS );
	$url = add_query_arg(
		array(
			'client_id'     => rawurlencode( $app['id'] ),
			'redirect_uri'  => rawurlencode( instagram_redirect_uri() ),
			'response_type' => 'code',
			'scope'         => 'instagram_business_basic',
			'state'         => $state,
		),
		instagram_service_url( 'authorize' )
	);
	// Instagram's own sign-in page, not this site: wp_safe_redirect would refuse it.
	wp_redirect( $url ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect
	exit;
}
add_action( 'admin_post_jetpack_blocks_instagram_start', __NAMESPACE__ . '\instagram_handle_start' );

/**
 * Instagram's return: the state must be this user's pending one; the code becomes a connection.
 */
function instagram_handle_oauth(): void {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the one-time state stands in for the nonce (Instagram sends it back).
	$state = isset( $_GET['state'] ) && is_string( $_GET['state'] ) ? sanitize_key( wp_unslash( $_GET['state'] ) ) : '';
	$code  = isset( $_GET['code'] ) && is_string( $_GET['code'] ) ? trim( sanitize_text_field( wp_unslash( $_GET['code'] ) ) ) : '';
	$error = isset( $_GET['error'] ) && is_string( $_GET['error'] ) ? sanitize_key( wp_unslash( $_GET['error'] ) ) : '';
	// phpcs:enable WordPress.Security.NonceVerification.Recommended
	$user_id  = get_current_user_id();
	$key      = 'jetpack_blocks_instagram_state_' . $user_id;
	$expected = get_transient( $key );
	delete_transient( $key );
	if ( ! current_user_can( 'edit_posts' ) || ! is_string( $expected ) || '' === $state || ! hash_equals( strtolower( $expected ), $state ) ) {
		instagram_reply_page( array( 'error' => 'state' ), __( 'This sign-in was not started here or took too long. Close this window and try again.', 'jetpack-blocks' ) );
	}
	if ( '' !== $error || '' === $code ) {
		instagram_reply_page( array( 'error' => '' !== $error ? $error : 'no_code' ), __( 'Instagram did not connect the account. Close this window and try again.', 'jetpack-blocks' ) );
	}
	$id = instagram_connect_with_code( (string) preg_replace( '/#_$/', '', $code ), $user_id );
	if ( is_wp_error( $id ) ) {
		instagram_reply_page( array( 'error' => $id->get_error_code() ), $id->get_error_message() );
	}
	instagram_reply_page(
		array( 'keyring_id' => $id ),
		__( 'Your Instagram account is connected. You can close this window.', 'jetpack-blocks' )
	);
}
add_action( 'admin_post_jetpack_blocks_instagram_oauth', __NAMESPACE__ . '\instagram_handle_oauth' );

/**
 * The app settings, on Settings → Media.
 */
function instagram_register_settings(): void {
	register_setting(
		'media',
		INSTAGRAM_APP_ID_OPTION,
		array(
			'type'              => 'string',
			'sanitize_callback' => static function ( $value ): string {
				$value = is_string( $value ) ? trim( $value ) : '';
				return preg_match( '/^\d{5,32}$/', $value ) ? $value : '';
			},
			'default'           => '',
			'show_in_rest'      => false,
		)
	);
	register_setting(
		'media',
		INSTAGRAM_APP_SECRET_OPTION,
		array(
			'type'              => 'string',
			// The secret is never printed back; an empty field keeps the stored one.
			'sanitize_callback' => static function ( $value ): string {
				$value = is_string( $value ) ? trim( $value ) : '';
				if ( '' === $value ) {
					return (string) get_option( INSTAGRAM_APP_SECRET_OPTION, '' );
				}
				return preg_match( '/^[A-Za-z0-9]{16,64}$/', $value ) ? $value : '';
			},
			'default'           => '',
			'show_in_rest'      => false,
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\instagram_register_settings' );

/**
 * The fields.
 */
function instagram_add_settings_fields(): void {
	add_settings_section(
		'jetpack_blocks_instagram',
		__( 'Latest Instagram Posts block', 'jetpack-blocks' ),
		static function (): void {
			printf(
				'<p>%1$s</p><p>%2$s <code>%3$s</code></p>',
				esc_html__( 'With an Instagram app (Instagram API with Instagram login), authors can show their Instagram account. Without one, the block shows the site’s media library.', 'jetpack-blocks' ),
				esc_html__( 'Register this address as the app’s OAuth redirect URI:', 'jetpack-blocks' ),
				esc_html( instagram_redirect_uri() )
			);
		},
		'media'
	);
	add_settings_field(
		INSTAGRAM_APP_ID_OPTION,
		__( 'Instagram app ID', 'jetpack-blocks' ),
		static function (): void {
			printf(
				'<input type="text" id="jetpack-blocks-instagram-app-id" name="%1$s" value="%2$s" class="regular-text code" autocomplete="off" inputmode="numeric" />',
				esc_attr( INSTAGRAM_APP_ID_OPTION ),
				esc_attr( (string) get_option( INSTAGRAM_APP_ID_OPTION, '' ) )
			);
		},
		'media',
		'jetpack_blocks_instagram',
		array( 'label_for' => 'jetpack-blocks-instagram-app-id' )
	);
	add_settings_field(
		INSTAGRAM_APP_SECRET_OPTION,
		__( 'Instagram app secret', 'jetpack-blocks' ),
		static function (): void {
			$stored = '' !== (string) get_option( INSTAGRAM_APP_SECRET_OPTION, '' );
			printf(
				'<input type="password" id="jetpack-blocks-instagram-app-secret" name="%1$s" value="" class="regular-text code" autocomplete="off" aria-describedby="jetpack-blocks-instagram-app-secret-description" /><p class="description" id="jetpack-blocks-instagram-app-secret-description">%2$s</p>',
				esc_attr( INSTAGRAM_APP_SECRET_OPTION ),
				esc_html(
					$stored
						? __( 'A secret is stored. Leave the field empty to keep it; clear the app ID to stop using the app.', 'jetpack-blocks' )
						: __( 'No secret is stored.', 'jetpack-blocks' )
				)
			);
		},
		'media',
		'jetpack_blocks_instagram',
		array( 'label_for' => 'jetpack-blocks-instagram-app-secret' )
	);
}
add_action( 'admin_init', __NAMESPACE__ . '\instagram_add_settings_fields' );
