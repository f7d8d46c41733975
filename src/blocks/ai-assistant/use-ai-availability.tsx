/**
 * Whether the AI is offered to this user here, and the banner to show when it is not.
 *
 * The single place where the block meets the connection gate (spec 000 §6): a user who is not
 * connected gets the Reconnect banner, with the prompt bar and the tools disabled, and a button into
 * the connection flow; a usage feature that reports an error code says why in a banner instead of
 * disabling the prompt without a word. The rule itself (hosted, connected, block hidden, the usage feature's error
 * code) is the shared one, so every AI surface answers the same way.
 */
import type { ReactNode } from 'react';
import { useAiAvailability as useSharedAiAvailability } from '../../ai/use-ai-availability';
import { FeatureErrorBanner, ReconnectBanner } from '../../shared/ai-control';

export interface AiAvailability {
	/** False: the prompt bar and the tools are disabled. */
	available: boolean;
	/** Shown above the prompt (Reconnect…), or null. */
	banner: ReactNode;
}

export function useAiAvailability(): AiAvailability {
	const {
		canRequest,
		needsConnection,
		connectionUrl,
		reason,
		featureErrorMessage,
	} = useSharedAiAvailability( { blockName: 'jetpack/ai-assistant' } );
	let banner: ReactNode = null;
	if ( needsConnection ) {
		banner = <ReconnectBanner connectionUrl={ connectionUrl } />;
	} else if ( reason === 'feature-error' ) {
		banner = <FeatureErrorBanner message={ featureErrorMessage } />;
	}
	return { available: canRequest, banner };
}
