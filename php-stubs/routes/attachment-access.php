<?php
/**
 * Whether the person viewing a page may see an attachment that a block names by id.
 *
 * Not a route group: it sits with them because this folder is loaded on every request, before any
 * block renders. Blocks that print an attachment's files or text from its id (tiled gallery's
 * srcset, the GIF block's image and alternative text) ask here first: a post's author chooses the
 * id, and must not reveal through it an image of someone else's private or draft post.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Whether the current viewer may see an attachment: one of a published, publicly viewable post
 * (without a password still to enter), one attached to no post that is an image (as WordPress's own
 * media library treats them), or one the viewer may read (an author of the private post, an editor).
 *
 * @param int $attachment_id Attachment ID.
 */
function attachment_is_viewable( int $attachment_id ): bool {
	$attachment = $attachment_id > 0 && ! isset( missing_attachments()[ $attachment_id ] ) ? get_post( $attachment_id ) : null;
	if ( ! $attachment instanceof \WP_Post || 'attachment' !== $attachment->post_type ) {
		return false;
	}
	if ( is_user_logged_in() && current_user_can( 'read_post', $attachment->ID ) ) {
		return true;
	}
	// A trashed attachment, or one made private, is for those who may read it (above) only.
	if ( 'inherit' !== $attachment->post_status ) {
		return false;
	}
	$parent = $attachment->post_parent > 0 ? get_post( $attachment->post_parent ) : null;
	if ( ! $parent instanceof \WP_Post ) {
		// Unattached (or its post is gone): public when it is an image, the kind blocks show.
		return 0 === strpos( (string) $attachment->post_mime_type, 'image/' );
	}
	return is_post_publicly_viewable( $parent ) && ! post_password_required( $parent );
}

/**
 * Attachment ids prime_attachments() found missing in this request: WordPress keeps no note of a
 * post that does not exist, so each later get_post() of one would query again (a gallery copied
 * from another site names ids this site never had).
 *
 * @return array<int, true>
 */
function &missing_attachments(): array {
	static $missing = array();
	return $missing;
}

/**
 * Reads the named attachments, their metadata and the posts they belong to in at most three
 * queries, before a block asks about each one (attachment_is_viewable(), the attachment's files
 * and alternative text). Asked one by one, each image of a gallery costs a query for its post and
 * one for its metadata, and one more for its post's parent: forty-odd queries for a gallery of
 * twenty. What is already in the object cache is not asked for again.
 *
 * @param array<int|string> $ids Attachment ids (anything else is ignored).
 */
function prime_attachments( array $ids ): void {
	$missing = &missing_attachments();
	// Ids found missing already (the page primed its blocks' media before this block) are not asked again.
	$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn ( int $id ): bool => $id > 0 && ! isset( $missing[ $id ] ) ) ) );
	if ( ! $ids ) {
		return;
	}
	_prime_post_caches( $ids, false, false );
	$parents     = array();
	$attachments = array();
	foreach ( $ids as $id ) {
		// The cache's copy, not get_post(): that would query again for an id that does not exist.
		$attachment = wp_cache_get( $id, 'posts' );
		if ( ! is_object( $attachment ) ) {
			$missing[ $id ] = true;
		} elseif ( 'attachment' === $attachment->post_type ) {
			$attachments[] = $id;
			if ( (int) $attachment->post_parent > 0 ) {
				$parents[ (int) $attachment->post_parent ] = true;
			}
		}
	}
	// Metadata only for attachments (a block's id can name a post of another type, which it then
	// ignores); what the cache holds already is not asked for again.
	if ( $attachments ) {
		update_meta_cache( 'post', $attachments );
	}
	if ( $parents ) {
		_prime_post_caches( array_keys( $parents ), false, false );
	}
}

// An attachment made later in the same request (an import, say) is no longer missing.
add_action(
	'clean_post_cache',
	static function ( $post_id ): void {
		unset( missing_attachments()[ (int) $post_id ] );
	}
);
