/**
 * The AI usage panel of the block's sidebar (spec 002 §2 "AI usage panel", §8 "AI usage"): "Usage",
 * a bar, the counts for the free, tiered or unlimited plan, when requests reset, and Upgrade (or
 * the note to ask an administrator). Reads the AI usage store; shows nothing until it has loaded.
 */
import { Button, PanelBody } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';
import { STORE_NAME, type AiUsageSummary } from '../../stores/ai-usage';
import { aiUpgradeUrl } from '../../shared/ai-control/upgrade-url';
import { printedAdminUrl } from '../../shared/ai-availability/availability';
import { recordAiUpgradeClick } from '../../shared/ai-client/usage-accounting';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until `nextStart` (at least 1), or null when it is unknown or past. */
export function daysUntil(
	nextStart: string,
	now = Date.now()
): number | null {
	const time = Date.parse( nextStart );
	if ( ! nextStart || Number.isNaN( time ) || time <= now ) {
		return null;
	}
	return Math.max( 1, Math.ceil( ( time - now ) / DAY_MS ) );
}

export function UsageSummary( {
	summary,
	canUpgrade,
	now = Date.now(),
}: {
	summary: AiUsageSummary;
	canUpgrade: boolean;
	now?: number;
} ) {
	const { planType, requestsCount, requestsLimit, isOverLimit } = summary;
	const unlimited = planType === 'unlimited';
	const percent = unlimited
		? 0
		: Math.min(
				100,
				Math.round(
					( requestsCount / Math.max( 1, requestsLimit ) ) * 100
				)
			);
	let counts: string;
	if ( unlimited ) {
		counts = sprintf(
			/* translators: %d: AI requests made. */
			_n(
				'%d request used. Your plan has no limit.',
				'%d requests used. Your plan has no limit.',
				requestsCount,
				'jetpack-blocks'
			),
			requestsCount
		);
	} else if ( planType === 'free' ) {
		counts = sprintf(
			/* translators: 1: free AI requests used, 2: free requests in all. */
			__( '%1$d of %2$d free requests used.', 'jetpack-blocks' ),
			requestsCount,
			requestsLimit
		);
	} else {
		counts = sprintf(
			/* translators: 1: AI requests used this period, 2: the plan's requests per period. */
			__( '%1$d of %2$d requests used this period.', 'jetpack-blocks' ),
			requestsCount,
			requestsLimit
		);
	}
	const days =
		planType === 'tiered' ? daysUntil( summary.nextStart, now ) : null;

	return (
		<div className="jetpack-ai-assistant-usage">
			<p className="jetpack-ai-assistant-usage__label">
				{ __( 'Usage', 'jetpack-blocks' ) }
			</p>
			{ ! unlimited && (
				<div
					className="jetpack-ai-assistant-usage__bar"
					role="progressbar"
					aria-label={ __( 'AI requests used', 'jetpack-blocks' ) }
					aria-valuemin={ 0 }
					aria-valuemax={ requestsLimit }
					aria-valuenow={ Math.min( requestsCount, requestsLimit ) }
				>
					<span style={ { width: `${ percent }%` } } />
				</div>
			) }
			<p className="jetpack-ai-assistant-usage__counts">{ counts }</p>
			{ isOverLimit && ! unlimited && (
				<p className="jetpack-ai-assistant-usage__limit">
					{ planType === 'free'
						? __(
								"You've reached your free requests limit.",
								'jetpack-blocks'
							)
						: __(
								"You've reached your plan requests limit.",
								'jetpack-blocks'
							) }
				</p>
			) }
			{ days !== null && (
				<p className="jetpack-ai-assistant-usage__reset">
					{ sprintf(
						/* translators: %d: days until the usage period restarts. */
						_n(
							'Requests will reset in %d day.',
							'Requests will reset in %d days.',
							days,
							'jetpack-blocks'
						),
						days
					) }
				</p>
			) }
			{ ! unlimited &&
				( canUpgrade ? (
					<Button
						variant="secondary"
						href={ aiUpgradeUrl( printedAdminUrl() ) }
						target="_blank"
						rel="noopener noreferrer"
						onClick={ () => recordAiUpgradeClick( 'usage-panel' ) }
						className="jetpack-ai-assistant-usage__upgrade"
					>
						{ __( 'Upgrade', 'jetpack-blocks' ) }
					</Button>
				) : (
					<p className="jetpack-ai-assistant-usage__admin">
						{ __(
							'Reach out to the site administrator to upgrade',
							'jetpack-blocks'
						) }
					</p>
				) ) }
		</div>
	);
}

export function UsagePanel( { canUpgrade }: { canUpgrade: boolean } ) {
	const { summary, loaded } = useSelect( ( select ) => {
		const usage = select( STORE_NAME ) as {
			getAiAssistantFeature: () => unknown;
			getUsageSummary: () => AiUsageSummary;
			hasFinishedResolution: (
				name: string,
				args?: unknown[]
			) => boolean;
		};
		// Asking for the feature starts its fetch (once).
		usage.getAiAssistantFeature();
		return {
			summary: usage.getUsageSummary(),
			loaded: usage.hasFinishedResolution( 'getAiAssistantFeature', [] ),
		};
	}, [] );
	return (
		<PanelBody title={ __( 'AI usage', 'jetpack-blocks' ) }>
			{ loaded ? (
				<UsageSummary summary={ summary } canUpgrade={ canUpgrade } />
			) : (
				<p>{ __( 'Loading usage…', 'jetpack-blocks' ) }</p>
			) }
		</PanelBody>
	);
}
