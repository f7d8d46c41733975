/**
 * Shows the notice a return parameter asks for, once: the parameters are then removed from the
 * address so a reload does not congratulate again.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, resolveSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import {
	CONNECT_CANCELLED_PARAM,
	CONNECT_SUCCESS_PARAM,
	PLAN_UPGRADED_PARAM,
	RETURN_PARAMS,
} from './params';
import { store as membershipsStore } from '../../stores/memberships';

/** Where "View my plan" leads: the dashboard's plan screen (the editor runs inside wp-admin). */
export const MY_PLAN_URL = 'admin.php?page=jetpack-blocks#/plan';

interface Notices {
	createNotice: (
		status: string,
		content: string,
		options?: Record< string, unknown >
	) => unknown;
}

function notices(): Notices {
	return dispatch( 'core/notices' ) as unknown as Notices;
}

/**
 * The site's plan name (read from the site data), or '' when it is unknown or the free plan, in
 * which case the notice says "a paid plan".
 */
export async function fetchPlanName(): Promise< string > {
	try {
		const response = await apiFetch< {
			data?: { plan?: { product_name?: unknown; is_free?: unknown } };
		} >( { path: '/jetpack/v4/site' } );
		const plan = response?.data?.plan;
		return typeof plan?.product_name === 'string' && plan.is_free !== true
			? plan.product_name
			: '';
	} catch {
		return '';
	}
}

export function planUpgradedMessage( planName: string ): string {
	return planName
		? sprintf(
				/* translators: %s: the plan's name. */
				__(
					'Congratulations! Your site is now on the %s plan.',
					'jetpack-blocks'
				),
				planName
			)
		: __(
				'Congratulations! Your site is now on a paid plan.',
				'jetpack-blocks'
			);
}

/** Removes the return parameters from the address bar without reloading. */
function forgetParams( location: Location ): void {
	const url = new URL( location.href );
	RETURN_PARAMS.forEach( ( name ) => url.searchParams.delete( name ) );
	window.history.replaceState( window.history.state, '', url.toString() );
}

/**
 * Whether the account just connected is a test-mode one, as the memberships status says (the
 * editor's memberships store, which the payment blocks read too). A status that cannot be read
 * counts as test mode: this plugin has no other kind of account, and claiming that funds can be
 * accepted when they cannot is the worse mistake.
 */
async function connectedInTestMode(): Promise< boolean > {
	try {
		return await resolveSelect( membershipsStore ).isTestMode();
	} catch {
		return true;
	}
}

/**
 * The connect-success message: the spec's wording for a real account; for the local test-mode
 * account, what happened (no card is charged, no money arrives).
 * @param testMode Whether the connected account is in test mode.
 */
export function connectedMessage( testMode: boolean ): string {
	return testMode
		? __(
				'Your site is now connected to a test-mode payment account. Payments are recorded on this site only: no card is charged and no funds are sent to you.',
				'jetpack-blocks'
			)
		: __(
				'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
				'jetpack-blocks'
			);
}

export async function showReturnNotices( location: Location ): Promise< void > {
	const params = new URLSearchParams( location.search );
	if ( params.has( CONNECT_SUCCESS_PARAM ) ) {
		notices().createNotice(
			'success',
			connectedMessage( await connectedInTestMode() ),
			{ id: 'jetpack-blocks-stripe-connect', isDismissible: true }
		);
	} else if ( params.has( CONNECT_CANCELLED_PARAM ) ) {
		notices().createNotice(
			'warning',
			__(
				'You cancelled connecting your site to Stripe.',
				'jetpack-blocks'
			),
			{ id: 'jetpack-blocks-stripe-connect', isDismissible: true }
		);
	}
	if ( params.has( PLAN_UPGRADED_PARAM ) ) {
		notices().createNotice(
			'success',
			planUpgradedMessage( await fetchPlanName() ),
			{
				id: 'jetpack-blocks-plan-upgraded',
				isDismissible: true,
				actions: [
					{
						label: __( 'View my plan', 'jetpack-blocks' ),
						url: MY_PLAN_URL,
					},
				],
			}
		);
	}
	forgetParams( location );
}
