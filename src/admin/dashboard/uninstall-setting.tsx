/**
 * "Delete all data on uninstall": the site owner's choice of what deleting the plugin removes
 * (php-stubs/lifecycle/data.php). Its stored value comes with the dashboard's state (no request to
 * show it); saved at once through /wp/v2/settings, where the plugin registers it
 * (php-stubs/lifecycle/lifecycle.php); reverts and says why when the save fails.
 */
import apiFetch from '@wordpress/api-fetch';
import { CheckboxControl, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

const SETTING = 'jetpack_blocks_delete_data_on_uninstall';

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
	const [ value, setValue ] = useState< boolean | null >( initialValue );
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState( '' );

	const save = ( next: boolean ) => {
		const previous = value;
		setValue( next );
		setSaving( true );
		setError( '' );
		apiFetch< Record< string, unknown > >( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { [ SETTING ]: next },
		} )
			.then( ( settings ) => setValue( settings[ SETTING ] === true ) )
			.catch( () => {
				setValue( previous );
				setError(
					__( 'The setting could not be saved.', 'jetpack-blocks' )
				);
			} )
			.finally( () => setSaving( false ) );
	};

	// Only site managers get the stored choice (and may change it).
	if ( value === null ) {
		return null;
	}

	return (
		<section
			className="jetpack-blocks-dashboard-uninstall"
			aria-labelledby="jetpack-blocks-dashboard-uninstall-title"
		>
			<h2 id="jetpack-blocks-dashboard-uninstall-title">
				{ __( 'When the plugin is deleted', 'jetpack-blocks' ) }
			</h2>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Delete all data on uninstall', 'jetpack-blocks' ) }
				help={ __(
					'Deleting the plugin always removes its settings, caches and scheduled tasks. Ticked, it also removes its form responses, payment records, newsletter sign-ups, products, payment plans and video settings. Posts, pages and media are always kept.',
					'jetpack-blocks'
				) }
				checked={ value === true }
				disabled={ saving }
				onChange={ save }
			/>
		</section>
	);
}
