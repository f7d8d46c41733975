/**
 * The dashboard page (admin.php?page=jetpack-blocks): a title, a tab-like nav synced with the
 * location hash, the notices and the current route's page.
 */
import { __, sprintf } from '@wordpress/i18n';
import { PRODUCT_NAME } from '../../shared/plugin-identity';
import { AiUpgradePage } from './ai-upgrade-page';
import { ConnectionPage } from './connection-page';
import { ModulesPage } from './modules-page';
import { PlanPage } from './plan-page';
import { UninstallSetting } from './uninstall-setting';
import { BetaBlocksSetting } from './beta-blocks-setting';
import { DashboardNotices, NoticesProvider } from './notices';
import { type Route, routeHref, useHashRoute } from './router';

interface NavItem {
	route: Route;
	label: string;
}

function navItems(): NavItem[] {
	return [
		{ route: 'modules', label: __( 'Modules', 'jetpack-blocks' ) },
		{ route: 'connection', label: __( 'Connection', 'jetpack-blocks' ) },
		{
			route: 'add-jetpack-ai',
			label: __( 'AI upgrade', 'jetpack-blocks' ),
		},
		{ route: 'plan', label: __( 'Plan', 'jetpack-blocks' ) },
	];
}

function RoutePage( { route }: { route: Route } ) {
	switch ( route ) {
		case 'connection':
			return <ConnectionPage />;
		case 'add-jetpack-ai':
			return <AiUpgradePage />;
		case 'plan':
			return <PlanPage />;
		default:
			return (
				<>
					<ModulesPage />
					<BetaBlocksSetting />
					<UninstallSetting />
				</>
			);
	}
}

export function DashboardApp() {
	const route = useHashRoute();
	const version = (
		window as unknown as {
			JetpackBlocksInitialState?: { pluginVersion?: unknown };
		}
	 ).JetpackBlocksInitialState?.pluginVersion;

	return (
		<NoticesProvider>
			<div className="jetpack-blocks-dashboard">
				<h1 className="jetpack-blocks-dashboard__title">
					{ PRODUCT_NAME }
				</h1>
				<nav
					className="jetpack-blocks-dashboard__nav nav-tab-wrapper"
					aria-label={ __( 'Dashboard sections', 'jetpack-blocks' ) }
				>
					{ navItems().map( ( item ) => (
						<a
							key={ item.route }
							href={ routeHref( item.route ) }
							className={
								item.route === route
									? 'jetpack-blocks-dashboard__nav-link nav-tab nav-tab-active'
									: 'jetpack-blocks-dashboard__nav-link nav-tab'
							}
							aria-current={
								item.route === route ? 'page' : undefined
							}
						>
							{ item.label }
						</a>
					) ) }
				</nav>
				<DashboardNotices />
				<div className="jetpack-blocks-dashboard__page">
					<RoutePage key={ route } route={ route } />
				</div>
				{ typeof version === 'string' && version !== '' && (
					<p className="jetpack-blocks-dashboard__version">
						{ sprintf(
							/* translators: %s: the plugin's version, e.g. 12.5.0. */
							__( 'Version %s', 'jetpack-blocks' ),
							version
						) }
					</p>
				) }
			</div>
		</NoticesProvider>
	);
}
