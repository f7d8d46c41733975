<?php
/**
 * The local related-posts engine: which published posts are most like a given one.
 *
 * Index (kept up to date on save, so a request never scans every post):
 * - post meta `_jetpack_blocks_rp_vector`: the post's most significant words with their weights
 *   (term frequency, title words counted three times, stop words dropped, at most WORDS_PER_POST);
 * - post meta `_jetpack_blocks_rp_word`: the same words, one meta row each, so the candidate query
 *   can find posts sharing a word through the meta table's index.
 * Only published, public, password-free posts carry an index; any other status removes it. Posts
 * published before the engine ran are indexed by the WP-Cron event INDEX_HOOK (run_index_event()).
 *
 * A request gathers a bounded set of candidates — posts sharing a tag or a category (the default
 * category says nothing about a post and is ignored) and posts sharing an indexed word — and scores
 * each: 3 per shared tag, 2 per shared category, plus 10 × the cosine similarity of the word
 * vectors. Posts scoring 0 are not related. Ties go to the newer post.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Related_Posts;

defined( 'ABSPATH' ) || exit;

/** Post meta: the word vector (word => weight). */
const VECTOR_META = '_jetpack_blocks_rp_vector';

/** Post meta: one row per indexed word (for the candidate query). */
const WORD_META = '_jetpack_blocks_rp_word';

/** Module slug on the switchboard. */
const MODULE = 'related-posts';

/** Words kept per post. */
const WORDS_PER_POST = 12;

/** Candidates read per query (terms, then words): the bound on a request's work. */
const CANDIDATES_PER_QUERY = 100;

/** Option: set once every post published before the engine ran has been indexed. */
const BACKFILLED_OPTION = 'jetpack_blocks_rp_backfilled';

/** Posts indexed per batch while the backfill runs (it stops for good once a batch comes back short). */
const BACKFILL_BATCH = 25;

/** Seconds one run of the index event keeps indexing batches before it hands over to the next run. */
const BACKFILL_SECONDS = 20;

/** WP-Cron event that indexes the posts saved before the engine ran (see run_index_event()). */
const INDEX_HOOK = 'jetpack_blocks_related_posts_index';

/** Most posts a list may hold (spec 002 §9: the block shows 1 to 6). */
const MAX_RESULTS = 6;

/**
 * Words that carry no meaning of their own (English; a site in another language still gets term
 * similarity and its frequent words, which the cosine weighs down only slightly).
 *
 * @return array<string, true>
 */
function stop_words(): array {
	static $words = null;
	if ( null === $words ) {
		$list  = 'about above after again against all also and any are because been before being below between both but can cannot could did does doing down during each few for from further had has have having her here hers herself him himself his how into its itself just let more most much must myself nor not now off once only other ought our ours ourselves out over own same she should some such than that the their theirs them themselves then there these they this those through too under until upon very was were what when where which while who whom why will with would you your yours yourself yourselves one two three get got make made like new way use used using well even still may might shall via per etc really';
		$words = array_fill_keys( explode( ' ', $list ), true );
	}
	return $words;
}

/**
 * Lower-cased words of a text, markup and shortcodes removed, stop words and short words dropped;
 * simple English plurals folded onto their singular so "recipes" meets "recipe".
 *
 * @param string $text Text or post content.
 * @return string[]
 */
function words_of( string $text ): array {
	$text  = wp_strip_all_tags( strip_shortcodes( $text ) );
	$text  = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	$text  = function_exists( 'mb_strtolower' ) ? mb_strtolower( $text, 'UTF-8' ) : strtolower( $text );
	$parts = preg_split( '/[^\p{L}\p{N}]+/u', $text, -1, PREG_SPLIT_NO_EMPTY );
	$stop  = stop_words();
	$words = array();
	foreach ( is_array( $parts ) ? $parts : array() as $word ) {
		if ( ctype_digit( $word ) ) {
			continue;
		}
		if ( strlen( $word ) > 4 && str_ends_with( $word, 'ies' ) ) {
			$word = substr( $word, 0, -3 ) . 'y';
		} elseif ( strlen( $word ) > 3 && str_ends_with( $word, 's' ) && ! str_ends_with( $word, 'ss' ) && ! str_ends_with( $word, 'us' ) ) {
			$word = substr( $word, 0, -1 );
		}
		if ( ( function_exists( 'mb_strlen' ) ? mb_strlen( $word, 'UTF-8' ) : strlen( $word ) ) < 3 || isset( $stop[ $word ] ) ) {
			continue;
		}
		$words[] = substr( $word, 0, 64 );
	}
	return $words;
}

/**
 * The most significant words of a title and content with their weights.
 *
 * @param string $title   Post title.
 * @param string $content Post content.
 * @return array<string, float> word => weight, heaviest first, at most WORDS_PER_POST.
 */
function vector_of( string $title, string $content ): array {
	$counts = array();
	foreach ( words_of( $title ) as $word ) {
		$counts[ $word ] = ( $counts[ $word ] ?? 0 ) + 3;
	}
	foreach ( words_of( $content ) as $word ) {
		$counts[ $word ] = ( $counts[ $word ] ?? 0 ) + 1;
	}
	// Heaviest first; equal weights in alphabetical order so the index does not depend on word order.
	uksort(
		$counts,
		static function ( $a, $b ) use ( $counts ) {
			return $counts[ $b ] <=> $counts[ $a ] ?: strcmp( (string) $a, (string) $b );
		}
	);
	$top = array_slice( $counts, 0, WORDS_PER_POST, true );
	$out = array();
	foreach ( $top as $word => $count ) {
		$out[ (string) $word ] = (float) $count;
	}
	return $out;
}

/**
 * Cosine similarity of two word vectors (0 when either is empty).
 *
 * @param array<string, float> $a Vector.
 * @param array<string, float> $b Vector.
 */
function cosine( array $a, array $b ): float {
	$dot = 0.0;
	foreach ( $a as $word => $weight ) {
		if ( isset( $b[ $word ] ) ) {
			$dot += $weight * $b[ $word ];
		}
	}
	if ( 0.0 === $dot ) {
		return 0.0;
	}
	$norm = static fn ( array $v ): float => sqrt( array_sum( array_map( static fn ( $w ) => $w * $w, $v ) ) );
	return $dot / ( $norm( $a ) * $norm( $b ) );
}

/**
 * Whether a post may be shown as related: a published, password-free post of the public post type.
 *
 * @param \WP_Post|null $post Post.
 */
function is_listable( $post ): bool {
	return $post instanceof \WP_Post
		&& 'post' === $post->post_type
		&& 'publish' === $post->post_status
		&& '' === $post->post_password;
}

/**
 * Writes (or removes) a post's index entry.
 *
 * @param int $post_id Post id.
 */
function index_post( int $post_id ): void {
	$post = get_post( $post_id );
	if ( ! $post instanceof \WP_Post || 'post' !== $post->post_type ) {
		return;
	}
	delete_post_meta( $post_id, WORD_META );
	if ( ! is_listable( $post ) ) {
		delete_post_meta( $post_id, VECTOR_META );
		return;
	}
	$vector = vector_of( $post->post_title, $post->post_content );
	update_post_meta( $post_id, VECTOR_META, $vector );
	foreach ( array_keys( $vector ) as $word ) {
		add_post_meta( $post_id, WORD_META, $word );
	}
}

/**
 * Re-indexes a post on every save (content, title, status or password may have changed).
 *
 * @param int $post_id Post id.
 */
function on_save_post( $post_id ): void {
	if ( wp_is_post_revision( (int) $post_id ) || wp_is_post_autosave( (int) $post_id ) ) {
		return;
	}
	index_post( (int) $post_id );
}
add_action( 'save_post_post', __NAMESPACE__ . '\on_save_post', 20 );

/**
 * A post's stored vector, or null when it has none yet (saved before the plugin ran: the
 * backfill indexes it from WP-Cron). Never written here: ranking runs in visitors' requests, and a
 * page whose candidates were not indexed yet would otherwise write the index of each of them.
 *
 * @param int $post_id Post id.
 * @return array<string, float>|null
 */
function stored_vector( int $post_id ): ?array {
	$vector = get_post_meta( $post_id, VECTOR_META, true );
	return is_array( $vector ) ? array_map( 'floatval', $vector ) : null;
}

/**
 * A post's meaningful term ids by taxonomy (the default category left out).
 *
 * @param int $post_id Post id.
 * @return array{category: int[], post_tag: int[]}
 */
function terms_of( int $post_id ): array {
	$default = (int) get_option( 'default_category' );
	$out     = array(
		'category' => array(),
		'post_tag' => array(),
	);
	foreach ( array_keys( $out ) as $taxonomy ) {
		// From the object term cache (filled for all candidates at once by rank(), and for the
		// page's own post by its query), not a query per post and taxonomy.
		$terms = get_the_terms( $post_id, $taxonomy );
		if ( is_array( $terms ) ) {
			$out[ $taxonomy ] = array_values(
				array_filter( array_map( static fn ( $term ) => (int) $term->term_id, $terms ), static fn ( $id ) => 'category' !== $taxonomy || $id !== $default )
			);
		}
	}
	return $out;
}

/**
 * Ids of candidate posts: sharing a term or an indexed word with the post; bounded.
 *
 * @param int                                     $post_id Post id.
 * @param array{category: int[], post_tag: int[]} $terms   The post's terms.
 * @param string[]                                $words   The post's indexed words.
 * @return int[]
 */
function candidates( int $post_id, array $terms, array $words ): array {
	$base = array(
		'post_type'              => 'post',
		'post_status'            => 'publish',
		'has_password'           => false,
		'post__not_in'           => array( $post_id ),
		'posts_per_page'         => CANDIDATES_PER_QUERY,
		'fields'                 => 'ids',
		'no_found_rows'          => true,
		'ignore_sticky_posts'    => true,
		'suppress_filters'       => true,
		'update_post_term_cache' => false,
		'update_post_meta_cache' => false,
		'orderby'                => 'date',
		'order'                  => 'DESC',
	);
	$ids  = array();
	$tax  = array( 'relation' => 'OR' );
	foreach ( $terms as $taxonomy => $term_ids ) {
		if ( $term_ids ) {
			$tax[] = array(
				'taxonomy' => $taxonomy,
				'field'    => 'term_id',
				'terms'    => $term_ids,
			);
		}
	}
	if ( count( $tax ) > 1 ) {
		$ids = array_merge( $ids, ( new \WP_Query( $base + array( 'tax_query' => $tax ) ) )->posts ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- bounded by posts_per_page.
	}
	if ( $words ) {
		$by_word = new \WP_Query(
			$base + array(
				'meta_query' => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- indexed meta_key, bounded by posts_per_page.
					array(
						'key'     => WORD_META,
						'value'   => $words,
						'compare' => 'IN',
					),
				),
			)
		);
		$ids     = array_merge( $ids, $by_word->posts );
	}
	return array_values( array_unique( array_map( 'intval', $ids ) ) );
}

/**
 * Indexes a batch of published posts that have no index yet (posts from before the engine ran, or
 * imported without a save), so they can be found by their words too.
 *
 * @return bool Whether posts without an index may remain (the batch was full).
 */
function backfill(): bool {
	if ( get_option( BACKFILLED_OPTION ) ) {
		return false;
	}
	$ids = get_posts(
		array(
			'post_type'        => 'post',
			'post_status'      => 'publish',
			'has_password'     => false,
			'posts_per_page'   => BACKFILL_BATCH,
			'fields'           => 'ids',
			'suppress_filters' => true,
			'meta_query'       => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- runs until every post is indexed, then never.
				array(
					'key'     => VECTOR_META,
					'compare' => 'NOT EXISTS',
				),
			),
		)
	);
	foreach ( $ids as $id ) {
		index_post( (int) $id );
	}
	if ( count( $ids ) < BACKFILL_BATCH ) {
		update_option( BACKFILLED_OPTION, true, false );
		return false;
	}
	return true;
}

/**
 * The WP-Cron event INDEX_HOOK: indexes batches for up to BACKFILL_SECONDS, then, if posts remain,
 * schedules itself again for the next run of cron. Why not in a visitor's or an editor's request,
 * as before: a site with thousands of old posts would make the first requests after activation
 * slow, and parallel requests would all index the same batch.
 */
function run_index_event(): void {
	$until = microtime( true ) + BACKFILL_SECONDS;
	do {
		$more = backfill();
	} while ( $more && microtime( true ) < $until );
	if ( $more ) {
		wp_schedule_single_event( time(), INDEX_HOOK );
	}
}

/**
 * Schedules the index event unless every post is indexed or it is already scheduled: on the
 * engine's first use and when the module is switched on.
 */
function schedule_backfill(): void {
	if ( ! get_option( BACKFILLED_OPTION ) && ! wp_next_scheduled( INDEX_HOOK ) ) {
		wp_schedule_single_event( time(), INDEX_HOOK );
	}
}

/**
 * The related posts of a post, most similar first.
 *
 * @param int $post_id Post id.
 * @param int $size    How many (1 to MAX_RESULTS).
 * @return array<int, array{id: int, score: float, shared: array<int, \WP_Term>}> Ranked matches.
 */
function rank( int $post_id, int $size = MAX_RESULTS ): array {
	$size   = max( 1, min( MAX_RESULTS, $size ) );
	$post = get_post( $post_id );
	if ( ! $post instanceof \WP_Post ) {
		return array();
	}
	// The post itself need not be published (a draft being edited has related posts too), nor
	// indexed yet: its words are then read from it, not stored.
	$vector = ( is_listable( $post ) ? stored_vector( $post_id ) : null ) ?? vector_of( $post->post_title, $post->post_content );
	schedule_backfill();
	$terms  = terms_of( $post_id );
	$ranked = array();
	$ids    = candidates( $post_id, $terms, array_keys( $vector ) );
	// Up to 200 candidates: their posts, metadata and terms in three queries, not three each.
	_prime_post_caches( $ids, false, true );
	update_object_term_cache( $ids, 'post' );
	foreach ( $ids as $id ) {
		$candidate = get_post( $id );
		if ( ! is_listable( $candidate ) ) {
			continue;
		}
		$theirs = terms_of( $id );
		$tags   = array_intersect( $terms['post_tag'], $theirs['post_tag'] );
		$cats   = array_intersect( $terms['category'], $theirs['category'] );
		// Not indexed yet (the backfill is on its way): related by its terms only until then.
		$score  = 3 * count( $tags ) + 2 * count( $cats ) + 10 * cosine( $vector, stored_vector( $id ) ?? array() );
		if ( $score <= 0 ) {
			continue;
		}
		$shared = array();
		foreach ( array_merge( array_values( $tags ), array_values( $cats ) ) as $term_id ) {
			$term = get_term( (int) $term_id );
			if ( $term instanceof \WP_Term ) {
				$shared[] = $term;
			}
		}
		$ranked[] = array(
			'id'     => $id,
			'score'  => round( $score, 6 ),
			'date'   => (string) $candidate->post_date_gmt,
			'shared' => $shared,
		);
	}
	usort(
		$ranked,
		static fn ( $a, $b ) => $b['score'] <=> $a['score'] ?: strcmp( $b['date'], $a['date'] ) ?: $b['id'] <=> $a['id']
	);
	return array_slice( $ranked, 0, $size );
}

/**
 * One related post as the block and the route show it (spec 002 §3 "Related post").
 *
 * @param array{id: int, score: float, shared: array<int, \WP_Term>} $match A ranked match.
 * @return array<string, mixed>
 */
function item( array $match ): array {
	$post   = get_post( $match['id'] );
	$title  = html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	$source = '' !== $post->post_excerpt ? $post->post_excerpt : $post->post_content;
	$author = get_userdata( (int) $post->post_author );
	$img    = array(
		'src'    => '',
		'width'  => 0,
		'height' => 0,
		'alt'    => '',
	);
	$thumb  = (int) get_post_thumbnail_id( $post );
	if ( $thumb ) {
		$src = wp_get_attachment_image_src( $thumb, 'medium' );
		if ( is_array( $src ) ) {
			$img = array(
				'src'    => (string) $src[0],
				'width'  => (int) $src[1],
				'height' => (int) $src[2],
				'alt'    => trim( wp_strip_all_tags( (string) get_post_meta( $thumb, '_wp_attachment_image_alt', true ) ) ),
			);
		}
	}
	$context = array(
		'text' => __( 'Similar post', 'jetpack-blocks' ),
		'link' => '',
	);
	if ( $match['shared'] ) {
		$term = $match['shared'][0];
		$link = get_term_link( $term );
		$context = array(
			/* translators: %s: name of a tag or category the two posts share. */
			'text' => sprintf( __( 'In “%s”', 'jetpack-blocks' ), html_entity_decode( $term->name, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ),
			'link' => is_string( $link ) ? $link : '',
		);
	}
	return array(
		'id'            => (int) $post->ID,
		'url'           => (string) get_permalink( $post ),
		'title'         => $title,
		'excerpt'       => wp_trim_words( excerpt_source( $source ), 20, '…' ),
		'date'          => (string) get_the_date( '', $post ),
		'date_gmt'      => mysql_to_rfc3339( $post->post_date_gmt ),
		'author'        => $author instanceof \WP_User ? $author->display_name : '',
		'img'           => $img,
		'context'       => $context['text'],
		'block_context' => $context,
		'score'         => $match['score'],
	);
}

/**
 * Plain text of an excerpt or content (no blocks' comments, shortcodes or tags).
 *
 * @param string $source Excerpt or content.
 */
function excerpt_source( string $source ): string {
	$text = wp_strip_all_tags( strip_shortcodes( excerpt_remove_blocks( $source ) ) );
	return html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
}

/**
 * The related posts of a post in the spec's item shape.
 *
 * @param int $post_id Post id.
 * @param int $size    How many.
 * @return array<int, array<string, mixed>>
 */
function related_items( int $post_id, int $size = MAX_RESULTS ): array {
	$matches = rank( $post_id, $size );
	// The listed posts' featured images (their posts and metadata) read together. (Their authors
	// are few, one or two on most sites: cache_users() would add a query for their metadata.)
	$images = array();
	foreach ( $matches as $match ) {
		$images[] = (int) get_post_thumbnail_id( $match['id'] );
	}
	$images = array_filter( $images );
	if ( $images ) {
		_prime_post_caches( array_unique( $images ), false, true );
	}
	return array_map( __NAMESPACE__ . '\item', $matches );
}

/**
 * Whether the feature is on (the related-posts module of the switchboard).
 */
function is_enabled(): bool {
	return function_exists( '\Jetpack_Blocks\modules_is_active' ) && \Jetpack_Blocks\modules_is_active( MODULE );
}
