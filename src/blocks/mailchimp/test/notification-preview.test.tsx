import { act, render, screen } from '@testing-library/react';
import { useNotificationPreview } from '../notification-preview';
import type { NotificationKind } from '../constants';

let preview: ( kind: NotificationKind ) => void = () => {};

function Harness() {
	const state = useNotificationPreview();
	preview = state.preview;
	return <output>{ state.audition ?? 'none' }</output>;
}

describe( 'notification preview', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'shows a notification for 3000 ms, then clears it', () => {
		render( <Harness /> );
		act( () => preview( 'success' ) );
		expect( screen.getByRole( 'status' ).textContent ).toBe( 'success' );
		act( () => jest.advanceTimersByTime( 2999 ) );
		expect( screen.getByRole( 'status' ).textContent ).toBe( 'success' );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( screen.getByRole( 'status' ).textContent ).toBe( 'none' );
	} );

	it( 'restarts the time when another notification is previewed', () => {
		render( <Harness /> );
		act( () => preview( 'processing' ) );
		act( () => jest.advanceTimersByTime( 2000 ) );
		act( () => preview( 'error' ) );
		act( () => jest.advanceTimersByTime( 2000 ) );
		expect( screen.getByRole( 'status' ).textContent ).toBe( 'error' );
		act( () => jest.advanceTimersByTime( 1000 ) );
		expect( screen.getByRole( 'status' ).textContent ).toBe( 'none' );
	} );
} );
