/**
 * "Offer beta blocks": blocks of the beta list (php-stubs/block-availability.php, spec 002 §9) are
 * registered, on the server and in the editor, only while it is on. The section names the blocks
 * it adds, so the choice says what it does; a JETPACK_BETA_BLOCKS constant in wp-config.php
 * decides instead of the setting, as in the reference, and the box then says so.
 */
import { __, sprintf } from '@wordpress/i18n';
import { SettingCheckbox } from './setting-checkbox';

interface BetaBlocksState {
	enabled: boolean;
	locked: boolean;
	titles: string[];
}

function printedState(): BetaBlocksState | null {
	const state = (
		window as unknown as {
			JetpackBlocksInitialState?: {
				betaBlocks?: Partial< BetaBlocksState >;
			};
		}
	 ).JetpackBlocksInitialState?.betaBlocks;
	if ( ! state || typeof state.enabled !== 'boolean' ) {
		return null;
	}
	return {
		enabled: state.enabled,
		locked: state.locked === true,
		titles: Array.isArray( state.titles ) ? state.titles : [],
	};
}

export function BetaBlocksSetting() {
	const state = printedState();
	// Only site managers get it; with no beta block there is nothing to offer.
	if ( ! state || ! state.titles.length ) {
		return null;
	}
	const list = new Intl.ListFormat(
		document.documentElement.lang || undefined,
		{ type: 'conjunction' }
	).format( state.titles );
	return (
		<SettingCheckbox
			setting="jetpack_blocks_beta_blocks"
			initial={ state.enabled }
			id="jetpack-blocks-dashboard-beta-blocks"
			title={ __( 'Beta blocks', 'jetpack-blocks' ) }
			label={ __( 'Offer beta blocks in the editor', 'jetpack-blocks' ) }
			help={ sprintf(
				/* translators: %s: the beta blocks' names, e.g. "Voice to content". */
				__(
					'Adds blocks that are still being tested: %s. They may change in a later version.',
					'jetpack-blocks'
				),
				list
			) }
			lockedBecause={
				state.locked
					? __(
							'The JETPACK_BETA_BLOCKS constant in wp-config.php decides this on this site.',
							'jetpack-blocks'
						)
					: undefined
			}
		/>
	);
}
