<?php
/**
 * The dashboard page and the initial state printed into pages (not a REST group; it lives here so
 * the bootstrap loads it with the route files).
 *
 * - admin.php?page=jetpack-blocks: top-level menu "Jetpack Blocks" (manage_options), rendering
 *   <div id="jetpack-blocks-dashboard" class="wrap"></div> for the React app, which is enqueued as
 *   `jetpack-blocks-dashboard` from build/admin/dashboard.js (+ dashboard.asset.php dependencies
 *   and version, + build/admin/dashboard.css when present, + the wp-components styles) only when
 *   build/admin/dashboard.asset.php exists.
 * - window.JetpackBlocksInitialState (type InitialState in src/shared/api/types.ts) is printed
 *   before `jetpack-blocks-dashboard` and, on editor pages, before `jetpack-blocks-editor`:
 *   { apiRoot, apiNonce, registrationNonce, siteUrl, adminUrl, connectionStatus,
 *     userConnectionData, connectedPlugins, connectionErrors, tracksEventPrefix: 'jetpack_',
 *     tracksPixelUrl, sitePlan, sitePlans } (the plan: routes/site-plan.php).
 *   The connection parts come from the same functions as GET connection, connection/data and
 *   connection/plugins (connectedPlugins and connectionErrors only for users who can
 *   manage_options, as those routes require).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/connection/state.php';
require_once __DIR__ . '/tracks.php';
require_once __DIR__ . '/site-plan.php';

/** Script (and style) handle of the dashboard app. */
const DASHBOARD_SCRIPT_HANDLE = 'jetpack-blocks-dashboard';

/** The product's analytics event prefix. */
const TRACKS_EVENT_PREFIX = 'jetpack_';

/**
 * Adds the top-level menu page.
 */
function dashboard_add_page(): void {
	$hook = add_menu_page(
		__( 'Jetpack Blocks', 'jetpack-blocks' ),
		__( 'Jetpack Blocks', 'jetpack-blocks' ),
		'manage_options',
		DASHBOARD_PAGE,
		__NAMESPACE__ . '\dashboard_render_page',
		'dashicons-screenoptions'
	);
	enqueue_on_admin_screen( $hook, __NAMESPACE__ . '\dashboard_enqueue_assets' );
}
add_action( 'admin_menu', __NAMESPACE__ . '\dashboard_add_page' );

/**
 * The page: the app's root, and a message for browsers without JavaScript.
 */
function dashboard_render_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div id="jetpack-blocks-dashboard" class="wrap"></div>
	<noscript>
		<div class="wrap">
			<h1><?php esc_html_e( 'Jetpack Blocks', 'jetpack-blocks' ); ?></h1>
			<p><?php esc_html_e( 'The Jetpack Blocks dashboard needs JavaScript. Turn it on in your browser and reload the page.', 'jetpack-blocks' ); ?></p>
		</div>
	</noscript>
	<?php
	if ( ! file_exists( build_path( 'admin/dashboard.asset.php' ) ) ) {
		echo '<div class="wrap"><p>' . esc_html__( 'The dashboard has not been built yet. Run npm run build.', 'jetpack-blocks' ) . '</p></div>';
	}
}

/**
 * The state the stores start with (type InitialState).
 *
 * @return array<string, mixed>
 */
function dashboard_initial_state(): array {
	$can_manage = current_user_can( 'manage_options' );
	return array(
		'apiRoot'            => esc_url_raw( rest_url() ),
		'apiNonce'           => wp_create_nonce( 'wp_rest' ),
		'registrationNonce'  => wp_create_nonce( CONNECTION_REGISTRATION_NONCE_ACTION ),
		'siteUrl'            => home_url(),
		'adminUrl'           => admin_url(),
		'connectionStatus'   => connection_status(),
		'userConnectionData' => connection_user_data(),
		'connectedPlugins'   => $can_manage ? connection_plugins() : array(),
		'connectionErrors'   => $can_manage ? (object) connection_errors() : (object) array(),
		'tracksEventPrefix'  => TRACKS_EVENT_PREFIX,
		'tracksPixelUrl'     => tracks_pixel_url(),
		// The user's own analytics choice (tracking/settings): the client sends nothing after an opt-out.
		'tracksOptOut'       => tracks_user_opted_out( get_current_user_id() ),
		// Shown at the foot of the dashboard, where the reference shows its own version.
		'pluginVersion'      => plugin_info()['version'],
	) + (
		// What deleting the plugin removes: the owner's choice, shown to those who may change it.
		$can_manage ? array(
			'deleteDataOnUninstall' => (bool) get_option( 'jetpack_blocks_delete_data_on_uninstall', false ),
			// The beta blocks: offered in the editor only while the owner has them on.
			'betaBlocks'            => \Jetpack_Blocks\beta_blocks_setting_state(),
		) : array()
	) + Site_Plan\initial_state();
}

/**
 * Prints the initial state before a registered script, once per handle.
 *
 * @param string $handle Script handle.
 */
function dashboard_print_initial_state( string $handle ): void {
	static $printed = array();
	if ( isset( $printed[ $handle ] ) || ! wp_script_is( $handle, 'registered' ) ) {
		return;
	}
	$printed[ $handle ] = true;
	wp_add_inline_script(
		$handle,
		'window.JetpackBlocksInitialState = ' . wp_json_encode( dashboard_initial_state(), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
		'before'
	);
}

/**
 * Scripts and styles of the dashboard page (hooked only while that page loads).
 */
function dashboard_enqueue_assets(): void {
	wp_enqueue_style( 'wp-components' );
	if ( ! register_built_script( DASHBOARD_SCRIPT_HANDLE, 'admin/dashboard' ) ) {
		return; // Not built yet.
	}
	dashboard_print_initial_state( DASHBOARD_SCRIPT_HANDLE );
	wp_enqueue_script( DASHBOARD_SCRIPT_HANDLE );
	wp_enqueue_style( DASHBOARD_SCRIPT_HANDLE );
}

/**
 * Editor pages: the stores of the editor start from the same state.
 */
function dashboard_enqueue_editor_state(): void {
	dashboard_print_initial_state( EDITOR_SCRIPT_HANDLE );
}
add_action( 'enqueue_block_editor_assets', __NAMESPACE__ . '\dashboard_enqueue_editor_state' );
