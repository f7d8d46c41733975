/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. This plugin's first version stored only the block comment (render.php drew everything). It
 *    opens with the same attributes; saving writes the reference's links.
 * 2. The reference's first version: the links with no wrapper around them.
 *
 * The reference's second version (the wrapper and links, before block styles) has the current
 * markup, so it opens through `save`; see COMPATIBILITY.md for the class name it would add.
 */
import { createElement, Fragment } from '@wordpress/element';
import metadata from './block.json';
import { restaurantLinks } from './save';
import type { OpenTableAttributes } from './types';

const commentOnly = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: () => null,
};

const linksWithoutWrapper = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save: ( { attributes }: { attributes: OpenTableAttributes } ) =>
		createElement( Fragment, null, ...restaurantLinks( attributes.rid ) ),
};

export default [ commentOnly, linksWithoutWrapper ];
