/**
 * Response shapes of the plugin's dashboard REST routes (namespace jetpack/v4), shared by the
 * client (this folder), the stores and the PHP side (php-stubs/routes/*.php), which serves them on a
 * local site. Fields follow the spec (000 §3, Connection state); routes whose remote data cannot
 * exist locally answer with an honest empty shape of the same type.
 */

/** GET connection */
export interface ConnectionStatus {
	isActive: boolean;
	isStaging: boolean;
	isRegistered: boolean;
	isUserConnected: boolean;
	hasConnectedOwner: boolean;
	offlineMode: {
		isActive: boolean;
		constant: boolean;
		url: boolean;
		filter: boolean;
		wpLocalConstant: boolean;
	};
	isPublic: boolean;
}

/** GET connection/data */
export interface UserConnectionData {
	currentUser: {
		isConnected: boolean;
		isMaster: boolean;
		username: string;
		id: number;
		blogId: number | null;
		wpcomUser: {
			ID: number;
			login: string;
			email: string;
			display_name: string;
		} | null;
		permissions: Record< string, boolean > & { manage_options?: boolean };
	};
	connectionOwner: string | null;
}

/** POST connection/register, GET connection/authorize_url */
export interface AuthorizeUrlResponse {
	authorizeUrl: string;
}

/** POST connection/reconnect */
export interface ReconnectResponse {
	status: 'completed' | 'in_progress';
	authorizeUrl?: string;
}

/** GET connection/plugins */
export interface ConnectedPlugin {
	slug: string;
	name: string;
}

/** GET connection/test */
export interface ConnectionTestResponse {
	code: string;
	message: string;
}

/** GET module/{name}; the values of GET module/all (keyed by module name). */
export interface ModuleData {
	name: string;
	module: string;
	description: string;
	activated: boolean;
	available: boolean;
	/** Why the module cannot be switched on here ('' or absent when it can), translated. */
	unavailable_reason?: string;
	module_tags: string[];
	/** Only for users who can manage_options (module/all leaves it out for the others). */
	options?: Record< string, unknown >;
}

export type ModulesResponse = Record< string, ModuleData >;

/** The usual answer of a write route. */
export interface SuccessResponse {
	code: 'success';
	message?: string;
}

/**
 * Printed by PHP into dashboard and editor pages as `window.JetpackBlocksInitialState`, so the stores
 * start with the real state and no request.
 */
export interface InitialState {
	/** The plugin's version (package.json's, written into the plugin header). */
	pluginVersion?: string;
	/** "Delete all data on uninstall" (site managers only). */
	deleteDataOnUninstall?: boolean;
	apiRoot: string;
	apiNonce: string;
	registrationNonce: string;
	siteUrl: string;
	adminUrl: string;
	connectionStatus: ConnectionStatus;
	userConnectionData: UserConnectionData;
	connectedPlugins: ConnectedPlugin[];
	/** The product's analytics event prefix (events must start with it or with `akismet_`). */
	tracksEventPrefix: string;
	/** Where analytics pixels go: hosted default, or this site's admin-ajax handler. */
	tracksPixelUrl: string;
	/** The current user turned analytics off (tracking/settings `tracks_opt_out`): nothing is recorded. */
	tracksOptOut?: boolean;
}
