/**
 * The setup state of a site with no language model (issue 19): a calm notice instead of a request.
 * "No AI model is set up for this site." then, for users who may change the AI settings, a "Set up
 * AI" link to Settings → Jetpack Blocks AI; for the others, "Ask an administrator to set one up."
 *
 * The link is absolute and targets the top window: in a block it sits in the editor canvas iframe,
 * where a relative link or a plain click would open the settings inside the canvas.
 */
import { Button } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	getAiModelStatus,
	subscribeAiModelStatus,
	type AiModelStatus,
} from '../ai-client/config';
import { aiNotConfiguredMessage } from '../ai-client/errors';
import { Message } from './message';

/** The site's model status, updated when a request learns that the model is gone. */
export function useAiModelStatus(): AiModelStatus {
	const [ status, setStatus ] = useState( getAiModelStatus );
	useEffect( () => {
		// A change between the first render and this subscription is not lost.
		setStatus( getAiModelStatus() );
		return subscribeAiModelStatus( () => setStatus( getAiModelStatus() ) );
	}, [] );
	return status;
}

export interface AiSetupNoticeProps {
	className?: string;
	/** The status to show (default: the page's, see useAiModelStatus). */
	status?: AiModelStatus;
}

export function AiSetupNotice( { className, status }: AiSetupNoticeProps ) {
	const live = useAiModelStatus();
	const { canSetUp, setupUrl } = status ?? live;
	return (
		<Message
			severity="info"
			className={ [ 'jetpack-ai-control-setup', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<span className="jetpack-ai-control-setup__text">
				{ aiNotConfiguredMessage() }
			</span>{ ' ' }
			{ canSetUp ? (
				<Button
					__next40pxDefaultSize
					variant="secondary"
					className="jetpack-ai-control-setup__button"
					href={ setupUrl }
					target="_top"
				>
					{ __( 'Set up AI', 'jetpack-blocks' ) }
				</Button>
			) : (
				<span className="jetpack-ai-control-setup__ask">
					{ __(
						'Ask an administrator to set one up.',
						'jetpack-blocks'
					) }
				</span>
			) }
		</Message>
	);
}
