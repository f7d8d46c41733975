/**
 * The return notices in the real notices store; the site data answer comes from an api-fetch
 * middleware shaped like GET /jetpack/v4/site.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
// The editor's own notices store (wp.notices in WordPress); registering it makes core/notices real here.
import { store as noticesStore } from '@wordpress/notices';
import { store as membershipsStore } from '../../../stores/memberships';
import { showReturnNotices } from '../show-notices';

let plan: { product_name: string; is_free: boolean } | Error;
/** The payment account the memberships status reports: test mode, as this plugin's own. */
let testMode = true;

apiFetch.use( async ( options ) => {
	if ( options.path?.startsWith( '/wpcom/v2/memberships/status' ) ) {
		return {
			connected_account_id: 'acct_test_1',
			connected_account_default_currency: 'USD',
			connect_url: null,
			products: [],
			site_slug: 'site.test',
			test_mode: testMode,
			errors: {},
		} as never;
	}
	if ( options.path?.startsWith( '/jetpack/v4/site' ) ) {
		if ( plan instanceof Error ) {
			throw { code: 'unreachable', message: plan.message };
		}
		return { code: 'success', data: { plan } } as never;
	}
	throw { code: 'rest_no_route', message: 'No route was found.' };
} );

function shown() {
	return select( noticesStore )
		.getNotices()
		.map( ( notice ) => ( {
			status: notice.status,
			content: notice.content,
			actions: notice.actions.map( ( action ) => action.label ),
		} ) );
}

async function returnTo( search: string ) {
	window.history.replaceState(
		null,
		'',
		`/wp-admin/post.php?post=7&action=edit${ search }`
	);
	await showReturnNotices( window.location );
}

beforeEach( () => {
	for ( const notice of select( noticesStore ).getNotices() ) {
		dispatch( noticesStore ).removeNotice( notice.id );
	}
	plan = { product_name: 'Jetpack Blocks Complete', is_free: false };
	testMode = true;
	// Each test is a fresh editor page: the memberships status is read again.
	void dispatch( membershipsStore ).refetchStatus();
} );

describe( 'payment return notices', () => {
	it( 'says what connecting the local test-mode account did, and forgets the parameter', async () => {
		await returnTo( '&stripe_connect_success=1' );
		expect( shown() ).toEqual( [
			{
				status: 'success',
				content:
					'Your site is now connected to a test-mode payment account. Payments are recorded on this site only: no card is charged and no funds are sent to you.',
				actions: [],
			},
		] );
		expect( window.location.search ).toBe( '?post=7&action=edit' );
	} );

	it( "congratulates in the spec's words after connecting a real account", async () => {
		testMode = false;
		await dispatch( membershipsStore ).refetchStatus();
		await returnTo( '&stripe_connect_success=1' );
		expect( shown() ).toEqual( [
			{
				status: 'success',
				content:
					'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
				actions: [],
			},
		] );
		expect( window.location.search ).toBe( '?post=7&action=edit' );
	} );

	it( 'says when connecting was cancelled', async () => {
		await returnTo( '&stripe_connect_cancelled=1' );
		expect( shown() ).toEqual( [
			{
				status: 'warning',
				content: 'You cancelled connecting your site to Stripe.',
				actions: [],
			},
		] );
	} );

	it( 'names the new plan, with a link to it', async () => {
		await returnTo( '&plan_upgraded=1' );
		expect( shown() ).toEqual( [
			{
				status: 'success',
				content:
					'Congratulations! Your site is now on the Jetpack Blocks Complete plan.',
				actions: [ 'View my plan' ],
			},
		] );
		expect(
			select( noticesStore ).getNotices()[ 0 ]?.actions[ 0 ]?.url
		).toBe( 'admin.php?page=jetpack-blocks#/plan' );
	} );

	it( 'says "a paid plan" when the plan name is unknown', async () => {
		plan = new Error( 'offline' );
		await returnTo( '&plan_upgraded=1' );
		expect( shown()[ 0 ]?.content ).toBe(
			'Congratulations! Your site is now on a paid plan.'
		);
	} );

	it( 'shows nothing without a return parameter', async () => {
		await returnTo( '' );
		expect( shown() ).toEqual( [] );
	} );
} );
