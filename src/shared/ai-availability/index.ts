/**
 * Is AI offered here, and may the user send requests (spec 000 §6)? A pure rule and a hook over
 * the stores.
 */
export * from './availability';
export * from './use-ai-availability';
