import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	ErrorBanner,
	RateLimitBanner,
	ReconnectBanner,
	shouldShowUpgradeFooter,
} from '../banners';

describe( 'ReconnectBanner', () => {
	it( 'says the account is not connected and leads into the connection flow', () => {
		render(
			<ReconnectBanner connectionUrl="https://site.example/wp-admin/admin.php?page=jetpack-blocks#/connection" />
		);
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'Your account is not connected to Jetpack Blocks at the moment.'
		);
		expect(
			screen
				.getByRole( 'link', { name: 'Reconnect' } )
				.getAttribute( 'href' )
		).toBe(
			'https://site.example/wp-admin/admin.php?page=jetpack-blocks#/connection'
		);
	} );
} );

describe( 'shouldShowUpgradeFooter (spec 000 §2)', () => {
	const free = { planType: 'free' as const };
	it.each( [
		[ 1, 19, true ], // the first request
		[ 5, 15, true ], // a multiple of 5 left
		[ 0, 20, true ],
		[ 2, 18, false ],
		[ 7, 13, false ],
	] )( 'count %d, remaining %d → %s', ( count, remaining, shown ) => {
		expect(
			shouldShowUpgradeFooter( {
				...free,
				requestsCount: count,
				requestsRemaining: remaining,
			} )
		).toBe( shown );
	} );

	it( 'never shows on paid tiers or for VIP sites', () => {
		for ( const planType of [ 'tiered', 'unlimited' ] as const ) {
			expect(
				shouldShowUpgradeFooter( {
					planType,
					requestsCount: 1,
					requestsRemaining: 10,
				} )
			).toBe( false );
		}
		expect(
			shouldShowUpgradeFooter( {
				...free,
				requestsCount: 1,
				requestsRemaining: 10,
				upgradeType: 'vip',
			} )
		).toBe( false );
	} );
} );

describe( 'ErrorBanner', () => {
	it( 'offers Retry for retryable errors', async () => {
		const onRetry = jest.fn();
		render(
			<ErrorBanner
				error={ {
					code: 'error_network',
					message:
						'It was not possible to process your request. Mind trying again?',
					retryable: true,
				} }
				onRetry={ onRetry }
			/>
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Retry' } )
		);
		expect( onRetry ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'offers no Retry where retrying cannot help', () => {
		render(
			<ErrorBanner
				error={ {
					code: 'error_moderation',
					message: 'Flagged.',
					retryable: false,
				} }
				onRetry={ jest.fn() }
			/>
		);
		expect( screen.getByText( 'Flagged.' ) ).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );

	it( 'shows the upgrade banner instead of the quota message and a retry', () => {
		render(
			<ErrorBanner
				error={ {
					code: 'error_quota_exceeded',
					message:
						'You have reached the limit of requests for this site.',
					retryable: false,
				} }
				onRetry={ jest.fn() }
				upgrade={ { onUpgrade: jest.fn() } }
			/>
		);
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'You have 0 free requests remaining. Upgrade and avoid interruptions.'
		);
		expect(
			screen.queryByText(
				'You have reached the limit of requests for this site.'
			)
		).toBeNull();
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );
} );

describe( 'RateLimitBanner', () => {
	it( 'points VIP sites to their account team', () => {
		render( <RateLimitBanner /> );
		expect( screen.getByRole( 'status' ).textContent ).toMatch(
			/VIP account team/
		);
	} );
} );
