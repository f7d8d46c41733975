import { render, screen } from '@testing-library/react';
import type { AiUsageSummary } from '../../../stores/ai-usage';
import { UsageSummary, daysUntil } from '../usage-panel';

const NOW = Date.parse( '2026-03-10T12:00:00Z' );

function summary( overrides: Partial< AiUsageSummary > ): AiUsageSummary {
	return {
		planType: 'free',
		requestsCount: 5,
		requestsLimit: 20,
		requestsRemaining: 15,
		isOverLimit: false,
		requireUpgrade: false,
		nextStart: '',
		...overrides,
	};
}

function text(): string {
	return document.body.textContent ?? '';
}

describe( 'AI usage panel', () => {
	it( 'free plan: "Usage", a bar and the free requests used, with Upgrade', () => {
		render(
			<UsageSummary summary={ summary( {} ) } canUpgrade now={ NOW } />
		);
		expect( text() ).toContain( 'Usage' );
		expect( text() ).toContain( '5 of 20 free requests used.' );
		const bar = screen.getByRole( 'progressbar', {
			name: 'AI requests used',
		} );
		expect( bar.getAttribute( 'aria-valuenow' ) ).toBe( '5' );
		expect( bar.getAttribute( 'aria-valuemax' ) ).toBe( '20' );
		// Absolute: a relative link would not lead to the dashboard from every page it shows on.
		expect(
			screen
				.getByRole( 'link', { name: 'Upgrade' } )
				.getAttribute( 'href' )
		).toBe(
			`${ window.location.origin }/wp-admin/admin.php?page=jetpack-blocks#/add-jetpack-ai`
		);
	} );

	it( 'free plan over the limit', () => {
		render(
			<UsageSummary
				summary={ summary( { requestsCount: 20, isOverLimit: true } ) }
				canUpgrade
				now={ NOW }
			/>
		);
		expect( text() ).toContain(
			"You've reached your free requests limit."
		);
	} );

	it( 'tiered plan: the period count, when it resets, and the plan limit message', () => {
		render(
			<UsageSummary
				summary={ summary( {
					planType: 'tiered',
					requestsCount: 100,
					requestsLimit: 100,
					isOverLimit: true,
					nextStart: '2026-03-13T00:00:00Z',
				} ) }
				canUpgrade
				now={ NOW }
			/>
		);
		expect( text() ).toContain( '100 of 100 requests used this period.' );
		expect( text() ).toContain(
			"You've reached your plan requests limit."
		);
		expect( text() ).toContain( 'Requests will reset in 3 days.' );
	} );

	it( 'unlimited plan: the count, no bar, no upgrade', () => {
		render(
			<UsageSummary
				summary={ summary( {
					planType: 'unlimited',
					requestsCount: 42,
					requestsLimit: 999999999,
				} ) }
				canUpgrade
				now={ NOW }
			/>
		);
		expect( text() ).toContain(
			'42 requests used. Your plan has no limit.'
		);
		expect( screen.queryByRole( 'progressbar' ) ).toBeNull();
		expect( screen.queryByRole( 'link', { name: 'Upgrade' } ) ).toBeNull();
	} );

	it( 'users who cannot upgrade are told to ask an administrator', () => {
		render(
			<UsageSummary
				summary={ summary( {} ) }
				canUpgrade={ false }
				now={ NOW }
			/>
		);
		expect( text() ).toContain(
			'Reach out to the site administrator to upgrade'
		);
		expect( screen.queryByRole( 'link', { name: 'Upgrade' } ) ).toBeNull();
	} );

	it( 'counts whole days until the reset', () => {
		expect( daysUntil( '2026-03-11T00:00:00Z', NOW ) ).toBe( 1 );
		expect( daysUntil( '2026-03-01T00:00:00Z', NOW ) ).toBeNull();
		expect( daysUntil( '', NOW ) ).toBeNull();
	} );
} );
