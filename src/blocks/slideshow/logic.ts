/**
 * The slideshow's rules as plain functions (spec 002 §4, §9), shared by the editor preview and the
 * visitors' script, and unit-tested without a browser.
 */
import { __, sprintf } from '@wordpress/i18n';

export const MIN_DELAY = 1;
export const MAX_DELAY = 5;
export const DEFAULT_DELAY = 3;
/** Pagination shows one button per slide up to this many slides, a "current / total" text above. */
export const MAX_BULLETS = 5;
/** After a bullet click, focus moves to the shown slide after this long (the transition's length). */
export const FOCUS_DELAY_MS = 500;
export const DEFAULT_SIZE_SLUG = 'large';
/** The size of blocks saved before the size setting existed: they showed full-size images. */
export const LEGACY_SIZE_SLUG = 'full';

/**
 * The image size a block without a stored `sizeSlug` gets (spec 002 §3: "large by default; full
 * when ids exist"). A block can no longer hold images without a size, so images without one mean
 * the block was saved before the setting existed, when slideshows loaded full-size images: they
 * keep that size; a new, empty block starts at large.
 * @param sizeSlug The stored size, if any.
 * @param ids      The stored image ids.
 */
export function sizeSlugFor(
	sizeSlug: string | undefined,
	ids: unknown
): string {
	if ( sizeSlug ) {
		return sizeSlug;
	}
	return Array.isArray( ids ) && ids.length > 0
		? LEGACY_SIZE_SLUG
		: DEFAULT_SIZE_SLUG;
}

export type PaginationType = 'bullets' | 'fraction';

export function paginationType( slideCount: number ): PaginationType {
	return slideCount > MAX_BULLETS ? 'fraction' : 'bullets';
}

/** The stored delay (seconds, 1–5; anything else the default) in milliseconds. */
export function delayMs( delay: unknown ): number {
	const seconds = Number( delay );
	if ( ! Number.isFinite( seconds ) ) {
		return DEFAULT_DELAY * 1000;
	}
	return Math.min( MAX_DELAY, Math.max( MIN_DELAY, seconds ) ) * 1000;
}

/** Autoplay runs only when the block asks for it and the visitor does not prefer reduced motion. */
export function shouldAutoplay(
	autoplay: boolean,
	prefersReducedMotion: boolean
): boolean {
	return autoplay && ! prefersReducedMotion;
}

/** The pause/play button names what pressing it does. */
export function pauseButtonLabel( playing: boolean ): string {
	return playing
		? __( 'Pause Slideshow', 'jetpack-blocks' )
		: __( 'Play Slideshow', 'jetpack-blocks' );
}

export function bulletLabel( index: number ): string {
	return sprintf(
		/* translators: %d: the slide's position, from 1. */
		__( 'Go to slide %d', 'jetpack-blocks' ),
		index + 1
	);
}

export const SWIPER_LOAD_FAILED = (): string =>
	__( 'The Swiper library could not be loaded.', 'jetpack-blocks' );

/**
 * Slide height: the width over the first image's aspect ratio, the ratio clamped between 1 (square)
 * and 16:9, capped at 80 % of the window's height (600 px when there is no window).
 */
export function slideHeight(
	width: number,
	firstImage: { naturalWidth: number; naturalHeight: number } | null,
	windowHeight: number | null
): number {
	const ratio =
		firstImage &&
		firstImage.naturalWidth > 0 &&
		firstImage.naturalHeight > 0
			? firstImage.naturalWidth / firstImage.naturalHeight
			: 16 / 9;
	const clamped = Math.min( 16 / 9, Math.max( 1, ratio ) );
	const cap = windowHeight === null ? 600 : windowHeight * 0.8;
	return Math.round( Math.min( width / clamped, cap ) );
}

/** The image attributes a media-library pick becomes (ids as the markup stores them). */
export function imageFromMedia(
	media: {
		id: number;
		url?: string;
		source_url?: string;
		alt?: string;
		alt_text?: string;
		caption?: string | { raw?: string; rendered?: string };
		link?: string;
		sizes?: Record< string, { url: string } >;
		media_details?: { sizes?: Record< string, { source_url: string } > };
	},
	sizeSlug: string
) {
	const size =
		media.sizes?.[ sizeSlug ]?.url ??
		media.media_details?.sizes?.[ sizeSlug ]?.source_url;
	const caption =
		typeof media.caption === 'string'
			? media.caption
			: ( media.caption?.raw ?? '' );
	return {
		alt: media.alt ?? media.alt_text ?? '',
		caption,
		id: String( media.id ),
		link: media.link,
		url: size ?? media.url ?? media.source_url ?? '',
	};
}
