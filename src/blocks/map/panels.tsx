/**
 * The map block's sidebar: Colors, Map Settings, Markers (once there is one) and, on the Mapbox
 * provider, the Mapbox Access Token.
 */
import { InspectorControls, PanelColorSettings } from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
	__experimentalNumberControl as NumberControl, // eslint-disable-line @wordpress/no-unsafe-wp-apis -- the only number field with steps in this version
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { MapboxKey } from './api';
import type { MapHeight } from './hooks/use-map-height';
import type { MapProvider } from './provider';
import {
	clampZoom,
	HEIGHT_STEP,
	isZoomControlDisabled,
	MAX_ZOOM,
	MIN_HEIGHT,
	MIN_ZOOM,
} from './rules';
import TokenPanel from './token-panel';
import type { MapAttributes, MapPoint, SetMapAttributes } from './types';

interface PanelsProps {
	attributes: MapAttributes;
	setAttributes: SetMapAttributes;
	height: MapHeight;
	provider: MapProvider;
	mapboxKey: MapboxKey;
	onMapboxKeyChange: ( key: MapboxKey ) => void;
	updatePoint: ( id: string, change: Partial< MapPoint > ) => void;
	removePoint: ( id: string ) => void;
}

function MapSettingsPanel( {
	attributes,
	setAttributes,
	height,
}: Pick< PanelsProps, 'attributes' | 'setAttributes' | 'height' > ) {
	const { points, zoom, scrollToZoom, showFullscreenButton } = attributes;
	const zoomDisabled = isZoomControlDisabled( points );
	return (
		<PanelBody title={ __( 'Map Settings', 'jetpack-blocks' ) }>
			<RangeControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Zoom level', 'jetpack-blocks' ) }
				help={
					zoomDisabled
						? __(
								'With two or more markers the map zooms to show them all.',
								'jetpack-blocks'
							)
						: undefined
				}
				value={ Math.round( clampZoom( zoom ) ) }
				min={ MIN_ZOOM }
				max={ MAX_ZOOM }
				disabled={ zoomDisabled }
				onChange={ ( value?: number ) =>
					setAttributes( { zoom: clampZoom( value ) } )
				}
			/>
			<NumberControl
				__next40pxDefaultSize
				label={ __( 'Height in pixels', 'jetpack-blocks' ) }
				help={ __(
					'At least 400. Leave empty for the default height.',
					'jetpack-blocks'
				) }
				min={ MIN_HEIGHT }
				step={ HEIGHT_STEP }
				value={ height.draft }
				placeholder={ height.placeholder }
				onChange={ ( value?: string ) =>
					height.setDraft( value ?? '' )
				}
				onBlur={ height.commit }
				onKeyDown={ ( event: { key: string } ) => {
					if ( event.key === 'Enter' ) {
						height.commit();
					}
				} }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Scroll to zoom', 'jetpack-blocks' ) }
				help={ __(
					'Allow the map to be zoomed with the mouse wheel.',
					'jetpack-blocks'
				) }
				checked={ scrollToZoom }
				onChange={ ( value: boolean ) =>
					setAttributes( { scrollToZoom: value } )
				}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Show fullscreen button', 'jetpack-blocks' ) }
				help={ __(
					'Visitors can open the map full screen (not in the editor).',
					'jetpack-blocks'
				) }
				checked={ showFullscreenButton }
				onChange={ ( value: boolean ) =>
					setAttributes( { showFullscreenButton: value } )
				}
			/>
		</PanelBody>
	);
}

function MarkersPanel( {
	points,
	updatePoint,
	removePoint,
}: Pick< PanelsProps, 'updatePoint' | 'removePoint' > & {
	points: MapPoint[];
} ) {
	return (
		<PanelBody title={ __( 'Markers', 'jetpack-blocks' ) }>
			<ul className="wp-block-jetpack-map__marker-list">
				{ points.map( ( point ) => (
					<li key={ point.id }>
						<TextControl
							__nextHasNoMarginBottom
							label={ __( 'Marker title', 'jetpack-blocks' ) }
							value={ point.title }
							onChange={ ( title ) =>
								updatePoint( point.id, { title } )
							}
						/>
						<Button
							variant="link"
							isDestructive
							onClick={ () => removePoint( point.id ) }
						>
							{ sprintf(
								/* translators: %s: marker title. */
								__( 'Delete “%s”', 'jetpack-blocks' ),
								point.title || point.placeTitle
							) }
						</Button>
					</li>
				) ) }
			</ul>
		</PanelBody>
	);
}

export default function MapPanels( props: PanelsProps ) {
	const {
		attributes,
		setAttributes,
		provider,
		mapboxKey,
		onMapboxKeyChange,
	} = props;
	const { points, markerColor } = attributes;
	return (
		<InspectorControls>
			<PanelColorSettings
				title={ __( 'Colors', 'jetpack-blocks' ) }
				colorSettings={ [
					{
						value: markerColor,
						onChange: ( value?: string ) =>
							setAttributes( {
								markerColor: value ?? 'red',
							} ),
						label: __( 'Marker Color', 'jetpack-blocks' ),
					},
				] }
			/>
			<MapSettingsPanel { ...props } />
			{ points.length > 0 && (
				<MarkersPanel
					points={ points }
					updatePoint={ props.updatePoint }
					removePoint={ props.removePoint }
				/>
			) }
			{ provider === 'mapbox' && (
				<PanelBody
					title={ __( 'Mapbox Access Token', 'jetpack-blocks' ) }
					initialOpen={ false }
				>
					<TokenPanel
						current={ mapboxKey }
						onChange={ onMapboxKeyChange }
					/>
				</PanelBody>
			) }
		</InspectorControls>
	);
}
