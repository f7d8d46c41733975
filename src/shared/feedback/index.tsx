/**
 * The feedback link of the video block's settings and the voice-to-content modal (spec 002 §2).
 * The reference product sends this feedback to its makers' own survey and chat; this plugin is not
 * theirs, so the link goes to this plugin's support forum, where its contributors read it.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export const FEEDBACK_URL =
	'https://wordpress.org/support/plugin/jetpack-blocks/';

export function FeedbackLink( { label }: { label?: string } ) {
	return (
		<p className="jetpack-blocks-feedback-link">
			<ExternalLink href={ FEEDBACK_URL }>
				{ label ?? __( 'Send us your feedback', 'jetpack-blocks' ) }
			</ExternalLink>
		</p>
	);
}
