import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import type { BlockEditProps } from '@wordpress/blocks';
import CalendlyEdit from '../edit';
import type { CalendlyAttributes } from '../types';

// The real hooks need a block editor around them; the slots render their children in place so the
// sidebar and toolbar controls can be used, and the button child is represented by its wrapper.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	useInnerBlocksProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		'data-testid': 'button-child',
	} ),
	BlockControls: ( { children }: { children: ReactNode } ) => (
		<div>{ children }</div>
	),
	InspectorControls: ( { children }: { children: ReactNode } ) => (
		<div>{ children }</div>
	),
	PanelColorSettings: () => null,
} ) );

// jsdom has no ResizeObserver; the placeholder only uses it to pick a compact layout.
beforeAll( () => {
	globalThis.ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	} as unknown as typeof ResizeObserver;
} );

const DEFAULTS: CalendlyAttributes = {
	backgroundColor: 'ffffff',
	hideEventTypeDetails: false,
	primaryColor: '00A2FF',
	textColor: '4D5055',
	style: 'inline',
};
const ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or code.";

function renderEdit( initial: Partial< CalendlyAttributes > = {} ) {
	const changes: Array< Partial< CalendlyAttributes > > = [];
	function Harness() {
		const [ attributes, setState ] = useState< CalendlyAttributes >( {
			...DEFAULTS,
			...initial,
		} );
		const setAttributes = ( next: Partial< CalendlyAttributes > ) => {
			changes.push( next );
			setState( ( current ) => ( { ...current, ...next } ) );
		};
		return (
			<CalendlyEdit
				{ ...( {
					attributes,
					setAttributes,
					isSelected: true,
					clientId: 'calendly-1',
				} as unknown as BlockEditProps< CalendlyAttributes > ) }
			/>
		);
	}
	render( <Harness /> );
	return changes;
}

describe( 'calendly edit', () => {
	it( 'refuses an address that is not a Calendly page with the exact message, and embeds after a retry', async () => {
		const user = userEvent.setup();
		const changes = renderEdit();
		const input = screen.getByRole( 'textbox', {
			name: 'Calendly web address or embed code',
		} );
		await user.click( input );
		await user.paste( 'https://example.com/jane' );
		await user.click( screen.getByRole( 'button', { name: 'Embed' } ) );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( ERROR );
		expect( changes ).toEqual( [ { url: undefined } ] );

		await user.clear( input );
		await user.paste( 'https://calendly.com/jane/30min' );
		await user.keyboard( '{Enter}' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( changes.at( -1 ) ).toEqual( {
			url: 'https://calendly.com/jane/30min',
		} );
		expect(
			screen
				.getByTitle( 'Calendly scheduling page' )
				.getAttribute( 'src' )
		).toMatch(
			/^https:\/\/calendly\.com\/jane\/30min\?.*hide_event_type_details=0/
		);
	}, 20_000 ); // Two submits and a re-render: slow on a loaded CI machine.

	it( 'takes style and options from a pasted embed code and shows the button child for the link style', async () => {
		const user = userEvent.setup();
		const changes = renderEdit();
		const input = screen.getByRole( 'textbox', {
			name: 'Calendly web address or embed code',
		} );
		// Typed text is read as key names by user-event; paste the code instead.
		await user.click( input );
		await user.paste(
			`<a href="" onclick="Calendly.initPopupWidget({url: 'https://calendly.com/jane?hide_event_type_details=1'});return false;">Schedule time with me</a>`
		);
		await user.click( screen.getByRole( 'button', { name: 'Embed' } ) );
		expect( changes.at( -1 ) ).toEqual( {
			url: 'https://calendly.com/jane',
			style: 'link',
			hideEventTypeDetails: true,
		} );
		expect( screen.queryByTestId( 'button-child' ) ).not.toBeNull();
		expect(
			(
				screen.getByRole( 'checkbox', {
					name: 'Hide event type details',
				} ) as HTMLInputElement
			 ).checked
		).toBe( true );
	} );

	it( 'reopens the form from the toolbar with the current address', async () => {
		const user = userEvent.setup();
		renderEdit( { url: 'https://calendly.com/username' } );
		await user.click( screen.getByRole( 'button', { name: 'Edit' } ) );
		expect(
			(
				screen.getByRole( 'textbox', {
					name: 'Calendly web address or embed code',
				} ) as HTMLInputElement
			 ).value
		).toBe( 'https://calendly.com/username' );
		await user.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect(
			screen.queryByTitle( 'Calendly scheduling page' )
		).not.toBeNull();
	} );

	it( 'treats a stored address off the host as a failed embed: cleared, with the error', () => {
		const changes = renderEdit( { url: 'https://example.com/username' } );
		expect( changes ).toEqual( [ { url: undefined } ] );
		expect( screen.getByRole( 'alert' ).textContent ).toBe( ERROR );
	} );
} );
