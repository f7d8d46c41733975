/**
 * The editor's named events of spec 002 §7 ("Analytics events: upgrade clicks, payment-provider
 * connect clicks, manual conversion"), with the reference product's event names and properties so
 * a site's records read the same. Each goes through `recordEvent`, which sends only for connected
 * users and only names with the product's prefix (spec 000 §5).
 */
import { recordEvent } from '.';

export const UPGRADE_CLICK_EVENT = 'jetpack_editor_block_upgrade_click';
export const STRIPE_CONNECT_CLICK_EVENT =
	'jetpack_editor_block_stripe_connect_click';
export const VIDEOPRESS_MANUAL_CONVERSION_EVENT =
	'jetpack_editor_videopress_block_manual_conversion_click';

/**
 * "Upgrade" on a block's plan banner.
 * @param plan      The plan the block needs (its slug).
 * @param blockName The block.
 * @param context   Where the banner was: the canvas or the sidebar.
 */
export function recordUpgradeClick(
	plan: string,
	blockName: string,
	context: 'editor' | 'sidebar'
): boolean {
	return recordEvent( UPGRADE_CLICK_EVENT, {
		plan,
		block: blockName,
		context,
	} );
}

/**
 * "Connect" on a payment block's nudge.
 * @param blockName The block.
 */
export function recordPaymentConnectClick( blockName: string ): boolean {
	return recordEvent( STRIPE_CONNECT_CLICK_EVENT, { block: blockName } );
}

/**
 * One core video block converted to the video block from the conversion panel.
 * @param postId The post being edited (0 when unknown).
 */
export function recordVideoPressManualConversion( postId: number ): boolean {
	return recordEvent( VIDEOPRESS_MANUAL_CONVERSION_EVENT, {
		post_id: postId,
	} );
}
