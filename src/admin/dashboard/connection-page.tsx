/**
 * #/connection: the site and user connection (spec 000 §4 "Site connection"). Connect this site
 * (register, then go to the authorization screen), Connect your account (registered, user not
 * connected), Disconnect (after a confirmation). The status is fetched again on arrival, so coming
 * back from the authorization screen shows the new state.
 */
import { Button, Modal, Notice, Spinner, Flex } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { PRODUCT_NAME } from '../../shared/plugin-identity';
import { store as connectionStore } from '../../stores/connection';
import { currentPageUrlWithRoute, getInitialState } from './initial-state';
import { errorMessage } from './error-message';
import { useNotices } from './notices';

/** The `from` the authorization URL carries (where the flow started). */
export const CONNECT_FROM = 'jetpack-blocks-dashboard';

function hasError( result: unknown ): boolean {
	return (
		typeof result === 'object' &&
		result !== null &&
		'error' in result &&
		Boolean( ( result as { error?: unknown } ).error )
	);
}

function BusyLabel( { children }: { children: string } ) {
	return (
		<>
			<Spinner className="jetpack-blocks-dashboard__button-spinner" />
			{ children }
		</>
	);
}

export function ConnectionPage() {
	const {
		isRegistered,
		isUserConnected,
		hasConnectedOwner,
		isOfflineMode,
		siteIsRegistering,
		userIsConnecting,
		registrationError,
		userLogin,
		connectionOwner,
	} = useSelect( ( select ) => {
		const connection = select( connectionStore );
		const userData = connection.getUserConnectionData();
		const currentUser = userData?.currentUser;
		return {
			isRegistered: connection.isRegistered(),
			isUserConnected: connection.isUserConnected(),
			hasConnectedOwner: connection.hasConnectedOwner(),
			isOfflineMode: connection.isOfflineMode(),
			siteIsRegistering: connection.getSiteIsRegistering(),
			userIsConnecting: connection.getUserIsConnecting(),
			registrationError: connection.getRegistrationError(),
			userLogin:
				currentUser?.wpcomUser?.display_name ||
				currentUser?.wpcomUser?.login ||
				currentUser?.username ||
				'',
			connectionOwner: userData?.connectionOwner ?? null,
		};
	}, [] );
	const {
		registerSite,
		connectUser,
		disconnectSite,
		refreshConnectionStatus,
	} = useDispatch( connectionStore );
	const { createErrorNotice, createSuccessNotice } = useNotices();

	const [ isConfirmOpen, setConfirmOpen ] = useState( false );
	const [ isDisconnecting, setDisconnecting ] = useState( false );
	const [ focusHeading, setFocusHeading ] = useState( false );
	const headingRef = useRef< HTMLHeadingElement >( null );

	// Coming back from the authorization screen (or from another tab): show the current state.
	useEffect( () => {
		Promise.resolve( refreshConnectionStatus() ).catch(
			( error: unknown ) =>
				createErrorNotice(
					sprintf(
						/* translators: %s: error message */
						__(
							'Could not refresh the connection status: %s',
							'jetpack-blocks'
						),
						errorMessage( error )
					),
					{ id: 'connection-refresh' }
				)
		);
		// Once per visit of the page.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// After a disconnection the Disconnect button is gone: keep the focus in the page.
	useEffect( () => {
		if ( focusHeading ) {
			headingRef.current?.focus();
			setFocusHeading( false );
		}
	}, [ focusHeading ] );

	const connectAccount = async () => {
		try {
			await connectUser( { from: CONNECT_FROM } );
		} catch ( error ) {
			createErrorNotice(
				sprintf(
					/* translators: %s: error message */
					__(
						'Could not connect your account: %s',
						'jetpack-blocks'
					),
					errorMessage( error )
				),
				{ id: 'connection-connect-user' }
			);
		}
	};

	const onConnectSite = async () => {
		const result: unknown = await registerSite( {
			registrationNonce: getInitialState().registrationNonce ?? '',
			redirectUri: currentPageUrlWithRoute( 'connection' ),
		} );
		if ( hasError( result ) ) {
			return; // The store keeps the message; the notice above the status shows it.
		}
		await connectAccount();
	};

	const onDisconnect = async () => {
		setDisconnecting( true );
		try {
			await disconnectSite();
			setConfirmOpen( false );
			setFocusHeading( true );
			createSuccessNotice(
				__( 'The site is disconnected.', 'jetpack-blocks' )
			);
		} catch ( error ) {
			setConfirmOpen( false );
			createErrorNotice(
				sprintf(
					/* translators: %s: error message */
					__( 'Could not disconnect the site: %s', 'jetpack-blocks' ),
					errorMessage( error )
				),
				{ id: 'connection-disconnect' }
			);
		} finally {
			setDisconnecting( false );
		}
	};

	let siteState: string = __( 'Not connected', 'jetpack-blocks' );
	if ( isRegistered ) {
		siteState = __( 'Connected', 'jetpack-blocks' );
	}

	let userState: string = __( 'Not connected', 'jetpack-blocks' );
	if ( isUserConnected ) {
		userState = userLogin
			? sprintf(
					/* translators: %s: the user's login or display name */
					__( 'Connected as %s', 'jetpack-blocks' ),
					userLogin
				)
			: __( 'Connected', 'jetpack-blocks' );
	}

	let ownerState: string = __( 'None', 'jetpack-blocks' );
	if ( connectionOwner ) {
		ownerState = connectionOwner;
	} else if ( hasConnectedOwner ) {
		ownerState = __( 'Connected', 'jetpack-blocks' );
	}

	const actions = [];
	if ( ! isOfflineMode && ! isRegistered ) {
		actions.push(
			<Button
				key="connect-site"
				__next40pxDefaultSize
				variant="primary"
				onClick={ onConnectSite }
				disabled={ siteIsRegistering || userIsConnecting }
				accessibleWhenDisabled
				isBusy={ siteIsRegistering }
			>
				{ siteIsRegistering ? (
					<BusyLabel>
						{ __( 'Connecting this site…', 'jetpack-blocks' ) }
					</BusyLabel>
				) : (
					__( 'Connect this site', 'jetpack-blocks' )
				) }
			</Button>
		);
	}
	if ( ! isOfflineMode && isRegistered && ! isUserConnected ) {
		actions.push(
			<Button
				key="connect-user"
				__next40pxDefaultSize
				variant="primary"
				onClick={ connectAccount }
				disabled={ userIsConnecting }
				accessibleWhenDisabled
				isBusy={ userIsConnecting }
			>
				{ userIsConnecting ? (
					<BusyLabel>
						{ __( 'Connecting your account…', 'jetpack-blocks' ) }
					</BusyLabel>
				) : (
					__( 'Connect your account', 'jetpack-blocks' )
				) }
			</Button>
		);
	}
	if ( isRegistered ) {
		actions.push(
			<Button
				key="disconnect"
				__next40pxDefaultSize
				variant="secondary"
				isDestructive
				onClick={ () => setConfirmOpen( true ) }
				disabled={ userIsConnecting }
				accessibleWhenDisabled
			>
				{ __( 'Disconnect', 'jetpack-blocks' ) }
			</Button>
		);
	}

	return (
		<section
			className="jetpack-blocks-dashboard-connection"
			aria-labelledby="jetpack-blocks-dashboard-connection-title"
		>
			<h2
				id="jetpack-blocks-dashboard-connection-title"
				ref={ headingRef }
				tabIndex={ -1 }
			>
				{ __( 'Connection', 'jetpack-blocks' ) }
			</h2>
			<p>
				{ sprintf(
					/* translators: %s: product name */
					__(
						'Connect this site and your account to use the AI assistant and the other connected features of %s.',
						'jetpack-blocks'
					),
					PRODUCT_NAME
				) }
			</p>

			{ isOfflineMode && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'This site is in offline mode, so it cannot be connected. Turn offline mode off to connect it.',
						'jetpack-blocks'
					) }
				</Notice>
			) }

			{ registrationError && (
				<Notice status="error" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: error message */
						__(
							'The site could not be connected: %s',
							'jetpack-blocks'
						),
						registrationError
					) }
				</Notice>
			) }

			<dl className="jetpack-blocks-dashboard-connection__status">
				<div className="jetpack-blocks-dashboard-connection__row">
					<dt>{ __( 'Site', 'jetpack-blocks' ) }</dt>
					<dd>{ siteState }</dd>
				</div>
				<div className="jetpack-blocks-dashboard-connection__row">
					<dt>{ __( 'Your account', 'jetpack-blocks' ) }</dt>
					<dd>{ userState }</dd>
				</div>
				<div className="jetpack-blocks-dashboard-connection__row">
					<dt>{ __( 'Connection owner', 'jetpack-blocks' ) }</dt>
					<dd>{ ownerState }</dd>
				</div>
				{ isOfflineMode && (
					<div className="jetpack-blocks-dashboard-connection__row">
						<dt>{ __( 'Offline mode', 'jetpack-blocks' ) }</dt>
						<dd>{ __( 'On', 'jetpack-blocks' ) }</dd>
					</div>
				) }
			</dl>

			{ actions.length > 0 && (
				<Flex
					className="jetpack-blocks-dashboard-connection__actions"
					justify="flex-start"
					gap={ 2 }
					wrap
				>
					{ actions }
				</Flex>
			) }

			{ isConfirmOpen && (
				<Modal
					title={ __( 'Disconnect this site?', 'jetpack-blocks' ) }
					onRequestClose={ () => {
						if ( ! isDisconnecting ) {
							setConfirmOpen( false );
						}
					} }
					size="medium"
				>
					<p>
						{ sprintf(
							/* translators: %s: product name */
							__(
								'Are you sure you want to disconnect this site? The AI assistant and the other connected features of %s stop working until the site is connected again.',
								'jetpack-blocks'
							),
							PRODUCT_NAME
						) }
					</p>
					<Flex justify="flex-end" gap={ 2 }>
						<Button
							__next40pxDefaultSize
							variant="tertiary"
							onClick={ () => setConfirmOpen( false ) }
							disabled={ isDisconnecting }
							accessibleWhenDisabled
						>
							{ __( 'Cancel', 'jetpack-blocks' ) }
						</Button>
						<Button
							__next40pxDefaultSize
							variant="primary"
							isDestructive
							onClick={ onDisconnect }
							disabled={ isDisconnecting }
							accessibleWhenDisabled
							isBusy={ isDisconnecting }
						>
							{ isDisconnecting ? (
								<BusyLabel>
									{ __( 'Disconnecting…', 'jetpack-blocks' ) }
								</BusyLabel>
							) : (
								__( 'Disconnect', 'jetpack-blocks' )
							) }
						</Button>
					</Flex>
				</Modal>
			) }
		</section>
	);
}
