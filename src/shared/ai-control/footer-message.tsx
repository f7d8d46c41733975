/**
 * The guidelines footer under the prompt: a caution about AI output and a link to the AI guidelines,
 * opened in a new tab.
 */
import { VisuallyHidden } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export const AI_GUIDELINES_URL = 'https://automattic.com/ai-guidelines';

export interface FooterMessageProps {
	className?: string;
}

export function FooterMessage( { className }: FooterMessageProps ) {
	return (
		<p
			className={ [ 'jetpack-ai-control-footer', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<span className="jetpack-ai-control-footer__text">
				{ __(
					'AI-generated content could be inaccurate or biased.',
					'jetpack-blocks'
				) }
			</span>{ ' ' }
			<a
				className="jetpack-ai-control-footer__link"
				href={ AI_GUIDELINES_URL }
				target="_blank"
				rel="noopener noreferrer"
			>
				{ __( 'Learn more', 'jetpack-blocks' ) }
				<VisuallyHidden as="span">
					{ ' ' }
					{
						/* translators: accessibility text */
						__( '(opens in a new tab)', 'jetpack-blocks' )
					}
				</VisuallyHidden>
			</a>
		</p>
	);
}
