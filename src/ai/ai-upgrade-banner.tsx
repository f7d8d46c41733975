/**
 * The upgrade banner and footer wired to the stores, so every AI surface shows the same thing:
 *
 * - VIP sites at their limit see the rate-limit banner (their account team raises it);
 * - `mode="banner"`: the upgrade banner once the site requires an upgrade (out of quota);
 * - `mode="footer"`: the upgrade footer on the free tier, on the first request or when the remaining
 *   count is a multiple of 5 (spec 000 §2).
 *
 * Upgrade follows the real capability: users who can manage options get the button (to the
 * dashboard's AI upgrade page, `#/add-jetpack-ai`); others are told to reach out to the site
 * administrator (spec 000 §6). Presses are recorded for analytics.
 *
 * It lives above src/shared and src/stores because it reads two stores (usage and connection), and
 * shared modules do not depend on stores. What it shows is built from shared pieces
 * (shared/ai-control), which take their figures as props.
 */
import { useSelect } from '@wordpress/data';
import { recordAiUpgradeClick } from '../shared/ai-client/usage-accounting';
import { printedAdminUrl } from '../shared/ai-availability/availability';
import {
	RateLimitBanner,
	shouldShowRateLimitBanner,
	shouldShowUpgradeFooter,
	type UsageForBanners,
} from '../shared/ai-control/banners';
import { UpgradeMessage } from '../shared/ai-control/upgrade-message';
import { aiUpgradeUrl } from '../shared/ai-control/upgrade-url';
import { store as aiUsageStore } from '../stores/ai-usage';
import { store as connectionStore } from '../stores/connection';

/**
 * Whether the current user may upgrade: false only when their permissions are known and lack
 * manage_options (the connection store fetches them when the page did not print them).
 */
export function useAiUpgradeCapability(): {
	canUpgrade: boolean;
	upgradeUrl: string;
} {
	const canUpgrade = useSelect(
		( select ) =>
			select( connectionStore ).getUserConnectionData()?.currentUser
				?.permissions?.manage_options !== false,
		[]
	);
	return { canUpgrade, upgradeUrl: aiUpgradeUrl( printedAdminUrl() ) };
}

export interface AiUpgradeBannerProps {
	/** 'banner': when an upgrade is required; 'footer': the free-tier reminder. */
	mode: 'banner' | 'footer';
	/** Where it shows, recorded with upgrade presses (e.g. 'ai-assistant-block'). */
	placement: string;
	className?: string;
}

export function AiUpgradeBanner( {
	mode,
	placement,
	className,
}: AiUpgradeBannerProps ) {
	const usage = useSelect( ( select ): UsageForBanners => {
		const store = select( aiUsageStore );
		const summary = store.getUsageSummary();
		return {
			planType: summary.planType,
			requestsCount: summary.requestsCount,
			requestsRemaining: summary.requestsRemaining,
			isOverLimit: summary.isOverLimit,
			requireUpgrade: summary.requireUpgrade,
			upgradeType: store.getAiAssistantFeature().upgradeType,
		};
	}, [] );
	const { canUpgrade, upgradeUrl } = useAiUpgradeCapability();

	if ( shouldShowRateLimitBanner( usage ) ) {
		// Once, where the banner goes: a surface shows both a banner and a footer.
		return mode === 'banner' ? (
			<RateLimitBanner className={ className } />
		) : null;
	}
	const show =
		mode === 'banner'
			? !! usage.requireUpgrade
			: ! usage.requireUpgrade && shouldShowUpgradeFooter( usage );
	if ( ! show ) {
		return null;
	}
	return (
		<UpgradeMessage
			requestsRemaining={ usage.requestsRemaining }
			canUpgrade={ canUpgrade }
			upgradeUrl={ upgradeUrl }
			onUpgrade={ () => recordAiUpgradeClick( placement ) }
			className={ className }
		/>
	);
}
