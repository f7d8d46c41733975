/**
 * The upgrade banner of blocks that need a plan (spec 002 §2 "Notices and banners"), shown with
 * the selected block (under it: the block toolbar floats over what is above a block). It says which plan has the block, which plan the site is on, and — because a
 * local site buys nothing — that the block keeps working here on every plan. "Upgrade" saves the
 * post when it has changes, then opens the dashboard's plan screen, which sends the owner back to
 * this post with `plan_upgraded=1` (the plan-upgraded notice). Users who cannot manage the site are
 * told to ask its administrator instead (as for the AI tier, spec 000 §6).
 */
import { InspectorControls } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { select, dispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { recordUpgradeClick } from '../analytics/events';
import {
	blockStopsWithoutPlan,
	planScreenUrl,
	requiredPlanFor,
	sitePlan,
	sitePlans,
	type SitePlan,
} from '.';

export interface UpgradeBannerProps {
	blockName: string;
}

interface EditorStore {
	getCurrentPostId?: () => number | string | null;
	isEditedPostDirty?: () => boolean;
	isEditedPostNew?: () => boolean;
}

function canManageSite(): boolean {
	const state = (
		window as unknown as {
			JetpackBlocksInitialState?: {
				userConnectionData?: {
					currentUser?: {
						permissions?: { manage_options?: boolean };
					};
				};
			};
		}
	 ).JetpackBlocksInitialState;
	// Unknown permissions allow the button; the dashboard itself checks.
	return (
		state?.userConnectionData?.currentUser?.permissions?.manage_options !==
		false
	);
}

/** Where the plan screen sends the owner back: this post's edit screen, else this page. */
function returnUrl(): string {
	const editor = select( 'core/editor' ) as EditorStore | undefined;
	const id = Number( editor?.getCurrentPostId?.() );
	if ( id > 0 && /\/post(-new)?\.php$/.test( window.location.pathname ) ) {
		const url = new URL( window.location.href );
		url.pathname = url.pathname.replace( /post-new\.php$/, 'post.php' );
		url.search = `?post=${ id }&action=edit`;
		url.hash = '';
		return url.toString();
	}
	return window.location.href;
}

function isDirty(): boolean {
	const editor = select( 'core/editor' ) as EditorStore | undefined;
	return !! editor?.isEditedPostDirty?.();
}

/** Saves the post first when it has changes, so that leaving for the plan screen loses nothing. */
async function saveIfNeeded(): Promise< void > {
	const editor = select( 'core/editor' ) as EditorStore | undefined;
	if ( ! isDirty() && ! editor?.isEditedPostNew?.() ) {
		return;
	}
	const actions = dispatch( 'core/editor' ) as unknown as {
		savePost?: () => Promise< void >;
	};
	await actions.savePost?.();
}

function BannerBox( {
	blockName,
	where,
}: {
	blockName: string;
	where: 'canvas' | 'sidebar';
} ) {
	const [ leaving, setLeaving ] = useState( false );
	const required: SitePlan | undefined = sitePlans().find(
		( plan ) => plan.product_slug === requiredPlanFor( blockName )
	);
	if ( ! required ) {
		return null;
	}
	const current = sitePlan();
	const headingId = `jetpack-blocks-upgrade-banner-${ where }-${ blockName.replace(
		/\W/g,
		'-'
	) }`;

	return (
		<div
			role="region"
			aria-labelledby={ headingId }
			className={ `jetpack-blocks-upgrade-banner is-${ where }` }
			style={ {
				boxSizing: 'border-box',
				display: 'flex',
				flexWrap: 'wrap',
				alignItems: 'center',
				gap: '8px 16px',
				padding: where === 'canvas' ? '12px 16px' : '16px',
				marginBlockStart: where === 'canvas' ? '8px' : 0,
				border:
					where === 'canvas' ? '1px solid currentColor' : undefined,
				borderRadius: '2px',
				fontSize: '13px',
				lineHeight: 1.5,
				fontFamily:
					'-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
			} }
		>
			<div style={ { flex: '1 1 240px' } }>
				<p id={ headingId } style={ { margin: 0, fontWeight: 600 } }>
					{ sprintf(
						/* translators: %s: a plan's name, such as Jetpack Blocks Premium. */
						__(
							'Upgrade to %s to use this block on your site.',
							'jetpack-blocks'
						),
						required.product_name
					) }
				</p>
				<p style={ { margin: '4px 0 0' } }>
					{ blockStopsWithoutPlan( blockName )
						? sprintf(
								/* translators: %s: the site's plan, such as Jetpack Blocks Free. */
								__(
									'This site is on the %s plan. Videos already in posts keep playing for visitors; uploading or choosing a new one needs the plan. On this local site the plan is a setting of the site, and nothing is charged.',
									'jetpack-blocks'
								),
								current.product_name
							)
						: sprintf(
								/* translators: %s: the site's plan, such as Jetpack Blocks Free. */
								__(
									'This site is on the %s plan. On this local site the block keeps working on every plan, for you and for visitors: the plan is a setting of the site, and nothing is charged.',
									'jetpack-blocks'
								),
								current.product_name
							) }
				</p>
			</div>
			{ canManageSite() ? (
				<Button
					__next40pxDefaultSize
					variant="primary"
					href={ planScreenUrl( returnUrl() ) }
					isBusy={ leaving }
					onClick={ ( event: { preventDefault: () => void } ) => {
						event.preventDefault();
						if ( leaving ) {
							return;
						}
						recordUpgradeClick(
							required.product_slug,
							blockName,
							where === 'canvas' ? 'editor' : 'sidebar'
						);
						setLeaving( true );
						saveIfNeeded()
							.catch( () => undefined )
							.then( () => {
								// A failed save keeps the editor open (it shows why).
								if ( isDirty() ) {
									setLeaving( false );
									return;
								}
								window.location.assign(
									planScreenUrl( returnUrl() )
								);
							} );
					} }
				>
					{ __( 'Upgrade', 'jetpack-blocks' ) }
				</Button>
			) : (
				<p style={ { margin: 0 } }>
					{ __(
						'Reach out to the site administrator to upgrade',
						'jetpack-blocks'
					) }
				</p>
			) }
		</div>
	);
}

/**
 * The banner under the selected block in the canvas and, since the canvas moves Tab focus from a
 * block to the editor's own controls, also at the top of the block's sidebar, which keyboard users
 * reach directly.
 * @param props
 * @param props.blockName
 */
export function UpgradeBanner( { blockName }: UpgradeBannerProps ) {
	return (
		<>
			<BannerBox blockName={ blockName } where="canvas" />
			<InspectorControls>
				<BannerBox blockName={ blockName } where="sidebar" />
			</InspectorControls>
		</>
	);
}
