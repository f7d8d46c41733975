import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import { StarRow } from '../star-row';

function Harness( { initial = 1, max = 5, onChange = jest.fn() } ) {
	const [ rating, setRating ] = useState( initial );
	return (
		<StarRow
			rating={ rating }
			maxRating={ max }
			onChange={ ( next ) => {
				onChange( next );
				setRating( next );
			} }
		/>
	);
}

/** jsdom has no layout: give every star a 24px box at x = 0 so clicks can pick a half. */
function withStarBoxes() {
	jest.spyOn(
		HTMLElement.prototype,
		'getBoundingClientRect'
	).mockReturnValue( {
		left: 0,
		width: 24,
		top: 0,
		height: 24,
		right: 24,
		bottom: 24,
		x: 0,
		y: 0,
		toJSON: () => ( {} ),
	} );
}

const group = () => screen.getByRole( 'group' );

describe( 'StarRow', () => {
	afterEach( () => jest.restoreAllMocks() );

	it( 'shows one labelled button per star up to the highest rating', () => {
		render( <Harness max={ 7 } /> );
		expect( screen.getAllByRole( 'button' ) ).toHaveLength( 7 );
		expect(
			screen.getByRole( 'button', { name: 'Rate 7 out of 7' } )
		).toBeTruthy();
		expect( group().getAttribute( 'aria-label' ) ).toBe(
			'Rating: 1 out of 7'
		);
	} );

	it( 'picks the half value on the left half and the whole value on the right half', () => {
		withStarBoxes();
		render( <Harness /> );
		const third = screen.getByRole( 'button', { name: 'Rate 3 out of 5' } );
		fireEvent.click( third, { detail: 1, clientX: 4 } );
		expect( group().getAttribute( 'aria-label' ) ).toBe(
			'Rating: 2.5 out of 5'
		);
		fireEvent.click( third, { detail: 1, clientX: 20 } );
		expect( group().getAttribute( 'aria-label' ) ).toBe(
			'Rating: 3 out of 5'
		);
	} );

	it( 'steps down by half when the same value is clicked again', () => {
		withStarBoxes();
		render( <Harness initial={ 3 } /> );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Rate 3 out of 5' } ),
			{ detail: 1, clientX: 20 }
		);
		expect( group().getAttribute( 'aria-label' ) ).toBe(
			'Rating: 2.5 out of 5'
		);
	} );

	it( 'works from the keyboard: Enter picks a whole star, arrows move by half', async () => {
		const user = userEvent.setup();
		const onChange = jest.fn();
		render( <Harness onChange={ onChange } /> );
		await user.tab();
		await user.tab();
		const second = screen.getByRole( 'button', {
			name: 'Rate 2 out of 5',
		} );
		expect( second.ownerDocument.activeElement ).toBe( second );
		await user.keyboard( '{Enter}' );
		expect( onChange ).toHaveBeenLastCalledWith( 2 );
		await user.keyboard( '{ArrowRight}' );
		expect( onChange ).toHaveBeenLastCalledWith( 2.5 );
		await user.keyboard( '{ArrowLeft}{ArrowLeft}' );
		expect( onChange ).toHaveBeenLastCalledWith( 1.5 );
	} );

	it( 'does not go past the highest rating or below zero with the arrows', async () => {
		const user = userEvent.setup();
		const onChange = jest.fn();
		render( <Harness initial={ 5 } onChange={ onChange } /> );
		await user.tab();
		await user.keyboard( '{ArrowRight}' );
		expect( onChange ).toHaveBeenLastCalledWith( 5 );
	} );
} );
