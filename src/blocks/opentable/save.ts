/**
 * Stored markup, the reference plugin's current format: a link to each restaurant's reservation
 * page, its text the address, inside the block's wrapper. Visitors get render.php's markup from the
 * attributes (the widget, and links built from checked parts for the restaurant's own country site
 * and language); this markup is what remains where blocks are not rendered, and what lets a site go
 * back to the reference plugin.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import type { OpenTableAttributes } from './types';

/** The reference's fallback address: always the .com site, as it stores it. */
export function fallbackLink( rid: string ): string {
	return `https://www.opentable.com/restref/client/?rid=${ rid }`;
}

/** One link per restaurant, as both the current save and the oldest stored version write them. */
export function restaurantLinks( rid: OpenTableAttributes[ 'rid' ] ) {
	return ( Array.isArray( rid ) ? rid : [] ).map( ( id, index ) =>
		createElement(
			'a',
			{ key: `${ id }-${ index }`, href: fallbackLink( id ) },
			fallbackLink( id )
		)
	);
}

export default function save( {
	attributes,
}: {
	attributes: OpenTableAttributes;
} ) {
	return createElement(
		'div',
		useBlockProps.save(),
		...restaurantLinks( attributes.rid )
	);
}
