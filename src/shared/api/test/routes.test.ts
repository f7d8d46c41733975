/* @jest-environment node */
/**
 * Every route function, called once through the real api-fetch: method, route, query and JSON
 * body. The table must name every function `index.ts` exports (besides the request core and the
 * errors), so a new route without a row, or a typo in any row's route, fails here.
 */
import * as api from '../index';
import * as errors from '../errors';
import * as requestCore from '../request';
import {
	NOW,
	installFakeFetch,
	installGlobals,
	jsonResponse,
	lastRequest,
	respondWith,
	routeOf,
	routeQuery,
} from './harness';

interface Row {
	call: () => Promise< unknown >;
	method: 'GET' | 'POST';
	route: string;
	query?: Record< string, string >;
	/** The JSON body of a POST; `{}` when omitted. */
	body?: unknown;
	/** What the server answers (default `{}`). */
	reply?: unknown;
	/** What the function resolves with (default: the answer). */
	result?: unknown;
}

const REDIRECT =
	'http://site.test/wp-admin/admin.php?page=jetpack-blocks#/connection';

const table: Record< string, Row > = {
	// Connection
	registerSite: {
		call: () =>
			api.registerSite( {
				registrationNonce: 'reg-nonce',
				redirectUri: REDIRECT,
				pluginSlug: 'jetpack-blocks',
			} ),
		method: 'POST',
		route: 'connection/register',
		body: {
			registration_nonce: 'reg-nonce',
			no_iframe: true,
			plugin_slug: 'jetpack-blocks',
			redirect_uri: REDIRECT,
		},
	},
	fetchAuthorizationUrl: {
		call: () => api.fetchAuthorizationUrl( REDIRECT ),
		method: 'GET',
		route: 'connection/authorize_url',
		query: { no_iframe: '1', redirect_uri: REDIRECT },
	},
	fetchSiteConnectionStatus: {
		call: () => api.fetchSiteConnectionStatus(),
		method: 'GET',
		route: 'connection',
	},
	fetchSiteConnectionData: {
		call: () => api.fetchSiteConnectionData(),
		method: 'GET',
		route: 'connection/data',
	},
	fetchSiteConnectionTest: {
		call: () => api.fetchSiteConnectionTest(),
		method: 'GET',
		route: 'connection/test',
	},
	fetchConnectUrl: {
		call: () =>
			api.fetchConnectUrl( { from: 'dashboard', redirect: REDIRECT } ),
		method: 'GET',
		route: 'connection/url',
		query: { from: 'dashboard', redirect: REDIRECT },
		reply: 'http://site.test/connect',
		result: 'http://site.test/connect',
	},
	disconnectSite: {
		call: () => api.disconnectSite(),
		method: 'POST',
		route: 'connection',
		body: { isActive: false },
	},
	unlinkUser: {
		call: () => api.unlinkUser(),
		method: 'POST',
		route: 'connection/user',
		body: { linked: false },
	},
	reconnect: {
		call: () => api.reconnect(),
		method: 'POST',
		route: 'connection/reconnect',
	},
	fetchConnectedPlugins: {
		call: () => api.fetchConnectedPlugins(),
		method: 'GET',
		route: 'connection/plugins',
	},
	markSeenWcConnectionModal: {
		call: () => api.markSeenWcConnectionModal(),
		method: 'POST',
		route: 'seen-wc-connection-modal',
	},

	// Tracking, modules, settings
	fetchTrackingSettings: {
		call: () => api.fetchTrackingSettings(),
		method: 'GET',
		route: 'tracking/settings',
	},
	updateTrackingSettings: {
		call: () => api.updateTrackingSettings( { tracks_opt_out: true } ),
		method: 'POST',
		route: 'tracking/settings',
		body: { tracks_opt_out: true },
	},
	fetchModules: {
		call: () => api.fetchModules(),
		method: 'GET',
		route: 'module/all',
	},
	fetchModule: {
		call: () => api.fetchModule( 'contact-form' ),
		method: 'GET',
		route: 'module/contact-form',
	},
	updateModuleActivation: {
		call: () => api.updateModuleActivation( 'contact-form', false ),
		method: 'POST',
		route: 'module/contact-form/active',
		body: { active: false },
	},
	updateModuleOptions: {
		call: () => api.updateModuleOptions( 'stats', { admin_bar: true } ),
		method: 'POST',
		route: 'module/stats',
		body: { admin_bar: true },
	},
	fetchProtectData: {
		call: () => api.fetchProtectData(),
		method: 'GET',
		route: 'module/protect/data',
	},
	fetchVaultPressData: {
		call: () => api.fetchVaultPressData(),
		method: 'GET',
		route: 'module/vaultpress/data',
	},
	fetchAkismetData: {
		call: () => api.fetchAkismetData(),
		method: 'GET',
		route: 'module/akismet/data',
	},
	checkAkismetKey: {
		call: () => api.checkAkismetKey( 'key-123' ),
		method: 'POST',
		route: 'module/akismet/key/check',
		body: { api_key: 'key-123' },
	},
	fetchStatsData: {
		call: () => api.fetchStatsData( 'week' ),
		method: 'GET',
		route: 'module/stats/data',
		query: { range: 'week' },
	},
	fetchSettings: {
		call: () => api.fetchSettings(),
		method: 'GET',
		route: 'settings',
	},
	updateSettings: {
		call: () => api.updateSettings( { carousel: false, comments: 1 } ),
		method: 'POST',
		route: 'settings',
		body: { carousel: false, comments: 1 },
	},
	resetOptions: {
		call: () => api.resetOptions( 'options' ),
		method: 'POST',
		route: 'options/options',
		body: { reset: true },
	},

	// Plugins and site
	fetchPlugins: {
		call: () => api.fetchPlugins(),
		method: 'GET',
		route: 'plugins',
	},
	installPlugin: {
		call: () => api.installPlugin( 'akismet', 'setup' ),
		method: 'POST',
		route: 'plugins',
		body: { slug: 'akismet', status: 'active', source: 'setup' },
	},
	activatePlugin: {
		call: () => api.activatePlugin( 'akismet' ),
		method: 'POST',
		route: 'plugins',
		body: { slug: 'akismet', status: 'active' },
	},
	fetchPluginUpdates: {
		call: () => api.fetchPluginUpdates(),
		method: 'GET',
		route: 'updates/plugins',
	},
	fetchSite: { call: () => api.fetchSite(), method: 'GET', route: 'site' },
	fetchSiteFeatures: {
		call: () => api.fetchSiteFeatures(),
		method: 'GET',
		route: 'site/features',
	},
	fetchSiteProducts: {
		call: () => api.fetchSiteProducts(),
		method: 'GET',
		route: 'site/products',
	},
	fetchSitePurchases: {
		call: () => api.fetchSitePurchases(),
		method: 'GET',
		route: 'site/purchases',
	},
	fetchSiteBenefits: {
		call: () => api.fetchSiteBenefits(),
		method: 'GET',
		route: 'site/benefits',
	},
	fetchSiteDiscount: {
		call: () => api.fetchSiteDiscount(),
		method: 'GET',
		route: 'site/discount',
	},
	fetchPlans: {
		call: () => api.fetchPlans(),
		method: 'GET',
		route: 'plans',
		reply: [],
	},
	fetchProducts: {
		call: () => api.fetchProducts(),
		method: 'GET',
		route: 'products',
	},
	fetchRewindStatus: {
		call: () => api.fetchRewindStatus(),
		method: 'GET',
		route: 'rewind',
	},
	fetchScanStatus: {
		call: () => api.fetchScanStatus(),
		method: 'GET',
		route: 'scan',
	},
	fetchMigrationStatus: {
		call: () => api.fetchMigrationStatus(),
		method: 'GET',
		route: 'migration/status',
	},
	fetchBackupUndoEvent: {
		call: () => api.fetchBackupUndoEvent(),
		method: 'GET',
		route: 'site/backup/undo-event',
	},
	fetchBackupPreflight: {
		call: () => api.fetchBackupPreflight(),
		method: 'GET',
		route: 'site/backup/preflight',
	},
	fetchIntroOffers: {
		call: () => api.fetchIntroOffers(),
		method: 'GET',
		route: 'intro-offers',
	},

	// Setup and recommendations
	fetchSetupQuestionnaire: {
		call: () => api.fetchSetupQuestionnaire(),
		method: 'GET',
		route: 'setup/questionnaire',
	},
	updateSetupQuestionnaire: {
		call: () =>
			api.updateSetupQuestionnaire( { business: true, goal: 'sell' } ),
		method: 'POST',
		route: 'setup/questionnaire',
		body: { answers: { business: true, goal: 'sell' } },
	},
	fetchRecommendationsData: {
		call: () => api.fetchRecommendationsData(),
		method: 'GET',
		route: 'recommendations/data',
	},
	fetchRecommendationsProductSuggestions: {
		call: () => api.fetchRecommendationsProductSuggestions(),
		method: 'GET',
		route: 'recommendations/product-suggestions',
		reply: [],
	},
	fetchRecommendationsUpsell: {
		call: () => api.fetchRecommendationsUpsell(),
		method: 'GET',
		route: 'recommendations/upsell',
	},
	fetchRecommendationsConditional: {
		call: () => api.fetchRecommendationsConditional(),
		method: 'GET',
		route: 'recommendations/conditional',
		reply: [ 'anti-spam' ],
	},
	updateRecommendationsData: {
		call: () => api.updateRecommendationsData( { siteTypeStore: true } ),
		method: 'POST',
		route: 'recommendations/data',
		body: { data: { siteTypeStore: true } },
	},
	updateRecommendationsStep: {
		call: () => api.updateRecommendationsStep( 'monitor' ),
		method: 'POST',
		route: 'recommendations/step',
		body: { step: 'monitor' },
	},
	submitMarketingSurvey: {
		call: () =>
			api.submitMarketingSurvey( {
				survey_id: 'exit',
				survey_responses: { reason: 'price' },
			} ),
		method: 'POST',
		route: 'marketing/survey',
		body: { survey_id: 'exit', survey_responses: { reason: 'price' } },
	},
	dismissNotice: {
		call: () => api.dismissNotice( 'welcome notice' ),
		method: 'POST',
		route: 'notice/welcome%20notice',
		body: { dismissed: true },
	},

	// Licensing
	reportLicensingError: {
		call: () => api.reportLicensingError( 'Key rejected' ),
		method: 'POST',
		route: 'licensing/error',
		body: { error: 'Key rejected' },
	},
	setLicense: {
		call: () => api.setLicense( 'LIC-1' ),
		method: 'POST',
		route: 'licensing/set-license',
		body: { license: 'LIC-1' },
	},
	fetchLicensingUserCounts: {
		call: () => api.fetchLicensingUserCounts(),
		method: 'GET',
		route: 'licensing/user/counts',
	},
	fetchUserLicenses: {
		call: () => api.fetchUserLicenses(),
		method: 'GET',
		route: 'licensing/user/licenses',
		reply: [],
	},
	dismissLicenseActivationNotice: {
		call: () => api.dismissLicenseActivationNotice( 3 ),
		method: 'POST',
		route: 'licensing/user/activation-notice-dismiss',
		body: { last_detached_count: 3 },
	},
	attachLicenses: {
		call: () => api.attachLicenses( [ 'LIC-1', 'LIC-2' ] ),
		method: 'POST',
		route: 'licensing/attach-licenses',
		body: { licenses: [ 'LIC-1', 'LIC-2' ] },
		reply: [ { activatedProductId: 1 } ],
	},

	// Identity crisis
	confirmIdcSafeMode: {
		call: () => api.confirmIdcSafeMode(),
		method: 'POST',
		route: 'identity-crisis/confirm-safe-mode',
	},
	startIdcFresh: {
		call: () => api.startIdcFresh( REDIRECT ),
		method: 'POST',
		route: 'identity-crisis/start-fresh',
		body: { redirect_uri: REDIRECT },
	},
	migrateIdc: {
		call: () => api.migrateIdc(),
		method: 'POST',
		route: 'identity-crisis/migrate',
	},

	// Other
	fetchVerifySiteGoogle: {
		call: () => api.fetchVerifySiteGoogle( 42 ),
		method: 'GET',
		route: 'verify-site/google/42',
	},
	verifySiteGoogle: {
		call: () => api.verifySiteGoogle( 42 ),
		method: 'POST',
		route: 'verify-site/google',
		body: { keyring_id: 42 },
	},
	fetchSearchPlan: {
		call: () => api.fetchSearchPlan(),
		method: 'GET',
		route: 'search/plan',
	},
	fetchSearchSettings: {
		call: () => api.fetchSearchSettings(),
		method: 'GET',
		route: 'search/settings',
	},
	updateSearchSettings: {
		call: () =>
			api.updateSearchSettings( { instant_search_enabled: true } ),
		method: 'POST',
		route: 'search/settings',
		body: { instant_search_enabled: true },
	},
	fetchSearchStats: {
		call: () => api.fetchSearchStats(),
		method: 'GET',
		route: 'search/stats',
	},
	fetchSearchPricing: {
		call: () => api.fetchSearchPricing(),
		method: 'GET',
		route: 'search/pricing',
	},
	fetchWafSettings: {
		call: () => api.fetchWafSettings(),
		method: 'GET',
		route: 'waf',
	},
	updateWafSettings: {
		call: () => api.updateWafSettings( { jetpack_waf_ip_list: '1.2.3.4' } ),
		method: 'POST',
		route: 'waf',
		body: { jetpack_waf_ip_list: '1.2.3.4' },
	},
	fetchWordAdsSettings: {
		call: () => api.fetchWordAdsSettings(),
		method: 'GET',
		route: 'wordads/settings',
	},
	updateWordAdsSettings: {
		call: () => api.updateWordAdsSettings( { enable_header_ad: false } ),
		method: 'POST',
		route: 'wordads/settings',
		body: { enable_header_ad: false },
	},
};

/** Variants of the functions whose route, method or body depend on their arguments. */
const variants: Array< [ string, Row ] > = [
	[
		'registerSite without a plugin slug',
		{
			call: () =>
				api.registerSite( {
					registrationNonce: 'reg-nonce',
					redirectUri: REDIRECT,
				} ),
			method: 'POST',
			route: 'connection/register',
			body: {
				registration_nonce: 'reg-nonce',
				no_iframe: true,
				redirect_uri: REDIRECT,
			},
		},
	],
	[
		'fetchConnectUrl without options',
		{
			call: () => api.fetchConnectUrl(),
			method: 'GET',
			route: 'connection/url',
			reply: { connectUrl: 'http://site.test/connect' },
			result: 'http://site.test/connect',
		},
	],
	[
		'checkAkismetKey without a key (GET)',
		{
			call: () => api.checkAkismetKey(),
			method: 'GET',
			route: 'module/akismet/key/check',
		},
	],
	[
		'installPlugin without a source',
		{
			call: () => api.installPlugin( 'vaultpress' ),
			method: 'POST',
			route: 'plugins',
			body: { slug: 'vaultpress', status: 'active' },
		},
	],
	[
		'fetchVerifySiteGoogle without an id',
		{
			call: () => api.fetchVerifySiteGoogle(),
			method: 'GET',
			route: 'verify-site/google',
		},
	],
	[
		'fetchModule with a name to encode',
		{
			call: () => api.fetchModule( 'a/b' ),
			method: 'GET',
			route: 'module/a%2Fb',
		},
	],
];

beforeEach( () => {
	installGlobals();
	installFakeFetch();
	jest.spyOn( Date, 'now' ).mockReturnValue( NOW );
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

/** Calls the row's function, asserts the request it sent, and resolves with its result. */
async function expectRequest( row: Row ): Promise< unknown > {
	const reply = row.reply ?? {};
	respondWith( () => jsonResponse( 200, reply ) );

	const result = await row.call();

	const request = lastRequest();
	expect( request.method ).toBe( row.method );
	expect( routeOf( request ) ).toBe( row.route );
	expect( request.url.pathname.startsWith( '/wp-json/jetpack/v4/' ) ).toBe(
		true
	);
	expect( routeQuery( request ) ).toEqual( row.query ?? {} );
	expect( request.headers[ 'X-WP-Nonce' ] ).toBe( 'nonce-123' );
	expect( request.credentials ).toBe( 'same-origin' );
	if ( row.method === 'GET' ) {
		expect( request.url.searchParams.get( '_cacheBuster' ) ).toBe(
			String( NOW )
		);
		expect( request.body ).toBeUndefined();
	} else {
		expect( request.url.searchParams.has( '_cacheBuster' ) ).toBe( false );
		expect( request.headers[ 'Content-Type' ] ).toBe( 'application/json' );
		expect( JSON.parse( request.body ?? 'null' ) ).toEqual(
			row.body ?? {}
		);
	}
	return result;
}

describe( 'route functions', () => {
	const coreNames = new Set( [
		...Object.keys( requestCore ),
		...Object.keys( errors ),
	] );
	const routeFunctions = Object.entries( api )
		.filter(
			( [ name, value ] ) =>
				typeof value === 'function' && ! coreNames.has( name )
		)
		.map( ( [ name ] ) => name )
		.sort();

	it( 'the table covers every exported route function, and only those', () => {
		expect( Object.keys( table ).sort() ).toEqual( routeFunctions );
		expect( routeFunctions ).toHaveLength( 73 );
	} );

	it.each( [ ...Object.entries( table ), ...variants ] )(
		'%s',
		async ( _name, row ) => {
			await expect( expectRequest( row ) ).resolves.toEqual(
				row.result ?? row.reply ?? {}
			);
		}
	);

	it( 'fetchConnectUrl rejects an answer without a URL', async () => {
		respondWith( () => jsonResponse( 200, { url: 1 } ) );
		await expect( api.fetchConnectUrl() ).rejects.toBeInstanceOf(
			api.ApiClientError
		);
	} );
} );
