/**
 * The AI prompt control and its pieces. Loaded lazily with the AI features, not at editor start.
 * They take what they show as props; the upgrade banner that reads it from the stores is
 * src/ai/ai-upgrade-banner.tsx.
 */
export { AIControl, type AIControlProps } from './ai-control';
export {
	AiStatusIndicator,
	statusText,
	type AiStatusIndicatorProps,
} from './ai-status-indicator';
export {
	AudioDurationDisplay,
	formatDuration,
	type AudioDurationDisplayProps,
} from './audio-duration-display';
export {
	FooterMessage,
	AI_GUIDELINES_URL,
	type FooterMessageProps,
} from './footer-message';
export { Message, type MessageProps } from './message';
export { UpgradeMessage, type UpgradeMessageProps } from './upgrade-message';
export {
	isBusyState,
	type MessageSeverity,
	type RequestingState,
} from './types';
export {
	ErrorBanner,
	FeatureErrorBanner,
	featureErrorText,
	RateLimitBanner,
	ReconnectBanner,
	rateLimitMessage,
	reconnectMessage,
	shouldShowRateLimitBanner,
	shouldShowUpgradeFooter,
	type AiErrorLike,
	type ErrorBannerProps,
	type RateLimitBannerProps,
	type ReconnectBannerProps,
	type UsageForBanners,
} from './banners';
export { aiUpgradeUrl } from './upgrade-url';
export {
	AiSetupNotice,
	useAiModelStatus,
	type AiSetupNoticeProps,
} from './setup-notice';
