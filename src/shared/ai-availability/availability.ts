/**
 * Whether AI is offered in a place (spec 000 §6), as a pure function of what is known there:
 *
 * - AI support is hidden (not offered at all) when the block type is hidden in the editor, when the
 *   usage feature reports an error code, or — for a surface tied to a module, like the contact
 *   form — when that module is inactive.
 * - Otherwise it is offered. Requests can be made on the hosting platform's own sites (simple or
 *   atomic) or when the user's account is connected; a user who is not connected sees the
 *   Reconnect banner and a disabled input, with a way into the connection flow.
 */

export type AiUnavailableReason =
	'block-hidden' | 'feature-error' | 'module-inactive' | 'not-connected';

export interface AiAvailabilityInput {
	/** A simple or atomic site of the hosting platform: no user connection is needed. */
	isHosted: boolean;
	/** The current user's account is connected (the local connection flow, `#/connection`). */
	isUserConnected: boolean;
	/**
	 * Whether this site needs the connection at all (default true; a site may drop it with the
	 * `jetpack_blocks_ai_requires_connection` filter, and the server then issues tokens regardless).
	 */
	requiresConnection?: boolean;
	/** The block type is hidden in the editor's preferences. */
	isBlockTypeHidden?: boolean;
	/** The usage feature's errorCode (spec 000 §3); any non-empty code hides AI support. */
	featureErrorCode?: string | null;
	/** The module the surface belongs to is active (undefined: no module involved). */
	isModuleActive?: boolean;
}

export interface AiAvailability {
	/** AI support shows at all (the block, the bar, the toolbar entry). */
	isOffered: boolean;
	/** Requests may be sent now (offered, and hosted or connected). */
	canRequest: boolean;
	/** Offered, but the user must connect first: show the Reconnect banner, disable the input. */
	needsConnection: boolean;
	/** Why requests cannot be made, when they cannot. */
	reason?: AiUnavailableReason;
}

export function getAiAvailability( {
	isHosted,
	isUserConnected,
	requiresConnection = true,
	isBlockTypeHidden = false,
	featureErrorCode,
	isModuleActive,
}: AiAvailabilityInput ): AiAvailability {
	const hidden = ( reason: AiUnavailableReason ): AiAvailability => ( {
		isOffered: false,
		canRequest: false,
		needsConnection: false,
		reason,
	} );
	if ( isBlockTypeHidden ) {
		return hidden( 'block-hidden' );
	}
	if ( isModuleActive === false ) {
		return hidden( 'module-inactive' );
	}
	if ( featureErrorCode ) {
		return hidden( 'feature-error' );
	}
	if ( requiresConnection && ! isHosted && ! isUserConnected ) {
		return {
			isOffered: true,
			canRequest: false,
			needsConnection: true,
			reason: 'not-connected',
		};
	}
	return { isOffered: true, canRequest: true, needsConnection: false };
}

/** The dashboard's connection flow, where a user connects their account. */
export const CONNECTION_ROUTE = '#/connection';
/** The dashboard page that hosts it. */
export const DASHBOARD_PAGE = 'jetpack-blocks';

/**
 * The URL of the connection flow (`admin.php?page=jetpack-blocks#/connection`).
 *
 * @param adminUrl The site's admin URL (ending in `wp-admin/`), as the page prints it.
 */
export function connectionFlowUrl( adminUrl: string ): string {
	const base = adminUrl.endsWith( '/' ) ? adminUrl : `${ adminUrl }/`;
	return `${ base }admin.php?page=${ DASHBOARD_PAGE }${ CONNECTION_ROUTE }`;
}

/** The site's admin URL as the page printed it, else this origin's `/wp-admin/`. */
export function printedAdminUrl(): string {
	const printed = (
		window as Window & {
			JetpackBlocksInitialState?: { adminUrl?: unknown };
		}
	 ).JetpackBlocksInitialState?.adminUrl;
	return typeof printed === 'string' && printed
		? printed
		: `${ window.location.origin }/wp-admin/`;
}
