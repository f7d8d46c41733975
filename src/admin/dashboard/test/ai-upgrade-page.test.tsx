import { screen, waitFor } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import { AiUpgradePage } from '../ai-upgrade-page';
import {
	noticeWith,
	renderWithStores,
	userConnectionData,
} from './fake-stores';

jest.mock( '../../../stores/connection', () => ( {
	store: require( './fake-stores' ).fakeConnectionStore,
} ) );
jest.mock( '../../../stores/modules', () => ( {
	store: require( './fake-stores' ).fakeModulesStore,
} ) );
jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const apiFetchMock = apiFetch as unknown as jest.Mock;

const FREE_FEATURE = {
	'has-feature': true,
	'is-over-limit': false,
	'requests-count': 7,
	'requests-limit': 20,
	'current-tier': { slug: 'ai-assistant-tier-free', value: 0, limit: 20 },
	'next-tier': {
		slug: 'ai-assistant-tier-unlimited',
		value: 1,
		limit: 999999999,
	},
};

function renderPage( manageOptions?: boolean ) {
	return renderWithStores( <AiUpgradePage />, {
		connection: {
			isRegistered: true,
			userConnectionData: userConnectionData( { manageOptions } ),
		},
	} );
}

const settingsLink = () =>
	screen.queryByRole( 'link', { name: 'Upgrade in AI settings' } );

beforeEach( () => {
	apiFetchMock.mockReset().mockResolvedValue( FREE_FEATURE );
	(
		window as unknown as { JetpackBlocksInitialState?: unknown }
	 ).JetpackBlocksInitialState = { adminUrl: 'http://localhost/wp-admin/' };
} );

afterEach( () => {
	delete ( window as unknown as { JetpackBlocksInitialState?: unknown } )
		.JetpackBlocksInitialState;
} );

describe( 'AiUpgradePage', () => {
	it( 'shows the usage and leads an administrator to the AI settings', async () => {
		renderPage( true );
		expect( screen.getByRole( 'heading', { level: 2 } ).textContent ).toBe(
			'Upgrade to unlimited AI requests'
		);
		// Loading first, then the fetched usage.
		expect( screen.getByText( 'Loading your AI usage…' ) ).toBeTruthy();
		expect(
			await screen.findByText( 'You have used 7 of 20 free requests.' )
		).toBeTruthy();
		expect( apiFetchMock ).toHaveBeenCalledWith(
			expect.objectContaining( {
				// With the cache-buster every GET carries.
				path: expect.stringMatching(
					/^\/wpcom\/v2\/jetpack-ai\/ai-assistant-feature\?_cacheBuster=\d+$/
				),
			} )
		);
		expect( screen.getByText( 'Requests left: 13.' ) ).toBeTruthy();
		expect(
			screen.getByRole( 'heading', {
				level: 3,
				name: 'What unlimited gives you',
			} )
		).toBeTruthy();
		expect( settingsLink()?.getAttribute( 'href' ) ).toBe(
			'http://localhost/wp-admin/options-general.php?page=jetpack-blocks-ai'
		);
		expect(
			screen.queryByText(
				'Reach out to the site administrator to upgrade'
			)
		).toBeNull();
	} );

	it( 'tells a user without manage_options to ask the administrator', async () => {
		renderPage( false );
		await screen.findByText( 'You have used 7 of 20 free requests.' );
		expect(
			screen.getByText( 'Reach out to the site administrator to upgrade' )
		).toBeTruthy();
		expect( settingsLink() ).toBeNull();
		expect( screen.queryAllByRole( 'link' ) ).toHaveLength( 0 );
	} );

	it( 'shows the button when the permissions are unknown', async () => {
		renderPage( undefined );
		await screen.findByText( 'You have used 7 of 20 free requests.' );
		expect( settingsLink() ).not.toBeNull();
	} );

	it( 'warns when the free requests are used up', async () => {
		apiFetchMock.mockResolvedValue( {
			...FREE_FEATURE,
			'is-over-limit': true,
			'requests-count': 20,
		} );
		renderPage( true );
		await screen.findByText( 'You have used 20 of 20 free requests.' );
		const notice = noticeWith(
			'You have reached the limit of requests for this site.'
		);
		expect( notice?.classList.contains( 'is-warning' ) ).toBe( true );
		expect( settingsLink() ).not.toBeNull();
	} );

	it( 'says so when the site is already unlimited', async () => {
		apiFetchMock.mockResolvedValue( {
			...FREE_FEATURE,
			'current-tier': {
				slug: 'ai-assistant-tier-unlimited',
				value: 1,
				limit: 999999999,
			},
			'next-tier': null,
		} );
		renderPage( false );
		await waitFor( () =>
			expect(
				screen.getByText(
					'This site already has unlimited AI requests.'
				)
			).toBeTruthy()
		);
		expect(
			screen.queryByText(
				'Reach out to the site administrator to upgrade'
			)
		).toBeNull();
	} );
} );
