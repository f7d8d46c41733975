import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createReduxStore, register } from '@wordpress/data';
import { recordEvent } from '../../analytics';
import {
	BLOCK_REQUIRED_PLANS,
	blockNeedsUpgrade,
	planIncludes,
	planScreenUrl,
	sitePlan,
	sitePlans,
} from '..';
import { returnAddress } from '../api';
import { gateBlockSettings, withUpgradeBanner } from '../gate';

// Sending the event is the analytics helper's business (its own tests); here: that it is recorded.
jest.mock( '../../analytics', () => ( {
	...jest.requireActual( '../../analytics' ),
	recordEvent: jest.fn( () => true ),
} ) );

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

function printPlan( slug: string, manageOptions?: boolean ) {
	( window as Win ).JetpackBlocksInitialState = {
		adminUrl: 'http://localhost/wp-admin/',
		sitePlan: PLANS.find( ( plan ) => plan.product_slug === slug ),
		sitePlans: PLANS,
		userConnectionData: {
			currentUser: {
				permissions:
					manageOptions === undefined
						? {}
						: { manage_options: manageOptions },
			},
		},
	};
}

afterEach( () => {
	delete ( window as Win ).JetpackBlocksInitialState;
} );

describe( 'site plan', () => {
	it( 'is the free plan when the page printed none', () => {
		expect( sitePlan() ).toMatchObject( {
			product_slug: 'jetpack_free',
			is_free: true,
		} );
		expect( sitePlans().map( ( plan ) => plan.product_slug ) ).toEqual(
			PLANS.map( ( plan ) => plan.product_slug )
		);
	} );

	it( 'reads the printed plan and names', () => {
		printPlan( 'jetpack_premium' );
		expect( sitePlan() ).toEqual( PLANS[ 2 ] );
	} );

	it( 'ranks plans: a higher plan includes a lower one', () => {
		expect( planIncludes( 'jetpack_business', 'jetpack_premium' ) ).toBe(
			true
		);
		expect( planIncludes( 'jetpack_premium', 'jetpack_premium' ) ).toBe(
			true
		);
		expect( planIncludes( 'jetpack_personal', 'jetpack_premium' ) ).toBe(
			false
		);
	} );

	it( 'gates simple payments, ads and video hosting on Premium, and nothing else', () => {
		expect( BLOCK_REQUIRED_PLANS ).toEqual( {
			'jetpack/simple-payments': 'jetpack_premium',
			'jetpack/wordads': 'jetpack_premium',
			'videopress/video': 'jetpack_premium',
		} );
		expect( blockNeedsUpgrade( 'jetpack/simple-payments' ) ).toBe( true );
		expect(
			blockNeedsUpgrade( 'jetpack/wordads', 'jetpack_personal' )
		).toBe( true );
		expect(
			blockNeedsUpgrade( 'jetpack/wordads', 'jetpack_premium' )
		).toBe( false );
		expect( blockNeedsUpgrade( 'videopress/video' ) ).toBe( true );
		expect(
			blockNeedsUpgrade( 'videopress/video', 'jetpack_business' )
		).toBe( false );
		expect( blockNeedsUpgrade( 'jetpack/slideshow' ) ).toBe( false );
	} );

	it( 'links to the dashboard plan screen with the way back', () => {
		printPlan( 'jetpack_free' );
		expect(
			planScreenUrl(
				'http://localhost/wp-admin/post.php?post=5&action=edit'
			)
		).toBe(
			'http://localhost/wp-admin/admin.php?page=jetpack-blocks&return_to=http%3A%2F%2Flocalhost%2Fwp-admin%2Fpost.php%3Fpost%3D5%26action%3Dedit#/plan'
		);
	} );
} );

describe( 'returnAddress', () => {
	const here = {
		origin: 'http://localhost',
		pathname: '/wp-admin/admin.php',
	};
	const search = `?page=jetpack-blocks&return_to=${ encodeURIComponent(
		'http://localhost/wp-admin/post.php?post=5&action=edit'
	) }`;

	it( 'goes back to the post with plan_upgraded=1 after a paid plan', () => {
		expect( returnAddress( search, { is_free: false }, here ) ).toBe(
			'http://localhost/wp-admin/post.php?post=5&action=edit&plan_upgraded=1'
		);
	} );

	it( 'goes back without congratulations after the free plan', () => {
		expect( returnAddress( search, { is_free: true }, here ) ).toBe(
			'http://localhost/wp-admin/post.php?post=5&action=edit'
		);
	} );

	it( 'never leaves this site’s admin', () => {
		for ( const target of [
			'https://evil.example/wp-admin/post.php',
			'//evil.example/wp-admin/',
			'http://localhost/?p=5',
			'javascript:alert(1)',
		] ) {
			expect(
				returnAddress(
					`?return_to=${ encodeURIComponent( target ) }`,
					{ is_free: false },
					here
				)
			).toBeNull();
		}
		expect(
			returnAddress( '?page=x', { is_free: false }, here )
		).toBeNull();
	} );
} );

describe( 'upgrade banner', () => {
	function Edit() {
		return <p>block content</p>;
	}
	const Gated = withUpgradeBanner( Edit );

	it( 'shows above a selected block that needs a plan; the block still renders', async () => {
		printPlan( 'jetpack_free', true );
		render( <Gated name="jetpack/simple-payments" isSelected /> );
		expect( screen.getByText( 'block content' ) ).toBeTruthy();
		// The banner is a lazy chunk (here: a first require of the components package).
		const banner = await screen.findByRole(
			'region',
			{
				name: 'Upgrade to Jetpack Blocks Premium to use this block on your site.',
			},
			{ timeout: 10000 }
		);
		expect( banner.textContent ).toContain(
			'This site is on the Jetpack Blocks Free plan. On this local site the block keeps working on every plan'
		);
		const upgrade = screen.getByRole( 'link', { name: 'Upgrade' } );
		expect( upgrade.getAttribute( 'href' ) ).toMatch(
			/^http:\/\/localhost\/wp-admin\/admin\.php\?page=jetpack-blocks&return_to=.+#\/plan$/
		);
	}, 30000 );

	it( 'is not shown when the block is not selected or the site has the plan', async () => {
		printPlan( 'jetpack_free' );
		const { rerender } = render(
			<Gated name="jetpack/wordads" isSelected={ false } />
		);
		printPlan( 'jetpack_business' );
		rerender( <Gated name="jetpack/wordads" isSelected /> );
		// Give a lazy banner the chance to appear.
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( screen.queryByRole( 'region' ) ).toBeNull();
		expect( screen.getByText( 'block content' ) ).toBeTruthy();
	} );

	it( 'tells users who cannot manage the site to ask its administrator', async () => {
		printPlan( 'jetpack_free', false );
		render( <Gated name="jetpack/wordads" isSelected /> );
		expect(
			await screen.findByText(
				'Reach out to the site administrator to upgrade',
				undefined,
				{ timeout: 10000 }
			)
		).toBeTruthy();
		expect( screen.queryByRole( 'link', { name: 'Upgrade' } ) ).toBeNull();
	} );

	it( 'records an Upgrade click with the plan, the block and where the banner was', async () => {
		printPlan( 'jetpack_free', true );
		// An editor whose changed post cannot be saved: the click is recorded and the page stays
		// (a failed save keeps the editor open), so nothing navigates away from the test.
		register(
			createReduxStore( 'core/editor', {
				reducer: ( state: object = {} ) => state,
				selectors: {
					isEditedPostDirty: () => true,
					isEditedPostNew: () => false,
					getCurrentPostId: () => 7,
				},
				actions: {
					savePost: () => async () => {
						throw new Error( 'offline' );
					},
				},
			} )
		);
		render( <Gated name="jetpack/simple-payments" isSelected /> );
		const links = await screen.findAllByRole(
			'link',
			{ name: 'Upgrade' },
			{ timeout: 10000 }
		);
		await userEvent.click( links[ 0 ] as HTMLElement );
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_editor_block_upgrade_click',
			{
				plan: 'jetpack_premium',
				block: 'jetpack/simple-payments',
				context: 'editor',
			}
		);
	}, 30000 );

	it( 'wraps only the edit of blocks that need a plan', () => {
		const settings = { edit: Edit, save: () => null };
		expect( gateBlockSettings( 'jetpack/slideshow', settings ) ).toBe(
			settings
		);
		const gated = gateBlockSettings( 'jetpack/wordads', settings );
		expect( gated.edit ).not.toBe( Edit );
		expect( gated.save ).toBe( settings.save );
	} );
} );
