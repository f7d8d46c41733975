/**
 * The upgrade banner and footer as the stores make them: the site's usage (answered by the site's
 * REST route on first read) and the user's permissions.
 */
import { render, screen, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { store as aiUsageStore } from '../../stores/ai-usage';
import { mapAiAssistantFeature } from '../../stores/ai-usage/map-feature';
import { store as connectionStore } from '../../stores/connection';
import { DEFAULT_USER_CONNECTION_DATA } from '../../stores/connection/initial-state';
import { AiUpgradeBanner } from '../ai-upgrade-banner';

describe( 'AiUpgradeBanner (stores)', () => {
	beforeAll( () => {
		// The usage store's first read fetches the feature: answer it as the site would.
		apiFetch.setFetchHandler( async () => ( {
			'requests-count': 20,
			'requests-limit': 20,
			'site-require-upgrade': true,
			'is-over-limit': true,
			'next-tier': {
				slug: 'ai-assistant-tier-100',
				value: 100,
				limit: 100,
			},
		} ) );
	} );

	function setUser( manageOptions: boolean ) {
		dispatch( connectionStore ).setUserConnectionData( {
			...DEFAULT_USER_CONNECTION_DATA,
			currentUser: {
				...DEFAULT_USER_CONNECTION_DATA.currentUser,
				permissions: { manage_options: manageOptions },
			},
		} );
	}

	it( 'gives administrators the Upgrade button once an upgrade is required', async () => {
		setUser( true );
		render( <AiUpgradeBanner mode="banner" placement="test" /> );
		await waitFor( () =>
			expect(
				screen
					.getByRole( 'link', { name: /Upgrade/ } )
					.getAttribute( 'href' )
			).toContain( 'admin.php?page=jetpack-blocks#/add-jetpack-ai' )
		);
	} );

	it( 'tells other users to ask an administrator', async () => {
		setUser( false );
		render( <AiUpgradeBanner mode="banner" placement="test" /> );
		await waitFor( () =>
			expect(
				screen.getByText(
					'Reach out to the site administrator to upgrade'
				)
			).toBeTruthy()
		);
		expect( screen.queryByRole( 'link', { name: /Upgrade/ } ) ).toBeNull();
	} );

	it( 'shows the rate-limit banner to a VIP site at its limit', async () => {
		dispatch( aiUsageStore ).storeAiAssistantFeature(
			mapAiAssistantFeature( {
				'requests-count': 20,
				'requests-limit': 20,
				'is-over-limit': true,
				'upgrade-type': 'vip',
			} )
		);
		render(
			<>
				<AiUpgradeBanner mode="banner" placement="test" />
				<AiUpgradeBanner mode="footer" placement="test" />
			</>
		);
		await waitFor( () =>
			expect( screen.getByText( /VIP account team/ ) ).toBeTruthy()
		);
		// Once per surface: a surface shows both a banner and a footer.
		expect( screen.getAllByText( /VIP account team/ ) ).toHaveLength( 1 );
	} );
} );
