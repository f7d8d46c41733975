/**
 * The analytics events the specs name (spec 002 §7: upgrade clicks, voice-to-content start; AI
 * requests), recorded through the shared analytics helper: sent as tracking pixels for a connected
 * user, and not at all once the user opted out. Requests and an exhausted quota are also reported
 * as usage events, which the usage store counts (its own tests check that).
 */
import { setTrackingOptOut } from '../../analytics';
import {
	AI_REQUEST_EVENT,
	AI_UPGRADE_CLICK_EVENT,
	VOICE_TO_CONTENT_START_EVENT,
	noteAiFailure,
	noteAiRequest,
	recordAiUpgradeClick,
	recordVoiceToContentStart,
} from '../usage-accounting';
import { onAiUsage, type AiUsageEvent } from '../usage-events';

/** Pixels the page requested (the analytics transport is one Image per event). */
let pixels: URL[] = [];
/** Usage events the client reported. */
let usage: AiUsageEvent[] = [];
onAiUsage( ( event ) => usage.push( event ) );
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
	usage = [];
	setTrackingOptOut( false );
} );

describe( 'AI analytics events', () => {
	it( 'records each accepted AI request with its kind and feature, and counts it', () => {
		noteAiRequest( 'completion', 'ai-assistant' );
		expect( usage ).toEqual( [
			{ type: 'request', kind: 'completion', feature: 'ai-assistant' },
		] );
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
		noteAiRequest( 'image' );
		recordAiUpgradeClick( 'playground' );
		expect( pixels ).toEqual( [] );
		expect( usage ).toEqual( [ { type: 'request', kind: 'image' } ] );
	} );

	it( 'requires an upgrade after the site quota error only', () => {
		noteAiFailure( 'error_moderation' );
		noteAiFailure( 'error_user_quota_exceeded' );
		expect( usage ).toEqual( [] );
		noteAiFailure( 'error_quota_exceeded' );
		expect( usage ).toEqual( [ { type: 'quota-exceeded' } ] );
	} );
} );
