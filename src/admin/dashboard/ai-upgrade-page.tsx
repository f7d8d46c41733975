/**
 * #/add-jetpack-ai, the AI upgrade page (linked from the editor's upgrade banners): the site's
 * current AI usage, what unlimited requests give, and the way to the AI settings screen, where the
 * plan tier is chosen on this local site. Users who cannot manage the site (spec 000 §6) are told to
 * ask the administrator instead.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as aiUsageStore } from '../../stores/ai-usage';
import { store as connectionStore } from '../../stores/connection';
import { adminPageUrl, AI_SETTINGS_PATH } from './initial-state';

export function AiUpgradePage() {
	const usage = useSelect( ( select ) => {
		const ai = select( aiUsageStore );
		// Selecting the feature runs its resolver (one fetch).
		ai.getAiAssistantFeature();
		return {
			isResolved: ai.hasFinishedResolution( 'getAiAssistantFeature', [] ),
			planType: ai.getPlanType(),
			requestsCount: ai.getRequestsCount(),
			requestsLimit: ai.getRequestsLimit(),
			requestsRemaining: ai.getRequestsRemaining(),
			isOverLimit: ai.isOverLimit(),
			requireUpgrade: ai.requireUpgrade(),
		};
	}, [] );
	// Unknown permissions allow the button (§6: only known permissions restrict it).
	const canUpgrade = useSelect(
		( select ) =>
			select( connectionStore ).getUserConnectionData()?.currentUser
				?.permissions?.manage_options !== false,
		[]
	);

	let usageContent;
	if ( ! usage.isResolved ) {
		usageContent = (
			<p className="jetpack-blocks-dashboard__loading">
				<Spinner />
				{ __( 'Loading your AI usage…', 'jetpack-blocks' ) }
			</p>
		);
	} else if ( usage.planType === 'unlimited' ) {
		usageContent = (
			<p>
				{ __(
					'This site already has unlimited AI requests.',
					'jetpack-blocks'
				) }
			</p>
		);
	} else {
		usageContent = (
			<>
				<p className="jetpack-blocks-dashboard-ai__usage">
					{ usage.planType === 'free'
						? sprintf(
								/* translators: 1: requests used, 2: free requests in all */
								__(
									'You have used %1$d of %2$d free requests.',
									'jetpack-blocks'
								),
								usage.requestsCount,
								usage.requestsLimit
							)
						: sprintf(
								/* translators: 1: requests used, 2: requests of the plan in this period */
								__(
									'You have used %1$d of %2$d requests in this period.',
									'jetpack-blocks'
								),
								usage.requestsCount,
								usage.requestsLimit
							) }
				</p>
				{ usage.isOverLimit || usage.requireUpgrade ? (
					<Notice status="warning" isDismissible={ false }>
						{ __(
							'You have reached the limit of requests for this site.',
							'jetpack-blocks'
						) }
					</Notice>
				) : (
					<p>
						{ sprintf(
							/* translators: %d: requests left */
							__( 'Requests left: %d.', 'jetpack-blocks' ),
							usage.requestsRemaining
						) }
					</p>
				) }
			</>
		);
	}

	return (
		<section
			className="jetpack-blocks-dashboard-ai"
			aria-labelledby="jetpack-blocks-dashboard-ai-title"
		>
			<h2 id="jetpack-blocks-dashboard-ai-title">
				{ __( 'Upgrade to unlimited AI requests', 'jetpack-blocks' ) }
			</h2>
			{ usageContent }

			<h3>{ __( 'What unlimited gives you', 'jetpack-blocks' ) }</h3>
			<ul className="jetpack-blocks-dashboard-ai__benefits">
				<li>
					{ __(
						'No limit on AI assistant requests: write, edit, translate and summarize as much as you need.',
						'jetpack-blocks'
					) }
				</li>
				<li>
					{ __(
						'The assistant in every block and in forms, without interruptions.',
						'jetpack-blocks'
					) }
				</li>
				<li>
					{ __(
						'Image generation and voice to content included.',
						'jetpack-blocks'
					) }
				</li>
			</ul>

			{ canUpgrade && (
				<>
					{ usage.planType !== 'unlimited' && (
						<p>
							{ __(
								'On this site, the plan is chosen on the AI settings screen.',
								'jetpack-blocks'
							) }
						</p>
					) }
					<Button
						__next40pxDefaultSize
						variant="primary"
						href={ adminPageUrl( AI_SETTINGS_PATH ) }
					>
						{ usage.planType === 'unlimited'
							? __( 'Open the AI settings', 'jetpack-blocks' )
							: __( 'Upgrade in AI settings', 'jetpack-blocks' ) }
					</Button>
				</>
			) }
			{ ! canUpgrade && usage.planType !== 'unlimited' && (
				<p className="jetpack-blocks-dashboard-ai__admin">
					{ __(
						'Reach out to the site administrator to upgrade',
						'jetpack-blocks'
					) }
				</p>
			) }
		</section>
	);
}
