/** Editor UI of the name block: one plain-text field. Loaded lazily. */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { FieldInput } from '../contact-info/field-input';

export default function NameEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< { name: string } > ) {
	return (
		<div { ...useBlockProps() }>
			<FieldInput
				label={ __( 'Name', 'jetpack-blocks' ) }
				value={ attributes.name }
				onChange={ ( name ) => setAttributes( { name } ) }
			/>
		</div>
	);
}
