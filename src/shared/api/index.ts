/**
 * The typed REST API client of the plugin's `jetpack/v4` routes (spec 000 §7 outside AI, §8 HTTP
 * client errors): one function per route, all through the request core in `./request`.
 */
export * from './connection';
export * from './tracking-modules-settings';
export * from './plugins-site';
export * from './setup-recommendations';
export * from './licensing';
export * from './identity-crisis';
export * from './other';
export * from './errors';
export {
	apiRequest,
	apiGet,
	apiPost,
	buildUrl,
	getApiRoot,
	getApiNonce,
	routePath,
	API_NAMESPACE,
	CACHE_BUSTER_PARAM,
	DEFAULT_API_ROOT,
} from './request';
export type { HttpMethod, Query, QueryValue, RequestOptions } from './request';
export type * from './types';
export type * from './route-types';
