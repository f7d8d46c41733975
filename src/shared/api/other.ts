/**
 * Other routes (spec 000 §7, Other): site verification with Google, search, the web application
 * firewall and ads settings. (The editor's module calls are in `tracking-modules-settings.ts`.)
 */
import { apiGet, apiPost, routePath } from './request';
import type {
	DashboardData,
	OptionValues,
	VerifySiteGoogleBody,
} from './route-types';

/** GET verify-site/google[/{id}]: the Google verification status (of one keyring, with `id`). */
export function fetchVerifySiteGoogle(
	id?: number | string
): Promise< DashboardData > {
	return apiGet< DashboardData >(
		id === undefined || id === ''
			? 'verify-site/google'
			: routePath`verify-site/google/${ id }`
	);
}

/** POST verify-site/google `{ keyring_id }`: verifies the site with a Google keyring. */
export function verifySiteGoogle(
	keyringId: number | string
): Promise< DashboardData > {
	const body: VerifySiteGoogleBody = { keyring_id: keyringId };
	return apiPost< DashboardData >( 'verify-site/google', body );
}

/** GET search/plan: the search product plan. */
export function fetchSearchPlan(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'search/plan' );
}

/** GET search/settings: the search settings. */
export function fetchSearchSettings(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'search/settings' );
}

/** POST search/settings: saves search settings (the body is the settings object). */
export function updateSearchSettings(
	settings: OptionValues
): Promise< DashboardData > {
	return apiPost< DashboardData >( 'search/settings', settings );
}

/** GET search/stats: search usage stats. */
export function fetchSearchStats(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'search/stats' );
}

/** GET search/pricing: search pricing. */
export function fetchSearchPricing(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'search/pricing' );
}

/** GET waf: the web application firewall settings. */
export function fetchWafSettings(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'waf' );
}

/** POST waf: saves firewall settings (the body is the settings object). */
export function updateWafSettings(
	settings: OptionValues
): Promise< DashboardData > {
	return apiPost< DashboardData >( 'waf', settings );
}

/** GET wordads/settings: the ads settings. */
export function fetchWordAdsSettings(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'wordads/settings' );
}

/** POST wordads/settings: saves ads settings (the body is the settings object). */
export function updateWordAdsSettings(
	settings: OptionValues
): Promise< DashboardData > {
	return apiPost< DashboardData >( 'wordads/settings', settings );
}
