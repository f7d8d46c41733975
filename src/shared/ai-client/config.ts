/**
 * Where the AI client sends its requests, and for whom.
 *
 * The hosted service is the default. When this plugin's server side serves the AI routes (it always
 * does on a self-hosted site: php-stubs/routes/ai.php), PHP prints the site's REST root into the page
 * as `window.JetpackBlocksAi` and every AI call goes to the local site instead. PHP also prints the
 * signed-in user's id there: the token cache is kept per user (token.ts).
 *
 * The same object says whether a language model is set up (`model`), which real offline tools the
 * site has (`tools`) and the site's language (`siteLanguage`); the readers below give typed values
 * with safe defaults.
 */
export interface AiClientConfig {
	/** Base URL the AI routes hang off, ending in a slash (e.g. https://example.org/wp-json/). */
	apiRoot: string;
	/** True on the hosting platform's own sites (simple/atomic): the token comes from the site-scoped path. */
	isHosted: boolean;
	/**
	 * Whether a user must connect their account before using the AI (spec 000 §6). True unless the
	 * site printed otherwise (its `jetpack_blocks_ai_requires_connection` filter).
	 */
	requiresConnection: boolean;
	/** The site's id on the hosting platform, for the hosted token path. */
	siteId?: number;
	/**
	 * The signed-in user's id. Browsers are shared: the cached token is stored under this id, and
	 * without it nothing is cached.
	 */
	userId?: number;
}

export const HOSTED_API_ROOT = 'https://public-api.wordpress.com/';

/** Where the site's language model comes from, as the server reports it. */
export type AiModelSource = 'wp-ai-client' | 'openai-compatible' | null;

/** Whether a language model answers prompts on this site, and who may set one up. */
export interface AiModelStatus {
	/** A language model answers prompts here. False: every action that needs one shows the setup state. */
	configured: boolean;
	source: AiModelSource;
	/** The current user may open Settings → Jetpack Blocks AI. */
	canSetUp: boolean;
	/** Absolute URL of the settings screen (resolved against this site when printed relative). */
	setupUrl: string;
	/** The owner named a larger model (the playground's GPT-4 toggle asks for it). */
	largerModel: boolean;
}

/** The real offline tools of this site: they work with or without a model. */
export interface AiOfflineTools {
	spelling: boolean;
	/** The dictionary spelling uses, e.g. 'en_US'. */
	spellingLanguage: string;
	/** Translation pairs as ISO 639-1 'from-to', e.g. 'en-es'. */
	translation: string[];
	keySentences: boolean;
	transcription: boolean;
}

/** What the server prints as `window.JetpackBlocksAi` (every field may be missing on older pages). */
export interface PrintedAiConfig extends Partial< AiClientConfig > {
	playground?: unknown;
	model?: Partial< Record< keyof AiModelStatus, unknown > >;
	tools?: Partial< Record< keyof AiOfflineTools, unknown > >;
	siteLanguage?: unknown;
}

/** The settings screen of the plugin's AI, relative to the admin URL. */
export const AI_SETTINGS_PATH = 'options-general.php?page=jetpack-blocks-ai';

declare global {
	interface Window {
		JetpackBlocksAi?: PrintedAiConfig;
	}
}

let override: PrintedAiConfig | null = null;

function printedConfig(): PrintedAiConfig {
	const printed =
		typeof window !== 'undefined' ? window.JetpackBlocksAi : undefined;
	return { ...( printed ?? {} ), ...override };
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/** An absolute URL: a relative one is read against this site's admin (the editor's own window). */
function absoluteAdminUrl( value: unknown, fallbackPath: string ): string {
	const base =
		typeof window !== 'undefined'
			? `${ window.location.origin }/wp-admin/`
			: 'http://localhost/wp-admin/';
	const raw =
		typeof value === 'string' && value.trim() ? value : fallbackPath;
	try {
		return new URL( raw, base ).toString();
	} catch {
		return new URL( fallbackPath, base ).toString();
	}
}

/** The server said the model is gone since the page was printed (error_ai_not_configured). */
let modelMissing = false;
const modelListeners = new Set< () => void >();

/**
 * Records that the server answered `error_ai_not_configured`: from now on the page reads as having
 * no model, and every surface that listens shows its setup state.
 */
export function markAiModelMissing(): void {
	if ( modelMissing ) {
		return;
	}
	modelMissing = true;
	modelListeners.forEach( ( listener ) => listener() );
}

/** Calls `listener` when the model status changes; answers the unsubscribe function. */
export function subscribeAiModelStatus( listener: () => void ): () => void {
	modelListeners.add( listener );
	return () => {
		modelListeners.delete( listener );
	};
}

/**
 * The site's model status. A page printed before the server reported it (no `model` field at all)
 * is read as configured: the server always prints the field, so its absence means an older page.
 */
export function getAiModelStatus(): AiModelStatus {
	const model = printedConfig().model;
	if ( ! isRecord( model ) ) {
		return {
			configured: ! modelMissing,
			source: null,
			canSetUp: false,
			setupUrl: absoluteAdminUrl( undefined, AI_SETTINGS_PATH ),
			largerModel: false,
		};
	}
	const source =
		model.source === 'wp-ai-client' || model.source === 'openai-compatible'
			? model.source
			: null;
	return {
		configured: model.configured !== false && ! modelMissing,
		source,
		canSetUp: model.canSetUp === true,
		setupUrl: absoluteAdminUrl( model.setupUrl, AI_SETTINGS_PATH ),
		largerModel: model.largerModel === true,
	};
}

/** Whether a language model answers prompts here (see getAiModelStatus). */
export function isAiModelConfigured(): boolean {
	return getAiModelStatus().configured;
}

/** The offline tools the server reported; none when it reported nothing. */
export function getAiOfflineTools(): AiOfflineTools {
	const tools = printedConfig().tools;
	const fields = isRecord( tools ) ? tools : {};
	return {
		spelling: fields.spelling === true,
		spellingLanguage:
			typeof fields.spellingLanguage === 'string'
				? fields.spellingLanguage
				: '',
		translation: Array.isArray( fields.translation )
			? fields.translation.filter(
					( pair ): pair is string =>
						typeof pair === 'string' &&
						/^[a-z]{2,3}-[a-z]{2,3}$/.test( pair )
				)
			: [],
		keySentences: fields.keySentences === true,
		transcription: fields.transcription === true,
	};
}

/**
 * The SITE's language (WordPress `get_locale()`, e.g. 'en_US'), not the user's admin locale; undefined
 * when the server did not print it.
 */
export function getSiteLanguage(): string | undefined {
	const value = printedConfig().siteLanguage;
	return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The ISO 639-1 code of a WordPress locale or BCP 47 tag ('pt_BR' → 'pt'). */
export function primaryLanguage( locale: string | undefined ): string {
	return ( locale ?? '' ).toLowerCase().split( /[-_]/ )[ 0 ] ?? '';
}

export function getAiClientConfig(): AiClientConfig {
	const merged = printedConfig();
	const apiRoot = merged.apiRoot || HOSTED_API_ROOT;
	return {
		apiRoot: apiRoot.endsWith( '/' ) ? apiRoot : `${ apiRoot }/`,
		isHosted: merged.isHosted ?? false,
		requiresConnection: merged.requiresConnection ?? true,
		siteId: merged.siteId,
		userId:
			Number.isInteger( merged.userId ) && Number( merged.userId ) > 0
				? merged.userId
				: undefined,
	};
}

/** For tests and for embedding pages: replaces the printed configuration (null restores it). */
export function setAiClientConfig( config: PrintedAiConfig | null ): void {
	override = config;
	// A new configuration (tests, embedding pages) starts from what it says.
	modelMissing = false;
	modelListeners.forEach( ( listener ) => listener() );
}

/** A full URL for an AI route such as `wpcom/v2/jetpack-ai-query`. */
export function aiRouteUrl(
	route: string,
	query: Record< string, string > = {}
): string {
	const root = new URL( getAiClientConfig().apiRoot );
	const clean = route.replace( /^\//, '' );
	// Sites without pretty permalinks answer REST at ?rest_route=; keep that form.
	const url = root.searchParams.has( 'rest_route' )
		? new URL( root.toString() )
		: new URL( clean, root );
	if ( root.searchParams.has( 'rest_route' ) ) {
		url.searchParams.set( 'rest_route', `/${ clean }` );
	}
	for ( const [ key, value ] of Object.entries( query ) ) {
		url.searchParams.set( key, value );
	}
	return url.toString();
}
