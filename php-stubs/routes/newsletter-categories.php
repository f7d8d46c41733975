<?php
/**
 * Newsletter categories: ordinary post categories that the site owner marks as newsletter
 * categories (a "Newsletter category" checkbox on Posts → Categories, stored as the term meta
 * `jetpack_blocks_newsletter_category` = 1). Subscribers can then follow those categories.
 *
 * GET /wpcom/v2/newsletter-categories (edit_posts)
 *   → { enabled: bool (at least one category is marked), newsletter_categories: [ { id, name,
 *       slug, description, parent } ] }
 * GET /wpcom/v2/newsletter-categories/count?term_ids=1,2 (edit_posts)
 *   → { subscriptions_count: int } — from the filter
 *     `jetpack_blocks_newsletter_category_subscriptions_count` (int, default 0; arguments: the
 *     marked term ids asked for), which the newsletter feature hooks with its local audience.
 *     Unknown or unmarked ids are ignored; none left gives 0.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\NewsletterCategories;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/rest.php';

/** Term meta marking a category as a newsletter category. */
const META_KEY = 'jetpack_blocks_newsletter_category';

/**
 * Registers the routes.
 */
function register_routes(): void {
	register_rest_route(
		'wpcom/v2',
		'/newsletter-categories',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_categories',
			'permission_callback' => 'Jetpack_Blocks\Rest\can_edit_posts',
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/newsletter-categories/count',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\get_count',
			'permission_callback' => 'Jetpack_Blocks\Rest\can_edit_posts',
			'args'                => array( 'term_ids' => array( 'type' => 'string' ) ),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_routes' );

/**
 * The marked categories.
 *
 * @return \WP_Term[]
 */
function marked_categories(): array {
	$terms = get_terms(
		array(
			'taxonomy'   => 'category',
			'hide_empty' => false,
			'meta_key'   => META_KEY, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
			'meta_value' => '1', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
		)
	);
	return is_array( $terms ) ? $terms : array();
}

/**
 * GET newsletter-categories.
 */
function get_categories(): \WP_REST_Response {
	$categories = array_map(
		static fn ( \WP_Term $term ) => array(
			'id'          => $term->term_id,
			'name'        => $term->name,
			'slug'        => $term->slug,
			'description' => $term->description,
			'parent'      => $term->parent,
		),
		marked_categories()
	);
	return rest_ensure_response(
		array(
			'enabled'               => count( $categories ) > 0,
			'newsletter_categories' => $categories,
		)
	);
}

/**
 * GET newsletter-categories/count.
 *
 * @param \WP_REST_Request $request Request.
 */
function get_count( \WP_REST_Request $request ): \WP_REST_Response {
	$asked  = array_filter( array_map( 'absint', explode( ',', (string) $request->get_param( 'term_ids' ) ) ) );
	$marked = array_map( static fn ( \WP_Term $term ) => $term->term_id, marked_categories() );
	$ids    = array_values( array_intersect( $asked, $marked ) );
	/**
	 * How many subscriptions the given newsletter categories have.
	 *
	 * @param int   $count    Default 0.
	 * @param int[] $term_ids Marked category ids asked for.
	 */
	$count = $ids ? (int) apply_filters( 'jetpack_blocks_newsletter_category_subscriptions_count', 0, $ids ) : 0;
	return rest_ensure_response( array( 'subscriptions_count' => max( 0, $count ) ) );
}

/** The checkbox on the "Add New Category" form. */
function add_form_field(): void {
	?>
	<div class="form-field">
		<label><input type="checkbox" name="<?php echo esc_attr( META_KEY ); ?>" value="1" /> <?php esc_html_e( 'Newsletter category', 'jetpack-blocks' ); ?></label>
		<p><?php esc_html_e( 'Subscribers can choose to receive posts of this category by e-mail.', 'jetpack-blocks' ); ?></p>
		<?php wp_nonce_field( META_KEY, META_KEY . '_nonce' ); ?>
	</div>
	<?php
}
add_action( 'category_add_form_fields', __NAMESPACE__ . '\add_form_field' );

/**
 * The checkbox on the category edit screen.
 *
 * @param \WP_Term $term Category.
 */
function edit_form_field( $term ): void {
	?>
	<tr class="form-field">
		<th scope="row"><?php esc_html_e( 'Newsletter category', 'jetpack-blocks' ); ?></th>
		<td>
			<label><input type="checkbox" name="<?php echo esc_attr( META_KEY ); ?>" value="1" <?php checked( '1', get_term_meta( $term->term_id, META_KEY, true ) ); ?> /> <?php esc_html_e( 'Subscribers can choose to receive posts of this category by e-mail.', 'jetpack-blocks' ); ?></label>
			<?php wp_nonce_field( META_KEY, META_KEY . '_nonce' ); ?>
		</td>
	</tr>
	<?php
}
add_action( 'category_edit_form_fields', __NAMESPACE__ . '\edit_form_field' );

/**
 * Saves the checkbox.
 *
 * @param int $term_id Category id.
 */
function save_field( $term_id ): void {
	if ( ! isset( $_POST[ META_KEY . '_nonce' ] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST[ META_KEY . '_nonce' ] ) ), META_KEY ) ) {
		return;
	}
	if ( ! current_user_can( 'manage_categories' ) ) {
		return;
	}
	if ( ! empty( $_POST[ META_KEY ] ) ) {
		update_term_meta( (int) $term_id, META_KEY, '1' );
	} else {
		delete_term_meta( (int) $term_id, META_KEY );
	}
}
add_action( 'created_category', __NAMESPACE__ . '\save_field' );
add_action( 'edited_category', __NAMESPACE__ . '\save_field' );
