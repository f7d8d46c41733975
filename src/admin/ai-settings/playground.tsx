import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { ERROR_QUOTA_EXCEEDED, useAiSuggestions } from '../../shared/ai-client';
import {
	AIControl,
	ErrorBanner,
	FooterMessage,
	ReconnectBanner,
} from '../../shared/ai-control';
import { AiUpgradeBanner } from '../../ai/ai-upgrade-banner';
import { useAiAvailability } from '../../ai/use-ai-availability';

/**
 * A place to try the assistant on the AI settings page. It goes through the same client, gate and
 * banners as the editor: requests are counted by the client, a user who is not connected sees the
 * Reconnect banner, an exhausted quota shows the upgrade banner (with the button only for those who
 * can upgrade), and retryable errors offer Retry.
 */
export function Playground() {
	const [ prompt, setPrompt ] = useState( '' );
	const availability = useAiAvailability();

	const {
		suggestion,
		error,
		requestingState,
		request,
		stopSuggestion,
		retry,
	} = useAiSuggestions();

	const send = ( value: string ) => {
		request( [ { role: 'user', content: value } ], {
			feature: 'ai-assistant',
		} );
	};

	let banner = null;
	if ( availability.needsConnection ) {
		banner = (
			<ReconnectBanner connectionUrl={ availability.connectionUrl } />
		);
	} else {
		banner = <AiUpgradeBanner mode="banner" placement="playground" />;
	}

	return (
		<div className="jetpack-blocks-ai-playground">
			<h2>{ __( 'Try the assistant', 'jetpack-blocks' ) }</h2>
			<AIControl
				value={ prompt }
				placeholder={ __(
					'Ask the assistant to write something…',
					'jetpack-blocks'
				) }
				state={ requestingState }
				disabled={ ! availability.canRequest }
				onChange={ setPrompt }
				onSend={ send }
				onStop={ stopSuggestion }
				banner={ banner }
				footer={
					<>
						<AiUpgradeBanner mode="footer" placement="playground" />
						<FooterMessage />
					</>
				}
			/>
			{ error && error.code !== ERROR_QUOTA_EXCEEDED && (
				// Out of quota: the upgrade banner above the prompt says it, no message or retry.
				<ErrorBanner error={ error } onRetry={ retry } />
			) }
			{ suggestion && (
				<div
					className="jetpack-blocks-ai-playground__answer"
					aria-live="polite"
					aria-busy={ requestingState === 'suggesting' }
				>
					{ suggestion }
				</div>
			) }
		</div>
	);
}
