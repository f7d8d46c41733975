/**
 * Picking several items in WordPress's media modal, as a user does: a click, then Ctrl/⌘-clicks.
 *
 * The modal renders its list again when a search's results arrive, so a click that lands while it
 * does can be lost, and the gallery is then made of fewer images than were picked (a tiled-gallery
 * story failed so, once in a run). Each item is therefore clicked only once the list shows the
 * search's results, and then until the modal marks it selected (`aria-checked`); a selected item is
 * never clicked again, since a second Ctrl-click would take it out.
 */
import { expect, type Locator } from '@playwright/test';

/**
 * @param modal      The media modal.
 * @param labels     The items' labels (their titles), in the order to pick them.
 * @param firstPlain Whether the first item gets a plain click (a new selection) rather than Ctrl/⌘.
 */
export async function pickMediaItems(
	modal: Locator,
	labels: string[],
	firstPlain = false
): Promise< void > {
	// The search's results: exactly the items asked for, however many the library shows before.
	// (`.selection`: the same items again in the strip of what is picked, under the list.)
	await expect(
		modal.locator( 'li.attachment:not(.selection)' )
	).toHaveCount( labels.length );
	for ( const [ index, label ] of labels.entries() ) {
		const item = modal.locator(
			`li.attachment:not(.selection)[aria-label="${ label }"]`
		);
		await expect( async () => {
			if ( ( await item.getAttribute( 'aria-checked' ) ) !== 'true' ) {
				await item.click( {
					modifiers:
						firstPlain && index === 0 ? [] : [ 'ControlOrMeta' ],
				} );
			}
			await expect( item ).toHaveAttribute( 'aria-checked', 'true', {
				timeout: 2_000,
			} );
		} ).toPass( { timeout: 15_000 } );
	}
}
