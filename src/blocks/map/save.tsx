/**
 * Stored markup: the settings as data attributes for the view script, and the places as a list
 * of links, readable without JavaScript (the reference plugin's format, so existing posts stay valid).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { googleMapsUrl, MAP_STYLES, styleFromClassName } from './rules';
import type { MapStyleName, MapAttributes } from './types';

export default function save( { attributes }: { attributes: MapAttributes } ) {
	const { mapStyle, className } = attributes;
	// The reference plugin's save writes the style the block's class selects (block styles), and
	// its posts keep no `mapStyle` attribute: that class wins. Otherwise the attribute: a style name
	// the block does not register (older posts wrote "black-and-white") is stored as "default",
	// which makes such markup open through its deprecation; no name at all writes none.
	const classStyle = styleFromClassName( className );
	let storedStyle: string | undefined = classStyle;
	if ( classStyle === 'default' ) {
		storedStyle =
			mapStyle === undefined ||
			MAP_STYLES.includes( mapStyle as MapStyleName )
				? mapStyle
				: 'default';
	}
	return mapMarkup( attributes, storedStyle, useBlockProps.save() );
}

/** The markup of every version: only the style written and the wrapper's classes differ. */
export function mapMarkup(
	attributes: MapAttributes,
	storedStyle: string | undefined,
	blockProps: Record< string, unknown >
) {
	const {
		mapDetails,
		points,
		zoom,
		mapCenter,
		markerColor,
		scrollToZoom,
		mapHeight,
		showFullscreenButton,
	} = attributes;
	return (
		<div
			{ ...blockProps }
			data-map-style={ storedStyle }
			data-map-details={ mapDetails }
			data-points={ JSON.stringify( points ) }
			data-zoom={ zoom }
			data-map-center={ JSON.stringify( mapCenter ) }
			data-marker-color={ markerColor }
			data-scroll-to-zoom={ scrollToZoom || undefined }
			data-map-height={ mapHeight || undefined }
			data-show-fullscreen-button={ showFullscreenButton || undefined }
		>
			{ points.length > 0 && (
				<ul>
					{ points.map( ( point, index ) => (
						<li key={ index }>
							<a href={ googleMapsUrl( point ) }>
								{ point.title }
							</a>
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
