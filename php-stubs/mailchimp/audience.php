<?php
/**
 * This site's own newsletter list: each sign-up is a post of the `jp_newsletter_signup` type
 * (title: the address), listed in wp-admin under Newsletter (site owners and editors), with its
 * groups, where it was signed up (the form's tag and value) and the post holding the form.
 * Sign-ups are not public and cannot be created from the dashboard. The list's size is the site's
 * e-mail subscriber count (filter `jetpack_blocks_email_subscriber_count`).
 *
 * Double opt-in: anyone can type any address into a form, so a sign-up first waits, unconfirmed (a
 * post of the internal status `jb_nl_unconfirmed`: not in the list, its count, its download), and
 * the address is sent an e-mail with a link signed by the site (HMAC of the sign-up, the address and
 * the time, with the site's salt), valid for 7 days. Visiting the link confirms the sign-up: only
 * then is the address on the list. Unconfirmed sign-ups older than the link are deleted as new ones
 * arrive. WordPress's personal data tools find confirmed and unconfirmed sign-ups alike.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Newsletter;

defined( 'ABSPATH' ) || exit;

const SIGNUP_POST_TYPE = 'jp_newsletter_signup';

/** Status of a sign-up whose address has not confirmed it yet. */
const UNCONFIRMED_STATUS = 'jb_nl_unconfirmed';

/** Seconds a confirmation link works. */
const CONFIRM_LINK_LIFETIME = 7 * DAY_IN_SECONDS;

/** Query arguments of the confirmation link: the sign-up, the time it was sent, the signature. */
const CONFIRM_ID_ARG   = 'jb_nl_confirm';
const CONFIRM_TIME_ARG = 'jb_nl_time';
const CONFIRM_SIG_ARG  = 'jb_nl_sig';

/**
 * Registers the post type.
 */
function register_signup_post_type(): void {
	register_post_type(
		SIGNUP_POST_TYPE,
		array(
			'labels'              => array(
				'name'               => __( 'Newsletter sign-ups', 'jetpack-blocks' ),
				'singular_name'      => __( 'Sign-up', 'jetpack-blocks' ),
				'menu_name'          => __( 'Newsletter', 'jetpack-blocks' ),
				'all_items'          => __( 'Sign-ups', 'jetpack-blocks' ),
				'search_items'       => __( 'Search sign-ups', 'jetpack-blocks' ),
				'not_found'          => __( 'Nobody has signed up yet.', 'jetpack-blocks' ),
				'not_found_in_trash' => __( 'No sign-ups in the trash.', 'jetpack-blocks' ),
			),
			'public'              => false,
			'show_ui'             => true,
			'show_in_menu'        => true,
			'show_in_rest'        => false,
			'show_in_nav_menus'   => false,
			'exclude_from_search' => true,
			'publicly_queryable'  => false,
			'query_var'           => false,
			'rewrite'             => false,
			'menu_icon'           => 'dashicons-email-alt',
			'menu_position'       => 31,
			'supports'            => array( 'title' ),
			'capability_type'     => 'page',
			'capabilities'        => array( 'create_posts' => 'do_not_allow' ),
			'map_meta_cap'        => true,
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_signup_post_type' );

/**
 * Registers the status of unconfirmed sign-ups: internal, in no list or count.
 */
function register_unconfirmed_status(): void {
	register_post_status(
		UNCONFIRMED_STATUS,
		array(
			'label'                     => _x( 'Unconfirmed', 'newsletter sign-up', 'jetpack-blocks' ),
			'public'                    => false,
			'internal'                  => true,
			'exclude_from_search'       => true,
			'show_in_admin_all_list'    => false,
			'show_in_admin_status_list' => false,
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_unconfirmed_status' );

/** The list of sign-ups in wp-admin. */
function signups_url(): string {
	return admin_url( 'edit.php?post_type=' . SIGNUP_POST_TYPE );
}

/** How many people are on the site's own list. */
function local_subscriber_count(): int {
	$counts = wp_count_posts( SIGNUP_POST_TYPE );
	return isset( $counts->publish ) ? (int) $counts->publish : 0;
}

/**
 * Adds the local list to the site's e-mail subscriber count.
 *
 * @param mixed $count Count so far.
 */
function subscriber_count( $count ): int {
	return (int) $count + local_subscriber_count();
}
add_filter( 'jetpack_blocks_email_subscriber_count', __NAMESPACE__ . '\subscriber_count' );

/**
 * A new sign-up of an address.
 *
 * @param string $status  'publish' (on the list) or UNCONFIRMED_STATUS.
 * @param string $email   Checked address, lower case.
 * @param array  $groups  Chosen groups: [ { id, name } ].
 * @param string $tag     Signup location tag ('' when none).
 * @param string $value   Signup location value.
 * @param int    $post_id Post holding the form.
 * @return int|\WP_Error The sign-up's id.
 */
function insert_signup( string $status, string $email, array $groups, string $tag, string $value, int $post_id ) {
	return wp_insert_post(
		array(
			'post_type'   => SIGNUP_POST_TYPE,
			'post_status' => $status,
			'post_title'  => $email,
			'post_parent' => $post_id,
			'post_author' => get_current_user_id(),
			'meta_input'  => array(
				'_jetpack_blocks_groups'       => $groups,
				'_jetpack_blocks_signup_tag'   => $tag,
				'_jetpack_blocks_signup_value' => $value,
			),
		),
		true
	);
}

/**
 * Adds a new sign-up's groups to a sign-up of the same address (its groups are the union of both)
 * and keeps the newest location.
 *
 * @param int    $id     The sign-up kept.
 * @param array  $groups Chosen groups: [ { id, name } ].
 * @param string $tag    Signup location tag ('' when none).
 * @param string $value  Signup location value.
 */
function merge_into_signup( int $id, array $groups, string $tag, string $value ): void {
	$old  = get_post_meta( $id, '_jetpack_blocks_groups', true );
	$old  = is_array( $old ) ? $old : array();
	$seen = array_column( $old, 'id' );
	foreach ( $groups as $group ) {
		if ( ! in_array( $group['id'], $seen, true ) ) {
			$old[] = $group;
		}
	}
	update_post_meta( $id, '_jetpack_blocks_groups', $old );
	if ( '' !== $tag ) {
		update_post_meta( $id, '_jetpack_blocks_signup_tag', $tag );
		update_post_meta( $id, '_jetpack_blocks_signup_value', $value );
	}
}

/**
 * Adds an address to the local list, or updates the groups of an address already on it (its
 * groups are the union of both; the newest location is kept).
 *
 * @param string $email    Checked address.
 * @param array  $groups   Chosen groups: [ { id, name } ].
 * @param string $tag      Signup location tag ('' when none).
 * @param string $value    Signup location value.
 * @param int    $post_id  Post holding the form.
 * @return int|\WP_Error The sign-up's id.
 */
function store_local_signup( string $email, array $groups, string $tag, string $value, int $post_id ) {
	$email    = strtolower( $email );
	$existing = get_posts(
		array(
			'post_type'      => SIGNUP_POST_TYPE,
			'post_status'    => 'publish',
			'title'          => $email,
			'posts_per_page' => 1,
			'fields'         => 'ids',
			'no_found_rows'  => true,
		)
	);
	if ( $existing ) {
		$id = (int) $existing[0];
		merge_into_signup( $id, $groups, $tag, $value );
		return $id;
	}
	return insert_signup( 'publish', $email, $groups, $tag, $value, $post_id );
}

/**
 * Keeps a sign-up waiting for its address to confirm it: one unconfirmed sign-up per address, whose
 * groups grow with each new sign-up (the newest location and post are kept).
 *
 * @param string $email   Checked address.
 * @param array  $groups  Chosen groups: [ { id, name } ].
 * @param string $tag     Signup location tag ('' when none).
 * @param string $value   Signup location value.
 * @param int    $post_id Post holding the form.
 * @return int|\WP_Error The unconfirmed sign-up's id.
 */
function store_unconfirmed_signup( string $email, array $groups, string $tag, string $value, int $post_id ) {
	delete_expired_unconfirmed_signups();
	$email    = strtolower( $email );
	$existing = get_posts(
		array(
			'post_type'      => SIGNUP_POST_TYPE,
			'post_status'    => UNCONFIRMED_STATUS,
			'title'          => $email,
			'posts_per_page' => 1,
			'fields'         => 'ids',
			'no_found_rows'  => true,
		)
	);
	if ( ! $existing ) {
		return insert_signup( UNCONFIRMED_STATUS, $email, $groups, $tag, $value, $post_id );
	}
	$id = (int) $existing[0];
	merge_into_signup( $id, $groups, $tag, $value );
	wp_update_post(
		array(
			'ID'          => $id,
			'post_parent' => $post_id,
		)
	);
	return $id;
}

/**
 * Deletes unconfirmed sign-ups whose link has expired (a few at a time): an address nobody
 * confirmed is not kept.
 */
function delete_expired_unconfirmed_signups(): void {
	$expired = get_posts(
		array(
			'post_type'      => SIGNUP_POST_TYPE,
			'post_status'    => UNCONFIRMED_STATUS,
			'posts_per_page' => 20,
			'fields'         => 'ids',
			'no_found_rows'  => true,
			'date_query'     => array(
				array(
					'column' => 'post_modified_gmt',
					'before' => gmdate( 'Y-m-d H:i:s', time() - CONFIRM_LINK_LIFETIME ),
				),
			),
		)
	);
	foreach ( $expired as $id ) {
		wp_delete_post( (int) $id, true );
	}
}

/**
 * The signature of a confirmation link: only this site (its salt) can make one.
 *
 * @param int    $id     Unconfirmed sign-up.
 * @param string $email  Its address.
 * @param int    $issued When the link was sent (Unix time).
 */
function confirmation_signature( int $id, string $email, int $issued ): string {
	return hash_hmac( 'sha256', 'newsletter-confirm|' . $id . '|' . strtolower( $email ) . '|' . $issued, wp_salt( 'auth' ) );
}

/**
 * The confirmation link of a sign-up, sent now.
 *
 * @param int    $id    Unconfirmed sign-up.
 * @param string $email Its address.
 */
function confirmation_link( int $id, string $email ): string {
	$issued = time();
	return add_query_arg(
		array(
			CONFIRM_ID_ARG   => $id,
			CONFIRM_TIME_ARG => $issued,
			CONFIRM_SIG_ARG  => confirmation_signature( $id, $email, $issued ),
		),
		home_url( '/' )
	);
}

/**
 * Sends the e-mail that asks the address's owner to confirm the sign-up.
 *
 * @param int    $id    Unconfirmed sign-up.
 * @param string $email Its address.
 * @return bool Whether wp_mail() took it.
 */
function send_confirmation_email( int $id, string $email ): bool {
	$site = wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
	return wp_mail(
		$email,
		/* translators: %s: site name. */
		sprintf( __( '[%s] Confirm your sign-up', 'jetpack-blocks' ), $site ),
		sprintf(
			/* translators: 1: e-mail address, 2: site name, 3: site address, 4: confirmation link, 5: number of days the link works. */
			__( "Someone, hopefully you, signed up %1\$s for the newsletter of %2\$s (%3\$s).\n\nTo confirm, open this link:\n%4\$s\n\nIf it was not you, ignore this e-mail: the address will not be added to the list. The link works for %5\$d days.", 'jetpack-blocks' ),
			$email,
			$site,
			home_url( '/' ),
			confirmation_link( $id, $email ),
			(int) ( CONFIRM_LINK_LIFETIME / DAY_IN_SECONDS )
		)
	);
}

/**
 * Confirms a sign-up: it joins the list, or, when the address is on it already, its groups and
 * location are added to that sign-up.
 *
 * @param \WP_Post $signup The unconfirmed sign-up.
 */
function confirm_signup( \WP_Post $signup ): void {
	$confirmed = get_posts(
		array(
			'post_type'      => SIGNUP_POST_TYPE,
			'post_status'    => 'publish',
			'title'          => $signup->post_title,
			'posts_per_page' => 1,
			'fields'         => 'ids',
			'no_found_rows'  => true,
		)
	);
	if ( ! $confirmed ) {
		wp_update_post(
			array(
				'ID'            => $signup->ID,
				'post_status'   => 'publish',
				'post_date'     => current_time( 'mysql' ),
				'post_date_gmt' => current_time( 'mysql', true ),
			)
		);
		return;
	}
	$groups = get_post_meta( $signup->ID, '_jetpack_blocks_groups', true );
	store_local_signup(
		$signup->post_title,
		is_array( $groups ) ? $groups : array(),
		(string) get_post_meta( $signup->ID, '_jetpack_blocks_signup_tag', true ),
		(string) get_post_meta( $signup->ID, '_jetpack_blocks_signup_value', true ),
		(int) $signup->post_parent
	);
	wp_delete_post( $signup->ID, true );
}

/**
 * The confirmation link, visited: checks its signature and age, confirms, and says so on a page of
 * its own. A forged, altered or expired link changes nothing (403).
 */
function handle_confirmation_link(): void {
	// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the link carries its own signature, checked below.
	if ( ! isset( $_GET[ CONFIRM_ID_ARG ] ) ) {
		return;
	}
	$id     = absint( wp_unslash( $_GET[ CONFIRM_ID_ARG ] ) );
	$issued = isset( $_GET[ CONFIRM_TIME_ARG ] ) ? absint( wp_unslash( $_GET[ CONFIRM_TIME_ARG ] ) ) : 0;
	$sig    = isset( $_GET[ CONFIRM_SIG_ARG ] ) && is_string( $_GET[ CONFIRM_SIG_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ CONFIRM_SIG_ARG ] ) ) : '';
	// phpcs:enable WordPress.Security.NonceVerification.Recommended
	$signup = $id > 0 ? get_post( $id ) : null;
	$site   = get_bloginfo( 'name' );
	$valid  = $signup instanceof \WP_Post
		&& SIGNUP_POST_TYPE === $signup->post_type
		&& in_array( $signup->post_status, array( UNCONFIRMED_STATUS, 'publish' ), true )
		&& $issued > 0 && $issued <= time() && time() - $issued <= CONFIRM_LINK_LIFETIME
		&& '' !== $sig && hash_equals( confirmation_signature( $id, $signup->post_title, $issued ), $sig );
	nocache_headers();
	if ( ! $valid ) {
		wp_die(
			esc_html__( 'This confirmation link is not valid or has expired. Please sign up again with the form on the site: you will get a new link.', 'jetpack-blocks' ),
			esc_html__( 'Sign-up not confirmed', 'jetpack-blocks' ),
			array(
				'response'  => 403,
				'link_url'  => esc_url( home_url( '/' ) ),
				'link_text' => esc_html( $site ),
			)
		);
	}
	if ( UNCONFIRMED_STATUS === $signup->post_status ) {
		confirm_signup( $signup );
	}
	wp_die(
		esc_html(
			sprintf(
				/* translators: %s: site name. */
				__( 'Your sign-up is confirmed. Thank you: you are on the newsletter list of %s.', 'jetpack-blocks' ),
				$site
			)
		),
		esc_html__( 'Sign-up confirmed', 'jetpack-blocks' ),
		array(
			'response'  => 200,
			'link_url'  => esc_url( home_url( '/' ) ),
			'link_text' => esc_html( $site ),
		)
	);
}
add_action( 'template_redirect', __NAMESPACE__ . '\handle_confirmation_link' );

/**
 * The list screen's columns.
 *
 * @param array $columns Default columns.
 */
function signup_columns( $columns ): array {
	return array(
		'cb'              => $columns['cb'] ?? '<input type="checkbox" />',
		'title'           => __( 'Email', 'jetpack-blocks' ),
		'signup_groups'   => __( 'Groups', 'jetpack-blocks' ),
		'signup_location' => __( 'Signup location', 'jetpack-blocks' ),
		'signup_source'   => __( 'Signed up on', 'jetpack-blocks' ),
		'date'            => __( 'Date', 'jetpack-blocks' ),
	);
}
add_filter( 'manage_' . SIGNUP_POST_TYPE . '_posts_columns', __NAMESPACE__ . '\signup_columns' );

/**
 * One cell of the list screen.
 *
 * @param string $column  Column.
 * @param int    $post_id Sign-up.
 */
function signup_column( $column, $post_id ): void {
	switch ( $column ) {
		case 'signup_groups':
			$groups = get_post_meta( $post_id, '_jetpack_blocks_groups', true );
			$names  = is_array( $groups ) ? array_filter( array_map( static fn( $group ) => is_array( $group ) ? (string) ( $group['name'] ?? '' ) : '', $groups ) ) : array();
			echo esc_html( $names ? implode( ', ', $names ) : '—' );
			break;
		case 'signup_location':
			$tag   = (string) get_post_meta( $post_id, '_jetpack_blocks_signup_tag', true );
			$value = (string) get_post_meta( $post_id, '_jetpack_blocks_signup_value', true );
			echo esc_html( '' !== $tag ? $tag . ' = ' . $value : '—' );
			break;
		case 'signup_source':
			$parent = get_post( (int) wp_get_post_parent_id( $post_id ) );
			if ( $parent instanceof \WP_Post ) {
				echo '<a href="' . esc_url( (string) get_permalink( $parent ) ) . '">' . esc_html( get_the_title( $parent ) ) . '</a>';
			}
			break;
	}
}
add_action( 'manage_' . SIGNUP_POST_TYPE . '_posts_custom_column', __NAMESPACE__ . '\signup_column', 10, 2 );

/**
 * A note above the list: what this list is and where its settings are.
 *
 * @param array $views The list's views.
 */
function signup_list_note( $views ) {
	$note = uses_mailchimp()
		? __( 'Sign-ups now go to your Mailchimp audience; these are the ones this site kept itself before.', 'jetpack-blocks' )
		: __( 'This is the site\'s own newsletter list, kept in WordPress. It sends no e-mail by itself: export or use these addresses with the mailing tool of your choice, or connect a Mailchimp audience.', 'jetpack-blocks' );
	echo '<p>' . esc_html( $note ) . ' <a href="' . esc_url( export_url() ) . '">' . esc_html__( 'Download the list (CSV)', 'jetpack-blocks' ) . '</a> · <a href="' . esc_url( settings_url() ) . '">' . esc_html__( 'Newsletter settings', 'jetpack-blocks' ) . '</a></p>';
	return $views;
}

/** admin-post.php action of the CSV download. */
const EXPORT_ACTION = 'jetpack_blocks_newsletter_export';

/** The CSV download of the list, with its nonce. */
function export_url(): string {
	return wp_nonce_url( admin_url( 'admin-post.php?action=' . EXPORT_ACTION ), EXPORT_ACTION );
}

/**
 * A CSV cell that a spreadsheet will not run as a formula.
 *
 * @param string $value Value.
 */
function csv_cell( string $value ): string {
	return preg_match( '/^[=+\-@\t\r]/', $value ) ? "'" . $value : $value;
}

/**
 * Sends the list as CSV: address, groups, signup location, the post it came from, date (UTC).
 */
function export_signups(): void {
	$type = get_post_type_object( SIGNUP_POST_TYPE );
	if ( ! $type || ! current_user_can( $type->cap->edit_posts ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'jetpack-blocks' ), 403 );
	}
	check_admin_referer( EXPORT_ACTION );
	nocache_headers();
	header( 'Content-Type: text/csv; charset=utf-8' );
	header( 'Content-Disposition: attachment; filename="newsletter-signups-' . gmdate( 'Y-m-d' ) . '.csv"' );
	$out = fopen( 'php://output', 'w' );
	fputcsv( $out, array( 'email', 'groups', 'signup_tag', 'signup_value', 'source', 'date_gmt' ), ',', '"', '\\' );
	$page = 1;
	do {
		$ids = get_posts(
			array(
				'post_type'      => SIGNUP_POST_TYPE,
				'post_status'    => 'publish',
				'posts_per_page' => 500,
				'paged'          => $page,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'fields'         => 'ids',
			)
		);
		// The page's sign-ups, their metadata and the posts they came from in three queries, not
		// two or three per sign-up.
		_prime_post_caches( $ids, false, true );
		$sources = array();
		foreach ( $ids as $id ) {
			$sources[] = (int) wp_get_post_parent_id( $id );
		}
		$sources = array_filter( array_unique( $sources ) );
		if ( $sources ) {
			_prime_post_caches( $sources, false, false );
		}
		foreach ( $ids as $id ) {
			$groups = get_post_meta( $id, '_jetpack_blocks_groups', true );
			$names  = is_array( $groups ) ? array_filter( array_map( static fn( $group ) => is_array( $group ) ? (string) ( $group['name'] ?? '' ) : '', $groups ) ) : array();
			$parent = (int) wp_get_post_parent_id( $id );
			$row    = array(
				get_the_title( $id ),
				implode( '; ', $names ),
				(string) get_post_meta( $id, '_jetpack_blocks_signup_tag', true ),
				(string) get_post_meta( $id, '_jetpack_blocks_signup_value', true ),
				$parent > 0 ? (string) get_permalink( $parent ) : '',
				(string) get_post_field( 'post_date_gmt', $id ),
			);
			fputcsv( $out, array_map( __NAMESPACE__ . '\csv_cell', $row ), ',', '"', '\\' );
		}
		++$page;
	} while ( count( $ids ) === 500 );
	fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- php://output.
	exit;
}
add_action( 'admin_post_' . EXPORT_ACTION, __NAMESPACE__ . '\export_signups' );
add_filter( 'views_edit-' . SIGNUP_POST_TYPE, __NAMESPACE__ . '\signup_list_note' );

/**
 * Sign-ups are read on the list, not edited: only the trash actions stay.
 *
 * @param array    $actions Row actions.
 * @param \WP_Post $post    Row.
 */
function signup_row_actions( $actions, $post ) {
	if ( $post instanceof \WP_Post && SIGNUP_POST_TYPE === $post->post_type ) {
		return array_intersect_key( $actions, array_flip( array( 'trash', 'untrash', 'delete' ) ) );
	}
	return $actions;
}
add_filter( 'post_row_actions', __NAMESPACE__ . '\signup_row_actions', 10, 2 );

/**
 * The title of a sign-up links to nothing editable.
 *
 * @param string $link    Edit link.
 * @param int    $post_id Post.
 */
function signup_edit_link( $link, $post_id ) {
	return SIGNUP_POST_TYPE === get_post_type( $post_id ) ? '' : $link;
}
add_filter( 'get_edit_post_link', __NAMESPACE__ . '\signup_edit_link', 10, 2 );

/**
 * The sign-ups of an address (the list keeps addresses in lower case).
 *
 * @param string $email Address.
 * @return int[]
 */
function signup_ids_for( string $email ): array {
	$email = strtolower( trim( $email ) );
	if ( '' === $email ) {
		return array();
	}
	return array_map(
		'intval',
		get_posts(
			array(
				'post_type'      => SIGNUP_POST_TYPE,
				// Unconfirmed sign-ups hold the address too: the personal data tools find them.
				'post_status'    => array( 'publish', 'draft', 'pending', 'private', 'future', UNCONFIRMED_STATUS ),
				'title'          => $email,
				'posts_per_page' => 100,
				'fields'         => 'ids',
				'no_found_rows'  => true,
			)
		)
	);
}

/**
 * Adds the list to WordPress's personal data tools (Tools → Export / Erase Personal Data).
 *
 * @param array $tools Exporters or erasers.
 * @param bool  $erase Whether these are erasers.
 */
function privacy_tools( array $tools, bool $erase ): array {
	$tools['jetpack-blocks-newsletter'] = array(
		( $erase ? 'eraser_friendly_name' : 'exporter_friendly_name' ) => __( 'Newsletter sign-ups', 'jetpack-blocks' ),
		'callback' => $erase ? __NAMESPACE__ . '\erase_personal_data' : __NAMESPACE__ . '\export_personal_data',
	);
	return $tools;
}
add_filter( 'wp_privacy_personal_data_exporters', static fn( $tools ) => privacy_tools( (array) $tools, false ) );
add_filter( 'wp_privacy_personal_data_erasers', static fn( $tools ) => privacy_tools( (array) $tools, true ) );

/**
 * Personal data exporter: the address's sign-ups.
 *
 * @param string $email Address.
 */
function export_personal_data( $email ): array {
	$items = array();
	foreach ( signup_ids_for( (string) $email ) as $id ) {
		$groups  = get_post_meta( $id, '_jetpack_blocks_groups', true );
		$names   = is_array( $groups ) ? array_filter( array_map( static fn( $group ) => is_array( $group ) ? (string) ( $group['name'] ?? '' ) : '', $groups ) ) : array();
		$items[] = array(
			'group_id'    => 'jetpack-blocks-newsletter',
			'group_label' => __( 'Newsletter sign-ups', 'jetpack-blocks' ),
			'item_id'     => 'newsletter-signup-' . $id,
			'data'        => array(
				array(
					'name'  => __( 'Email', 'jetpack-blocks' ),
					'value' => get_the_title( $id ),
				),
				array(
					'name'  => __( 'Groups', 'jetpack-blocks' ),
					'value' => implode( ', ', $names ),
				),
				array(
					'name'  => __( 'Signed up on', 'jetpack-blocks' ),
					'value' => (string) get_post_field( 'post_date_gmt', $id ),
				),
			),
		);
	}
	return array(
		'data' => $items,
		'done' => true,
	);
}

/**
 * Personal data eraser: removes the address from the list.
 *
 * @param string $email Address.
 */
function erase_personal_data( $email ): array {
	$removed = false;
	foreach ( signup_ids_for( (string) $email ) as $id ) {
		$removed = (bool) wp_delete_post( $id, true ) || $removed;
	}
	return array(
		'items_removed'  => $removed,
		'items_retained' => false,
		'messages'       => array(),
		'done'           => true,
	);
}
