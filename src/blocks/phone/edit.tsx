/**
 * Editor UI of the phone block: one plain-text field; a note when the text has no number to call.
 * Loaded lazily.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { FieldInput } from '../contact-info/field-input';
import { storedPhone } from '../contact-info/phone-link';

export default function PhoneEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< { phone: string } > ) {
	const { phone } = attributes;
	const hintId = useId();
	const noNumber = phone.trim() !== '' && ! storedPhone( phone );
	return (
		<div { ...useBlockProps() }>
			<FieldInput
				type="tel"
				label={ __( 'Phone number', 'jetpack-blocks' ) }
				value={ phone }
				onChange={ ( value ) => setAttributes( { phone: value } ) }
				describedBy={ noNumber ? hintId : undefined }
			/>
			{ noNumber && (
				<p id={ hintId } className="jetpack-contact-info__hint">
					{ __(
						'No phone number found: visitors will see this text without a link.',
						'jetpack-blocks'
					) }
				</p>
			) }
		</div>
	);
}
