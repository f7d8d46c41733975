export const STORE_NAME = 'jetpack-blocks/media-player';

/** States of a media source (spec 002 §3). */
export const STATE_PLAYING = 'is-playing';
export const STATE_PAUSED = 'is-paused';
export const STATE_ERROR = 'is-error';
