/**
 * Modules store constants (spec 000 §3 "Module", §4 "Module update").
 */
export const STORE_NAME = 'jetpack-blocks/modules';
