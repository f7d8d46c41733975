import { render, screen } from '@testing-library/react';
import { AiStatusIndicator } from '../ai-status-indicator';
import type { RequestingState } from '../types';

const STATES: RequestingState[] = [
	'init',
	'requesting',
	'suggesting',
	'done',
	'error',
];

describe( 'AiStatusIndicator', () => {
	it.each( STATES )( 'has exactly one state class in %s', ( state ) => {
		const { container } = render( <AiStatusIndicator state={ state } /> );
		const indicator = container.querySelector(
			'.jetpack-ai-status-indicator'
		) as HTMLElement;
		expect( indicator ).toBeTruthy();
		const stateClasses = Array.from( indicator.classList ).filter(
			( name ) => name.startsWith( 'is-' )
		);
		expect( stateClasses ).toEqual( [ `is-${ state }` ] );
	} );

	it.each( [
		[ 'init', '' ],
		[ 'requesting', 'Sending your request…' ],
		[ 'suggesting', 'Writing a suggestion…' ],
		[ 'done', 'Suggestion complete.' ],
		[ 'error', 'The request did not succeed.' ],
	] as Array< [ RequestingState, string ] > )(
		'announces %s to screen readers',
		( state, text ) => {
			render( <AiStatusIndicator state={ state } /> );
			expect( screen.getByRole( 'status' ).textContent ).toBe( text );
		}
	);

	it( 'keeps one live region across state changes and hides the marker from assistive technology', () => {
		const { container, rerender } = render(
			<AiStatusIndicator state="requesting" />
		);
		const status = screen.getByRole( 'status' );
		rerender( <AiStatusIndicator state="done" /> );
		expect( screen.getByRole( 'status' ) ).toBe( status );
		expect( status.textContent ).toBe( 'Suggestion complete.' );
		expect(
			container
				.querySelector( '.jetpack-ai-status-indicator__marker' )
				?.getAttribute( 'aria-hidden' )
		).toBe( 'true' );
	} );
} );
