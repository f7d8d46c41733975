/**
 * Is AI offered here, and may the user send requests (spec 000 §6)? The pure rule, from what is
 * known in a place; the hook that reads it from the stores is src/ai/use-ai-availability.ts.
 */
export * from './availability';
