/**
 * The companion app's screen (spec 002 §2, §4): media uploaded to this site after the browser
 * opened, polled every 2000 ms (the first time at once). Until some arrive it shows the QR code
 * that leads to the app; then the images to pick, and in single-select mode the first one to arrive
 * is inserted by itself.
 */
import { Button } from '@wordpress/components';
import { select, useDispatch } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store } from '../../../stores/external-media';
import * as api from '../../../stores/external-media/api';
import { APP_MEDIA_POLL_MS } from '../../../stores/external-media/constants';
import type { ExternalMediaItem } from '../../../stores/external-media/types';
import MediaGrid, { BrowserNotice, useBrowserState } from './media-grid';
import QrCode from './qr-code';

/** Where the QR code leads: the app's download page, with campaign, post id and site id. */
export function appLinkFor( postId: number | null, siteId: number | null ) {
	const params = new URLSearchParams( { campaign: 'qr-code-media' } );
	if ( postId ) {
		params.set( 'postId', String( postId ) );
	}
	if ( siteId ) {
		params.set( 'siteId', String( siteId ) );
	}
	return `https://apps.wordpress.com/get/?${ params.toString() }`;
}

export function addImagesLabel( count: number ): string {
	return count === 0
		? __( 'Add images', 'jetpack-blocks' )
		: sprintf(
				/* translators: %d: how many images are selected. */
				_n( 'Add %d image', 'Add %d images', count, 'jetpack-blocks' ),
				count
			);
}

function siteIdFromPage(): number | null {
	const state = (
		window as Window & {
			JetpackBlocksInitialState?: {
				userConnectionData?: {
					currentUser?: { blogId?: number | null };
				};
			};
		}
	 ).JetpackBlocksInitialState;
	const id = state?.userConnectionData?.currentUser?.blogId;
	return typeof id === 'number' && id > 0 ? id : null;
}

function Illustration() {
	return (
		<svg
			className="jetpack-external-media__phone"
			width="72"
			height="120"
			viewBox="0 0 72 120"
			aria-hidden="true"
			focusable="false"
		>
			<rect
				x="4"
				y="4"
				width="64"
				height="112"
				rx="10"
				fill="none"
				stroke="currentColor"
				strokeWidth="4"
			/>
			<rect x="14" y="20" width="44" height="70" rx="2" fill="#dcdcde" />
			<path d="M20 80l12-16 9 11 6-7 9 12z" fill="#8c8f94" />
			<circle cx="44" cy="36" r="5" fill="#8c8f94" />
			<circle cx="36" cy="103" r="5" fill="currentColor" />
		</svg>
	);
}

export default function AppMedia( {
	postId,
	onInsertItems,
	onRetryCopy,
}: {
	postId: number | null;
	onInsertItems: ( items: ExternalMediaItem[] ) => void;
	onRetryCopy: () => void;
} ) {
	const state = useBrowserState();
	const { addMedia, handleError, setNotice } = useDispatch( store );
	const openedAt = useRef( Math.floor( Date.now() / 1000 ) );
	const inserted = useRef( false );
	const { media, selected, multiple, isCopying } = state;

	useEffect( () => {
		let stopped = false;
		const poll = async () => {
			try {
				const answer = await api.fetchAppMedia( openedAt.current );
				if ( stopped ) {
					return;
				}
				const found = Array.isArray( answer?.media )
					? answer.media
					: [];
				if ( select( store ).getState().notice?.retry === 'list' ) {
					setNotice( null );
				}
				addMedia( found );
			} catch ( error ) {
				if ( ! stopped ) {
					handleError( error, 'list' );
				}
			}
		};
		void poll();
		const timer = setInterval( () => void poll(), APP_MEDIA_POLL_MS );
		return () => {
			stopped = true;
			clearInterval( timer );
		};
	}, [ addMedia, handleError, setNotice ] );

	const first = media[ 0 ];
	useEffect( () => {
		if ( ! multiple && first && ! inserted.current ) {
			inserted.current = true;
			onInsertItems( [ first ] );
		}
	}, [ multiple, first, onInsertItems ] );

	if ( media.length === 0 ) {
		return (
			<div className="jetpack-external-media__app">
				<BrowserNotice onRetryCopy={ onRetryCopy } />
				<div className="jetpack-external-media__app-intro">
					<Illustration />
					<div>
						<h2>
							{ __( 'Upload from your phone', 'jetpack-blocks' ) }
						</h2>
						<p>
							{ __(
								'Scan the QR code with your iPhone or Android camera to upload from your photos.',
								'jetpack-blocks'
							) }
						</p>
					</div>
					<QrCode
						text={ appLinkFor( postId, siteIdFromPage() ) }
						label={ __(
							'QR code that opens the mobile app',
							'jetpack-blocks'
						) }
					/>
				</div>
			</div>
		);
	}

	return (
		<div className="jetpack-external-media__app">
			<h2>{ __( 'Select images to be added', 'jetpack-blocks' ) }</h2>
			<p>
				{ __(
					'Select the images below to add, or continue adding more from your device.',
					'jetpack-blocks'
				) }
			</p>
			<MediaGrid onRetryCopy={ onRetryCopy } />
			<div className="jetpack-external-media__toolbar">
				<Button
					variant="primary"
					isBusy={ isCopying }
					disabled={ selected.length === 0 || isCopying }
					accessibleWhenDisabled
					onClick={ () => onInsertItems( selected ) }
				>
					{ addImagesLabel( selected.length ) }
				</Button>
			</div>
		</div>
	);
}
