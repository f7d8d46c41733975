/**
 * Wraps the edit of blocks that need a plan: while such a block is selected on a site without the
 * plan, the upgrade banner shows with it (spec 002 §4 "Upgrade banner"). Only this check runs at
 * editor start; the banner's UI is fetched the first time it is needed. If that fetch fails the
 * block simply has no banner: the banner informs, it never stands in the way of the block.
 */
import { useEffect, useState } from '@wordpress/element';
import type { ComponentType } from 'react';
import { blockNeedsUpgrade, requiredPlanFor } from './rules';
import type { UpgradeBannerProps } from './banner';

let loadedBanner: ComponentType< UpgradeBannerProps > | null = null;

function LazyUpgradeBanner( props: UpgradeBannerProps ) {
	const [ Banner, setBanner ] = useState( () => loadedBanner );
	useEffect( () => {
		if ( Banner ) {
			return;
		}
		let live = true;
		import( /* webpackChunkName: "shared/plan/banner" */ './banner' ).then(
			( module ) => {
				loadedBanner = module.UpgradeBanner;
				if ( live ) {
					setBanner( () => module.UpgradeBanner );
				}
			},
			() => undefined
		);
		return () => {
			live = false;
		};
	}, [ Banner ] );
	return Banner ? <Banner { ...props } /> : null;
}

interface EditProps {
	name: string;
	isSelected?: boolean;
}

export function withUpgradeBanner< P extends EditProps >(
	Edit: ComponentType< P >
): ComponentType< P > {
	function GatedEdit( props: P ) {
		return (
			<>
				<Edit { ...props } />
				{ props.isSelected && blockNeedsUpgrade( props.name ) && (
					<LazyUpgradeBanner blockName={ props.name } />
				) }
			</>
		);
	}
	return GatedEdit;
}

/**
 * A block folder's settings with the banner added when the block needs a plan; other blocks are
 * returned as they are.
 * @param name
 * @param settings
 */
export function gateBlockSettings< S extends { edit?: ComponentType< any > } >( // eslint-disable-line @typescript-eslint/no-explicit-any -- each block types its own props
	name: string,
	settings: S
): S {
	if ( ! requiredPlanFor( name ) || ! settings.edit ) {
		return settings;
	}
	return { ...settings, edit: withUpgradeBanner( settings.edit ) };
}
