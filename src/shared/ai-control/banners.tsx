/**
 * The banners a surface shows above the prompt (spec 000 §2, §6):
 *
 * - ReconnectBanner: the user's account is not connected ("Your account is not connected to
 *   {product} at the moment."), with a button into the connection flow. The surface disables its
 *   input meanwhile (AIControl `disabled`).
 * - RateLimitBanner: a VIP site has reached its request limit; it points to the account team.
 * - ErrorBanner: an AI error as users can act on it — Retry for retryable errors, the upgrade banner
 *   instead of a retry for an exhausted site quota.
 */
import type { MouseEvent as ReactMouseEvent } from 'react';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { PRODUCT_NAME } from '../plugin-identity';
import { Message } from './message';
import { UpgradeMessage, type UpgradeMessageProps } from './upgrade-message';

export interface ReconnectBannerProps {
	/** Where Reconnect leads: the dashboard's connection flow (useAiAvailability().connectionUrl). */
	connectionUrl: string;
	className?: string;
}

export function reconnectMessage(): string {
	return sprintf(
		/* translators: %s: the product name. */
		__(
			'Your account is not connected to %s at the moment.',
			'jetpack-blocks'
		),
		PRODUCT_NAME
	);
}

export function ReconnectBanner( {
	connectionUrl,
	className,
}: ReconnectBannerProps ) {
	return (
		<Message
			severity="warning"
			className={ [ 'jetpack-ai-control-reconnect', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<span className="jetpack-ai-control-reconnect__text">
				{ reconnectMessage() }
			</span>{ ' ' }
			<Button
				__next40pxDefaultSize
				variant="secondary"
				className="jetpack-ai-control-reconnect__button"
				href={ connectionUrl }
				onClick={ ( event: ReactMouseEvent< HTMLElement > ) => {
					// In a block, the link sits in the editor canvas iframe, which does not follow
					// links; this code runs in the editor's own window, so navigate that. A click
					// meant for a new tab or window keeps the browser's default.
					if (
						event.button !== 0 ||
						event.metaKey ||
						event.ctrlKey ||
						event.shiftKey ||
						event.altKey
					) {
						return;
					}
					event.preventDefault();
					window.location.assign( connectionUrl );
				} }
			>
				{ __( 'Reconnect', 'jetpack-blocks' ) }
			</Button>
		</Message>
	);
}

/**
 * Why AI is off here when the usage feature reports an error code (spec 000 §6 hides AI support
 * then; a surface already on screen says why instead of disabling its prompt without a word).
 *
 * @param serverMessage The feature's error message, when the server sent one.
 */
export function featureErrorText( serverMessage?: string ): string {
	return (
		serverMessage ||
		__(
			'AI is not available on this site at the moment. Please try again later or contact the site administrator.',
			'jetpack-blocks'
		)
	);
}

export function FeatureErrorBanner( {
	message,
	className,
}: {
	message?: string;
	className?: string;
} ) {
	return (
		<Message
			severity="warning"
			className={ [ 'jetpack-ai-control-feature-error', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ featureErrorText( message ) }
		</Message>
	);
}

export function rateLimitMessage(): string {
	return __(
		'This site has reached its limit of AI requests for now. Please reach out to your VIP account team to raise it.',
		'jetpack-blocks'
	);
}

export interface RateLimitBannerProps {
	className?: string;
}

export function RateLimitBanner( { className }: RateLimitBannerProps ) {
	return (
		<Message
			severity="warning"
			className={ [ 'jetpack-ai-control-rate-limit', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ rateLimitMessage() }
		</Message>
	);
}

/** The usage figures that decide which banner a VIP or free-tier site sees. */
export interface UsageForBanners {
	planType: 'free' | 'tiered' | 'unlimited';
	requestsCount: number;
	requestsRemaining: number;
	isOverLimit?: boolean;
	requireUpgrade?: boolean;
	upgradeType?: string;
}

/** VIP sites at their limit get the rate-limit banner (they do not upgrade, their team does). */
export function shouldShowRateLimitBanner( usage: UsageForBanners ): boolean {
	return (
		usage.upgradeType === 'vip' &&
		!! ( usage.isOverLimit || usage.requireUpgrade )
	);
}

/**
 * The upgrade footer (spec 000 §2): on the free tier, on the first request or whenever the remaining
 * count is a multiple of 5 (never for VIP sites, which have their own banner).
 */
export function shouldShowUpgradeFooter( usage: UsageForBanners ): boolean {
	if ( usage.planType !== 'free' || usage.upgradeType === 'vip' ) {
		return false;
	}
	return usage.requestsCount === 1 || usage.requestsRemaining % 5 === 0;
}

export interface AiErrorLike {
	code: string;
	message: string;
	severity?: 'info' | 'error';
	retryable?: boolean;
}

export interface ErrorBannerProps {
	error: AiErrorLike;
	/** Offered as Retry when the error is retryable. */
	onRetry?: () => void;
	/** For an exhausted site quota: what the upgrade banner shows (remaining, canUpgrade, …). */
	upgrade?: Omit< UpgradeMessageProps, 'requestsRemaining' > & {
		requestsRemaining?: number;
	};
	className?: string;
}

export function ErrorBanner( {
	error,
	onRetry,
	upgrade,
	className,
}: ErrorBannerProps ) {
	// Out of the site's quota: the upgrade banner replaces the message and any retry.
	if ( error.code === 'error_quota_exceeded' && upgrade ) {
		return (
			<UpgradeMessage
				{ ...upgrade }
				requestsRemaining={ upgrade.requestsRemaining ?? 0 }
				className={ className }
			/>
		);
	}
	return (
		<Message
			severity={ error.severity === 'error' ? 'error' : 'info' }
			className={ [ 'jetpack-ai-control-error', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<span className="jetpack-ai-control-error__text">
				{ error.message }
			</span>
			{ error.retryable && onRetry && (
				<>
					{ ' ' }
					<Button
						__next40pxDefaultSize
						variant="secondary"
						className="jetpack-ai-control-error__retry"
						onClick={ onRetry }
					>
						{ __( 'Retry', 'jetpack-blocks' ) }
					</Button>
				</>
			) }
		</Message>
	);
}
