/**
 * Request and response types of the dashboard routes outside connection and modules (whose shapes
 * are in `./types`). Spec 000 §7 names these routes and their request fields but says "Response
 * bodies of most dashboard GETs: not shown" — so a response is typed precisely only where its shape
 * is known, and otherwise as `DashboardData` (a JSON object whose fields the caller must check).
 */

/** A JSON object answer whose shape the spec does not fix; read its fields defensively. */
export type DashboardData = Record< string, unknown >;

/** A JSON list answer whose items the spec does not describe; read them defensively. */
export type DashboardList = unknown[];

/** An object of option values sent as-is (settings, module options, search/WAF/ads settings). */
export type OptionValues = Record< string, unknown >;

/**
 * GET/POST tracking/settings. `tracks_opt_out` is the user's analytics opt-out (the only field the
 * analytics helper reads); other fields pass through.
 */
export interface TrackingSettings {
	tracks_opt_out?: boolean;
	[ key: string ]: unknown;
}

/** POST tracking/settings. */
export interface TrackingSettingsBody {
	tracks_opt_out: boolean;
}

/** GET module/stats/data: the `range` query (`day`, `week` or `month`). */
export type StatsRange = string;

/** POST plugins. */
export interface PluginRequestBody {
	slug: string;
	status: 'active';
	source?: string;
}

/** POST module/akismet/key/check. */
export interface AkismetKeyCheckBody {
	api_key: string;
}

/** POST options/{name}. */
export interface ResetOptionsBody {
	reset: true;
}

/** POST setup/questionnaire: answers by question key (merged into the stored answers). */
export interface SetupQuestionnaireBody {
	answers: Record< string, boolean | string >;
}

/** POST marketing/survey. */
export interface MarketingSurveyBody {
	survey_id: string;
	survey_responses: Record< string, unknown >;
	site_id?: number;
}

/** POST recommendations/data. */
export interface RecommendationsDataBody {
	data: Record< string, unknown >;
}

/** POST recommendations/step. */
export interface RecommendationsStepBody {
	step: string;
}

/** POST notice/{name}. */
export interface DismissNoticeBody {
	dismissed: true;
}

/** POST licensing/error. The spec names no field; `error` carries the message to store. */
export interface LicensingErrorBody {
	error: string;
}

/** POST licensing/set-license. */
export interface SetLicenseBody {
	license: string;
}

/** POST licensing/user/activation-notice-dismiss. */
export interface ActivationNoticeDismissBody {
	last_detached_count: number;
}

/** POST licensing/attach-licenses. */
export interface AttachLicensesBody {
	licenses: string[];
}

/** POST identity-crisis/start-fresh. */
export interface StartFreshBody {
	redirect_uri: string;
}

/** POST verify-site/google. */
export interface VerifySiteGoogleBody {
	keyring_id: number | string;
}
