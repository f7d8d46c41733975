<?php
/**
 * Custom content types (module `custom-content-types`): Portfolio projects (`jetpack-portfolio`,
 * with Project Types `jetpack-portfolio-type` and Project Tags `jetpack-portfolio-tag`) and
 * Testimonials (`jetpack-testimonial`), the reference's post type and taxonomy names, so content
 * made with it keeps working. Each type is on while its site option (`jetpack_portfolio`,
 * `jetpack_testimonial`, the module's options; on unless set off) is; both leave when the module
 * is switched off (their posts stay in the database, as a theme's or another plugin's would).
 *
 * Loaded by modules/features.php on `init` priority 0 while the module is active; the rewrite
 * rules follow the registered types there (features.php, sync_rewrite_rules()).
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Custom_Content_Types;

defined( 'ABSPATH' ) || exit;

const PORTFOLIO   = 'jetpack-portfolio';
const TESTIMONIAL = 'jetpack-testimonial';

/**
 * Whether a type's site option leaves it on (absent means on, as the module's default).
 *
 * @param string $option jetpack_portfolio or jetpack_testimonial.
 */
function type_enabled( string $option ): bool {
	return rest_sanitize_boolean( get_option( $option, true ) );
}

/**
 * Registers the types that are on.
 */
function register_types(): void {
	if ( type_enabled( 'jetpack_portfolio' ) ) {
		register_post_type(
			PORTFOLIO,
			array(
				'labels'          => array(
					'name'               => __( 'Projects', 'jetpack-blocks' ),
					'singular_name'      => __( 'Project', 'jetpack-blocks' ),
					'menu_name'          => __( 'Portfolio', 'jetpack-blocks' ),
					'all_items'          => __( 'All Projects', 'jetpack-blocks' ),
					'add_new'            => __( 'Add New', 'jetpack-blocks' ),
					'add_new_item'       => __( 'Add New Project', 'jetpack-blocks' ),
					'edit_item'          => __( 'Edit Project', 'jetpack-blocks' ),
					'new_item'           => __( 'New Project', 'jetpack-blocks' ),
					'view_item'          => __( 'View Project', 'jetpack-blocks' ),
					'search_items'       => __( 'Search Projects', 'jetpack-blocks' ),
					'not_found'          => __( 'No Projects found', 'jetpack-blocks' ),
					'not_found_in_trash' => __( 'No Projects found in Trash', 'jetpack-blocks' ),
				),
				'public'          => true,
				'show_in_rest'    => true,
				'has_archive'     => true,
				'menu_icon'       => 'dashicons-portfolio',
				'menu_position'   => 20,
				'capability_type' => 'page',
				'map_meta_cap'    => true,
				'rewrite'         => array(
					'slug'       => 'portfolio',
					'with_front' => false,
					'feeds'      => true,
					'pages'      => true,
				),
				'supports'        => array( 'title', 'editor', 'thumbnail', 'author', 'comments', 'revisions', 'excerpt', 'custom-fields' ),
				'taxonomies'      => array( PORTFOLIO . '-type', PORTFOLIO . '-tag' ),
			)
		);
		register_taxonomy(
			PORTFOLIO . '-type',
			PORTFOLIO,
			array(
				'labels'            => array(
					'name'          => __( 'Project Types', 'jetpack-blocks' ),
					'singular_name' => __( 'Project Type', 'jetpack-blocks' ),
					'menu_name'     => __( 'Project Types', 'jetpack-blocks' ),
					'add_new_item'  => __( 'Add New Project Type', 'jetpack-blocks' ),
				),
				'hierarchical'      => true,
				'public'            => true,
				'show_in_rest'      => true,
				'show_admin_column' => true,
				'rewrite'           => array( 'slug' => 'project-type' ),
			)
		);
		register_taxonomy(
			PORTFOLIO . '-tag',
			PORTFOLIO,
			array(
				'labels'            => array(
					'name'          => __( 'Project Tags', 'jetpack-blocks' ),
					'singular_name' => __( 'Project Tag', 'jetpack-blocks' ),
					'menu_name'     => __( 'Project Tags', 'jetpack-blocks' ),
					'add_new_item'  => __( 'Add New Project Tag', 'jetpack-blocks' ),
				),
				'hierarchical'      => false,
				'public'            => true,
				'show_in_rest'      => true,
				'show_admin_column' => true,
				'rewrite'           => array( 'slug' => 'project-tag' ),
			)
		);
	}
	if ( type_enabled( 'jetpack_testimonial' ) ) {
		register_post_type(
			TESTIMONIAL,
			array(
				'labels'          => array(
					'name'               => __( 'Testimonials', 'jetpack-blocks' ),
					'singular_name'      => __( 'Testimonial', 'jetpack-blocks' ),
					'menu_name'          => __( 'Testimonials', 'jetpack-blocks' ),
					'all_items'          => __( 'All Testimonials', 'jetpack-blocks' ),
					'add_new'            => __( 'Add New', 'jetpack-blocks' ),
					'add_new_item'       => __( 'Add New Testimonial', 'jetpack-blocks' ),
					'edit_item'          => __( 'Edit Testimonial', 'jetpack-blocks' ),
					'new_item'           => __( 'New Testimonial', 'jetpack-blocks' ),
					'view_item'          => __( 'View Testimonial', 'jetpack-blocks' ),
					'search_items'       => __( 'Search Testimonials', 'jetpack-blocks' ),
					'not_found'          => __( 'No Testimonials found', 'jetpack-blocks' ),
					'not_found_in_trash' => __( 'No Testimonials found in Trash', 'jetpack-blocks' ),
				),
				'public'          => true,
				'show_in_rest'    => true,
				'has_archive'     => true,
				'menu_icon'       => 'dashicons-testimonial',
				'menu_position'   => 20,
				'capability_type' => 'page',
				'map_meta_cap'    => true,
				'rewrite'         => array(
					'slug'       => 'testimonial',
					'with_front' => false,
					'feeds'      => false,
					'pages'      => true,
				),
				'supports'        => array( 'title', 'editor', 'thumbnail', 'page-attributes', 'revisions', 'excerpt' ),
			)
		);
	}
}
add_action( 'init', __NAMESPACE__ . '\register_types' );
