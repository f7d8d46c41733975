import { useState } from '@wordpress/element';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useAiSuggestions } from '../../shared/ai-client';
import {
	AIControl,
	FooterMessage,
	Message,
	UpgradeMessage,
} from '../../shared/ai-control';
import { store as aiUsageStore } from '../../stores/ai-usage';

export function Playground() {
	const [ prompt, setPrompt ] = useState( '' );
	const { increaseRequestsCount } = useDispatch( aiUsageStore );
	const { remaining, isFreeTier } = useSelect( ( select ) => {
		const usage = select( aiUsageStore );
		const feature = usage.getAiAssistantFeature();
		return {
			remaining: usage.getRequestsRemaining(),
			isFreeTier: ( feature?.currentTier?.value ?? 0 ) === 0,
		};
	}, [] );

	const { suggestion, error, requestingState, request, stopSuggestion } =
		useAiSuggestions( {
			onDone: () => increaseRequestsCount(),
		} );

	return (
		<div className="jetpack-blocks-ai-playground">
			<h2>{ __( 'Try the assistant', 'jetpack-blocks' ) }</h2>
			{ isFreeTier && typeof remaining === 'number' && (
				<UpgradeMessage
					requestsRemaining={ remaining }
					canUpgrade={ false }
				/>
			) }
			<AIControl
				value={ prompt }
				placeholder={ __(
					'Ask the assistant to write something…',
					'jetpack-blocks'
				) }
				state={ requestingState }
				onChange={ setPrompt }
				onSend={ ( value: string ) =>
					request( [ { role: 'user', content: value } ], {
						feature: 'ai-assistant',
					} )
				}
				onStop={ stopSuggestion }
				footer={ <FooterMessage /> }
			/>
			{ error && (
				<Message
					severity={ error.severity === 'error' ? 'error' : 'info' }
				>
					{ error.message }
				</Message>
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
