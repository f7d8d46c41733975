/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. The reference plugin's tokenising: words split on whitespace, trailing punctuation (from its
 *    own list) set aside to test the address, but kept in the link's href ("mailto:a@b.com,"), and
 *    its looser address pattern. Rebuilt here exactly so such content opens valid; the attribute is
 *    unchanged and saving writes today's links.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createElement, Fragment } from '@wordpress/element';
import metadata from './block.json';

const LEGACY_TRAILING = /([.,/#!$%^&*;:{}=\-_`~()\][])+$/g;
const LEGACY_EMAIL =
	/^(mailto:)?[a-z0-9._%+-]+@[a-z0-9][a-z0-9.-]*\.[a-z]{2,63}$/i;

function legacyParts( email: string ) {
	return email.split( /(\s+)/ ).map( ( word, index ) => {
		const candidate = word.replace( LEGACY_TRAILING, '' );
		if ( word.indexOf( '@' ) !== 0 && LEGACY_EMAIL.test( candidate ) ) {
			return createElement(
				Fragment,
				{ key: index },
				createElement( 'a', { href: `mailto:${ word }` }, candidate ),
				word.slice( candidate.length )
			);
		}
		return word;
	} );
}

const punctuationInHref = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: { email: string } } ) {
		if ( ! attributes.email ) {
			return null;
		}
		return createElement(
			'div',
			useBlockProps.save(),
			...legacyParts( attributes.email )
		);
	},
};

export default [ punctuationInHref ];
