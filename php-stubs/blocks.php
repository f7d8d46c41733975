<?php
/**
 * Block registration: every block under build/blocks is registered from the blocks manifest that
 * `npm run build` writes, in one call. No list of blocks is kept here.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/block-availability.php';

/** Script handle of the editor bundle: every block's save, deprecations and transforms. */
const EDITOR_SCRIPT_HANDLE = 'jetpack-blocks-editor';

/**
 * Registers the shared editor script that block.json files name in `editorScript`.
 *
 * Blocks reference the handle instead of a file of their own so the editor starts with one small
 * script; each block's edit UI is a lazy chunk of it.
 */
function register_editor_script(): void {
	$asset_file = build_path( 'editor.asset.php' );
	if ( ! file_exists( $asset_file ) ) {
		return; // Not built yet: `npm run build`.
	}
	$asset = require $asset_file;
	wp_register_script(
		EDITOR_SCRIPT_HANDLE,
		build_url( 'editor.js' ),
		$asset['dependencies'],
		$asset['version'],
		array( 'in_footer' => false )
	);
	wp_set_script_translations( EDITOR_SCRIPT_HANDLE, plugin_info()['text_domain'], JETPACK_BLOCKS_DIR . '/languages' );
}

/**
 * The block folders of the build, by block name (from build/blocks-manifest.php).
 *
 * @return array<string, string> Block name => folder under build/blocks.
 */
function block_folders(): array {
	static $folders = null;
	if ( null === $folders ) {
		$folders  = array();
		$manifest = build_path( 'blocks-manifest.php' );
		$metadata = file_exists( $manifest ) ? require $manifest : array();
		foreach ( (array) $metadata as $folder => $block ) {
			if ( is_array( $block ) && isset( $block['name'] ) && is_string( $block['name'] ) ) {
				$folders[ $block['name'] ] = (string) $folder;
			}
		}
	}
	return $folders;
}

/**
 * Registers all blocks from build/blocks-manifest.php.
 *
 * WordPress 6.8 has wp_register_block_types_from_metadata_collection(); 6.7 only knows the
 * collection, so there we register each folder ourselves (the collection still spares the reads of
 * block.json).
 */
function register_blocks(): void {
	static $done = false;
	if ( $done ) {
		return;
	}
	$done = true;
	register_editor_script();

	$blocks_dir = build_path( 'blocks' );
	$manifest   = build_path( 'blocks-manifest.php' );
	if ( ! file_exists( $manifest ) ) {
		return;
	}
	// What the blocks' registration needs first (the fields' metadata filter), and their renders.
	foreach ( array_keys( block_folders() ) as $name ) {
		load_block_server_code( $name );
	}
	$registry = \WP_Block_Type_Registry::get_instance();
	// Blocks unavailable on this site are not registered (block-availability.php).
	$missing = array_filter( registrable_block_folders(), static fn ( string $name ): bool => ! $registry->is_registered( $name ), ARRAY_FILTER_USE_KEY );
	if ( count( $missing ) === count( block_folders() ) && function_exists( 'wp_register_block_types_from_metadata_collection' ) ) {
		wp_register_block_types_from_metadata_collection( $blocks_dir, $manifest );
	} else {
		// 6.7, or some blocks were already registered for a render before the REST API started.
		register_block_collection();
		foreach ( $missing as $folder ) {
			register_block_type_from_metadata( $blocks_dir . '/' . $folder );
		}
	}
	complete_late_registration();
}

/** Lets register_block_type_from_metadata() read the manifest instead of each block.json. */
function register_block_collection(): void {
	static $done = false;
	if ( ! $done && function_exists( 'wp_register_block_metadata_collection' ) ) {
		wp_register_block_metadata_collection( build_path( 'blocks' ), build_path( 'blocks-manifest.php' ) );
	}
	$done = true;
}

/**
 * What `init` does for the blocks registered by then, done for blocks registered after it (on a
 * REST request, or for a visitor's render): the block supports' attributes (`className`, `style`,
 * `align`…, added once at `init` by WP_Block_Supports, without which the block renderer refuses them
 * as unknown) and the style versions of editor-styles.php.
 *
 * @param string[]|null $names The block types registered late, or null for all of them.
 */
function complete_late_registration( ?array $names = null ): void {
	if ( ! did_action( 'init' ) || doing_action( 'init' ) ) {
		return;
	}
	if ( class_exists( 'WP_Block_Supports' ) ) {
		register_supports_attributes( $names );
	}
	if ( function_exists( __NAMESPACE__ . '\arrange_block_styles' ) ) {
		arrange_block_styles( $names );
	}
}

/**
 * Adds the block supports' attributes to the named block types, as WP_Block_Supports::init() does
 * for every registered block type. That pass visits the 100-odd core blocks too, each against every
 * support, and a visitor's page registers its blocks after `init`: it cost the page's registration
 * about a fifth of its time. The supports' own registration callbacks do the work, so what each
 * adds stays WordPress's; only the list they are kept in is private, read here through a bound
 * closure. Should a version keep them otherwise, the whole pass runs as before (it adds only what
 * a block type lacks, so running it again is safe).
 *
 * @param string[]|null $names Block type names, or null for all registered block types.
 */
function register_supports_attributes( ?array $names ): void {
	$supports = null;
	if ( null !== $names && property_exists( \WP_Block_Supports::class, 'block_supports' ) ) {
		$read     = \Closure::bind(
			function () {
				return $this->block_supports;
			},
			\WP_Block_Supports::get_instance(),
			\WP_Block_Supports::class
		);
		$supports = $read();
	}
	if ( ! is_array( $supports ) ) {
		\WP_Block_Supports::init();
		return;
	}
	$registry = \WP_Block_Type_Registry::get_instance();
	foreach ( $names as $name ) {
		$block_type = $registry->get_registered( $name );
		if ( ! $block_type instanceof \WP_Block_Type ) {
			continue;
		}
		if ( ! $block_type->attributes ) {
			$block_type->attributes = array();
		}
		foreach ( $supports as $config ) {
			if ( isset( $config['register_attribute'] ) && is_callable( $config['register_attribute'] ) ) {
				call_user_func( $config['register_attribute'], $block_type );
			}
		}
	}
}

/**
 * Whether a block name is in one of the plugin's namespaces (`jetpack/`, and `videopress/` for the
 * video block): a cheap test that spares pages of core blocks reading the blocks' manifest.
 *
 * @param string $name Block name.
 */
function is_own_block_name( string $name ): bool {
	return str_starts_with( $name, 'jetpack/' ) || str_starts_with( $name, 'videopress/' );
}

/**
 * Registers, on a visitor's request, the plugin's blocks named in a parsed block and its inner
 * blocks, before WordPress looks them up to render them.
 *
 * @param array $parsed_block A parsed block.
 */
function register_blocks_in( array $parsed_block ): void {
	$names = array();
	$stack = array( $parsed_block );
	while ( $stack ) {
		$block = array_pop( $stack );
		if ( isset( $block['blockName'] ) && is_string( $block['blockName'] ) && is_own_block_name( $block['blockName'] ) ) {
			$names[ $block['blockName'] ] = true;
		}
		foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
			if ( is_array( $inner ) ) {
				$stack[] = $inner;
			}
		}
	}
	if ( ! $names ) {
		return; // Core blocks only: the manifest is not even read.
	}
	$registry = \WP_Block_Type_Registry::get_instance();
	$names    = array_filter( $names, static fn ( string $name ): bool => ! $registry->is_registered( $name ), ARRAY_FILTER_USE_KEY );
	if ( ! $names ) {
		return; // Registered before the page rendered (register_blocks_of_main_query()).
	}
	prime_block_options( array_keys( $names ) );
	register_blocks_named( array_keys( $names ) );
	// Blocks without a render callback of their own (the map's markup is filtered) load here.
	foreach ( array_keys( $names ) as $name ) {
		load_block_server_code( $name );
	}
}

/**
 * Registers those of the named blocks that are the plugin's and not registered yet.
 *
 * @param string[] $names Block names.
 */
function register_blocks_named( array $names ): void {
	$registry = \WP_Block_Type_Registry::get_instance();
	$folders  = block_folders();
	$added    = array();
	$decided  = array();
	foreach ( $names as $name ) {
		if ( isset( $folders[ $name ] ) && ! $registry->is_registered( $name ) && availability_registers( decide_availability( $name, $decided ) ) ) {
			load_block_server_code( $name );
			register_block_collection();
			if ( register_block_type_from_metadata( build_path( 'blocks/' . $folders[ $name ] ) ) ) {
				$added[] = $name;
			}
		}
	}
	if ( $added ) {
		complete_late_registration( $added );
	}
}

/**
 * Before rendering a top-level block: registers the plugin's blocks in it (inner blocks are looked
 * up before their own filters run, so the whole tree is registered here).
 *
 * @param array         $parsed_block The block being rendered.
 * @param array         $source_block The block before filters.
 * @param \WP_Block|null $parent_block The parent block, when an inner block.
 * @return array The block, unchanged.
 */
function register_blocks_before_render( $parsed_block, $source_block = array(), $parent_block = null ) {
	if ( is_array( $parsed_block ) && null === $parent_block ) {
		register_blocks_in( $parsed_block );
	}
	return $parsed_block;
}

/**
 * Before the page's head: registers the plugin's blocks in the main query's posts, so their
 * stylesheets are printed in the head with a classic theme too (which renders the content after
 * the head; block themes render it before).
 */
function register_blocks_of_main_query(): void {
	global $wp_query;
	$names    = array();
	$contents = array();
	foreach ( (array) ( $wp_query->posts ?? array() ) as $post ) {
		$content = $post instanceof \WP_Post ? $post->post_content : '';
		if ( str_contains( $content, '<!-- wp:' ) && preg_match_all( '#<!--\s+wp:((?:jetpack|videopress)/[a-z0-9-]+)#', $content, $matches ) ) {
			foreach ( $matches[1] as $name ) {
				$names[ $name ] = true;
			}
			$contents[] = $content;
		}
	}
	if ( $names ) {
		prime_block_options( array_keys( $names ) );
		register_blocks_named( array_keys( $names ) );
		prime_media_when_rendered( $contents );
	}
}

/** The blocks whose media prime_media_of() reads ahead. */
const MEDIA_BLOCKS = array( 'videopress/video', 'jetpack/gif', 'jetpack/tiled-gallery' );

/**
 * The main query's post contents whose media are read together when the first of their media
 * blocks renders (prime_media_when_rendered()).
 *
 * @return string[]
 */
function &media_contents_to_prime(): array {
	static $contents = array();
	return $contents;
}

/**
 * Has the media of the main query's posts read together just before the first of their GIF,
 * gallery or video blocks renders: a page that shows the posts' excerpts renders none of them,
 * and then nothing is read.
 *
 * @param string[] $contents Post contents with the plugin's blocks.
 */
function prime_media_when_rendered( array $contents ): void {
	$pending = &media_contents_to_prime();
	foreach ( $contents as $content ) {
		foreach ( MEDIA_BLOCKS as $name ) {
			if ( str_contains( $content, '<!-- wp:' . $name . ' ' ) ) {
				$pending[] = $content;
				break;
			}
		}
	}
	if ( $pending ) {
		add_filter( 'render_block_data', __NAMESPACE__ . '\prime_media_before_render', PHP_INT_MIN );
	}
}

/**
 * `render_block_data`, until the first GIF, gallery or video block: reads the media of all of
 * them (prime_media_of()), then stops listening.
 *
 * @param array $parsed_block The block about to render.
 * @return array The block, unchanged.
 */
function prime_media_before_render( $parsed_block ) {
	if ( is_array( $parsed_block ) && in_array( $parsed_block['blockName'] ?? null, MEDIA_BLOCKS, true ) ) {
		remove_filter( 'render_block_data', __NAMESPACE__ . '\prime_media_before_render', PHP_INT_MIN );
		$pending  = &media_contents_to_prime();
		$contents = $pending;
		$pending  = array();
		prime_media_of( $contents );
	}
	return $parsed_block;
}

/**
 * Reads together, before the first of them renders, what the blocks of the main query's posts will
 * ask about the media they name: a GIF's attachment, a tiled gallery's images, a video's attachment and
 * poster. Block by block each costs a query or more (a video five), so a home page of ten posts
 * with a video each made fifty; read together they are a few, however many blocks there are.
 * The attributes are read from the block comments; a block this misses reads its own, as before.
 *
 * @param string[] $contents Post contents with the plugin's blocks.
 */
function prime_media_of( array $contents ): void {
	$images = array();
	$guids  = array();
	$videos = array();
	// A media block's comment with its attributes: `<!-- wp:jetpack/gif {…} /-->`.
	$pattern = '#<!--\s+wp:(' . implode( '|', array_map( static fn ( string $name ): string => preg_quote( $name, '#' ), MEDIA_BLOCKS ) ) . ')\s+(\{.*?\})\s+/?-->#s';
	foreach ( $contents as $content ) {
		if ( ! preg_match_all( $pattern, $content, $blocks, PREG_SET_ORDER ) ) {
			continue;
		}
		foreach ( $blocks as $block ) {
			$attributes = json_decode( $block[2], true );
			if ( ! is_array( $attributes ) ) {
				continue;
			}
			if ( 'videopress/video' === $block[1] ) {
				$guids[]  = $attributes['guid'] ?? null;
				$videos[] = is_numeric( $attributes['id'] ?? null ) ? (int) $attributes['id'] : 0;
			} elseif ( 'jetpack/gif' === $block[1] ) {
				$images[] = is_numeric( $attributes['attachmentId'] ?? null ) ? (int) $attributes['attachmentId'] : 0;
			} elseif ( is_array( $attributes['ids'] ?? null ) ) {
				$images = array_merge( $images, $attributes['ids'] );
			}
		}
	}
	$videos = array_merge( $videos, VideoPress\prime_guids( $guids ) );
	if ( ! $images && ! $videos ) {
		return;
	}
	load_files( array( 'routes/attachment-access.php' ) );
	prime_attachments( array_merge( $images, $videos ) );
	// And the videos' posters, whose ids are in the videos' metadata (read just now).
	$posters = array();
	foreach ( $videos as $id ) {
		if ( $id > 0 && false !== wp_cache_get( $id, 'post_meta' ) ) {
			$posters[] = (int) get_post_meta( $id, VideoPress\POSTER_META, true );
		}
	}
	prime_attachments( $posters );
}

/*
 * The editor, wp-admin, REST, cron and the command line get every block at `init`, as WordPress
 * registers its own. A visitor's page registers only the plugin's blocks it renders: registering
 * all of them was most of what the plugin cost a page that shows none.
 */
if ( request_needs_server_code() ) {
	add_action( 'init', __NAMESPACE__ . '\register_blocks' );
} else {
	add_action( 'rest_api_init', __NAMESPACE__ . '\register_blocks', PHP_INT_MIN, 0 );
	add_filter( 'render_block_data', __NAMESPACE__ . '\register_blocks_before_render', PHP_INT_MIN, 3 );
	add_action( 'wp', __NAMESPACE__ . '\register_blocks_of_main_query', 0, 0 );
}
