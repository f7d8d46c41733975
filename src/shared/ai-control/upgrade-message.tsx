/**
 * The free-tier banner: how many free requests are left, and an Upgrade button. Users who cannot
 * manage the site (spec §6) are told to ask the site administrator instead of seeing the button.
 */
import type { MouseEvent } from 'react';
import { Button, VisuallyHidden } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { Message } from './message';
import { openInNewTab } from './open-in-new-tab';

export interface UpgradeMessageProps {
	/** Free requests left on this site. */
	requestsRemaining: number;
	/** False for users without manage_options (when permissions are known). Default true. */
	canUpgrade?: boolean;
	/** Called when Upgrade is pressed (also with upgradeUrl, e.g. to record the click). */
	onUpgrade?: () => void;
	/** Where Upgrade leads (a checkout or the upgrade page); opened in a new tab. */
	upgradeUrl?: string;
	className?: string;
}

export function UpgradeMessage( {
	requestsRemaining,
	canUpgrade = true,
	onUpgrade,
	upgradeUrl,
	className,
}: UpgradeMessageProps ) {
	const remaining = Math.max( 0, Math.floor( requestsRemaining ) );
	const upgradeLabel = __( 'Upgrade', 'jetpack-blocks' );

	let action = null;
	if ( ! canUpgrade ) {
		action = (
			<span className="jetpack-ai-control-upgrade__admin">
				{ __(
					'Reach out to the site administrator to upgrade',
					'jetpack-blocks'
				) }
			</span>
		);
	} else if ( upgradeUrl ) {
		action = (
			<Button
				__next40pxDefaultSize
				className="jetpack-ai-control-upgrade__button"
				variant="primary"
				href={ upgradeUrl }
				target="_blank"
				rel="noopener noreferrer"
				onClick={ ( event: MouseEvent< HTMLElement > ) => {
					onUpgrade?.();
					// A link in the editor canvas does not navigate by itself.
					openInNewTab( event, upgradeUrl );
				} }
			>
				{ upgradeLabel }
				<VisuallyHidden as="span">
					{ ' ' }
					{
						/* translators: accessibility text */
						__( '(opens in a new tab)', 'jetpack-blocks' )
					}
				</VisuallyHidden>
			</Button>
		);
	} else if ( onUpgrade ) {
		action = (
			<Button
				__next40pxDefaultSize
				className="jetpack-ai-control-upgrade__button"
				variant="primary"
				onClick={ onUpgrade }
			>
				{ upgradeLabel }
			</Button>
		);
	}

	return (
		<Message
			severity="info"
			className={ [ 'jetpack-ai-control-upgrade', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<span className="jetpack-ai-control-upgrade__text">
				{ sprintf(
					/* translators: %d: number of free AI requests left */
					_n(
						'You have %d free request remaining.',
						'You have %d free requests remaining.',
						remaining,
						'jetpack-blocks'
					),
					remaining
				) }{ ' ' }
				{ __( 'Upgrade and avoid interruptions.', 'jetpack-blocks' ) }
			</span>
			{ action }
		</Message>
	);
}
