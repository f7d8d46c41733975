/**
 * Editor UI of the e-mail block: one plain-text field. When the text holds no valid address, a
 * note says visitors will get plain text, so a typo does not go unnoticed. Loaded lazily.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { FieldInput } from '../contact-info/field-input';
import { storedEmailWords } from '../contact-info/email-stored';

export default function EmailEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< { email: string } > ) {
	const { email } = attributes;
	const hintId = useId();
	const noAddress =
		email.trim() !== '' &&
		! storedEmailWords( email ).some( ( word ) => word.target );
	return (
		<div { ...useBlockProps() }>
			<FieldInput
				label={ __( 'Email', 'jetpack-blocks' ) }
				value={ email }
				onChange={ ( value ) => setAttributes( { email: value } ) }
				describedBy={ noAddress ? hintId : undefined }
			/>
			{ noAddress && (
				<p id={ hintId } className="jetpack-contact-info__hint">
					{ __(
						'No valid e-mail address found: visitors will see this text without a link.',
						'jetpack-blocks'
					) }
				</p>
			) }
		</div>
	);
}
