/**
 * The info notice of the editor: who will see the block, in the visitor's terms.
 *
 * Threshold 1 has wording of its own ("more than once", "for the first time"); other thresholds go
 * through _n so that languages with several plural forms get the right one.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { Criteria } from './visits';

export function audienceText( criteria: Criteria, threshold: number ): string {
	if ( criteria === 'before-visits' ) {
		return threshold === 1
			? __(
					'This block will only appear to people who are visiting this site for the first time.',
					'jetpack-blocks'
				)
			: sprintf(
					/* translators: %d: the visit count threshold (a whole number above 1). */
					_n(
						'This block will only appear to people who have visited this site at most %d time.',
						'This block will only appear to people who have visited this site at most %d times.',
						threshold,
						'jetpack-blocks'
					),
					threshold
				);
	}
	return threshold === 1
		? __(
				'This block will only appear to people who have visited this site more than once.',
				'jetpack-blocks'
			)
		: sprintf(
				/* translators: %d: the visit count threshold (a whole number above 1). */
				_n(
					'This block will only appear to people who have visited this site more than %d time.',
					'This block will only appear to people who have visited this site more than %d times.',
					threshold,
					'jetpack-blocks'
				),
				threshold
			);
}
