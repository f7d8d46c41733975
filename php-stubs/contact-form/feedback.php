<?php
/**
 * Stored responses: the `feedback` post type and its list screen in wp-admin (Feedback), for users
 * who can edit pages (editors and administrators). Responses are not public and cannot be created
 * from the dashboard; each keeps its fields as label/value pairs.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

const FEEDBACK_POST_TYPE = 'feedback';

/**
 * Registers the post type.
 */
function register_feedback_post_type(): void {
	register_post_type(
		FEEDBACK_POST_TYPE,
		array(
			'labels'              => array(
				'name'               => __( 'Feedback', 'jetpack-blocks' ),
				'singular_name'      => __( 'Response', 'jetpack-blocks' ),
				'menu_name'          => __( 'Feedback', 'jetpack-blocks' ),
				'all_items'          => __( 'Form responses', 'jetpack-blocks' ),
				'search_items'       => __( 'Search responses', 'jetpack-blocks' ),
				'not_found'          => __( 'No responses yet.', 'jetpack-blocks' ),
				'not_found_in_trash' => __( 'No responses in the trash.', 'jetpack-blocks' ),
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
			'menu_icon'           => 'dashicons-feedback',
			'menu_position'       => 30,
			'supports'            => array( 'title' ),
			// Page capabilities: editors and administrators; authors and below do not see responses.
			'capability_type'     => 'page',
			'capabilities'        => array( 'create_posts' => 'do_not_allow' ),
			'map_meta_cap'        => true,
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_feedback_post_type' );

/**
 * Stores an accepted submission.
 *
 * @param \WP_Post $post   The post holding the form.
 * @param string   $key    Form key.
 * @param array    $fields The form's fields: [type, attributes] pairs.
 * @param array    $values Checked values by field index.
 * @param array    $form   The form block's stored attributes (`to`, `subject`…).
 * @return int|\WP_Error The response's post id.
 */
function store_feedback( \WP_Post $post, string $key, array $fields, array $values, array $form = array() ) {
	$entries = array();
	$name    = '';
	$email   = '';
	foreach ( $fields as $index => list( $type, $attributes ) ) {
		if ( in_array( $type, array( 'radio', 'select', 'checkbox-multiple' ), true ) && array() === clean_options( $attributes['options'] ?? array() ) ) {
			continue; // Not shown to the visitor.
		}
		$value = (string) ( $values[ $index ] ?? '' );
		if ( 'checkbox' === $type || 'consent' === $type ) {
			$value = '1' === $value ? __( 'Yes', 'jetpack-blocks' ) : __( 'No', 'jetpack-blocks' );
		}
		// Kept as typed (markup included, as text): every screen escapes it when showing it.
		$value     = clean_text( $value, 'textarea' === $type );
		$entries[] = array(
			'label' => field_label( $type, $attributes ),
			'type'  => $type,
			'value' => $value,
		);
		if ( 'name' === $type && '' === $name ) {
			$name = $value;
		}
		if ( 'email' === $type && '' === $email ) {
			$email = $value;
		}
	}

	$lines = array_map(
		static fn( array $entry ): string => $entry['label'] . ': ' . $entry['value'],
		$entries
	);
	$title = '' !== $name ? $name : ( '' !== $email ? $email : __( 'Anonymous', 'jetpack-blocks' ) );

	$feedback_id = wp_insert_post(
		array(
			'post_type'    => FEEDBACK_POST_TYPE,
			'post_status'  => 'publish',
			'post_title'   => $title,
			'post_content' => implode( "\n", $lines ),
			'post_parent'  => $post->ID,
			'post_author'  => get_current_user_id(),
			'meta_input'   => array(
				'_jetpack_blocks_feedback' => $entries,
				'_jetpack_blocks_form_key' => $key,
				'_jetpack_blocks_email'    => $email,
			),
		),
		true
	);
	if ( ! is_wp_error( $feedback_id ) ) {
		/**
		 * Fires after a contact-form response is stored.
		 *
		 * @param int      $feedback_id The response.
		 * @param array    $entries     Label, type and value of each field.
		 * @param \WP_Post $post        The post holding the form.
		 * @param array    $form        The form block's stored attributes.
		 */
		do_action( 'jetpack_blocks_contact_form_response', $feedback_id, $entries, $post, $form );
	}
	return $feedback_id;
}

/**
 * A visitor's answer as stored: valid UTF-8, without control characters (line breaks and tabs
 * kept in multi-line answers). Markup is not removed: it is the visitor's text, shown escaped.
 *
 * @param string $value     Answer.
 * @param bool   $multiline Whether line breaks are kept.
 */
function clean_text( string $value, bool $multiline ): string {
	$value = wp_check_invalid_utf8( $value, true );
	$value = preg_replace( $multiline ? '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u' : '/[\x00-\x1F\x7F]/u', '', $value ) ?? '';
	return trim( $value );
}

/**
 * The list screen's columns.
 *
 * @param array $columns Default columns.
 */
function feedback_columns( $columns ): array {
	return array(
		'cb'                => $columns['cb'] ?? '<input type="checkbox" />',
		'title'             => __( 'From', 'jetpack-blocks' ),
		'feedback_email'    => __( 'Email', 'jetpack-blocks' ),
		'feedback_response' => __( 'Response', 'jetpack-blocks' ),
		'feedback_source'   => __( 'Source', 'jetpack-blocks' ),
		'date'              => __( 'Date', 'jetpack-blocks' ),
	);
}
add_filter( 'manage_' . FEEDBACK_POST_TYPE . '_posts_columns', __NAMESPACE__ . '\feedback_columns' );

/**
 * One cell of the list screen.
 *
 * @param string $column  Column.
 * @param int    $post_id Response.
 */
function feedback_column( $column, $post_id ): void {
	switch ( $column ) {
		case 'feedback_email':
			$email = (string) get_post_meta( $post_id, '_jetpack_blocks_email', true );
			if ( '' !== $email && is_email( $email ) ) {
				echo '<a href="' . esc_url( 'mailto:' . $email ) . '">' . esc_html( $email ) . '</a>';
			} else {
				echo esc_html( $email );
			}
			$notified = notification_status( (int) $post_id );
			if ( '' !== $notified ) {
				echo '<p class="jetpack-blocks-feedback__notified">' . esc_html( $notified ) . '</p>';
			}
			break;
		case 'feedback_response':
			$entries = get_post_meta( $post_id, '_jetpack_blocks_feedback', true );
			if ( ! is_array( $entries ) ) {
				break;
			}
			echo '<dl class="jetpack-blocks-feedback">';
			foreach ( $entries as $entry ) {
				if ( ! is_array( $entry ) ) {
					continue;
				}
				echo '<dt>' . esc_html( (string) ( $entry['label'] ?? '' ) ) . '</dt><dd>' . nl2br( esc_html( (string) ( $entry['value'] ?? '' ) ) ) . '</dd>';
			}
			echo '</dl>';
			break;
		case 'feedback_source':
			$parent = get_post( (int) wp_get_post_parent_id( $post_id ) );
			if ( $parent instanceof \WP_Post ) {
				echo '<a href="' . esc_url( (string) get_permalink( $parent ) ) . '">' . esc_html( get_the_title( $parent ) ) . '</a>';
			}
			break;
	}
}
add_action( 'manage_' . FEEDBACK_POST_TYPE . '_posts_custom_column', __NAMESPACE__ . '\feedback_column', 10, 2 );

/**
 * Responses are read on the list, not edited: only the trash actions stay.
 *
 * @param array    $actions Row actions.
 * @param \WP_Post $post    Row.
 */
function feedback_row_actions( $actions, $post ) {
	if ( $post instanceof \WP_Post && FEEDBACK_POST_TYPE === $post->post_type ) {
		return array_intersect_key( $actions, array_flip( array( 'trash', 'untrash', 'delete' ) ) );
	}
	return $actions;
}
add_filter( 'post_row_actions', __NAMESPACE__ . '\feedback_row_actions', 10, 2 );

/**
 * The title of a response links to nothing editable: show it as text.
 *
 * @param string $link    Edit link.
 * @param int    $post_id Post.
 */
function feedback_edit_link( $link, $post_id ) {
	return FEEDBACK_POST_TYPE === get_post_type( $post_id ) ? '' : $link;
}
add_filter( 'get_edit_post_link', __NAMESPACE__ . '\feedback_edit_link', 10, 2 );
