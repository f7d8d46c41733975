/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. The widget markup itself: an empty link with `data-pin-do` (embedPin, embedUser, embedBoard)
 *    in a div. It showed nothing where the pin-board script did not load; it migrates to the plain
 *    link of save.tsx (the url is the only attribute, kept as stored).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from './block.json';
import { PIN_DO, pinKind } from './pin-url';
import type { PinterestAttributes } from './types';

const widgetMarkup = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: PinterestAttributes } ) {
		const kind = pinKind( attributes.url );
		return createElement(
			'div',
			useBlockProps.save(),
			createElement( 'a', {
				'data-pin-do': kind ? PIN_DO[ kind ] : undefined,
				href: attributes.url,
			} )
		);
	},
};

export default [ widgetMarkup ];
