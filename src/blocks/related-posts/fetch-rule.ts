/**
 * When the editor asks the server for a post's related posts (spec 002 §4): only when the feature
 * is on, the post record has none embedded, and the feature was not already on before.
 *
 * While the feature is on, the site embeds each post's related posts in its record (the
 * `jetpack-related-posts` field, php-stubs/routes/related-posts.php), so a post opened with the
 * feature on already has them — and an empty embedded list then means there are none, not that
 * they are missing. Only a feature switched on during this editing session leaves the loaded
 * record without them; that is when the block fetches them. After the next save, the saved
 * record brings them embedded.
 */
import type { RelatedPost } from './types';

export interface FetchRuleState {
	/** Whether the feature is on now (null while its status is loading). */
	enabled: boolean | null;
	/** The related posts embedded in the post record (undefined when the record has no field). */
	embedded: RelatedPost[] | undefined;
	/** Whether the feature was on when the block first asked (null while that is unknown). */
	wasEnabledBefore: boolean | null;
}

export function shouldFetchRelatedPosts( {
	enabled,
	embedded,
	wasEnabledBefore,
}: FetchRuleState ): boolean {
	return (
		enabled === true &&
		( embedded ?? [] ).length === 0 &&
		wasEnabledBefore === false
	);
}
