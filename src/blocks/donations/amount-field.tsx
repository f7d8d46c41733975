/**
 * One tier amount in the editor: typed in the currency's own notation, stored only when it parses
 * and reaches the currency minimum (otherwise the field shows its error style and the stored amount
 * stays); emptied and left, it returns to the tier's default.
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { getCurrency } from '../../shared/currencies';
import { amountInputText, parseDonationAmount } from './amounts';

interface Props {
	value: number;
	defaultValue: number;
	currency: string;
	index: number;
	onChange: ( value: number ) => void;
	onValidityChange: ( index: number, valid: boolean ) => void;
}

export default function AmountField( {
	value,
	defaultValue,
	currency,
	index,
	onChange,
	onValidityChange,
}: Props ) {
	const [ text, setText ] = useState( () =>
		amountInputText( value, currency )
	);
	const [ invalid, setInvalid ] = useState( false );

	// A change from outside (currency reset, undo) replaces what is shown.
	useEffect( () => {
		setText( ( current ) =>
			parseDonationAmount( current, currency ) === value
				? current
				: amountInputText( value, currency )
		);
		setInvalid( false );
	}, [ value, currency ] );

	useEffect( () => {
		onValidityChange( index, ! invalid );
	}, [ index, invalid, onValidityChange ] );
	// A field that goes away (another tab) takes its error with it.
	useEffect(
		() => () => onValidityChange( index, true ),
		[ index, onValidityChange ]
	);

	const { symbol } = getCurrency( currency );

	return (
		<span
			className={
				'donations__amount-editor' + ( invalid ? ' has-error' : '' )
			}
		>
			<span className="donations__currency-symbol" aria-hidden="true">
				{ symbol }
			</span>
			<input
				type="text"
				inputMode="decimal"
				className="donations__amount-input"
				value={ text }
				size={ Math.max( 3, text.length ) }
				aria-invalid={ invalid }
				aria-label={ sprintf(
					/* translators: 1: tier number (1 to 3), 2: currency code. */
					__( 'Amount %1$d (%2$s)', 'jetpack-blocks' ),
					index + 1,
					currency
				) }
				onChange={ ( event ) => {
					const next = event.target.value;
					setText( next );
					if ( next.trim() === '' ) {
						setInvalid( false );
						return;
					}
					const parsed = parseDonationAmount( next, currency );
					setInvalid( parsed === null );
					if ( parsed !== null && parsed !== value ) {
						onChange( parsed );
					}
				} }
				onBlur={ () => {
					if ( text.trim() === '' ) {
						setText( amountInputText( defaultValue, currency ) );
						setInvalid( false );
						if ( defaultValue !== value ) {
							onChange( defaultValue );
						}
					}
				} }
			/>
		</span>
	);
}
