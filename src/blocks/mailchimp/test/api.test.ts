import {
	categoriesFromResponse,
	connectionFromResponse,
	failureMessage,
} from '../api';
import { API_STATE_CONNECTED, API_STATE_NOT_CONNECTED } from '../constants';

describe( 'newsletter API answers', () => {
	it( 'reads "connected" as state 1 and anything else as state 2', () => {
		expect(
			connectionFromResponse( {
				code: 'connected',
				provider: 'local',
				connect_url: 'http://site/wp-admin/options-general.php?page=x',
				manage_url: 'http://site/wp-admin/edit.php?post_type=y',
				audience: { name: "This site's own list", subscribers: 3 },
				message: 'Kept in WordPress.',
			} )
		).toEqual( {
			apiState: API_STATE_CONNECTED,
			connectUrl: 'http://site/wp-admin/options-general.php?page=x',
			manageUrl: 'http://site/wp-admin/edit.php?post_type=y',
			provider: 'local',
			audienceName: "This site's own list",
			subscribers: 3,
			message: 'Kept in WordPress.',
		} );
		expect(
			connectionFromResponse( {
				code: 'not_connected',
				connect_url: 'http://site/setup',
				message: 'Mailchimp could not be reached.',
			} )
		).toMatchObject( {
			apiState: API_STATE_NOT_CONNECTED,
			connectUrl: 'http://site/setup',
			message: 'Mailchimp could not be reached.',
		} );
		expect( connectionFromResponse( null ) ).toMatchObject( {
			apiState: API_STATE_NOT_CONNECTED,
			connectUrl: null,
		} );
	} );

	it( 'keeps the interest categories and drops malformed entries', () => {
		expect(
			categoriesFromResponse( {
				interest_categories: [
					{
						id: 'c1',
						title: 'Topics',
						interests: [
							{ id: 'i1', name: 'Recipes' },
							{ id: 2, name: 'Not an id' },
							'junk',
						],
					},
					null,
				],
			} )
		).toEqual( [
			{
				id: 'c1',
				title: 'Topics',
				interests: [ { id: 'i1', name: 'Recipes' } ],
			},
		] );
		expect(
			categoriesFromResponse( { interest_categories: 'x' } )
		).toEqual( [] );
	} );

	it( 'says what failed', () => {
		expect(
			failureMessage( {
				message: 'Sorry, you are not allowed to do that.',
			} )
		).toBe( 'Sorry, you are not allowed to do that.' );
		expect( failureMessage( undefined ) ).toBe(
			'The newsletter settings could not be loaded.'
		);
	} );
} );
