/**
 * A message banner: an icon per severity, then the message. Information and success are polite
 * status messages; errors are alerts, read out at once. Warnings are polite too (they do not block).
 */
import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { severityIcons } from './icons';
import type { MessageSeverity } from './types';

export interface MessageProps {
	severity?: MessageSeverity;
	children: ReactNode;
	className?: string;
}

/** A word read before warnings and errors, since their icons are not read out. */
function severityPrefix( severity: MessageSeverity ): string {
	switch ( severity ) {
		case 'warning':
			return __( 'Warning:', 'jetpack-blocks' );
		case 'error':
			return __( 'Error:', 'jetpack-blocks' );
		default:
			return '';
	}
}

export function Message( {
	severity = 'info',
	children,
	className,
}: MessageProps ) {
	const prefix = severityPrefix( severity );
	return (
		<div
			className={ [
				'jetpack-ai-control-message',
				`is-${ severity }`,
				className,
			]
				.filter( Boolean )
				.join( ' ' ) }
			role={ severity === 'error' ? 'alert' : 'status' }
		>
			<span className="jetpack-ai-control-message__icon">
				{ severityIcons[ severity ] }
			</span>
			<div className="jetpack-ai-control-message__content">
				{ prefix && (
					<VisuallyHidden as="span">{ prefix } </VisuallyHidden>
				) }
				{ children }
			</div>
		</div>
	);
}
