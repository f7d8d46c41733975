<?php
/**
 * Visitor markup of videopress/video: a native <video> (no player script) of the media-library video
 * the block names, with its text tracks, poster and the chosen playback options, in the stored figure
 * with its caption.
 *
 * - The video is found by guid (else by id). Its tracks and poster come from the video's record, so
 *   tracks added or deleted later apply to posts already saved; the block's own poster wins when set.
 * - Autoplay is printed with muted and playsinline, which browsers require to start playing alone.
 * - A private video (or the site default, when that is private) is printed only for signed-in members
 *   of the site, and played from the permission-checked file route; everyone else sees a notice.
 * - A block whose video is not in the media library plays its stored src with its stored tracks.
 * - Every stored version renders: the current one keeps caption and anchor in the block comment;
 *   older ones (this plugin's figure, the reference plugin's figure with its player address) kept
 *   them in the stored figcaption and the figure's id, read from `$content` when the comment has none.
 *
 * @package jetpack-blocks
 *
 * @var array    $attributes Block attributes, defaults applied.
 * @var string   $content    Stored markup: empty, or an older version's figure.
 * @var WP_Block $block      Block instance.
 */

use function Jetpack_Blocks\VideoPress\allow_download;
use function Jetpack_Blocks\VideoPress\attachment_for_guid;
use function Jetpack_Blocks\VideoPress\current_user_can_view;
use function Jetpack_Blocks\VideoPress\is_video_attachment;
use function Jetpack_Blocks\VideoPress\playback_url;
use function Jetpack_Blocks\VideoPress\poster_url;
use function Jetpack_Blocks\VideoPress\tracks;

defined( 'ABSPATH' ) || exit;

$jetpack_blocks_video_guid = isset( $attributes['guid'] ) && is_string( $attributes['guid'] ) ? $attributes['guid'] : '';
$jetpack_blocks_video_id   = '' !== $jetpack_blocks_video_guid ? attachment_for_guid( $jetpack_blocks_video_guid ) : 0;
if ( 0 === $jetpack_blocks_video_id && isset( $attributes['id'] ) && is_numeric( $attributes['id'] ) ) {
	$jetpack_blocks_video_id = (int) $attributes['id'];
}
if ( $jetpack_blocks_video_id > 0 && ! is_video_attachment( $jetpack_blocks_video_id ) ) {
	$jetpack_blocks_video_id = 0;
}

$jetpack_blocks_video_caption = isset( $attributes['caption'] ) && is_string( $attributes['caption'] ) ? trim( $attributes['caption'] ) : '';
if ( '' === $jetpack_blocks_video_caption && preg_match( '#<figcaption[^>]*>(.*?)</figcaption>#s', (string) $content, $jetpack_blocks_video_match ) ) {
	$jetpack_blocks_video_caption = trim( $jetpack_blocks_video_match[1] );
}

$jetpack_blocks_video_width = isset( $attributes['maxWidth'] ) && is_string( $attributes['maxWidth'] ) && preg_match( '/^\d{1,4}(?:\.\d+)?(?:px|%)$/', $attributes['maxWidth'] )
	? $attributes['maxWidth']
	: '100%';
// The style ends with a semicolon: WordPress appends the spacing support's declarations after it.
$jetpack_blocks_video_extra = '100%' === $jetpack_blocks_video_width ? array() : array( 'style' => 'max-width:' . $jetpack_blocks_video_width . ';' );
// WordPress 7 prints the anchor attribute itself; earlier versions and anchors kept only in an older
// figure's id are added here.
$jetpack_blocks_video_anchor = isset( $attributes['anchor'] ) && is_string( $attributes['anchor'] ) ? $attributes['anchor'] : '';
if ( '' === $jetpack_blocks_video_anchor && preg_match( '#^\s*<figure\b[^>]*\sid="([^"]+)"#', (string) $content, $jetpack_blocks_video_match ) ) {
	$jetpack_blocks_video_extra['id'] = html_entity_decode( $jetpack_blocks_video_match[1], ENT_QUOTES );
} elseif ( '' !== $jetpack_blocks_video_anchor && ! function_exists( 'wp_apply_anchor_support' ) ) {
	$jetpack_blocks_video_extra['id'] = $jetpack_blocks_video_anchor;
}
// The aspect-ratio classes the editor found from the video's shape (wp-embed-aspect-*, wp-has-aspect-ratio).
$jetpack_blocks_video_ratio = isset( $attributes['videoPressClassNames'] ) && is_string( $attributes['videoPressClassNames'] ) ? $attributes['videoPressClassNames'] : '';
if ( preg_match( '/(?:^|\s)(wp-embed-aspect-\d+-\d+)(?:\s|$)/', $jetpack_blocks_video_ratio, $jetpack_blocks_video_match ) ) {
	$jetpack_blocks_video_extra['class'] = $jetpack_blocks_video_match[1] . ' wp-has-aspect-ratio';
}
$jetpack_blocks_video_wrapper = get_block_wrapper_attributes( $jetpack_blocks_video_extra );

$jetpack_blocks_video_src    = '';
$jetpack_blocks_video_tracks = array();
$jetpack_blocks_video_poster = isset( $attributes['poster'] ) && is_string( $attributes['poster'] ) ? $attributes['poster'] : '';
$jetpack_blocks_video_title  = isset( $attributes['title'] ) && is_string( $attributes['title'] ) ? $attributes['title'] : '';

if ( $jetpack_blocks_video_id > 0 ) {
	if ( ! current_user_can_view( $jetpack_blocks_video_id ) ) {
		printf(
			'<figure %1$s><p class="videopress-video__notice">%2$s</p></figure>',
			$jetpack_blocks_video_wrapper, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
			esc_html__( 'This video is private. Log in to watch it.', 'jetpack-blocks' )
		);
		return;
	}
	$jetpack_blocks_video_src = playback_url( $jetpack_blocks_video_id );
	foreach ( tracks( $jetpack_blocks_video_id ) as $jetpack_blocks_video_kind => $jetpack_blocks_video_by_language ) {
		foreach ( $jetpack_blocks_video_by_language as $jetpack_blocks_video_language => $jetpack_blocks_video_track ) {
			$jetpack_blocks_video_tracks[] = array(
				'kind'    => $jetpack_blocks_video_kind,
				'srclang' => (string) $jetpack_blocks_video_language,
				'label'   => $jetpack_blocks_video_track['label'],
				'src'     => $jetpack_blocks_video_track['src'],
			);
		}
	}
	if ( '' === $jetpack_blocks_video_poster ) {
		$jetpack_blocks_video_poster = poster_url( $jetpack_blocks_video_id );
	}
	if ( '' === $jetpack_blocks_video_title ) {
		$jetpack_blocks_video_title = get_the_title( $jetpack_blocks_video_id );
	}
} else {
	$jetpack_blocks_video_src = isset( $attributes['src'] ) && is_string( $attributes['src'] ) ? $attributes['src'] : '';
	$jetpack_blocks_video_kinds = array( 'subtitles', 'captions', 'descriptions', 'chapters', 'metadata' );
	// The reference plugin's `tracks` may name its video host's files by relative paths, which cannot
	// be played from here: only addresses (full or from the site root) are kept.
	$jetpack_blocks_video_stored = array_merge(
		is_array( $attributes['videoPressTracks'] ?? null ) ? $attributes['videoPressTracks'] : array(),
		is_array( $attributes['tracks'] ?? null ) ? $attributes['tracks'] : array()
	);
	foreach ( $jetpack_blocks_video_stored as $jetpack_blocks_video_track ) {
		if ( ! is_array( $jetpack_blocks_video_track ) || ! is_string( $jetpack_blocks_video_track['src'] ?? null ) || ! preg_match( '#^(?:https?:)?/#i', $jetpack_blocks_video_track['src'] ) || ! in_array( $jetpack_blocks_video_track['kind'] ?? '', $jetpack_blocks_video_kinds, true ) ) {
			continue;
		}
		$jetpack_blocks_video_tracks[] = array(
			'kind'    => (string) $jetpack_blocks_video_track['kind'],
			'srclang' => is_string( $jetpack_blocks_video_track['srcLang'] ?? null ) ? $jetpack_blocks_video_track['srcLang'] : 'en',
			'label'   => is_string( $jetpack_blocks_video_track['label'] ?? null ) ? $jetpack_blocks_video_track['label'] : '',
			'src'     => (string) $jetpack_blocks_video_track['src'],
		);
	}
}

if ( '' === $jetpack_blocks_video_src ) {
	return;
}

$jetpack_blocks_video_autoplay = ! empty( $attributes['autoplay'] );
$jetpack_blocks_video_preload  = in_array( $attributes['preload'] ?? '', array( 'auto', 'metadata', 'none' ), true ) ? $attributes['preload'] : 'metadata';
$jetpack_blocks_video_flags    = array(
	'controls'    => ! isset( $attributes['controls'] ) || ! empty( $attributes['controls'] ),
	'autoplay'    => $jetpack_blocks_video_autoplay,
	'loop'        => ! empty( $attributes['loop'] ),
	'muted'       => ! empty( $attributes['muted'] ) || $jetpack_blocks_video_autoplay,
	'playsinline' => ! empty( $attributes['playsinline'] ) || $jetpack_blocks_video_autoplay,
);

$jetpack_blocks_video_html = '<video class="videopress-video__video" src="' . esc_url( $jetpack_blocks_video_src ) . '" preload="' . esc_attr( $jetpack_blocks_video_preload ) . '"';
if ( '' !== $jetpack_blocks_video_poster ) {
	$jetpack_blocks_video_html .= ' poster="' . esc_url( $jetpack_blocks_video_poster ) . '"';
}
if ( '' !== $jetpack_blocks_video_title ) {
	$jetpack_blocks_video_html .= ' aria-label="' . esc_attr( $jetpack_blocks_video_title ) . '"';
}
foreach ( $jetpack_blocks_video_flags as $jetpack_blocks_video_flag => $jetpack_blocks_video_on ) {
	if ( $jetpack_blocks_video_on ) {
		$jetpack_blocks_video_html .= ' ' . $jetpack_blocks_video_flag;
	}
}
$jetpack_blocks_video_html .= '>';
foreach ( $jetpack_blocks_video_tracks as $jetpack_blocks_video_track ) {
	$jetpack_blocks_video_html .= sprintf(
		'<track kind="%1$s" srclang="%2$s" label="%3$s" src="%4$s">',
		esc_attr( $jetpack_blocks_video_track['kind'] ),
		esc_attr( $jetpack_blocks_video_track['srclang'] ),
		esc_attr( '' !== $jetpack_blocks_video_track['label'] ? $jetpack_blocks_video_track['label'] : $jetpack_blocks_video_track['srclang'] ),
		esc_url( $jetpack_blocks_video_track['src'] )
	);
}
$jetpack_blocks_video_html .= '</video>';

if ( $jetpack_blocks_video_id > 0 && allow_download( $jetpack_blocks_video_id ) ) {
	$jetpack_blocks_video_html .= sprintf(
		'<p class="videopress-video__download"><a href="%1$s" download>%2$s</a></p>',
		esc_url( $jetpack_blocks_video_src ),
		esc_html__( 'Download video', 'jetpack-blocks' )
	);
}

printf(
	'<figure %1$s>%2$s%3$s</figure>',
	$jetpack_blocks_video_wrapper, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by get_block_wrapper_attributes().
	$jetpack_blocks_video_html, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above.
	'' !== $jetpack_blocks_video_caption ? '<figcaption class="wp-element-caption">' . wp_kses_post( $jetpack_blocks_video_caption ) . '</figcaption>' : '' // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- kses above.
);
