/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. The colour went into the style attribute unchecked, so content may hold a `color` that is no
 *    colour (a second declaration, a quote). Such content opens with this save; the migration drops
 *    the colour, and saving writes the checked markup.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from './block.json';
import { safeColor } from './color';
import type { RatingStarAttributes } from './types';

const uncheckedColor = {
	attributes: metadata.attributes,
	supports: metadata.supports,
	save( { attributes }: { attributes: RatingStarAttributes } ) {
		const { rating, color, align } = attributes;
		const glyphs = Math.max( 0, Math.ceil( rating ) );
		return createElement(
			'figure',
			{
				...useBlockProps.save(),
				style: { textAlign: align },
			},
			...Array.from( { length: glyphs }, ( _, index ) =>
				createElement(
					'span',
					{ key: index, style: color ? { color } : undefined },
					'★'
				)
			)
		);
	},
	migrate( attributes: RatingStarAttributes ): RatingStarAttributes {
		const { color, ...rest } = attributes;
		const checked = safeColor( color );
		return checked === undefined ? rest : { ...rest, color: checked };
	},
};

export default [ uncheckedColor ];
