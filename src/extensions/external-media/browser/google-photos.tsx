/**
 * The photo library screens (spec 002 §2, §4): the connect screen while the source is not
 * authenticated; once connected, the View select (Albums or recent photos), the account, the
 * disconnect button, the filters in the recent view and the album breadcrumb.
 */
import { Button, Notice, SelectControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store } from '../../../stores/external-media';
import * as api from '../../../stores/external-media/api';
import {
	PATH_ALBUMS,
	PATH_RECENT,
} from '../../../stores/external-media/constants';
import { errorMessage } from '../../../stores/external-media/errors';
import type { ExternalMediaItem } from '../../../stores/external-media/types';
import { openConnectPopup } from './connect';
import FiltersPanel from './filters-panel';
import MediaGrid, { itemLabel, useBrowserState } from './media-grid';

const SOURCE = 'google_photos';

function ConnectScreen() {
	const { setAuthenticated } = useDispatch( store );
	const [ connecting, setConnecting ] = useState( false );
	const [ error, setError ] = useState( '' );
	const stopWatching = useRef< ( () => void ) | null >( null );
	useEffect( () => () => stopWatching.current?.(), [] );

	const connect = async () => {
		setConnecting( true );
		setError( '' );
		try {
			const answer = await api.fetchConnectUrl( SOURCE );
			if ( ! answer?.connect_URL ) {
				throw new Error(
					__(
						'Google Photos did not give an address to connect to.',
						'jetpack-blocks'
					)
				);
			}
			stopWatching.current = openConnectPopup( answer.connect_URL, () => {
				stopWatching.current = null;
				setConnecting( false );
				setAuthenticated( SOURCE, true );
			} );
			if ( ! stopWatching.current ) {
				throw new Error(
					__(
						'The connection window was blocked. Allow pop-ups for this site, then try again.',
						'jetpack-blocks'
					)
				);
			}
		} catch ( failure ) {
			setConnecting( false );
			setError( errorMessage( failure ) );
		}
	};

	return (
		<div className="jetpack-external-media__connect">
			<p>
				{ __(
					'To show your Google Photos library you need to connect your Google account.',
					'jetpack-blocks'
				) }
			</p>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<Button
				__next40pxDefaultSize
				variant="primary"
				isBusy={ connecting }
				disabled={ connecting }
				accessibleWhenDisabled
				onClick={ () => void connect() }
			>
				{ __( 'Connect to Google Photos', 'jetpack-blocks' ) }
			</Button>
			{ connecting && (
				<p role="status">
					{ __( 'Awaiting authorization', 'jetpack-blocks' ) }
				</p>
			) }
		</div>
	);
}

export default function GooglePhotos( {
	onInsert,
	onRetryCopy,
}: {
	onInsert: () => void;
	onRetryCopy: () => void;
} ) {
	const state = useBrowserState();
	const { setQuery, setAuthenticated } = useDispatch( store );
	const [ disconnecting, setDisconnecting ] = useState( false );
	const [ disconnectError, setDisconnectError ] = useState( '' );

	if ( state.authenticated[ SOURCE ] === false ) {
		return <ConnectScreen />;
	}

	const { path, filters } = state.query;
	const inAlbum = path !== PATH_RECENT && path !== PATH_ALBUMS;

	const disconnect = async () => {
		setDisconnecting( true );
		setDisconnectError( '' );
		try {
			await api.disconnect( SOURCE );
			setAuthenticated( SOURCE, false );
		} catch ( failure ) {
			setDisconnectError( errorMessage( failure ) );
		} finally {
			setDisconnecting( false );
		}
	};

	const openFolder = ( folder: ExternalMediaItem ) =>
		setQuery( { path: String( folder.ID ) }, itemLabel( folder ) );

	return (
		<>
			<div className="jetpack-external-media__header">
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'View', 'jetpack-blocks' ) }
					value={ inAlbum ? PATH_ALBUMS : path }
					options={ [
						{
							value: PATH_ALBUMS,
							label: __( 'Albums', 'jetpack-blocks' ),
						},
						{
							value: PATH_RECENT,
							label: __( 'Recent Photos', 'jetpack-blocks' ),
						},
					] }
					disabled={ state.isCopying }
					onChange={ ( value ) => setQuery( { path: value } ) }
				/>
				{ state.account && (
					<div className="jetpack-external-media__account">
						{ state.account.image && (
							<img src={ state.account.image } alt="" />
						) }
						<span>{ state.account.name }</span>
					</div>
				) }
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					isBusy={ disconnecting }
					disabled={ disconnecting }
					accessibleWhenDisabled
					onClick={ () => void disconnect() }
				>
					{ __( 'Disconnect from Google Photos', 'jetpack-blocks' ) }
				</Button>
			</div>
			{ disconnectError && (
				<Notice status="error" isDismissible={ false }>
					{ disconnectError }
				</Notice>
			) }
			{ inAlbum && (
				<nav
					className="jetpack-external-media__breadcrumb"
					aria-label={ __( 'Album', 'jetpack-blocks' ) }
				>
					<Button
						variant="link"
						onClick={ () => setQuery( { path: PATH_ALBUMS } ) }
					>
						{ __( 'Albums', 'jetpack-blocks' ) }
					</Button>
					<span aria-hidden="true"> → </span>
					<span>{ state.folderName }</span>
				</nav>
			) }
			{ path === PATH_RECENT && (
				<FiltersPanel
					filters={ filters }
					imagesOnly={ state.imagesOnly }
					disabled={ state.isCopying }
					onChange={ ( next ) => setQuery( { filters: next } ) }
				/>
			) }
			<MediaGrid
				onOpenFolder={ openFolder }
				onInsert={ onInsert }
				onRetryCopy={ onRetryCopy }
			/>
		</>
	);
}
