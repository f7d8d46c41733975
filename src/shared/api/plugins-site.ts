/**
 * Plugins and site routes (spec 000 §7, Plugins and site): installed plugins and their updates,
 * and read-only site data (features, products, purchases, plans, backups, scan, migration).
 */
import { apiGet, apiPost } from './request';
import type {
	DashboardData,
	DashboardList,
	PluginRequestBody,
} from './route-types';

/** GET plugins: the installed plugins. */
export function fetchPlugins(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'plugins' );
}

/**
 * POST plugins `{ slug, status: 'active', source? }`: installs a plugin and activates it.
 * `source` names where the install started (analytics).
 */
export function installPlugin(
	slug: string,
	source?: string
): Promise< DashboardData > {
	const body: PluginRequestBody = { slug, status: 'active' };
	if ( source !== undefined ) {
		body.source = source;
	}
	return apiPost< DashboardData >( 'plugins', body );
}

/** POST plugins `{ slug, status: 'active' }`: activates an installed plugin. */
export function activatePlugin( slug: string ): Promise< DashboardData > {
	const body: PluginRequestBody = { slug, status: 'active' };
	return apiPost< DashboardData >( 'plugins', body );
}

/** GET updates/plugins: available plugin updates. */
export function fetchPluginUpdates(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'updates/plugins' );
}

/** GET site: the site's data. */
export function fetchSite(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'site' );
}

/** GET site/features: the features the site's plan includes. */
export function fetchSiteFeatures(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'site/features' );
}

/** GET site/products: the site's products. */
export function fetchSiteProducts(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'site/products' );
}

/** GET site/purchases: the site's purchases. */
export function fetchSitePurchases(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'site/purchases' );
}

/** GET site/benefits: what the connection has done for the site. */
export function fetchSiteBenefits(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'site/benefits' );
}

/** GET site/discount: a discount offered to the site. */
export function fetchSiteDiscount(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'site/discount' );
}

/** GET plans: the available plans. */
export function fetchPlans(): Promise< DashboardList > {
	return apiGet< DashboardList >( 'plans' );
}

/** GET products: the available products. */
export function fetchProducts(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'products' );
}

/** GET rewind: backup (rewind) status. */
export function fetchRewindStatus(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'rewind' );
}

/** GET scan: security scan status. */
export function fetchScanStatus(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'scan' );
}

/** GET migration/status: site migration status. */
export function fetchMigrationStatus(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'migration/status' );
}

/** GET site/backup/undo-event: the latest event a backup can undo. */
export function fetchBackupUndoEvent(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'site/backup/undo-event' );
}

/** GET site/backup/preflight: whether backups can run on the site. */
export function fetchBackupPreflight(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'site/backup/preflight' );
}

/** GET intro-offers: introductory offers. */
export function fetchIntroOffers(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'intro-offers' );
}
