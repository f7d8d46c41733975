/**
 * Licensing routes (spec 000 §7, Licensing): license keys, their activation and the user's
 * license counts.
 */
import { apiGet, apiPost } from './request';
import type {
	ActivationNoticeDismissBody,
	AttachLicensesBody,
	DashboardData,
	DashboardList,
	LicensingErrorBody,
	SetLicenseBody,
} from './route-types';

/** POST licensing/error `{ error }`: stores (or, with '', clears) the licensing error message. */
export function reportLicensingError(
	error: string
): Promise< DashboardData > {
	const body: LicensingErrorBody = { error };
	return apiPost< DashboardData >( 'licensing/error', body );
}

/** POST licensing/set-license `{ license }`: stores a license key. */
export function setLicense( license: string ): Promise< DashboardData > {
	const body: SetLicenseBody = { license };
	return apiPost< DashboardData >( 'licensing/set-license', body );
}

/** GET licensing/user/counts: the user's license counts (attached, detached, …). */
export function fetchLicensingUserCounts(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'licensing/user/counts' );
}

/** GET licensing/user/licenses: the user's licenses. */
export function fetchUserLicenses(): Promise< DashboardList > {
	return apiGet< DashboardList >( 'licensing/user/licenses' );
}

/**
 * POST licensing/user/activation-notice-dismiss `{ last_detached_count }`: dismisses the
 * license-activation notice until the number of detached licenses changes.
 */
export function dismissLicenseActivationNotice(
	lastDetachedCount: number
): Promise< DashboardData > {
	const body: ActivationNoticeDismissBody = {
		last_detached_count: lastDetachedCount,
	};
	return apiPost< DashboardData >(
		'licensing/user/activation-notice-dismiss',
		body
	);
}

/**
 * POST licensing/attach-licenses `{ licenses }`: attaches license keys to the site; answers with
 * one result per license, in order.
 */
export function attachLicenses( licenses: string[] ): Promise< DashboardList > {
	const body: AttachLicensesBody = { licenses };
	return apiPost< DashboardList >( 'licensing/attach-licenses', body );
}
