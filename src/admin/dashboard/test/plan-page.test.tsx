import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { PlanPage } from '../plan-page';
import { noticeTexts, renderWithStores } from './fake-stores';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const apiFetchMock = apiFetch as unknown as jest.Mock;
type Win = Window & { JetpackBlocksInitialState?: unknown };

const PLANS = [
	[ 'jetpack_free', 'Free' ],
	[ 'jetpack_personal', 'Personal' ],
	[ 'jetpack_premium', 'Premium' ],
	[ 'jetpack_business', 'Professional' ],
].map( ( [ slug, short ] ) => ( {
	product_slug: slug,
	product_name: `Jetpack Blocks ${ short }`,
	product_name_short: short,
	is_free: slug === 'jetpack_free',
} ) );

/** What fetch hands the REST client (jsdom has no Response): status and a JSON body. */
function answer( status: number, body: unknown ) {
	return {
		status,
		ok: status >= 200 && status < 300,
		statusText: '',
		redirected: false,
		url: '',
		text: async () => JSON.stringify( body ),
	};
}

let assign: jest.Mock;

beforeEach( () => {
	( window as Win ).JetpackBlocksInitialState = {
		apiRoot: 'http://localhost/wp-json/',
		apiNonce: 'nonce',
		adminUrl: 'http://localhost/wp-admin/',
		sitePlan: PLANS[ 0 ],
		sitePlans: PLANS,
	};
	apiFetchMock.mockReset();
	assign = jest.fn();
	window.history.replaceState(
		null,
		'',
		'/wp-admin/admin.php?page=jetpack-blocks#/plan'
	);
} );

afterEach( () => {
	delete ( window as Win ).JetpackBlocksInitialState;
} );

describe( 'PlanPage', () => {
	it( 'says the plan, changes it through the route and confirms', async () => {
		const user = userEvent.setup();
		apiFetchMock.mockResolvedValue(
			answer( 200, { code: 'success', plan: PLANS[ 2 ] } )
		);
		renderWithStores( <PlanPage navigate={ assign } /> );
		expect(
			screen.getByText( 'This site is on the Jetpack Blocks Free plan.' )
		).toBeTruthy();
		const change = screen.getByRole( 'button', { name: 'Change plan' } );
		expect( change.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		await user.click(
			screen.getByRole( 'radio', { name: 'Jetpack Blocks Premium' } )
		);
		await user.click( change );
		expect( apiFetchMock ).toHaveBeenCalledWith(
			expect.objectContaining( {
				method: 'POST',
				url: 'http://localhost/wp-json/jetpack/v4/site/plan',
				body: JSON.stringify( { product_slug: 'jetpack_premium' } ),
			} )
		);
		expect(
			await screen.findByText(
				'This site is on the Jetpack Blocks Premium plan.'
			)
		).toBeTruthy();
		expect( noticeTexts() ).toContain(
			'Your site is now on the Jetpack Blocks Premium plan.'
		);
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'sends the owner back to the post with plan_upgraded=1', async () => {
		const user = userEvent.setup();
		window.history.replaceState(
			null,
			'',
			`/wp-admin/admin.php?page=jetpack-blocks&return_to=${ encodeURIComponent(
				'http://localhost/wp-admin/post.php?post=9&action=edit'
			) }#/plan`
		);
		apiFetchMock.mockResolvedValue(
			answer( 200, { code: 'success', plan: PLANS[ 3 ] } )
		);
		renderWithStores( <PlanPage navigate={ assign } /> );
		await user.click(
			screen.getByRole( 'radio', { name: 'Jetpack Blocks Professional' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Change plan' } )
		);
		expect( assign ).toHaveBeenCalledWith(
			'http://localhost/wp-admin/post.php?post=9&action=edit&plan_upgraded=1'
		);
	} );

	it( 'shows a refusal and lets the owner try again', async () => {
		const user = userEvent.setup();
		apiFetchMock.mockResolvedValueOnce(
			answer( 403, {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
			} )
		);
		renderWithStores( <PlanPage navigate={ assign } /> );
		await user.click(
			screen.getByRole( 'radio', { name: 'Jetpack Blocks Personal' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Change plan' } )
		);
		expect(
			( await screen.findAllByText( /Sorry, you are not allowed/ ) )
				.length
		).toBeGreaterThan( 0 );
		apiFetchMock.mockResolvedValueOnce(
			answer( 200, { code: 'success', plan: PLANS[ 1 ] } )
		);
		await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByText(
				'This site is on the Jetpack Blocks Personal plan.'
			)
		).toBeTruthy();
	} );
} );
