/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. A block saved before a calendar was chosen stored nothing (a bare block comment). It opens as
 *    it was; saving writes the empty link of save.tsx.
 */
import metadata from './block.json';

const emptyStoredNothing = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: () => null,
};

export default [ emptyStoredNothing ];
