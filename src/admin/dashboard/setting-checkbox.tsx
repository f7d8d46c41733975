/**
 * A site setting of the dashboard shown as a checkbox (the uninstall choice, the beta blocks): its
 * stored value comes with the dashboard's state (no request to show it); it is saved at once
 * through /wp/v2/settings, where the plugin registers it; a failed save reverts the box and says
 * so. A setting fixed elsewhere (a constant in wp-config.php) shows as it is, disabled, with why.
 */
import apiFetch from '@wordpress/api-fetch';
import { CheckboxControl, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

interface SettingCheckboxProps {
	/** The setting's name in /wp/v2/settings. */
	setting: string;
	initial: boolean;
	/** Section title (a heading) and its element id. */
	title: string;
	id: string;
	label: string;
	help: string;
	/** Why the value cannot be changed here, when it cannot. */
	lockedBecause?: string;
}

export function SettingCheckbox( {
	setting,
	initial,
	title,
	id,
	label,
	help,
	lockedBecause,
}: SettingCheckboxProps ) {
	const [ value, setValue ] = useState( initial );
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
			data: { [ setting ]: next },
		} )
			.then( ( settings ) => setValue( settings[ setting ] === true ) )
			.catch( () => {
				setValue( previous );
				setError(
					__( 'The setting could not be saved.', 'jetpack-blocks' )
				);
			} )
			.finally( () => setSaving( false ) );
	};

	return (
		<section
			className={ `jetpack-blocks-dashboard-setting ${ id }` }
			aria-labelledby={ `${ id }-title` }
		>
			<h2 id={ `${ id }-title` }>{ title }</h2>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ label }
				help={ lockedBecause ? `${ help } ${ lockedBecause }` : help }
				checked={ value }
				disabled={ saving || !! lockedBecause }
				onChange={ save }
			/>
		</section>
	);
}
