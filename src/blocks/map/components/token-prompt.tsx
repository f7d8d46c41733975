/**
 * Shown instead of the map when the Mapbox token could not be read (api state 1): the reason, the
 * token field, Retry, and the choice to go on with the offline basemap.
 */
import { Button, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import TokenPanel from '../token-panel';
import type { MapboxKey } from '../api';

export default function TokenPrompt( {
	message,
	current,
	onToken,
	onRetry,
	onOffline,
}: {
	/** Why the token could not be read. */
	message: string;
	current: MapboxKey;
	/** A token was set (or removed) in the field. */
	onToken: ( key: MapboxKey ) => void;
	onRetry: () => void;
	onOffline: () => void;
} ) {
	return (
		<div className="wp-block-jetpack-map__token-prompt">
			<Notice status="error" isDismissible={ false }>
				{ message }
			</Notice>
			<TokenPanel current={ current } onChange={ onToken } />
			<div className="wp-block-jetpack-map__token-prompt-actions">
				<Button variant="secondary" onClick={ onRetry }>
					{ __( 'Retry', 'jetpack-blocks' ) }
				</Button>
				<Button variant="tertiary" onClick={ onOffline }>
					{ __( 'Use the offline basemap', 'jetpack-blocks' ) }
				</Button>
			</div>
		</div>
	);
}
