/**
 * Editor UI of the address: one plain-text field per part of the address (Enter moves to the next
 * field instead of splitting the block) and the "Link address to Google Maps" setting. Loaded lazily
 * (see index.ts).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { FieldInput } from '../contact-info/field-input';
import type { AddressFields } from '../contact-info/maps-url';
import type { AddressAttributes } from './types';

type FieldKey = keyof AddressFields;

const FIELDS: Array< { key: FieldKey; label: string } > = [
	{
		key: 'address',
		label: __( 'Street Address', 'jetpack-blocks' ),
	},
	{
		key: 'addressLine2',
		label: __( 'Address Line 2', 'jetpack-blocks' ),
	},
	{
		key: 'addressLine3',
		label: __( 'Address Line 3', 'jetpack-blocks' ),
	},
	{
		key: 'city',
		label: __( 'City', 'jetpack-blocks' ),
	},
	{
		key: 'region',
		label: __( 'State/Province/Region', 'jetpack-blocks' ),
	},
	{
		key: 'postal',
		label: __( 'Postal/Zip Code', 'jetpack-blocks' ),
	},
	{
		key: 'country',
		label: __( 'Country', 'jetpack-blocks' ),
	},
];

export default function AddressEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< AddressAttributes > ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'jetpack-blocks' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Link address to Google Maps',
							'jetpack-blocks'
						) }
						help={ __(
							'Visitors can open the address in Google Maps.',
							'jetpack-blocks'
						) }
						checked={ attributes.linkToGoogleMaps }
						onChange={ ( linkToGoogleMaps ) =>
							setAttributes( { linkToGoogleMaps } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ FIELDS.map( ( { key, label } ) => (
				<FieldInput
					key={ key }
					className={ `jetpack-address__${ key }` }
					label={ label }
					value={ attributes[ key ] }
					onChange={ ( value ) =>
						setAttributes( { [ key ]: value } )
					}
				/>
			) ) }
		</div>
	);
}
