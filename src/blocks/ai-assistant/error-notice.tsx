/**
 * The block's notice for a failed request (spec 000 §8, in the block's wording): the error's
 * message, the block's own message for a too-large context, Retry after network and
 * service-unavailable errors. Two errors are not repeated as notices, because the block's banner
 * already says them: an exhausted quota (the upgrade banner, or the VIP rate-limit banner, from the
 * usage store) and a site without a model (the setup state).
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	ERROR_AI_NOT_CONFIGURED,
	ERROR_CONTEXT_TOO_LARGE,
	ERROR_NETWORK,
	ERROR_QUOTA_EXCEEDED,
	ERROR_SERVICE_UNAVAILABLE,
	contextTooLargeMessage,
	type AiRequestError,
} from '../../shared/ai-client';
import { Message } from '../../shared/ai-control';

export function isRetryable( error: AiRequestError ): boolean {
	return (
		error.code === ERROR_NETWORK || error.code === ERROR_SERVICE_UNAVAILABLE
	);
}

export function ErrorNotice( {
	error,
	onRetry,
}: {
	error: AiRequestError;
	onRetry: () => void;
} ) {
	if (
		error.code === ERROR_QUOTA_EXCEEDED ||
		error.code === ERROR_AI_NOT_CONFIGURED
	) {
		// Not repeated as a notice (spec 000 §8): the banner above the prompt says it.
		return null;
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
