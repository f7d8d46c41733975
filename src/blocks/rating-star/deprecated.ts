/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. The colour went into the style attribute unchecked, so content may hold a `color` that is no
 *    colour (a second declaration, a quote). Such content opens with this save; the migration drops
 *    the colour, and saving writes the checked markup.
 * 2. A version of the reference plugin wrapped the figure in a div carrying the block's classes
 *    (the figure then has none), colour unchecked as in 1. Same migration; saving writes today's
 *    figure.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from './block.json';
import { safeColor } from './color';
import type { RatingStarAttributes } from './types';

/** The figure of ★, one per started star, with the colour as stored (unchecked). */
function figure(
	{ rating, color, align }: RatingStarAttributes,
	props: Record< string, unknown >
) {
	const glyphs = Math.max( 0, Math.ceil( rating ) );
	return createElement(
		'figure',
		{ ...props, style: { textAlign: align } },
		...Array.from( { length: glyphs }, ( _, index ) =>
			createElement(
				'span',
				{ key: index, style: color ? { color } : undefined },
				'★'
			)
		)
	);
}

function migrate( attributes: RatingStarAttributes ): RatingStarAttributes {
	const { color, ...rest } = attributes;
	const checked = safeColor( color );
	return checked === undefined ? rest : { ...rest, color: checked };
}

const uncheckedColor = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: RatingStarAttributes } ) {
		return figure( attributes, useBlockProps.save() );
	},
	migrate,
};

const wrappedInDiv = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: RatingStarAttributes } ) {
		return createElement(
			'div',
			useBlockProps.save(),
			figure( attributes, {} )
		);
	},
	migrate,
};

export default [ uncheckedColor, wrappedInDiv ];
