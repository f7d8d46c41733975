import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidthControl, useClearPercentWidthOnAlign } from '..';

describe( 'WidthControl', () => {
	it( 'sets a preset width from the keyboard and turns it off again', async () => {
		const user = userEvent.setup();
		const onChange = jest.fn();
		const { rerender } = render(
			<WidthControl width={ undefined } onChange={ onChange } />
		);
		screen.getByRole( 'group', { name: 'Percentage width' } );
		screen.getByRole( 'button', { name: 'Width 50%' } ).focus();
		await user.keyboard( '{Enter}' );
		expect( onChange ).toHaveBeenLastCalledWith( '50%' );

		rerender( <WidthControl width="50%" onChange={ onChange } /> );
		const pressed = screen.getByRole( 'button', { name: 'Width 50%' } );
		expect( pressed.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		await user.click( pressed );
		expect( onChange ).toHaveBeenLastCalledWith( undefined );
	} );

	it( 'has a labelled number input whose unit starts at the unit’s default', async () => {
		const user = userEvent.setup();
		const onChange = jest.fn();
		render(
			<WidthControl
				label="Button width"
				width="50%"
				onChange={ onChange }
			/>
		);
		expect(
			( screen.getByLabelText( 'Button width' ) as HTMLInputElement )
				.value
		).toBe( '50' );
		const unit = screen.getByRole( 'combobox', { name: 'Select unit' } );
		expect(
			Array.from( ( unit as HTMLSelectElement ).options ).map(
				( option ) => option.value
			)
		).toEqual( [ '%', 'px', 'em' ] );
		await user.selectOptions( unit, 'px' );
		expect( onChange ).toHaveBeenLastCalledWith( '150px' );
		await user.selectOptions( unit, 'em' );
		expect( onChange ).toHaveBeenLastCalledWith( '10em' );
	} );

	it( 'keeps a typed percentage within 100', async () => {
		const user = userEvent.setup();
		const onChange = jest.fn();
		render( <WidthControl width="50%" onChange={ onChange } /> );
		const input = screen.getByLabelText( 'Width' );
		await user.clear( input );
		await user.type( input, '180' );
		expect( onChange ).toHaveBeenLastCalledWith( '100%' );
	} );

	it( 'shows no presets and no % unit when the block floats', () => {
		render(
			<WidthControl align="right" width="150px" onChange={ jest.fn() } />
		);
		expect(
			screen.queryByRole( 'group', { name: 'Percentage width' } )
		).toBeNull();
		const unit = screen.getByRole( 'combobox', {
			name: 'Select unit',
		} ) as HTMLSelectElement;
		expect( Array.from( unit.options ).map( ( o ) => o.value ) ).toEqual( [
			'px',
			'em',
		] );
	} );
} );

describe( 'useClearPercentWidthOnAlign', () => {
	it( 'clears a percentage width when the alignment becomes left or right', () => {
		const setWidth = jest.fn();
		const { rerender } = renderHook(
			( { align, width } ) =>
				useClearPercentWidthOnAlign( align, width, setWidth ),
			{ initialProps: { align: 'center', width: '50%' } }
		);
		expect( setWidth ).not.toHaveBeenCalled();
		rerender( { align: 'left', width: '50%' } );
		expect( setWidth ).toHaveBeenCalledWith( undefined );
	} );

	it( 'keeps px and em widths, and leaves a post opened that way unchanged', () => {
		const setWidth = jest.fn();
		const { rerender } = renderHook(
			( { align, width } ) =>
				useClearPercentWidthOnAlign( align, width, setWidth ),
			{ initialProps: { align: 'left', width: '50%' } }
		);
		expect( setWidth ).not.toHaveBeenCalled();
		rerender( { align: 'center', width: '150px' } );
		rerender( { align: 'right', width: '150px' } );
		expect( setWidth ).not.toHaveBeenCalled();
	} );
} );
