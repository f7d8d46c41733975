/**
 * The block's notice for a failed request (spec 000 §8, in the block's wording): the error's
 * message, the block's own message for a too-large context, Retry after network and
 * service-unavailable errors, and the upgrade banner instead of a notice when the quota is used up.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	ERROR_CONTEXT_TOO_LARGE,
	ERROR_NETWORK,
	ERROR_QUOTA_EXCEEDED,
	ERROR_SERVICE_UNAVAILABLE,
	contextTooLargeMessage,
	type AiRequestError,
} from '../../shared/ai-client';
import { Message, UpgradeMessage } from '../../shared/ai-control';

/** Where Upgrade leads: the plugin's AI upgrade screen (spec 000 §2). */
export const UPGRADE_PATH = 'admin.php?page=jetpack-blocks#/add-jetpack-ai';

export function isRetryable( error: AiRequestError ): boolean {
	return (
		error.code === ERROR_NETWORK || error.code === ERROR_SERVICE_UNAVAILABLE
	);
}

export function ErrorNotice( {
	error,
	canUpgrade,
	onRetry,
}: {
	error: AiRequestError;
	canUpgrade: boolean;
	onRetry: () => void;
} ) {
	if ( error.code === ERROR_QUOTA_EXCEEDED ) {
		// Not repeated as a notice: the upgrade banner says it (spec 000 §8).
		return (
			<UpgradeMessage
				requestsRemaining={ 0 }
				canUpgrade={ canUpgrade }
				upgradeUrl={ UPGRADE_PATH }
			/>
		);
	}
	const message =
		error.code === ERROR_CONTEXT_TOO_LARGE
			? contextTooLargeMessage()
			: error.message;
	return (
		<Message
			severity={ error.severity === 'error' ? 'error' : 'info' }
			className="jetpack-ai-assistant__notice"
		>
			<span>{ message }</span>{ ' ' }
			{ isRetryable( error ) && (
				<Button variant="secondary" size="small" onClick={ onRetry }>
					{ __( 'Retry', 'jetpack-blocks' ) }
				</Button>
			) }
		</Message>
	);
}
