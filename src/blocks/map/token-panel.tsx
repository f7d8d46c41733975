/**
 * The "Mapbox Access Token" panel (spec 001 §5): Set Token is disabled while the field is empty;
 * Update Token while it is empty or unchanged; Remove Token when the token is the host's default
 * (source "wpcom"). A failed call shows its message and leaves the field as typed. The site owner
 * is told when a stored token is not used because it is not public (the route's `warning`).
 */
import { useEffect, useState } from '@wordpress/element';
import {
	Button,
	ExternalLink,
	Notice,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { canRemoveToken, canSetToken, canUpdateToken } from './rules';
import { removeMapboxKey, setMapboxKey, type MapboxKey } from './api';

interface Props {
	current: MapboxKey;
	onChange: ( key: MapboxKey ) => void;
}

export default function TokenPanel( { current, onChange }: Props ) {
	const [ value, setValue ] = useState( current.service_api_key );
	const [ busy, setBusy ] = useState( false );
	const [ notice, setNotice ] = useState< {
		status: 'error' | 'success';
		text: string;
	} | null >( null );

	useEffect( () => {
		setValue( current.service_api_key );
	}, [ current.service_api_key ] );

	const run = async ( call: () => Promise< MapboxKey > ) => {
		setBusy( true );
		setNotice( null );
		try {
			const key = await call();
			onChange( key );
			setNotice(
				key.message ? { status: 'success', text: key.message } : null
			);
		} catch ( error ) {
			setNotice( { status: 'error', text: ( error as Error ).message } );
		} finally {
			setBusy( false );
		}
	};

	const hasToken = current.service_api_key !== '';
	return (
		<div className="wp-block-jetpack-map__token-panel">
			<p>
				{ hasToken
					? __(
							'Maps use Mapbox street, satellite and terrain styles with this token.',
							'jetpack-blocks'
						)
					: __(
							'No token: maps use the offline basemap (country outlines served by this site) and the offline list of cities for address search. A Mapbox token adds street-level maps and address search.',
							'jetpack-blocks'
						) }{ ' ' }
				<ExternalLink href="https://account.mapbox.com/access-tokens/">
					{ __( 'Get a token from Mapbox', 'jetpack-blocks' ) }
				</ExternalLink>
			</p>
			{ current.warning && (
				<Notice status="warning" isDismissible={ false }>
					{ current.warning }
				</Notice>
			) }
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Mapbox Access Token', 'jetpack-blocks' ) }
				value={ value }
				onChange={ setValue }
				disabled={ busy }
			/>
			<div className="wp-block-jetpack-map__token-actions">
				{ hasToken ? (
					<>
						<Button
							variant="secondary"
							isBusy={ busy }
							disabled={
								busy ||
								! canUpdateToken(
									value,
									current.service_api_key
								)
							}
							onClick={ () =>
								run( () => setMapboxKey( value.trim() ) )
							}
						>
							{ __( 'Update Token', 'jetpack-blocks' ) }
						</Button>
						<Button
							variant="tertiary"
							isDestructive
							disabled={
								busy ||
								! canRemoveToken(
									current.service_api_key_source
								)
							}
							onClick={ () => run( removeMapboxKey ) }
						>
							{ __( 'Remove Token', 'jetpack-blocks' ) }
						</Button>
					</>
				) : (
					<Button
						variant="secondary"
						isBusy={ busy }
						disabled={ busy || ! canSetToken( value ) }
						onClick={ () =>
							run( () => setMapboxKey( value.trim() ) )
						}
					>
						{ __( 'Set Token', 'jetpack-blocks' ) }
					</Button>
				) }
			</div>
			{ current.service_api_key_source === 'wpcom' && (
				<p className="wp-block-jetpack-map__token-note">
					{ __(
						'This token is provided by your host and cannot be removed here.',
						'jetpack-blocks'
					) }
				</p>
			) }
			{ notice && (
				<Notice
					status={ notice.status }
					isDismissible
					onRemove={ () => setNotice( null ) }
				>
					{ notice.text }
				</Notice>
			) }
		</div>
	);
}
