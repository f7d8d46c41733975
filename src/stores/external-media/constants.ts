/**
 * External media browser constants (spec 002 §9 "External media").
 */
export const STORE_NAME = 'jetpack-blocks/external-media';

/** The photo library's recent view and its album list. */
export const PATH_RECENT = 'recent';
export const PATH_ALBUMS = '/';

/** Page sizes: the generic list, the photo library, the first stock service (Pexels). */
export const PAGE_SIZE = 20;
export const PHOTO_LIBRARY_PAGE_SIZE = 25;
export const PEXELS_PAGE_SIZE = 10;
export const PEXELS_DEFAULT_SEARCH = 'mountain';

/** At most this many items are selected at once in multiple mode. */
export const MAX_SELECTED = 10;

export const APP_MEDIA_POLL_MS = 2000;
export const CONNECT_POPUP = { width: 780, height: 700, checkEveryMs: 100 };

export const MIN_YEAR = 1970;
/** Custom date month meaning "the whole year". */
export const WHOLE_YEAR = -1;

export const PHOTO_CATEGORIES = [
	'animals',
	'arts',
	'birthdays',
	'cityscapes',
	'crafts',
	'fashion',
	'food',
	'flowers',
	'gardens',
	'holidays',
	'houses',
	'landmarks',
	'landscapes',
	'night',
	'people',
	'pets',
	'selfies',
	'sport',
	'travel',
	'weddings',
] as const;

/** Terms a stock search screen starts with (one picked at random). */
export const STOCK_SEARCH_TERMS = [
	'mountain',
	'ocean',
	'forest',
	'river',
	'clouds',
	'flowers',
	'city',
	'desert',
] as const;
