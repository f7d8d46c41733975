/**
 * A one-line text field of the contact blocks' editors.
 *
 * A native text input: the value is plain text (no formatting to strip), it is labelled for
 * assistive technology, and Enter never splits the block — it moves to the block's next field, the
 * way a form behaves, and does nothing on the last one.
 */
import type { KeyboardEvent } from 'react';

interface FieldInputProps {
	value: string;
	onChange: ( value: string ) => void;
	label: string;
	placeholder?: string;
	className?: string;
	type?: 'text' | 'tel';
	autoComplete?: string;
	describedBy?: string;
}

const FIELD_CLASS = 'jetpack-contact-info__input';

/** The next field of the same block after `input`, if there is one. */
export function nextField( input: HTMLInputElement ): HTMLInputElement | null {
	const block = input.closest( '[data-block]' );
	if ( ! block ) {
		return null;
	}
	const fields = Array.from(
		block.querySelectorAll< HTMLInputElement >( `input.${ FIELD_CLASS }` )
	);
	return fields[ fields.indexOf( input ) + 1 ] ?? null;
}

export function FieldInput( {
	value,
	onChange,
	label,
	placeholder,
	className,
	type = 'text',
	autoComplete = 'off',
	describedBy,
}: FieldInputProps ) {
	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		// While an input method composes (Japanese, Chinese…), Enter confirms the composition.
		if ( event.key !== 'Enter' || event.nativeEvent.isComposing ) {
			return;
		}
		event.preventDefault();
		nextField( event.currentTarget )?.focus();
	};
	return (
		<input
			type={ type }
			className={ [ FIELD_CLASS, className ]
				.filter( Boolean )
				.join( ' ' ) }
			aria-label={ label }
			aria-describedby={ describedBy }
			placeholder={ placeholder ?? label }
			autoComplete={ autoComplete }
			value={ value }
			onChange={ ( event ) => onChange( event.target.value ) }
			onKeyDown={ onKeyDown }
		/>
	);
}
