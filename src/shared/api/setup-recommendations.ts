/**
 * Setup and recommendations routes (spec 000 §7, Setup and recommendations): the setup
 * questionnaire, the recommendations flow, the marketing survey and dismissible notices.
 */
import { apiGet, apiPost, routePath } from './request';
import type {
	DashboardData,
	DashboardList,
	DismissNoticeBody,
	MarketingSurveyBody,
	RecommendationsDataBody,
	RecommendationsStepBody,
	SetupQuestionnaireBody,
} from './route-types';

/** GET setup/questionnaire: the setup questionnaire and its answers. */
export function fetchSetupQuestionnaire(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'setup/questionnaire' );
}

/** POST setup/questionnaire `{ answers }`: saves answers, by question key. */
export function updateSetupQuestionnaire(
	answers: SetupQuestionnaireBody[ 'answers' ]
): Promise< DashboardData > {
	const body: SetupQuestionnaireBody = { answers };
	return apiPost< DashboardData >( 'setup/questionnaire', body );
}

/** GET recommendations/data: the recommendations flow's saved data. */
export function fetchRecommendationsData(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'recommendations/data' );
}

/** GET recommendations/product-suggestions: suggested products. */
export function fetchRecommendationsProductSuggestions(): Promise< DashboardList > {
	return apiGet< DashboardList >( 'recommendations/product-suggestions' );
}

/** GET recommendations/upsell: the upsell offered in the flow. */
export function fetchRecommendationsUpsell(): Promise< DashboardData > {
	return apiGet< DashboardData >( 'recommendations/upsell' );
}

/** GET recommendations/conditional: the recommendation steps that apply to this site. */
export function fetchRecommendationsConditional(): Promise< string[] > {
	return apiGet< string[] >( 'recommendations/conditional' );
}

/** POST recommendations/data `{ data }`: saves the flow's data. */
export function updateRecommendationsData(
	data: RecommendationsDataBody[ 'data' ]
): Promise< DashboardData > {
	const body: RecommendationsDataBody = { data };
	return apiPost< DashboardData >( 'recommendations/data', body );
}

/** POST recommendations/step `{ step }`: saves the flow's current step. */
export function updateRecommendationsStep(
	step: string
): Promise< DashboardData > {
	const body: RecommendationsStepBody = { step };
	return apiPost< DashboardData >( 'recommendations/step', body );
}

/** POST marketing/survey `{ survey_id, survey_responses, site_id? }`: submits a survey. */
export function submitMarketingSurvey(
	survey: MarketingSurveyBody
): Promise< DashboardData > {
	return apiPost< DashboardData >( 'marketing/survey', survey );
}

/** POST notice/{name} `{ dismissed: true }`: dismisses a notice for good. */
export function dismissNotice( name: string ): Promise< DashboardData > {
	const body: DismissNoticeBody = { dismissed: true };
	return apiPost< DashboardData >( routePath`notice/${ name }`, body );
}
