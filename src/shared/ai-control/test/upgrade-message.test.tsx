import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpgradeMessage } from '../upgrade-message';

describe( 'UpgradeMessage', () => {
	it( 'uses the singular for one request', () => {
		render(
			<UpgradeMessage requestsRemaining={ 1 } onUpgrade={ jest.fn() } />
		);
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'You have 1 free request remaining. Upgrade and avoid interruptions.'
		);
	} );

	it.each( [ 0, 2, 15 ] )( 'uses the plural for %d requests', ( count ) => {
		render(
			<UpgradeMessage
				requestsRemaining={ count }
				onUpgrade={ jest.fn() }
			/>
		);
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			`You have ${ count } free requests remaining. Upgrade and avoid interruptions.`
		);
	} );

	it( 'never shows a negative count', () => {
		render( <UpgradeMessage requestsRemaining={ -3 } /> );
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'You have 0 free requests remaining.'
		);
	} );

	it( 'calls onUpgrade from the Upgrade button', async () => {
		const onUpgrade = jest.fn();
		render(
			<UpgradeMessage requestsRemaining={ 5 } onUpgrade={ onUpgrade } />
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Upgrade' } )
		);
		expect( onUpgrade ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'links to an upgrade URL in a new tab', async () => {
		const onUpgrade = jest.fn();
		render(
			<UpgradeMessage
				requestsRemaining={ 5 }
				upgradeUrl="https://example.org/checkout"
				onUpgrade={ onUpgrade }
			/>
		);
		const link = screen.getByRole( 'link', {
			name: 'Upgrade (opens in a new tab)',
		} );
		expect( link.getAttribute( 'href' ) ).toBe(
			'https://example.org/checkout'
		);
		expect( link.getAttribute( 'target' ) ).toBe( '_blank' );
		expect( link.getAttribute( 'rel' ) ).toBe( 'noopener noreferrer' );
		// The click opens the page from the top window (a link in the editor canvas does not
		// navigate by itself).
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		await userEvent.click( link );
		expect( onUpgrade ).toHaveBeenCalledTimes( 1 );
		expect( open ).toHaveBeenCalledWith(
			'https://example.org/checkout',
			'_blank',
			'noopener,noreferrer'
		);
		open.mockRestore();
	} );

	it( 'asks users who cannot upgrade to reach out to the administrator instead of showing the button', () => {
		render(
			<UpgradeMessage
				requestsRemaining={ 3 }
				canUpgrade={ false }
				onUpgrade={ jest.fn() }
				upgradeUrl="https://example.org/checkout"
			/>
		);
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'Reach out to the site administrator to upgrade'
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );
} );
