/**
 * The analytics events the specs name (spec 002 §7: upgrade clicks, voice-to-content start; AI
 * requests), recorded through the shared analytics helper: sent as tracking pixels for a connected
 * user, and not at all once the user opted out.
 */
import { select } from '@wordpress/data';
import { setTrackingOptOut } from '../../analytics';
import { store as aiUsageStore } from '../../../stores/ai-usage';
import {
	AI_REQUEST_EVENT,
	AI_UPGRADE_CLICK_EVENT,
	VOICE_TO_CONTENT_START_EVENT,
	noteAiFailure,
	noteAiRequest,
	recordAiUpgradeClick,
	recordVoiceToContentStart,
} from '../usage-accounting';

/** Pixels the page requested (the analytics transport is one Image per event). */
let pixels: URL[] = [];
const OriginalImage = window.Image;

beforeAll( () => {
	(
		window as unknown as { JetpackBlocksInitialState: unknown }
	 ).JetpackBlocksInitialState = {
		tracksEventPrefix: 'jetpack_',
		tracksPixelUrl: 'https://site.example/pixel.gif',
		userConnectionData: {
			currentUser: {
				isConnected: true,
				wpcomUser: { ID: 5, login: 'editor' },
			},
		},
	};
	window.Image = class {
		set src( value: string ) {
			pixels.push( new URL( value ) );
		}
	} as unknown as typeof Image;
} );

afterAll( () => {
	window.Image = OriginalImage;
	delete ( window as unknown as { JetpackBlocksInitialState?: unknown } )
		.JetpackBlocksInitialState;
} );

beforeEach( () => {
	pixels = [];
	setTrackingOptOut( false );
} );

describe( 'AI analytics events', () => {
	it( 'records each accepted AI request with its kind and feature, and counts it', () => {
		const before = select( aiUsageStore ).getRequestsCount();
		noteAiRequest( 'completion', 'ai-assistant' );
		expect( select( aiUsageStore ).getRequestsCount() ).toBe( before + 1 );
		expect( pixels ).toHaveLength( 1 );
		expect( pixels[ 0 ]?.searchParams.get( '_en' ) ).toBe(
			AI_REQUEST_EVENT
		);
		expect( pixels[ 0 ]?.searchParams.get( 'kind' ) ).toBe( 'completion' );
		expect( pixels[ 0 ]?.searchParams.get( 'feature' ) ).toBe(
			'ai-assistant'
		);
	} );

	it( 'records upgrade clicks and the start of voice-to-content', () => {
		recordAiUpgradeClick( 'ai-assistant-block' );
		recordVoiceToContentStart( 'upload' );
		expect(
			pixels.map( ( pixel ) => [
				pixel.searchParams.get( '_en' ),
				pixel.searchParams.get( 'placement' ) ??
					pixel.searchParams.get( 'source' ),
			] )
		).toEqual( [
			[ AI_UPGRADE_CLICK_EVENT, 'ai-assistant-block' ],
			[ VOICE_TO_CONTENT_START_EVENT, 'upload' ],
		] );
	} );

	it( 'sends nothing once the user opted out (the request is still counted)', () => {
		setTrackingOptOut( true );
		const before = select( aiUsageStore ).getRequestsCount();
		noteAiRequest( 'image' );
		recordAiUpgradeClick( 'playground' );
		expect( pixels ).toEqual( [] );
		expect( select( aiUsageStore ).getRequestsCount() ).toBe( before + 1 );
	} );

	it( 'requires an upgrade after the site quota error only', () => {
		noteAiFailure( 'error_moderation' );
		expect( select( aiUsageStore ).requireUpgrade() ).toBe( false );
		noteAiFailure( 'error_user_quota_exceeded' );
		expect( select( aiUsageStore ).requireUpgrade() ).toBe( false );
		noteAiFailure( 'error_quota_exceeded' );
		expect( select( aiUsageStore ).requireUpgrade() ).toBe( true );
	} );
} );
