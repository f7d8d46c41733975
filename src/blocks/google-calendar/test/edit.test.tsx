/**
 * The placeholder: what is pasted becomes the block's attributes, or the exact error of the spec.
 */
import { useState } from '@wordpress/element';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GoogleCalendarEdit from '../edit';
import type { GoogleCalendarAttributes } from '../types';

const ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.";

function Harness( {
	onChange,
}: {
	onChange: ( attributes: GoogleCalendarAttributes ) => void;
} ) {
	const [ attributes, setState ] = useState< GoogleCalendarAttributes >( {
		height: 600,
	} );
	const setAttributes = ( next: Partial< GoogleCalendarAttributes > ) => {
		const merged = { ...attributes, ...next };
		onChange( merged );
		setState( merged );
	};
	return (
		<GoogleCalendarEdit
			{ ...( {
				attributes,
				setAttributes,
				clientId: 'calendar-1',
				isSelected: true,
				name: 'jetpack/google-calendar',
			} as unknown as Parameters< typeof GoogleCalendarEdit >[ 0 ] ) }
		/>
	);
}

async function embed( text: string ) {
	const field = screen.getByRole( 'textbox', {
		name: 'Public URL or embed code',
	} );
	await userEvent.clear( field );
	// Typed as pasted: user-event reads braces and brackets as key names.
	await userEvent.click( field );
	await userEvent.paste( text );
	await userEvent.click( screen.getByRole( 'button', { name: 'Embed' } ) );
}

describe( 'Google calendar edit', () => {
	it( 'shows the two steps and refuses a Shareable Link with the exact message', async () => {
		const onChange = jest.fn();
		render( <Harness onChange={ onChange } /> );
		expect( screen.getAllByRole( 'listitem' ) ).toHaveLength( 2 );
		await embed( 'https://calendar.app.google/AbCdEf123' );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( ERROR );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'takes the src and size of an embed code and shows the calendar', async () => {
		const onChange = jest.fn();
		render( <Harness onChange={ onChange } /> );
		await embed(
			'<iframe src="https://calendar.google.com/calendar/embed?src=someone%40gmail.com&amp;ctz=Europe%2FLondon" style="border: 0" width="800" height="450" frameborder="0" scrolling="no"></iframe>'
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			url: 'https://calendar.google.com/calendar/embed?src=someone%40gmail.com&ctz=Europe%2FLondon',
			height: 450,
			width: 800,
		} );
		const frame = screen.getByTitle( 'Google Calendar' );
		expect( frame.getAttribute( 'src' ) ).toBe(
			'https://calendar.google.com/calendar/embed?src=someone%40gmail.com&ctz=Europe%2FLondon'
		);
		expect( frame.getAttribute( 'height' ) ).toBe( '450' );
		expect( frame.getAttribute( 'sandbox' ) ).toContain( 'allow-scripts' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'turns a link with cid into the embed address', async () => {
		const onChange = jest.fn();
		render( <Harness onChange={ onChange } /> );
		await embed(
			`https://calendar.google.com/calendar/u/0?cid=${ btoa(
				'someone@gmail.com'
			) }`
		);
		expect( onChange ).toHaveBeenLastCalledWith( {
			url: 'https://calendar.google.com/calendar/embed?src=someone%40gmail.com',
			height: 600,
		} );
	} );
} );
