import { render, screen } from '@testing-library/react';
import { Message } from '../message';
import type { MessageSeverity } from '../types';

describe( 'Message', () => {
	it.each( [
		[ 'info', 'status' ],
		[ 'success', 'status' ],
		[ 'warning', 'status' ],
		[ 'error', 'alert' ],
	] as Array< [ MessageSeverity, string ] > )(
		'%s: role %s, a severity class and a decorative icon',
		( severity, role ) => {
			render( <Message severity={ severity }>Hello</Message> );
			const banner = screen.getByRole( role );
			expect( banner.textContent ).toContain( 'Hello' );
			expect( banner.classList.contains( `is-${ severity }` ) ).toBe(
				true
			);
			const svg = banner.querySelector( 'svg' );
			expect( svg?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		}
	);

	it( 'draws a different icon per severity', () => {
		const paths = (
			[ 'info', 'warning', 'error', 'success' ] as MessageSeverity[]
		 ).map( ( severity ) => {
			const { container, unmount } = render(
				<Message severity={ severity }>Text</Message>
			);
			const d = container.querySelector( 'path' )?.getAttribute( 'd' );
			unmount();
			return d;
		} );
		expect( new Set( paths ).size ).toBe( 4 );
	} );

	it( 'defaults to info and names warnings and errors for screen readers', () => {
		const { rerender } = render( <Message>Note</Message> );
		expect( screen.getByRole( 'status' ).textContent ).toBe( 'Note' );
		rerender( <Message severity="error">Failed</Message> );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Error: Failed'
		);
		rerender( <Message severity="warning">Careful</Message> );
		expect( screen.getByRole( 'status' ).textContent ).toBe(
			'Warning: Careful'
		);
	} );
} );
