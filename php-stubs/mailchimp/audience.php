<?php
/**
 * This site's own newsletter list: each sign-up is a post of the `jp_newsletter_signup` type
 * (title: the address), listed in wp-admin under Newsletter (site owners and editors), with its
 * groups, where it was signed up (the form's tag and value) and the post holding the form.
 * Sign-ups are not public and cannot be created from the dashboard. The list's size is the site's
 * e-mail subscriber count (filter `jetpack_blocks_email_subscriber_count`).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Newsletter;

defined( 'ABSPATH' ) || exit;

const SIGNUP_POST_TYPE = 'jp_newsletter_signup';

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
		$id   = (int) $existing[0];
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
		return $id;
	}
	return wp_insert_post(
		array(
			'post_type'   => SIGNUP_POST_TYPE,
			'post_status' => 'publish',
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
				'post_status'    => 'any',
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
