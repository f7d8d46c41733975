/**
 * The setup state of a site with no language model (issue 19): a calm notice instead of a request.
 * "No AI model is set up for this site." then, for users who may change the AI settings, a "Set up
 * AI" link to Settings → Jetpack Blocks AI; for the others, "Ask an administrator to set one up."
 *
 * The link is absolute and opens the settings in a new tab from the top window (open-in-new-tab.ts):
 * in a block it sits in the editor canvas iframe, and the editor's unsaved work must stay open.
 */
import type { MouseEvent } from 'react';
import { Button, VisuallyHidden } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	getAiModelStatus,
	subscribeAiModelStatus,
	type AiModelStatus,
} from '../ai-client/config';
import { aiNotConfiguredMessage } from '../ai-client/errors';
import { Message } from './message';
import { openInNewTab } from './open-in-new-tab';

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
					target="_blank"
					rel="noopener noreferrer"
					onClick={ ( event: MouseEvent< HTMLElement > ) =>
						openInNewTab( event, setupUrl )
					}
				>
					{ __( 'Set up AI', 'jetpack-blocks' ) }
					<VisuallyHidden as="span">
						{ ' ' }
						{
							/* translators: accessibility text */
							__( '(opens in a new tab)', 'jetpack-blocks' )
						}
					</VisuallyHidden>
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
