/**
 * Stored markup: one ★ per started star, coloured, in a figure aligned by `align`.
 *
 * Visitors normally see the richer server rendering (render.php); this markup is what the post keeps,
 * so it must stay byte-stable for existing content (see test/fixtures). A colour that is not a colour
 * value is left out (deprecated.ts opens content stored with one).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { safeColor } from './color';
import type { RatingStarAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: RatingStarAttributes;
} ) {
	const { rating, align } = attributes;
	const color = safeColor( attributes.color );
	const glyphs = Math.max( 0, Math.ceil( rating ) );
	return (
		// class before style, as existing posts store it.
		<figure
			{ ...useBlockProps.save() }
			style={ { textAlign: align as 'left' } }
		>
			{ Array.from( { length: glyphs }, ( _, index ) => (
				<span key={ index } style={ color ? { color } : undefined }>
					★
				</span>
			) ) }
		</figure>
	);
}
