/**
 * Identity-crisis routes (spec 000 §7, Identity crisis): what to do when the site's address no
 * longer matches the connected one — keep a safe-mode copy, start fresh, or migrate.
 */
import { apiPost } from './request';
import type { DashboardData, StartFreshBody } from './route-types';

/** POST identity-crisis/confirm-safe-mode: keeps the site in safe mode. */
export function confirmIdcSafeMode(): Promise< DashboardData > {
	return apiPost< DashboardData >( 'identity-crisis/confirm-safe-mode' );
}

/** POST identity-crisis/start-fresh `{ redirect_uri }`: starts a fresh connection. */
export function startIdcFresh( redirectUri: string ): Promise< DashboardData > {
	const body: StartFreshBody = { redirect_uri: redirectUri };
	return apiPost< DashboardData >( 'identity-crisis/start-fresh', body );
}

/** POST identity-crisis/migrate: moves the connection to the new address. */
export function migrateIdc(): Promise< DashboardData > {
	return apiPost< DashboardData >( 'identity-crisis/migrate' );
}
