<?php
/**
 * REST routes of the Related Posts block (spec 002 §7), answered by the local engine
 * (php-stubs/related-posts/engine.php):
 *
 * - GET  /wpcom/v2/related-posts           (editors)     { "enabled": bool } — the related-posts module's state;
 * - POST /wpcom/v2/related-posts/enable    (people who can publish posts: spec 002 §6 offers the
 *                                                        activation to the editor user) true when the
 *                                                        module is now on (it is the switchboard's flag);
 * - GET  /wpcom/v2/related-posts/{postId}  (editors)     the post's related posts, most similar first:
 *   [ { id, url, title, excerpt, date, date_gmt, author, img: { src, width, height, alt }, context,
 *       block_context: { text, link }, score } ]; `size` (1–6, default 6) limits the list. An unknown
 *   post answers 400 with a message.
 *
 * And, while the feature is on, the field `jetpack-related-posts` of a post in /wp/v2/posts/{id}: its
 * related posts (same items, up to 6), embedded in the post record as in the reference product, so
 * the editor's block shows them without a request of its own. Only single-post requests compute it
 * (a list of 100 posts would run the engine 100 times); lists answer an empty list.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/modules/registry.php';
require_once dirname( __DIR__ ) . '/related-posts/engine.php';

/**
 * Registers the routes.
 */
function register_related_posts_routes(): void {
	register_rest_route(
		'wpcom/v2',
		'/related-posts',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\related_posts_status',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_edit_posts',
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/related-posts/enable',
		array(
			'methods'             => \WP_REST_Server::CREATABLE,
			'callback'            => __NAMESPACE__ . '\related_posts_enable',
			'permission_callback' => static fn () => Rest\require_capability( 'publish_posts' ),
		)
	);
	register_rest_route(
		'wpcom/v2',
		'/related-posts/(?P<postId>\d+)',
		array(
			'methods'             => \WP_REST_Server::READABLE,
			'callback'            => __NAMESPACE__ . '\related_posts_list',
			'permission_callback' => __NAMESPACE__ . '\Rest\can_edit_posts',
			'args'                => array(
				'size' => array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => Related_Posts\MAX_RESULTS,
					'default' => Related_Posts\MAX_RESULTS,
				),
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_related_posts_routes' );

/**
 * Registers the post field with the embedded related posts.
 */
function register_related_posts_field(): void {
	if ( ! Related_Posts\is_enabled() ) {
		return;
	}
	register_rest_field(
		'post',
		'jetpack-related-posts',
		array(
			'get_callback' => __NAMESPACE__ . '\related_posts_field',
			'schema'       => array(
				'description' => __( 'The related posts of this post.', 'jetpack-blocks' ),
				'type'        => 'array',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
		)
	);
}
add_action( 'rest_api_init', __NAMESPACE__ . '\register_related_posts_field' );

/**
 * The field's value: the related posts of one requested post.
 *
 * @param array            $post    The post as the REST API prepares it.
 * @param string           $field   Field name.
 * @param \WP_REST_Request $request Request.
 * @return array<int, array<string, mixed>>
 */
function related_posts_field( $post, $field, $request ): array {
	unset( $field );
	$post_id = isset( $post['id'] ) ? (int) $post['id'] : 0;
	if ( $post_id <= 0 || ! $request instanceof \WP_REST_Request || (int) $request['id'] !== $post_id ) {
		return array();
	}
	return Related_Posts\related_items( $post_id );
}

/**
 * Whether the feature is on.
 */
function related_posts_status(): \WP_REST_Response {
	return new \WP_REST_Response( array( 'enabled' => Related_Posts\is_enabled() ), 200 );
}

/**
 * Switches the related-posts module on; answers the new flag.
 *
 * @return \WP_REST_Response|\WP_Error
 */
function related_posts_enable() {
	$result = modules_set_active( Related_Posts\MODULE, true );
	if ( is_wp_error( $result ) ) {
		return $result;
	}
	Related_Posts\schedule_backfill();
	return new \WP_REST_Response( Related_Posts\is_enabled(), 200 );
}

/**
 * The related posts of a post the caller may read.
 *
 * @param \WP_REST_Request $request Request.
 * @return \WP_REST_Response|\WP_Error
 */
function related_posts_list( \WP_REST_Request $request ) {
	$post_id = (int) $request['postId'];
	$post    = get_post( $post_id );
	if ( ! $post instanceof \WP_Post || ! current_user_can( 'read_post', $post_id ) ) {
		return Rest\bad_request( 'related_posts_unknown_post', __( 'There is no post with this id.', 'jetpack-blocks' ) );
	}
	return new \WP_REST_Response( Related_Posts\related_items( $post_id, (int) $request['size'] ), 200 );
}
