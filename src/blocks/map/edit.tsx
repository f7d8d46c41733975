/**
 * The map block's editor (a lazy chunk; mapbox-gl is a further chunk of its own, loaded here and by
 * the view script, never at editor start).
 *
 * Api state (spec 001 §4): 0 loading (token and library), 1 needs a token (the token could not be
 * read: its message, Retry, or continue with the offline basemap), 2 ready. Without a Mapbox token
 * the map is ready at once with the offline basemap, and says so under the map.
 */
import {
	BlockControls,
	InspectorControls,
	PanelColorSettings,
	useBlockProps,
} from '@wordpress/block-editor';
import { registerBlockStyle, unregisterBlockStyle } from '@wordpress/blocks';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	Notice,
	PanelBody,
	RangeControl,
	ResizableBox,
	Spinner,
	TextControl,
	TextareaControl,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
	__experimentalNumberControl as NumberControl, // eslint-disable-line @wordpress/no-unsafe-wp-apis -- the only number field with steps in this version
} from '@wordpress/components';
import {
	createPortal,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import AddressSearch from './address-search';
import {
	ADDRESS_NOT_FOUND,
	getMapboxKey,
	getMapkitToken,
	searchPlaces,
	type MapboxKey,
} from './api';
import {
	drawMap,
	loadMapboxInto,
	type DrawnMap,
	type DrawOptions,
	type Mapbox,
} from './draw-map';
import { mapProvider } from './provider';
import {
	addPoint,
	clampZoom,
	heightFromInput,
	HEIGHT_STEP,
	isZoomControlDisabled,
	MAX_ZOOM,
	MIN_HEIGHT,
	MIN_ZOOM,
	normalizeStyle,
	RESIZE_GRID,
	resizedHeight,
	styleFromClassName,
} from './rules';
import TokenPanel from './token-panel';
import type { MapAttributes, MapPoint, MapStyleName } from './types';

type ApiState = 0 | 1 | 2;

/**
 * On the Mapkit provider the black-and-white style is Apple's "Muted" (spec 001 §2): its label is
 * changed once, when the first map block's editor loads.
 */
let stylesLabelled = false;
function labelStylesFor( provider: 'mapbox' | 'mapkit' ): void {
	if ( stylesLabelled || provider !== 'mapkit' ) {
		return;
	}
	stylesLabelled = true;
	unregisterBlockStyle( 'jetpack/map', 'black_and_white' );
	registerBlockStyle( 'jetpack/map', {
		name: 'black_and_white',
		label: __( 'Muted', 'jetpack-blocks' ),
	} );
}

/** The style to draw: the block style chosen (class name), else the stored one. */
function activeStyle( attributes: MapAttributes ): MapStyleName {
	return /\bis-style-/.test( attributes.className ?? '' )
		? styleFromClassName( attributes.className )
		: normalizeStyle( attributes.mapStyle );
}

function EditableCallout( {
	point,
	onChange,
	onRemove,
}: {
	point: MapPoint;
	onChange: ( next: Partial< MapPoint > ) => void;
	onRemove: () => void;
} ) {
	return (
		<div className="wp-block-jetpack-map__callout-edit">
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Marker title', 'jetpack-blocks' ) }
				value={ point.title }
				onChange={ ( title ) => onChange( { title } ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Marker caption', 'jetpack-blocks' ) }
				value={ point.caption }
				rows={ 2 }
				onChange={ ( caption ) => onChange( { caption } ) }
			/>
			<Button variant="link" isDestructive onClick={ onRemove }>
				{ __( 'Delete marker', 'jetpack-blocks' ) }
			</Button>
		</div>
	);
}

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< MapAttributes > ) {
	const {
		points,
		zoom,
		markerColor,
		scrollToZoom,
		mapHeight,
		showFullscreenButton,
		address,
		className,
	} = attributes;
	const provider = mapProvider();
	labelStylesFor( provider );
	const [ apiState, setApiState ] = useState< ApiState >( 0 );
	const [ key, setKey ] = useState< MapboxKey >( {
		service_api_key: '',
		service_api_key_source: 'site',
	} );
	const [ keyError, setKeyError ] = useState( '' );
	const [ mapkitError, setMapkitError ] = useState( '' );
	const [ mapbox, setMapbox ] = useState< Mapbox | null >( null );
	const [ libraryError, setLibraryError ] = useState( '' );
	const [ mapError, setMapError ] = useState( '' );
	const [ basemapLoaded, setBasemapLoaded ] = useState( false );
	const [ addingPoint, setAddingPoint ] = useState( points.length === 0 );
	const [ addressNotice, setAddressNotice ] = useState( '' );
	const [ callouts, setCallouts ] = useState< Record< string, HTMLElement > >(
		{}
	);
	const [ attempt, setAttempt ] = useState( 0 );
	const mapElement = useRef< HTMLDivElement >( null );
	const wrapper = useRef< HTMLDivElement >( null );
	const drawn = useRef< DrawnMap | null >( null );
	const latest = useRef( attributes );
	latest.current = attributes;

	const style = activeStyle( attributes );
	const token = key.service_api_key;

	// The token (or the Mapkit token on that provider) and the library, together.
	useEffect( () => {
		let live = true;
		setApiState( 0 );
		setKeyError( '' );
		setMapkitError( '' );
		setLibraryError( '' );
		const tokenStep =
			provider === 'mapkit'
				? getMapkitToken().then(
						() => null,
						( error: Error ) => {
							if ( live ) {
								setMapkitError( error.message );
							}
							return null;
						}
					)
				: getMapboxKey().then(
						( found ) => {
							if ( live ) {
								setKey( found );
							}
							return found;
						},
						( error: Error ) => {
							if ( live ) {
								setKeyError( error.message );
							}
							return 'failed' as const;
						}
					);
		Promise.all( [
			tokenStep,
			// The canvas's window (an iframe), known once the block's wrapper is in it.
			loadMapboxInto(
				wrapper.current?.ownerDocument.defaultView ?? window
			).then(
				( library ) => {
					if ( live ) {
						setMapbox( () => library );
					}
				},
				( error: Error ) => {
					if ( live ) {
						setLibraryError( error.message );
					}
				}
			),
		] ).then( ( [ found ] ) => {
			if ( live ) {
				setApiState( found === 'failed' ? 1 : 2 );
			}
		} );
		return () => {
			live = false;
		};
	}, [ provider, attempt ] );

	const updatePoint = useCallback(
		( id: string, change: Partial< MapPoint > ) =>
			setAttributes( {
				points: latest.current.points.map( ( point ) =>
					point.id === id ? { ...point, ...change } : point
				),
			} ),
		[ setAttributes ]
	);

	const removePoint = useCallback(
		( id: string ) =>
			setAttributes( {
				points: latest.current.points.filter(
					( point ) => point.id !== id
				),
			} ),
		[ setAttributes ]
	);

	const options = ( current: MapAttributes ): DrawOptions => ( {
		points: current.points,
		zoom: current.zoom,
		center: current.mapCenter,
		style: activeStyle( current ),
		markerColor: current.markerColor,
		scrollToZoom: current.scrollToZoom,
		// Spec 001 §6: never in the editor.
		showFullscreenButton: false,
		token,
		preserveDrawingBuffer: true,
		calloutAnchor: 'bottom',
		renderCallout: ( point, element ) =>
			setCallouts( ( previous ) => ( {
				...previous,
				[ point.id ]: element,
			} ) ),
		onMove: ( center, nextZoom ) => {
			const change: Partial< MapAttributes > = {
				mapCenter: { lng: center.lng, lat: center.lat },
			};
			if ( ! isZoomControlDisabled( latest.current.points ) ) {
				change.zoom = nextZoom;
			}
			setAttributes( change );
		},
		onBasemapLoaded: () => setBasemapLoaded( true ),
		onError: ( message ) => setMapError( message ),
	} );

	// The map itself, drawn once the library and token are known.
	useEffect( () => {
		if ( apiState !== 2 || ! mapbox || ! mapElement.current ) {
			return;
		}
		setBasemapLoaded( false );
		setMapError( '' );
		setCallouts( {} );
		try {
			drawn.current = drawMap(
				mapbox,
				mapElement.current,
				options( latest.current )
			);
		} catch ( error ) {
			setMapError( ( error as Error ).message );
		}
		return () => {
			drawn.current?.destroy();
			drawn.current = null;
		};
		// Redrawn only when the library, state or token change; settings go through update().
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ apiState, mapbox, token ] );

	useEffect( () => {
		drawn.current?.update( options( attributes ) );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ points, zoom, markerColor, scrollToZoom, style, className ] );

	// A style chosen in the Styles panel is also kept in `mapStyle` (the stored data attribute).
	const previousClassName = useRef( className );
	useEffect( () => {
		if ( previousClassName.current !== className ) {
			previousClassName.current = className;
			const chosen = styleFromClassName( className );
			if ( chosen !== attributes.mapStyle ) {
				setAttributes( { mapStyle: chosen } );
			}
		}
	}, [ className, attributes.mapStyle, setAttributes ] );

	useEffect( () => {
		drawn.current?.resize();
	}, [ mapHeight ] );

	// An address given to the block (e.g. by a transform) becomes its first marker.
	useEffect( () => {
		if ( apiState !== 2 || ! address || points.length ) {
			return;
		}
		let live = true;
		searchPlaces( address, token )
			.then( ( found ) => {
				if ( ! live ) {
					return;
				}
				const [ first ] = found;
				if ( first ) {
					setAttributes( {
						points: addPoint( [], first.point ),
						address: '',
					} );
				} else {
					setAddressNotice( ADDRESS_NOT_FOUND() );
				}
			} )
			.catch( () => live && setAddressNotice( ADDRESS_NOT_FOUND() ) );
		return () => {
			live = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ apiState, address ] );

	const choosePoint = ( point: MapPoint ) => {
		const next = addPoint( points, point );
		setAttributes( { points: next } );
		setAddingPoint( false );
		setAddressNotice( '' );
	};

	const blockProps = useBlockProps( {
		ref: wrapper,
		className: 'wp-block-jetpack-map__editor',
		'data-basemap': token ? 'mapbox' : 'offline',
		'data-basemap-loaded': basemapLoaded ? 'true' : undefined,
	} );

	const zoomDisabled = isZoomControlDisabled( points );
	const renderedHeight = useRef( MIN_HEIGHT );
	// The field is committed when left (or on Enter), so typing "5" on the way to "500" is not
	// raised to the minimum under the cursor.
	const [ heightDraft, setHeightDraft ] = useState(
		mapHeight ? String( mapHeight ) : ''
	);
	useEffect( () => {
		setHeightDraft( mapHeight ? String( mapHeight ) : '' );
	}, [ mapHeight ] );
	const commitHeight = () => {
		const next = heightFromInput( heightDraft, mapHeight );
		setHeightDraft( next ? String( next ) : '' );
		setAttributes( { mapHeight: next ?? undefined } );
	};

	const controls = (
		<>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						icon="location"
						label={ __( 'Add a marker', 'jetpack-blocks' ) }
						isPressed={ addingPoint }
						onClick={ () => setAddingPoint( ! addingPoint ) }
					>
						{ __( 'Add a marker', 'jetpack-blocks' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
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
						value={ heightDraft }
						placeholder={ String( renderedHeight.current ) }
						onChange={ ( value?: string ) =>
							setHeightDraft( value ?? '' )
						}
						onBlur={ commitHeight }
						onKeyDown={ ( event: { key: string } ) => {
							if ( event.key === 'Enter' ) {
								commitHeight();
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
						label={ __(
							'Show fullscreen button',
							'jetpack-blocks'
						) }
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
				{ points.length > 0 && (
					<PanelBody title={ __( 'Markers', 'jetpack-blocks' ) }>
						<ul className="wp-block-jetpack-map__marker-list">
							{ points.map( ( point ) => (
								<li key={ point.id }>
									<TextControl
										__nextHasNoMarginBottom
										label={ __(
											'Marker title',
											'jetpack-blocks'
										) }
										value={ point.title }
										onChange={ ( title ) =>
											updatePoint( point.id, { title } )
										}
									/>
									<Button
										variant="link"
										isDestructive
										onClick={ () =>
											removePoint( point.id )
										}
									>
										{ sprintf(
											/* translators: %s: marker title. */
											__(
												'Delete “%s”',
												'jetpack-blocks'
											),
											point.title || point.placeTitle
										) }
									</Button>
								</li>
							) ) }
						</ul>
					</PanelBody>
				) }
				{ provider === 'mapbox' && (
					<PanelBody
						title={ __( 'Mapbox Access Token', 'jetpack-blocks' ) }
						initialOpen={ false }
					>
						<TokenPanel current={ key } onChange={ setKey } />
					</PanelBody>
				) }
			</InspectorControls>
		</>
	);

	if ( apiState === 0 ) {
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

	if ( apiState === 1 ) {
		return (
			<div { ...blockProps }>
				{ controls }
				<div className="wp-block-jetpack-map__token-prompt">
					<Notice status="error" isDismissible={ false }>
						{ keyError }
					</Notice>
					<TokenPanel
						current={ key }
						onChange={ ( next ) => {
							setKey( next );
							setApiState( 2 );
						} }
					/>
					<div className="wp-block-jetpack-map__token-prompt-actions">
						<Button
							variant="secondary"
							onClick={ () => setAttempt( attempt + 1 ) }
						>
							{ __( 'Retry', 'jetpack-blocks' ) }
						</Button>
						<Button
							variant="tertiary"
							onClick={ () => setApiState( 2 ) }
						>
							{ __(
								'Use the offline basemap',
								'jetpack-blocks'
							) }
						</Button>
					</div>
				</div>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ controls }
			{ mapkitError && (
				<Notice status="error" isDismissible={ false }>
					{ mapkitError }{ ' ' }
					{ __(
						'Showing the offline basemap meanwhile.',
						'jetpack-blocks'
					) }
					<Button
						variant="link"
						onClick={ () => setAttempt( attempt + 1 ) }
					>
						{ __( 'Retry', 'jetpack-blocks' ) }
					</Button>
				</Notice>
			) }
			{ libraryError && (
				<Notice status="error" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: error message. */
						__(
							'The map library could not be loaded (mapbox_error: %s).',
							'jetpack-blocks'
						),
						libraryError
					) }
					<Button
						variant="link"
						onClick={ () => setAttempt( attempt + 1 ) }
					>
						{ __( 'Retry', 'jetpack-blocks' ) }
					</Button>
				</Notice>
			) }
			{ addressNotice && (
				<Notice
					status="warning"
					onRemove={ () => setAddressNotice( '' ) }
				>
					{ addressNotice }
				</Notice>
			) }
			{ mapError && (
				<Notice status="error" onRemove={ () => setMapError( '' ) }>
					{ sprintf(
						/* translators: %s: error message from the map library. */
						__(
							'The map reported an error (mapbox_error): %s',
							'jetpack-blocks'
						),
						mapError
					) }
				</Notice>
			) }
			<ResizableBox
				className="wp-block-jetpack-map__resizable"
				size={ { height: mapHeight ?? 'auto', width: '100%' } }
				minHeight={ MIN_HEIGHT }
				grid={ [ RESIZE_GRID, RESIZE_GRID ] }
				enable={ { bottom: true } }
				showHandle={ isSelected }
				onResizeStart={ ( _event, _direction, element ) => {
					renderedHeight.current = element.offsetHeight;
				} }
				onResizeStop={ ( _event, _direction, _element, delta ) => {
					setAttributes( {
						mapHeight: resizedHeight(
							mapHeight,
							renderedHeight.current,
							delta.height
						),
					} );
				} }
			>
				<div
					ref={ mapElement }
					className="wp-block-jetpack-map__gl-container"
					style={ mapHeight ? { height: mapHeight } : undefined }
				/>
			</ResizableBox>
			{ addingPoint && (
				<div
					className="wp-block-jetpack-map__add-point"
					role="dialog"
					aria-label={ __( 'Add a marker', 'jetpack-blocks' ) }
				>
					<AddressSearch
						token={ token }
						onChoose={ choosePoint }
						focusOnMount={ isSelected }
					/>
					{ points.length > 0 && (
						<Button
							variant="tertiary"
							onClick={ () => setAddingPoint( false ) }
						>
							{ __( 'Close', 'jetpack-blocks' ) }
						</Button>
					) }
				</div>
			) }
			<p className="wp-block-jetpack-map__basemap-note">
				{ token
					? __(
							'Basemap: Mapbox (with the site’s access token).',
							'jetpack-blocks'
						)
					: __(
							'Basemap: offline country outlines served by this site (no Mapbox access token). Address search uses the offline list of world cities.',
							'jetpack-blocks'
						) }{ ' ' }
				{ points.length > 0 &&
					sprintf(
						/* translators: %d: number of markers. */
						_n(
							'%d marker.',
							'%d markers.',
							points.length,
							'jetpack-blocks'
						),
						points.length
					) }
			</p>
			{ points.map( ( point ) => {
				const element = callouts[ point.id ];
				return element
					? createPortal(
							<EditableCallout
								point={ point }
								onChange={ ( change ) =>
									updatePoint( point.id, change )
								}
								onRemove={ () => removePoint( point.id ) }
							/>,
							element,
							point.id
						)
					: null;
			} ) }
		</div>
	);
}
