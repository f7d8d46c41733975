<?php
/**
 * Carousel: gallery images open in a full-screen viewer (keyboard, focus kept inside and given back,
 * swipe and pinch on touch screens).
 *
 * Loaded when a page renders a core Gallery or a Tiled Gallery while the `carousel` module is active
 * (modules/features.php, RENDER_FEATURES, which passes each such gallery to mark_gallery()). Each
 * gallery is marked, and its images get the address and size of their full image (from the
 * attachment, when the image names one) and, when "display EXIF" is on, the photo's EXIF data that
 * WordPress read at upload (the attachment metadata's `image_meta`). The viewer's script is enqueued
 * by the first gallery rendered, so a page without a gallery loads none of it; the viewer library
 * itself is downloaded on the first open.
 *
 * Images linked to a custom address keep their link; unlinked images and images linked to their own
 * file or attachment page open the viewer.
 *
 * @package jetpack-blocks
 */

namespace Jetpack_Blocks\Carousel;

use function Jetpack_Blocks\attachment_is_viewable;
use function Jetpack_Blocks\build_path;
use function Jetpack_Blocks\build_url;
use function Jetpack_Blocks\modules_options;

defined( 'ABSPATH' ) || exit;

require_once dirname( __DIR__ ) . '/registry.php';

/** Script and style handle of the viewer (build/extensions/carousel/). */
const HANDLE = 'jetpack-blocks-carousel';

/** The blocks whose images open in the viewer. */
const GALLERY_BLOCKS = array( 'core/gallery', 'jetpack/tiled-gallery' );

/**
 * The module's options: background colour (black or white) and whether EXIF data is shown.
 *
 * @return array{background: string, exif: bool}
 */
function options(): array {
	$options = modules_options( 'carousel' );
	return array(
		'background' => 'white' === ( $options['carousel_background_color'] ?? 'black' ) ? 'white' : 'black',
		'exif'       => ! empty( $options['carousel_display_exif'] ),
	);
}

/**
 * The photo's EXIF data WordPress stored at upload, as label and value pairs ready to show; empty
 * when the attachment has none.
 *
 * @param int $attachment_id Attachment ID.
 * @return array<int, array{0: string, 1: string}>
 */
function exif_rows( int $attachment_id ): array {
	$meta  = wp_get_attachment_metadata( $attachment_id );
	$image = is_array( $meta ) && isset( $meta['image_meta'] ) && is_array( $meta['image_meta'] ) ? $meta['image_meta'] : array();
	$rows  = array();
	if ( ! empty( $image['camera'] ) && is_string( $image['camera'] ) ) {
		$rows[] = array( __( 'Camera', 'jetpack-blocks' ), $image['camera'] );
	}
	if ( ! empty( $image['aperture'] ) && is_numeric( $image['aperture'] ) ) {
		/* translators: %s: f-number of the lens aperture, e.g. 2.8. */
		$rows[] = array( __( 'Aperture', 'jetpack-blocks' ), sprintf( __( 'f/%s', 'jetpack-blocks' ), number_format_i18n( (float) $image['aperture'], 1 ) ) );
	}
	if ( ! empty( $image['shutter_speed'] ) && is_numeric( $image['shutter_speed'] ) ) {
		$seconds = (float) $image['shutter_speed'];
		$value   = $seconds < 1 ? '1/' . number_format_i18n( round( 1 / $seconds ) ) : number_format_i18n( $seconds, $seconds < 10 ? 1 : 0 );
		/* translators: %s: exposure time in seconds, e.g. 1/250. */
		$rows[] = array( __( 'Shutter speed', 'jetpack-blocks' ), sprintf( __( '%s s', 'jetpack-blocks' ), $value ) );
	}
	if ( ! empty( $image['focal_length'] ) && is_numeric( $image['focal_length'] ) ) {
		/* translators: %s: focal length in millimetres. */
		$rows[] = array( __( 'Focal length', 'jetpack-blocks' ), sprintf( __( '%s mm', 'jetpack-blocks' ), number_format_i18n( (float) $image['focal_length'] ) ) );
	}
	if ( ! empty( $image['iso'] ) && is_numeric( $image['iso'] ) ) {
		$rows[] = array( __( 'ISO', 'jetpack-blocks' ), number_format_i18n( (int) $image['iso'] ) );
	}
	if ( ! empty( $image['created_timestamp'] ) && is_numeric( $image['created_timestamp'] ) ) {
		// EXIF times carry no time zone: shown as the camera recorded them.
		$rows[] = array( __( 'Taken', 'jetpack-blocks' ), gmdate( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $image['created_timestamp'] ) );
	}
	return $rows;
}

/**
 * The attachment an image of a gallery shows: its data-id, or its wp-image-N class.
 *
 * @param \WP_HTML_Tag_Processor $tags Processor on the img tag.
 */
function image_attachment_id( \WP_HTML_Tag_Processor $tags ): int {
	$id = $tags->get_attribute( 'data-id' );
	if ( is_string( $id ) && ctype_digit( $id ) ) {
		return (int) $id;
	}
	$class = $tags->get_attribute( 'class' );
	if ( is_string( $class ) && preg_match( '/(?:^|\s)wp-image-(\d+)(?:\s|$)/', $class, $match ) ) {
		return (int) $match[1];
	}
	return 0;
}

/**
 * Whether a link around a gallery image leads to the image itself (its file, a size of it, or its
 * attachment page), so the viewer may take its place.
 *
 * @param string $href          The link's address.
 * @param int    $attachment_id Attachment the image shows (0 when unknown).
 * @param string $src           The image's address.
 */
function link_shows_image( string $href, int $attachment_id, string $src ): bool {
	$strip = static fn ( string $url ): string => (string) preg_replace( '#^https?:#', '', strtok( $url, '?#' ) );
	$href  = $strip( $href );
	if ( '' === $href ) {
		return false;
	}
	if ( $attachment_id > 0 ) {
		$file = wp_get_attachment_url( $attachment_id );
		if ( $file && ( $strip( $file ) === $href || 0 === strpos( $href, $strip( trailingslashit( dirname( $file ) ) ) . pathinfo( $file, PATHINFO_FILENAME ) ) ) ) {
			return true;
		}
		$page = get_attachment_link( $attachment_id );
		if ( $page && $strip( $page ) === $href ) {
			return true;
		}
	}
	return '' !== $src && $strip( $src ) === $href;
}

/**
 * Marks a rendered gallery for the viewer and enqueues the viewer.
 *
 * @param string $content Rendered block.
 * @param array  $block   Parsed block.
 */
function mark_gallery( string $content, array $block ): string {
	if ( ! in_array( $block['blockName'] ?? '', GALLERY_BLOCKS, true ) || false === stripos( $content, '<img' ) ) {
		return $content;
	}
	require_once dirname( __DIR__, 2 ) . '/routes/attachment-access.php';
	$options = options();
	$tags    = new \WP_HTML_Tag_Processor( $content );
	if ( ! $tags->next_tag() ) {
		return $content;
	}
	$tags->add_class( 'has-jetpack-carousel' );
	$tags->set_attribute( 'data-carousel-background', $options['background'] );

	$link   = null;
	$images = 0;
	while ( $tags->next_tag( array( 'tag_closers' => 'visit' ) ) ) {
		$name = $tags->get_tag();
		if ( 'A' === $name ) {
			$href = $tags->get_attribute( 'href' );
			$link = $tags->is_tag_closer() ? null : ( is_string( $href ) ? $href : '' );
			continue;
		}
		if ( 'IMG' !== $name || $tags->is_tag_closer() ) {
			continue;
		}
		$id = image_attachment_id( $tags );
		// The id comes from the post's markup, which its author chose: an attachment the viewer may
		// not see (another user's private or draft post) gives nothing of its files or EXIF.
		if ( $id > 0 && ! attachment_is_viewable( $id ) ) {
			$id = 0;
		}
		$src = $tags->get_attribute( 'src' );
		$src = is_string( $src ) ? $src : '';
		if ( null !== $link && ! link_shows_image( $link, $id, $src ) ) {
			continue; // A custom link: the image keeps it.
		}
		$tags->set_attribute( 'data-carousel-item', '' );
		$full = $id > 0 && wp_attachment_is_image( $id ) ? wp_get_attachment_image_src( $id, 'full' ) : false;
		if ( $full ) {
			$tags->set_attribute( 'data-carousel-src', $full[0] );
			$tags->set_attribute( 'data-carousel-width', (string) (int) $full[1] );
			$tags->set_attribute( 'data-carousel-height', (string) (int) $full[2] );
		}
		if ( $options['exif'] && $id > 0 ) {
			$rows = exif_rows( $id );
			if ( $rows ) {
				$tags->set_attribute( 'data-carousel-exif', (string) wp_json_encode( $rows ) );
			}
		}
		++$images;
	}
	if ( 0 === $images ) {
		return $content;
	}
	enqueue();
	return $tags->get_updated_html();
}

/** Registers the viewer's script and stylesheet from the build. */
function register(): void {
	$asset_file = build_path( 'extensions/carousel/view.asset.php' );
	if ( ! file_exists( $asset_file ) || wp_script_is( HANDLE, 'registered' ) ) {
		return;
	}
	$asset = require $asset_file;
	wp_register_script( HANDLE, build_url( 'extensions/carousel/view.js' ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
	wp_set_script_translations( HANDLE, 'jetpack-blocks', JETPACK_BLOCKS_DIR . '/languages' );
	wp_register_style( HANDLE, build_url( 'extensions/carousel/style.css' ), array(), $asset['version'] );
}

/** Enqueues the viewer on this page (printed in the footer when the head has been sent). */
function enqueue(): void {
	register();
	wp_enqueue_script( HANDLE );
	wp_enqueue_style( HANDLE );
}

