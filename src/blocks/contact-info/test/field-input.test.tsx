import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import { FieldInput } from '../field-input';

function Block( { initial = [ '', '' ] }: { initial?: string[] } ) {
	const [ values, setValues ] = useState( initial );
	return (
		<div data-block="client-id">
			{ values.map( ( value, index ) => (
				<FieldInput
					key={ index }
					label={ `Field ${ index + 1 }` }
					value={ value }
					onChange={ ( next ) =>
						setValues(
							values.map( ( old, i ) =>
								i === index ? next : old
							)
						)
					}
				/>
			) ) }
		</div>
	);
}

/** The focused element of the document the field is in. */
function focused( field: HTMLElement ): Element | null {
	return field.ownerDocument.activeElement;
}

function valueOf( field: HTMLElement ): string {
	return ( field as HTMLInputElement ).value;
}

describe( 'FieldInput', () => {
	it( 'is a labelled text field that keeps what is typed', async () => {
		const user = userEvent.setup();
		render( <Block /> );
		const first = screen.getByRole( 'textbox', { name: 'Field 1' } );
		await user.type( first, '987 Photon Drive' );
		expect( valueOf( first ) ).toBe( '987 Photon Drive' );
	} );

	it( 'moves to the next field on Enter instead of adding a line', async () => {
		const user = userEvent.setup();
		render( <Block /> );
		const first = screen.getByRole( 'textbox', { name: 'Field 1' } );
		const second = screen.getByRole( 'textbox', { name: 'Field 2' } );
		await user.type( first, 'Apartment{Enter}5' );
		expect( valueOf( first ) ).toBe( 'Apartment' );
		expect( focused( first ) ).toBe( second );
		expect( valueOf( second ) ).toBe( '5' );
	} );

	it( 'stays in the last field on Enter', async () => {
		const user = userEvent.setup();
		render( <Block /> );
		const second = screen.getByRole( 'textbox', { name: 'Field 2' } );
		await user.type( second, 'USA{Enter}' );
		expect( focused( second ) ).toBe( second );
		expect( valueOf( second ) ).toBe( 'USA' );
	} );

	it( 'does not reach into another block', async () => {
		const user = userEvent.setup();
		render(
			<>
				<div data-block="a">
					<FieldInput label="Only" value="" onChange={ () => {} } />
				</div>
				<div data-block="b">
					<FieldInput label="Other" value="" onChange={ () => {} } />
				</div>
			</>
		);
		const only = screen.getByRole( 'textbox', { name: 'Only' } );
		await user.click( only );
		await user.keyboard( '{Enter}' );
		expect( focused( only ) ).toBe( only );
	} );
} );
