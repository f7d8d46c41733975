/**
 * The map block's editor (a lazy chunk; mapbox-gl is a further chunk of its own, loaded here and by
 * the view script, never at editor start).
 *
 * Api state (spec 001 §4): 0 loading (token and library), 1 needs a token (the token could not be
 * read: its message, Retry, or continue with the offline basemap), 2 ready. Without a Mapbox token
 * the map is ready at once with the offline basemap, and says so under the map.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import AddMarkerDialog from './components/add-marker-dialog';
import AddMarkerToolbar from './components/add-marker-toolbar';
import BasemapNote from './components/basemap-note';
import MapNotices from './components/map-notices';
import MarkerCallouts from './components/marker-callouts';
import ResizableMap from './components/resizable-map';
import TokenPrompt from './components/token-prompt';
import { useAddressMarker } from './hooks/use-address-marker';
import { useDrawnMap } from './hooks/use-drawn-map';
import { useMapApi } from './hooks/use-map-api';
import { useMapHeight } from './hooks/use-map-height';
import { useMapStyle } from './hooks/use-map-style';
import { usePoints } from './hooks/use-points';
import MapPanels from './panels';
import { mapProvider } from './provider';
import { addPoint } from './rules';
import type { MapAttributes, MapPoint } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< MapAttributes > ) {
	const { points, mapHeight, address, className } = attributes;
	const provider = mapProvider();
	useMapStyle( provider, className, attributes.mapStyle, setAttributes );
	const wrapper = useRef< HTMLDivElement >( null );
	const api = useMapApi( provider, wrapper );
	const token = api.key.service_api_key;
	const { updatePoint, removePoint } = usePoints( points, setAttributes );
	const map = useDrawnMap( {
		apiState: api.apiState,
		mapbox: api.mapbox,
		token,
		attributes,
		setAttributes,
	} );
	const { addressNotice, clearAddressNotice } = useAddressMarker( {
		apiState: api.apiState,
		address,
		points,
		token,
		setAttributes,
	} );
	const height = useMapHeight( mapHeight, setAttributes );
	const [ addingPoint, setAddingPoint ] = useState( points.length === 0 );

	const choosePoint = ( point: MapPoint ) => {
		setAttributes( { points: addPoint( points, point ) } );
		setAddingPoint( false );
		clearAddressNotice();
	};

	const blockProps = useBlockProps( {
		ref: wrapper,
		className: 'wp-block-jetpack-map__editor',
		'data-basemap': token ? 'mapbox' : 'offline',
		'data-basemap-loaded': map.basemapLoaded ? 'true' : undefined,
	} );

	const controls = (
		<>
			<AddMarkerToolbar
				isAdding={ addingPoint }
				onToggle={ () => setAddingPoint( ! addingPoint ) }
			/>
			<MapPanels
				attributes={ attributes }
				setAttributes={ setAttributes }
				height={ height }
				provider={ provider }
				mapboxKey={ api.key }
				onMapboxKeyChange={ api.setKey }
				updatePoint={ updatePoint }
				removePoint={ removePoint }
			/>
		</>
	);

	if ( api.apiState === 0 ) {
		return (
			<div { ...blockProps }>
				{ controls }
				<div className="wp-block-jetpack-map__loading">
					<Spinner />
					<span>{ __( 'Loading the map…', 'jetpack-blocks' ) }</span>
				</div>
			</div>
		);
	}

	if ( api.apiState === 1 ) {
		return (
			<div { ...blockProps }>
				{ controls }
				<TokenPrompt
					message={ api.keyError }
					current={ api.key }
					onToken={ ( next ) => {
						api.setKey( next );
						api.setReady();
					} }
					onRetry={ api.retry }
					onOffline={ api.setReady }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ controls }
			<MapNotices
				mapkitError={ api.mapkitError }
				libraryError={ api.libraryError }
				addressNotice={ addressNotice }
				mapError={ map.mapError }
				onRetry={ api.retry }
				onDismissAddress={ clearAddressNotice }
				onDismissMapError={ map.dismissMapError }
			/>
			<ResizableMap
				mapElement={ map.mapElement }
				mapHeight={ mapHeight }
				isSelected={ isSelected }
				onResizeStart={ height.onResizeStart }
				onResizeStop={ height.onResizeStop }
			/>
			{ addingPoint && (
				<AddMarkerDialog
					token={ token }
					focusOnMount={ isSelected }
					canClose={ points.length > 0 }
					onChoose={ choosePoint }
					onClose={ () => setAddingPoint( false ) }
				/>
			) }
			<BasemapNote token={ token } markers={ points.length } />
			<MarkerCallouts
				points={ points }
				callouts={ map.callouts }
				onChange={ updatePoint }
				onRemove={ removePoint }
			/>
		</div>
	);
}
