/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. An empty source stored the block's div with nothing in it. Today nothing is stored until there
 *    is a rendering; such content opens with this save and is written without the empty div.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createElement, RawHTML } from '@wordpress/element';
import metadata from './block.json';
import type { MarkdownAttributes } from './types';

const emptyDiv = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: MarkdownAttributes } ) {
		return createElement(
			'div',
			useBlockProps.save(),
			createElement( RawHTML, null, attributes.html ?? '' )
		);
	},
};

export default [ emptyDiv ];
