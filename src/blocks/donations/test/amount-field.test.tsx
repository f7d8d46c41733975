import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import AmountField from '../amount-field';

function Harness( {
	currency,
	initial,
	onStored,
}: {
	currency: string;
	initial: number;
	onStored: ( value: number ) => void;
} ) {
	const [ value, setValue ] = useState( initial );
	return (
		<AmountField
			value={ value }
			defaultValue={ 15 }
			currency={ currency }
			index={ 1 }
			onValidityChange={ () => {} }
			onChange={ ( next ) => {
				setValue( next );
				onStored( next );
			} }
		/>
	);
}

describe( 'a tier amount field', () => {
	it( 'stores an amount at or above the minimum, in the currency’s notation', () => {
		const stored = jest.fn();
		render( <Harness currency="EUR" initial={ 5 } onStored={ stored } /> );
		const field = screen.getByRole( 'textbox', { name: 'Amount 2 (EUR)' } );
		expect( ( field as HTMLInputElement ).value ).toBe( '5,00' );
		fireEvent.change( field, { target: { value: '7,25' } } );
		expect( stored ).toHaveBeenLastCalledWith( 7.25 );
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'false' );
	} );

	it( 'shows the error style below the minimum and keeps the stored amount', () => {
		const stored = jest.fn();
		render( <Harness currency="USD" initial={ 5 } onStored={ stored } /> );
		const field = screen.getByRole( 'textbox', { name: 'Amount 2 (USD)' } );
		fireEvent.change( field, { target: { value: '0.25' } } );
		expect( stored ).not.toHaveBeenCalled();
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( field.parentElement?.classList.contains( 'has-error' ) ).toBe(
			true
		);
		expect( ( field as HTMLInputElement ).value ).toBe( '0.25' );
	} );

	it( 'returns to the tier default when left empty', () => {
		const stored = jest.fn();
		render( <Harness currency="USD" initial={ 42 } onStored={ stored } /> );
		const field = screen.getByRole( 'textbox', { name: 'Amount 2 (USD)' } );
		fireEvent.change( field, { target: { value: '' } } );
		fireEvent.blur( field );
		expect( stored ).toHaveBeenLastCalledWith( 15 );
		expect( ( field as HTMLInputElement ).value ).toBe( '15.00' );
	} );

	it( 'refuses decimals in JPY', () => {
		const stored = jest.fn();
		render(
			<Harness currency="JPY" initial={ 500 } onStored={ stored } />
		);
		const field = screen.getByRole( 'textbox', { name: 'Amount 2 (JPY)' } );
		expect( ( field as HTMLInputElement ).value ).toBe( '500' );
		fireEvent.change( field, { target: { value: '600.5' } } );
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		fireEvent.change( field, { target: { value: '600' } } );
		expect( stored ).toHaveBeenLastCalledWith( 600 );
	} );
} );
