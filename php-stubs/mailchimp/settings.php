<?php
/**
 * Where newsletter sign-ups go (Settings → Newsletter signup): this site's own list, stored in
 * WordPress (the default, needs no account and no network), or a Mailchimp audience (an API key and
 * an audience id). Interest groups of the local list are defined on the same screen, one category
 * per line ("Topics: Recipes, Travel"); in Mailchimp mode the groups are the audience's own.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Newsletter;

defined( 'ABSPATH' ) || exit;

/** Option: provider, API key, audience id. */
const SETTINGS_OPTION = 'jetpack_blocks_newsletter_settings';

/** Option: the local list's interest categories. */
const GROUPS_OPTION = 'jetpack_blocks_newsletter_groups';

/** Slug of the settings screen (options-general.php?page=…). */
const SETTINGS_PAGE = 'jetpack-blocks-newsletter';

/** admin-post.php action of the settings form. */
const SAVE_ACTION = 'jetpack_blocks_newsletter_save';

/** Most categories, and groups per category, kept (Mailchimp's own limits are of this order). */
const MAX_CATEGORIES = 20;
const MAX_GROUPS     = 60;
const MAX_NAME       = 100;

/**
 * The stored settings, complete and typed.
 *
 * @return array{provider: string, api_key: string, audience_id: string}
 */
function settings(): array {
	$stored = get_option( SETTINGS_OPTION, array() );
	$stored = is_array( $stored ) ? $stored : array();
	return array(
		'provider'    => 'mailchimp' === ( $stored['provider'] ?? '' ) ? 'mailchimp' : 'local',
		'api_key'     => is_string( $stored['api_key'] ?? null ) ? $stored['api_key'] : '',
		'audience_id' => is_string( $stored['audience_id'] ?? null ) ? $stored['audience_id'] : '',
	);
}

/** Whether sign-ups go to Mailchimp (an API key is configured and chosen). */
function uses_mailchimp(): bool {
	return 'mailchimp' === settings()['provider'];
}

/** The settings screen, where the editor's "Set up" and "Manage" links lead. */
function settings_url(): string {
	return admin_url( 'options-general.php?page=' . SETTINGS_PAGE );
}

/**
 * A stable id for a group or a category: the same name always gets the same id, so blocks that
 * chose a group keep it when other groups are added or removed (renaming a group makes a new one).
 *
 * @param string $kind 'category' or 'interest'.
 * @param string $name The name.
 */
function local_id( string $kind, string $name ): string {
	return substr( md5( $kind . '|' . strtolower( $name ) ), 0, 10 );
}

/**
 * The local interest categories: [ { id, title, interests: [ { id, name } ] } ].
 *
 * @return array<int, array{id: string, title: string, interests: array<int, array{id: string, name: string}>}>
 */
function local_groups(): array {
	$stored = get_option( GROUPS_OPTION, array() );
	return is_array( $stored ) ? array_values( array_filter( $stored, 'is_array' ) ) : array();
}

/**
 * Parses the screen's text ("Category: group, group" per line; a line without a colon is one
 * group in a category named "Groups") into categories.
 *
 * @param string $text As typed.
 * @return array<int, array{id: string, title: string, interests: array<int, array{id: string, name: string}>}>
 */
function parse_groups( string $text ): array {
	$categories = array();
	foreach ( preg_split( '/\r\n|\r|\n/', $text ) as $line ) {
		$line = trim( sanitize_text_field( $line ) );
		if ( '' === $line ) {
			continue;
		}
		$colon = strpos( $line, ':' );
		$title = false === $colon ? __( 'Groups', 'jetpack-blocks' ) : trim( substr( $line, 0, $colon ) );
		$names = false === $colon ? $line : substr( $line, $colon + 1 );
		$title = '' === $title ? __( 'Groups', 'jetpack-blocks' ) : mb_substr( $title, 0, MAX_NAME );
		$key   = strtolower( $title );
		if ( ! isset( $categories[ $key ] ) ) {
			if ( count( $categories ) >= MAX_CATEGORIES ) {
				continue;
			}
			$categories[ $key ] = array(
				'id'        => local_id( 'category', $title ),
				'title'     => $title,
				'interests' => array(),
			);
		}
		foreach ( explode( ',', $names ) as $name ) {
			$name = mb_substr( trim( $name ), 0, MAX_NAME );
			if ( '' === $name || count( $categories[ $key ]['interests'] ) >= MAX_GROUPS ) {
				continue;
			}
			$id = local_id( 'interest', $title . '|' . $name );
			if ( ! in_array( $id, array_column( $categories[ $key ]['interests'], 'id' ), true ) ) {
				$categories[ $key ]['interests'][] = array(
					'id'   => $id,
					'name' => $name,
				);
			}
		}
	}
	return array_values( $categories );
}

/**
 * The categories written back as the screen's text.
 *
 * @param array $categories As local_groups() answers.
 */
function groups_text( array $categories ): string {
	$lines = array();
	foreach ( $categories as $category ) {
		$lines[] = $category['title'] . ': ' . implode( ', ', array_column( $category['interests'] ?? array(), 'name' ) );
	}
	return implode( "\n", $lines );
}

/**
 * Adds the screen to the Settings menu.
 */
function add_settings_page(): void {
	add_options_page(
		__( 'Newsletter signup', 'jetpack-blocks' ),
		__( 'Newsletter signup', 'jetpack-blocks' ),
		'manage_options',
		SETTINGS_PAGE,
		__NAMESPACE__ . '\render_settings_page'
	);
}
add_action( 'admin_menu', __NAMESPACE__ . '\add_settings_page' );

/**
 * The screen.
 */
function render_settings_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = settings();
	$count    = local_subscriber_count();
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which notice to show.
	$saved = isset( $_GET['saved'] ) ? sanitize_key( wp_unslash( $_GET['saved'] ) ) : '';
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Newsletter signup', 'jetpack-blocks' ); ?></h1>
		<?php if ( 'local' === $saved || 'mailchimp' === $saved ) : ?>
			<div class="notice notice-success"><p><?php esc_html_e( 'Settings saved.', 'jetpack-blocks' ); ?></p></div>
		<?php elseif ( 'missing' === $saved ) : ?>
			<div class="notice notice-error"><p><?php esc_html_e( 'To use Mailchimp, enter both an API key and an audience ID. Sign-ups still go to this site\'s own list.', 'jetpack-blocks' ); ?></p></div>
		<?php endif; ?>
		<p>
			<?php
			printf(
				/* translators: %s: number of people on the site's own list. */
				esc_html( _n( 'The Mailchimp block\'s form adds visitors to a newsletter list. This site\'s own list has %s subscriber.', 'The Mailchimp block\'s form adds visitors to a newsletter list. This site\'s own list has %s subscribers.', $count, 'jetpack-blocks' ) ),
				esc_html( number_format_i18n( $count ) )
			);
			?>
			<a href="<?php echo esc_url( signups_url() ); ?>"><?php esc_html_e( 'See the sign-ups', 'jetpack-blocks' ); ?></a>
		</p>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( SAVE_ACTION ); ?>">
			<?php wp_nonce_field( SAVE_ACTION ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Where sign-ups go', 'jetpack-blocks' ); ?></th>
					<td>
						<fieldset>
							<legend class="screen-reader-text"><?php esc_html_e( 'Where sign-ups go', 'jetpack-blocks' ); ?></legend>
							<label><input type="radio" name="provider" value="local" <?php checked( 'local', $settings['provider'] ); ?>> <?php esc_html_e( 'This site\'s own list (stored in WordPress; no account or network needed)', 'jetpack-blocks' ); ?></label><br>
							<label><input type="radio" name="provider" value="mailchimp" <?php checked( 'mailchimp', $settings['provider'] ); ?>> <?php esc_html_e( 'A Mailchimp audience', 'jetpack-blocks' ); ?></label>
						</fieldset>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="jb-newsletter-api-key"><?php esc_html_e( 'Mailchimp API key', 'jetpack-blocks' ); ?></label></th>
					<td>
						<input type="password" id="jb-newsletter-api-key" name="api_key" class="regular-text" autocomplete="off" value="" placeholder="<?php echo esc_attr( '' !== $settings['api_key'] ? __( '(kept; type a new key to replace it)', 'jetpack-blocks' ) : '' ); ?>">
						<p class="description"><?php esc_html_e( 'Mailchimp → Account → Extras → API keys. It ends with your data centre, e.g. -us21.', 'jetpack-blocks' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="jb-newsletter-audience"><?php esc_html_e( 'Mailchimp audience ID', 'jetpack-blocks' ); ?></label></th>
					<td><input type="text" id="jb-newsletter-audience" name="audience_id" class="regular-text" value="<?php echo esc_attr( $settings['audience_id'] ); ?>"></td>
				</tr>
				<tr>
					<th scope="row"><label for="jb-newsletter-groups"><?php esc_html_e( 'Interest groups of this site\'s list', 'jetpack-blocks' ); ?></label></th>
					<td>
						<textarea id="jb-newsletter-groups" name="groups" rows="5" class="large-text code" aria-describedby="jb-newsletter-groups-help"><?php echo esc_textarea( groups_text( local_groups() ) ); ?></textarea>
						<p class="description" id="jb-newsletter-groups-help"><?php esc_html_e( 'One category per line: its name, a colon, then its groups separated by commas — e.g. "Topics: Recipes, Travel". Editors choose the groups a form adds people to in the block\'s Mailchimp Groups panel.', 'jetpack-blocks' ); ?></p>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}

/**
 * Saves the screen.
 */
function save_settings(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'jetpack-blocks' ), 403 );
	}
	check_admin_referer( SAVE_ACTION );
	$current  = settings();
	$provider = isset( $_POST['provider'] ) && 'mailchimp' === $_POST['provider'] ? 'mailchimp' : 'local';
	$api_key  = isset( $_POST['api_key'] ) ? trim( sanitize_text_field( wp_unslash( $_POST['api_key'] ) ) ) : '';
	$audience = isset( $_POST['audience_id'] ) ? trim( sanitize_text_field( wp_unslash( $_POST['audience_id'] ) ) ) : '';
	$api_key  = '' === $api_key ? $current['api_key'] : $api_key;
	$notice   = $provider;
	if ( 'mailchimp' === $provider && ( '' === $api_key || '' === $audience ) ) {
		$provider = 'local';
		$notice   = 'missing';
	}
	update_option(
		SETTINGS_OPTION,
		array(
			'provider'    => $provider,
			'api_key'     => $api_key,
			'audience_id' => $audience,
		),
		false
	);
	$groups = isset( $_POST['groups'] ) ? parse_groups( (string) wp_unslash( $_POST['groups'] ) ) : local_groups(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each line is sanitized by parse_groups().
	update_option( GROUPS_OPTION, $groups, false );
	wp_safe_redirect( add_query_arg( 'saved', $notice, settings_url() ) );
	exit;
}
add_action( 'admin_post_' . SAVE_ACTION, __NAMESPACE__ . '\save_settings' );
