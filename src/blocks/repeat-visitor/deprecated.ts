/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. The inner blocks sat directly in the wrapper, without the inner container. The attributes are
 *    unchanged; saving writes the container.
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from './block.json';

const withoutInnerContainer = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save() {
		return createElement(
			'div',
			useBlockProps.save(),
			createElement( InnerBlocks.Content )
		);
	},
};

export default [ withoutInnerContainer ];
