/**
 * Tracking, modules and settings routes (spec 000 §7, Tracking, modules, settings). The module
 * functions are also the editor's (`GET /jetpack/v4/module/all`, `POST module/{name}/active`).
 */
import { apiGet, apiPost, routePath } from './request';
import type {
	AkismetKeyCheckBody,
	DashboardData,
	OptionValues,
	ResetOptionsBody,
	StatsRange,
	TrackingSettings,
	TrackingSettingsBody,
} from './route-types';
import type { ModuleData, ModulesResponse, SuccessResponse } from './types';

/** GET tracking/settings: the user's analytics settings. */
export function fetchTrackingSettings(): Promise< TrackingSettings > {
	return apiGet< TrackingSettings >( 'tracking/settings' );
}

/** POST tracking/settings `{ tracks_opt_out }`: saves the user's analytics opt-out. */
export function updateTrackingSettings(
	settings: TrackingSettingsBody
): Promise< TrackingSettings > {
	return apiPost< TrackingSettings >( 'tracking/settings', settings );
}

/** GET module/all: every module, keyed by name. */
export function fetchModules(): Promise< ModulesResponse > {
	return apiGet< ModulesResponse >( 'module/all' );
}

/** GET module/{name}: one module. */
export function fetchModule( name: string ): Promise< ModuleData > {
	return apiGet< ModuleData >( routePath`module/${ name }` );
}

/** POST module/{name}/active `{ active }`: activates or deactivates a module. */
export function updateModuleActivation(
	name: string,
	active: boolean
): Promise< SuccessResponse > {
	return apiPost< SuccessResponse >( routePath`module/${ name }/active`, {
		active,
	} );
}

/** POST module/{name}: saves a module's options (the body is the options object). */
export function updateModuleOptions(
	name: string,
	options: OptionValues
): Promise< SuccessResponse > {
	return apiPost< SuccessResponse >( routePath`module/${ name }`, options );
}

/** GET module/protect/data: brute-force protection data. */
export function fetchProtectData(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'module/protect/data' );
}

/** GET module/vaultpress/data: backup service data. */
export function fetchVaultPressData(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'module/vaultpress/data' );
}

/** GET module/akismet/data: anti-spam data. */
export function fetchAkismetData(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'module/akismet/data' );
}

/**
 * module/akismet/key/check: without a key, GET checks the stored key; with one, POST
 * `{ api_key }` checks the given key.
 */
export function checkAkismetKey( apiKey?: string ): Promise< DashboardData > {
	if ( apiKey === undefined ) {
		return apiGet< DashboardData >( 'module/akismet/key/check' );
	}
	const body: AkismetKeyCheckBody = { api_key: apiKey };
	return apiPost< DashboardData >( 'module/akismet/key/check', body );
}

/** GET module/stats/data?range=: site stats over a range. */
export function fetchStatsData( range: StatsRange ): Promise< DashboardData > {
	return apiGet< DashboardData >( 'module/stats/data', { range } );
}

/** GET settings: every dashboard setting. */
export function fetchSettings(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'settings' );
}

/** POST settings: saves the given settings (the body is the settings object). */
export function updateSettings(
	settings: OptionValues
): Promise< DashboardData > {
	return apiPost< DashboardData >( 'settings', settings );
}

/** POST options/{name} `{ reset: true }`: resets a group of options to their defaults. */
export function resetOptions( name: string ): Promise< DashboardData > {
	const body: ResetOptionsBody = { reset: true };
	return apiPost< DashboardData >( routePath`options/${ name }`, body );
}
