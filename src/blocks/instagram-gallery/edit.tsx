/**
 * Editor UI of the photo feed (spec 001 §2, §4, §6, §8). Loaded lazily (see index.ts).
 *
 * 1. A user whose account is not connected to the site's connection is asked to connect it first
 *    (the local connection flow of the dashboard; the editor comes back to this post).
 * 2. Then the photo service: an existing connection is chosen by radio, or "Add a new account"
 *    opens the connect popup, whose reply carries the new connection's keyring id.
 * 3. With a token the gallery loads (30 posts) and the grid shows `count` of them; the sidebar has
 *    the account (with Disconnect) and the display settings.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
	RadioControl,
	RangeControl,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { select as selectFrom, useSelect, dispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { store as connectionStore } from '../../stores/connection';
import { fetchConnectUrl } from '../../shared/api/connection';
import { PRODUCT_NAME } from '../../shared/plugin-identity';
import { printedAdminUrl } from '../../shared/ai-availability/availability';
import icon from './icon';
import {
	MAX_COLUMNS,
	MAX_POSTS,
	MAX_SPACING,
	MIN_COLUMNS,
	MIN_POSTS,
	MIN_SPACING,
	clamp,
	instagramProfileUrl,
	isLocalAccount,
} from './account';
import {
	fetchConnections,
	fetchGallery,
	fetchPhotoConnectUrl,
	genericErrorMessage,
	isOtherUsersAccount,
	noImagesMessage,
	otherUsersAccountMessage,
	postCountNotice,
	readGalleryAnswer,
} from './gallery';
import { PopupBlockedError, PopupClosedError, connectInPopup } from './popup';
import type {
	GalleryImage,
	InstagramGalleryAttributes,
	PhotoConnection,
} from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

const NEW_ACCOUNT = '__new__';

type Props = BlockEditProps< InstagramGalleryAttributes >;

/** Whether the page printed the connection state (editor and dashboard pages do). */
function hasPrintedConnection(): boolean {
	const printed = (
		window as Window & {
			JetpackBlocksInitialState?: { connectionStatus?: unknown };
		}
	 ).JetpackBlocksInitialState?.connectionStatus;
	return typeof printed === 'object' && printed !== null;
}

function ErrorNotice( {
	message,
	status = 'error',
}: {
	message: string | null;
	status?: 'error' | 'warning';
} ) {
	if ( ! message ) {
		return null;
	}
	return (
		<Notice status={ status } isDismissible={ false }>
			{ message }
		</Notice>
	);
}

/**
 * Where the editor should come back after the account connection: this post's edit screen. A new
 * or changed post is saved first, so the block is still there on return.
 */
async function returnAddress(): Promise< string > {
	const editor = selectFrom( 'core/editor' ) as
		| {
				getCurrentPostId?: () => number | string | null;
				isEditedPostNew?: () => boolean;
				isEditedPostDirty?: () => boolean;
		  }
		| undefined;
	const postId = editor?.getCurrentPostId?.();
	if ( ! editor || typeof postId !== 'number' ) {
		return window.location.href;
	}
	if ( editor.isEditedPostNew?.() || editor.isEditedPostDirty?.() ) {
		await (
			dispatch( 'core/editor' ) as { savePost: () => Promise< void > }
		 ).savePost();
	}
	return `${ printedAdminUrl() }post.php?post=${ postId }&action=edit`;
}

/** Step 1: the user's account is not connected to the site's connection. */
function HostConnectPlaceholder() {
	const [ isRedirecting, setRedirecting ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const connect = async () => {
		setRedirecting( true );
		setError( null );
		try {
			const url = await fetchConnectUrl( {
				from: 'jetpack-instagram-gallery',
				redirect: await returnAddress(),
			} );
			window.location.assign( url );
		} catch {
			setRedirecting( false );
			setError( genericErrorMessage() );
		}
	};
	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Latest Instagram Posts', 'jetpack-blocks' ) }
			instructions={ sprintf(
				/* translators: %s: the product name. */
				__(
					"First, you'll need to connect your %s account.",
					'jetpack-blocks'
				),
				PRODUCT_NAME
			) }
			notices={ error ? <ErrorNotice message={ error } /> : undefined }
		>
			<Button
				variant="primary"
				onClick={ connect }
				isBusy={ isRedirecting }
				disabled={ isRedirecting }
			>
				{ sprintf(
					/* translators: %s: the product name. */
					__( 'Connect to %s', 'jetpack-blocks' ),
					PRODUCT_NAME
				) }
			</Button>
		</Placeholder>
	);
}

/** Step 2: choose a connection of the photo service, or add one in the popup. */
function AccountPlaceholder( {
	onToken,
	error,
	setError,
}: {
	onToken: ( token: string ) => void;
	error: string | null;
	setError: ( message: string | null ) => void;
} ) {
	const [ connections, setConnections ] = useState<
		PhotoConnection[] | null
	>( null );
	const [ selected, setSelected ] = useState( NEW_ACCOUNT );
	const [ isConnecting, setConnecting ] = useState( false );
	const mounted = useRef( true );

	useEffect( () => {
		mounted.current = true;
		fetchConnections()
			.then( ( list ) => {
				if ( mounted.current ) {
					setConnections( list );
					setSelected( list[ 0 ]?.token ?? NEW_ACCOUNT );
				}
			} )
			// Without the list, adding an account still works.
			.catch( () => mounted.current && setConnections( [] ) );
		return () => {
			mounted.current = false;
		};
	}, [] );

	const connect = async () => {
		setError( null );
		if ( selected !== NEW_ACCOUNT ) {
			onToken( selected );
			return;
		}
		setConnecting( true );
		let url: string;
		try {
			url = await fetchPhotoConnectUrl();
		} catch {
			setConnecting( false );
			setError( genericErrorMessage() );
			return;
		}
		try {
			const keyringId = await connectInPopup( url );
			onToken( keyringId );
		} catch ( reason ) {
			// Closing the window is the user's way to cancel: nothing to report.
			if ( reason instanceof PopupBlockedError ) {
				setError(
					__(
						'The connect window could not be opened. Allow pop-ups for this site, then try again.',
						'jetpack-blocks'
					)
				);
			} else if ( ! ( reason instanceof PopupClosedError ) ) {
				setError( genericErrorMessage() );
			}
		} finally {
			if ( mounted.current ) {
				setConnecting( false );
			}
		}
	};

	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Latest Instagram Posts', 'jetpack-blocks' ) }
			instructions={ __(
				'Connect an account to show its latest photos. Without an Instagram app set up on this site, you can show this site’s media library instead.',
				'jetpack-blocks'
			) }
			notices={ error ? <ErrorNotice message={ error } /> : undefined }
		>
			{ connections === null ? (
				<Spinner />
			) : (
				<div className="wp-block-jetpack-instagram-gallery__placeholder-form">
					{ connections.length > 0 && (
						<RadioControl
							label={ __( 'Account', 'jetpack-blocks' ) }
							selected={ selected }
							options={ [
								...connections.map( ( connection ) => ( {
									label: isLocalAccount( connection.token )
										? connection.username
										: `@${ connection.username }`,
									value: connection.token,
								} ) ),
								{
									label: __(
										'Add a new account',
										'jetpack-blocks'
									),
									value: NEW_ACCOUNT,
								},
							] }
							onChange={ ( value ) =>
								setSelected( String( value ) )
							}
						/>
					) }
					<Button
						variant="primary"
						onClick={ connect }
						isBusy={ isConnecting }
						disabled={ isConnecting }
					>
						{ selected === NEW_ACCOUNT
							? __( 'Connect an account', 'jetpack-blocks' )
							: __( 'Use this account', 'jetpack-blocks' ) }
					</Button>
					{ isConnecting && (
						<p className="wp-block-jetpack-instagram-gallery__placeholder-hint">
							{ __(
								'Finish in the window that opened. Closing it cancels.',
								'jetpack-blocks'
							) }
						</p>
					) }
				</div>
			) }
		</Placeholder>
	);
}

function Grid( {
	images,
	columns,
	spacing,
	isStackedOnMobile,
}: {
	images: GalleryImage[];
	columns: number;
	spacing: number;
	isStackedOnMobile: boolean;
} ) {
	const classes = [
		'wp-block-jetpack-instagram-gallery__grid',
		`wp-block-jetpack-instagram-gallery__grid-columns-${ columns }`,
		isStackedOnMobile ? 'is-stacked-on-mobile' : '',
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<div
			className={ classes }
			style={ {
				gridGap: `${ spacing }px`,
				// Read by style.scss for the stacked layout's gaps.
				[ '--latest-instagram-posts-spacing' as string ]: `${ spacing }px`,
			} }
		>
			{ images.map( ( image, index ) => (
				<span
					className="wp-block-jetpack-instagram-gallery__grid-post"
					key={ `${ image.url }-${ index }` }
				>
					<img alt={ image.title } src={ image.url } />
				</span>
			) ) }
		</div>
	);
}

export default function InstagramGalleryEdit( {
	attributes,
	setAttributes,
}: Props ) {
	const { accessToken, instagramUser, isStackedOnMobile } = attributes;
	const count = clamp( attributes.count, MIN_POSTS, MAX_POSTS, 9 );
	const columns = clamp( attributes.columns, MIN_COLUMNS, MAX_COLUMNS, 3 );
	const spacing = clamp( attributes.spacing, MIN_SPACING, MAX_SPACING, 10 );

	const { isUserConnected, isConnectionKnown } = useSelect( ( select ) => {
		const connection = select( connectionStore );
		const status = connection.getConnectionStatus();
		return {
			isUserConnected: status.isUserConnected,
			// Printed into editor pages (no request); fetched once elsewhere.
			isConnectionKnown:
				hasPrintedConnection() ||
				(
					connection as unknown as {
						hasFinishedResolution: (
							name: string,
							args: unknown[]
						) => boolean;
					}
				 ).hasFinishedResolution( 'getConnectionStatus', [] ),
		};
	}, [] );

	const [ images, setImages ] = useState< GalleryImage[] >( [] );
	const [ isLoadingGallery, setLoadingGallery ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	// The account is another user's: nothing loaded, nothing to count.
	const [ isOthersAccount, setOthersAccount ] = useState( false );
	const blockProps = useBlockProps();

	// Load the gallery whenever the token changes; a failure or an unusable answer clears the token
	// and the account (spec 001 §4), so the user is back at choosing an account, with the message.
	useEffect( () => {
		if ( ! accessToken ) {
			setImages( [] );
			return;
		}
		let current = true;
		setLoadingGallery( true );
		setError( null );
		setOthersAccount( false );
		const clear = () => {
			setImages( [] );
			setError( genericErrorMessage() );
			setAttributes( {
				accessToken: undefined,
				instagramUser: undefined,
			} );
		};
		fetchGallery( accessToken )
			.then( ( answer ) => {
				if ( ! current ) {
					return;
				}
				const gallery = readGalleryAnswer( answer );
				if ( gallery.kind === 'invalid' ) {
					clear();
					return;
				}
				if ( gallery.externalName ) {
					setAttributes( { instagramUser: gallery.externalName } );
				}
				if ( gallery.kind === 'empty' ) {
					setImages( [] );
					setError(
						noImagesMessage( isLocalAccount( accessToken ) )
					);
					return;
				}
				setImages( gallery.images );
			} )
			.catch( ( reason ) => {
				if ( ! current ) {
					return;
				}
				// Not a failure of the token: the block stays as its author set it up.
				if ( isOtherUsersAccount( reason ) ) {
					setImages( [] );
					setOthersAccount( true );
					setError( otherUsersAccountMessage() );
					return;
				}
				clear();
			} )
			.finally( () => current && setLoadingGallery( false ) );
		return () => {
			current = false;
		};
		// setAttributes is stable for a block; the gallery depends on the token only.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ accessToken ] );

	const disconnect = () => {
		setImages( [] );
		setError( null );
		setAttributes( { accessToken: undefined, instagramUser: undefined } );
	};

	if ( ! accessToken ) {
		let body;
		if ( ! isConnectionKnown ) {
			body = <Spinner />;
		} else if ( ! isUserConnected ) {
			body = <HostConnectPlaceholder />;
		} else {
			body = (
				<AccountPlaceholder
					error={ error }
					setError={ setError }
					onToken={ ( token ) =>
						setAttributes( { accessToken: token } )
					}
				/>
			);
		}
		return <div { ...blockProps }>{ body }</div>;
	}

	const countNotice =
		isLoadingGallery || isOthersAccount
			? null
			: postCountNotice(
					images.length,
					count,
					isLocalAccount( accessToken )
				);
	const shown = images.slice( 0, count );

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Account Settings', 'jetpack-blocks' ) }>
					<p className="wp-block-jetpack-instagram-gallery__account">
						<span>{ __( 'Account', 'jetpack-blocks' ) }: </span>
						{ instagramUser && ! isLocalAccount( accessToken ) ? (
							<ExternalLink
								href={ instagramProfileUrl( instagramUser ) }
							>
								@{ instagramUser }
							</ExternalLink>
						) : (
							<strong>
								{ instagramUser ??
									__( 'Loading…', 'jetpack-blocks' ) }
							</strong>
						) }
					</p>
					<Button
						variant="secondary"
						isDestructive
						onClick={ disconnect }
					>
						{ __( 'Disconnect your account', 'jetpack-blocks' ) }
					</Button>
				</PanelBody>
				<PanelBody title={ __( 'Display Settings', 'jetpack-blocks' ) }>
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Number of Posts', 'jetpack-blocks' ) }
						value={ count }
						min={ MIN_POSTS }
						max={ MAX_POSTS }
						onChange={ ( value ) =>
							setAttributes( {
								count: clamp( value, MIN_POSTS, MAX_POSTS, 9 ),
							} )
						}
					/>
					{ countNotice && (
						<Notice status="info" isDismissible={ false }>
							{ countNotice }
						</Notice>
					) }
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Number of Columns', 'jetpack-blocks' ) }
						value={ columns }
						min={ MIN_COLUMNS }
						max={ MAX_COLUMNS }
						onChange={ ( value ) =>
							setAttributes( {
								columns: clamp(
									value,
									MIN_COLUMNS,
									MAX_COLUMNS,
									3
								),
							} )
						}
					/>
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Image Spacing (px)', 'jetpack-blocks' ) }
						value={ spacing }
						min={ MIN_SPACING }
						max={ MAX_SPACING }
						onChange={ ( value ) =>
							setAttributes( {
								spacing: clamp(
									value,
									MIN_SPACING,
									MAX_SPACING,
									10
								),
							} )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Stack on mobile', 'jetpack-blocks' ) }
						checked={ isStackedOnMobile }
						onChange={ ( value ) =>
							setAttributes( { isStackedOnMobile: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ isLoadingGallery && (
				<Placeholder
					icon={ icon }
					label={ __( 'Latest Instagram Posts', 'jetpack-blocks' ) }
				>
					<Spinner />
					<span>
						{ __( 'Loading the photos…', 'jetpack-blocks' ) }
					</span>
				</Placeholder>
			) }
			{ ! isLoadingGallery && ! shown.length && (
				<Placeholder
					icon={ icon }
					label={ __( 'Latest Instagram Posts', 'jetpack-blocks' ) }
					notices={
						<ErrorNotice
							message={
								error ??
								noImagesMessage( isLocalAccount( accessToken ) )
							}
							status={ isOthersAccount ? 'warning' : 'error' }
						/>
					}
				/>
			) }
			{ ! isLoadingGallery && shown.length > 0 && (
				<Grid
					images={ shown }
					columns={ columns }
					spacing={ spacing }
					isStackedOnMobile={ isStackedOnMobile }
				/>
			) }
		</div>
	);
}
