/**
 * The store keeps the count the AI client reports (shared/ai-client/usage-accounting), whichever
 * surface made the request: an answered request adds one, a refusal for the site's quota requires
 * an upgrade, and other failures change nothing.
 */
import { select } from '@wordpress/data';
import {
	noteAiFailure,
	noteAiRequest,
} from '../../../shared/ai-client/usage-accounting';
import { store } from '..';

describe( 'the ai-usage store and the AI client', () => {
	it( 'counts each request the client reports as answered', () => {
		const before = select( store ).getRequestsCount();
		noteAiRequest( 'completion', 'ai-assistant' );
		noteAiRequest( 'image' );
		expect( select( store ).getRequestsCount() ).toBe( before + 2 );
	} );

	it( 'requires an upgrade after the site quota error only', () => {
		noteAiFailure( 'error_moderation' );
		noteAiFailure( 'error_user_quota_exceeded' );
		expect( select( store ).requireUpgrade() ).toBe( false );
		noteAiFailure( 'error_quota_exceeded' );
		expect( select( store ).requireUpgrade() ).toBe( true );
	} );
} );
