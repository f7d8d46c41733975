/**
 * The request's status: a small visual marker with one class per state (styled in style.scss), and
 * a visually hidden live text so screen readers hear when a request starts, streams, ends or fails.
 */
import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { RequestingState } from './types';

export interface AiStatusIndicatorProps {
	state: RequestingState;
	className?: string;
}

/** What a screen reader hears for a state (nothing for init: there is nothing to report). */
export function statusText( state: RequestingState ): string {
	switch ( state ) {
		case 'requesting':
			return __( 'Sending your request…', 'jetpack-blocks' );
		case 'suggesting':
			return __( 'Writing a suggestion…', 'jetpack-blocks' );
		case 'done':
			return __( 'Suggestion complete.', 'jetpack-blocks' );
		case 'error':
			return __( 'The request did not succeed.', 'jetpack-blocks' );
		default:
			return '';
	}
}

export function AiStatusIndicator( {
	state,
	className,
}: AiStatusIndicatorProps ) {
	return (
		<div
			className={ [
				'jetpack-ai-status-indicator',
				`is-${ state }`,
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<span
				className="jetpack-ai-status-indicator__marker"
				aria-hidden="true"
			/>
			{ /* Always rendered, so the live region exists before its text changes. */ }
			<VisuallyHidden as="span" role="status">
				{ statusText( state ) }
			</VisuallyHidden>
		</div>
	);
}
