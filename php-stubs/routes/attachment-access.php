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
	$attachment = $attachment_id > 0 ? get_post( $attachment_id ) : null;
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
