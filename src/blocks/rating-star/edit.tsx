/**
 * Editor UI: a row of clickable half stars, an alignment toolbar, and the "Highest rating" and colour
 * settings. Loaded lazily (see index.ts).
 */
import {
	BlockControls,
	AlignmentToolbar,
	InspectorControls,
	PanelColorSettings,
	useBlockProps,
} from '@wordpress/block-editor';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { safeColor } from './color';
import { StarRow } from './star-row';
import {
	clampHighestRating,
	clampRating,
	MAX_HIGHEST_RATING,
	MIN_HIGHEST_RATING,
} from './rating';
import type { RatingStarAttributes } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

export default function RatingStarEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< RatingStarAttributes > ) {
	const { rating, maxRating, align } = attributes;
	// Not a colour value → the default colour, as the saved and the server-rendered markup show it.
	const color = safeColor( attributes.color );
	const blockProps = useBlockProps( {
		style: { textAlign: align as 'left' },
	} );

	return (
		<figure { ...blockProps }>
			<BlockControls>
				<AlignmentToolbar
					value={ align }
					onChange={ ( next ) =>
						setAttributes( { align: next ?? 'left' } )
					}
				/>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'jetpack-blocks' ) }>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Highest rating', 'jetpack-blocks' ) }
						value={ maxRating }
						min={ MIN_HIGHEST_RATING }
						max={ MAX_HIGHEST_RATING }
						onChange={ ( value ) => {
							const nextMax = clampHighestRating(
								Number( value )
							);
							setAttributes( {
								maxRating: nextMax,
								rating: clampRating( rating, nextMax ),
							} );
						} }
					/>
				</PanelBody>
				<PanelColorSettings
					title={ __( 'Color', 'jetpack-blocks' ) }
					colorSettings={ [
						{
							value: color,
							onChange: ( next ) =>
								setAttributes( { color: safeColor( next ) } ),
							label: __( 'Color', 'jetpack-blocks' ),
						},
					] }
				/>
			</InspectorControls>
			<StarRow
				rating={ clampRating( rating, maxRating ) }
				maxRating={ maxRating }
				color={ color }
				onChange={ ( next ) => setAttributes( { rating: next } ) }
			/>
		</figure>
	);
}
