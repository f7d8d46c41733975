/**
 * "Delete all data on uninstall": the site owner's choice of what deleting the plugin removes
 * (php-stubs/lifecycle/data.php), registered as a setting in php-stubs/lifecycle/lifecycle.php.
 */
import { __ } from '@wordpress/i18n';
import { SettingCheckbox } from './setting-checkbox';

/** The stored choice, printed with the dashboard's state for those who may change it. */
function initialValue(): boolean | null {
	const value = (
		window as unknown as {
			JetpackBlocksInitialState?: { deleteDataOnUninstall?: unknown };
		}
	 ).JetpackBlocksInitialState?.deleteDataOnUninstall;
	return typeof value === 'boolean' ? value : null;
}

export function UninstallSetting() {
	const initial = initialValue();
	// Only site managers get the stored choice (and may change it).
	if ( initial === null ) {
		return null;
	}
	return (
		<SettingCheckbox
			setting="jetpack_blocks_delete_data_on_uninstall"
			initial={ initial }
			id="jetpack-blocks-dashboard-uninstall"
			title={ __( 'When the plugin is deleted', 'jetpack-blocks' ) }
			label={ __( 'Delete all data on uninstall', 'jetpack-blocks' ) }
			help={ __(
				'Deleting the plugin always removes its settings, caches and scheduled tasks. Ticked, it also removes its form responses, payment records, newsletter sign-ups, products, payment plans and video settings. Posts, pages and media are always kept.',
				'jetpack-blocks'
			) }
		/>
	);
}
