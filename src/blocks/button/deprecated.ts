/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. saveInPostContent markup with the border radius set explicitly to 5: the reference plugin
 *    (whose radius has no default) writes it; here 5 is the default, which save.tsx leaves out so
 *    that a button whose radius was never set stores the same markup in both plugins. Attributes
 *    are unchanged; saving writes the markup without the radius.
 */
import type { BlockConfiguration } from '@wordpress/blocks';
import metadata from './block.json';
import { storedButton, type StoredButtonAttributes } from './save';

const defaultRadiusWritten = {
	// Deprecations do not inherit the block's API version; from 2 on, save's root gets no classes
	// from block supports, as in save.tsx.
	apiVersion: 3,
	attributes: metadata.attributes,
	supports: metadata.supports as BlockConfiguration[ 'supports' ],
	save( { attributes }: { attributes: Record< string, unknown > } ) {
		return storedButton( attributes as StoredButtonAttributes, true );
	},
};

export default [ defaultRadiusWritten ];
