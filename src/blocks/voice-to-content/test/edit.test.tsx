import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { registerBlockType, unregisterBlockType } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import {
	postProcessTranscription,
	readAudioDuration,
	setAiClientConfig,
	transcribeAudio,
	transcribeAudioWithTool,
	TranscriptionError,
} from '../../../shared/ai-client';
import { recordEvent } from '../../../shared/analytics';
import { FEEDBACK_URL } from '../../../shared/feedback';
import { store as aiUsageStore } from '../../../stores/ai-usage';
import { store as connectionStore } from '../../../stores/connection';
import Edit, { AUTO_STOP_MS, FEATURE, MAX_RECORDING_MS } from '../edit';

// The real hook needs a block editor around it; the wrapper props are all this block uses.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	store: 'core/block-editor',
} ) );

const mockActions = {
	replaceBlocks: jest.fn(),
	removeBlock: jest.fn(),
	removeBlocks: jest.fn(),
};
const mockBlocks: Array< {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
} > = [];
// Read lazily (a Proxy, not a spread): @wordpress/data is still loading when this factory runs.
jest.mock( '@wordpress/data', () => {
	const actual = jest.requireActual( '@wordpress/data' );
	const overrides: Record< string, unknown > = {
		useDispatch: () => mockActions,
		useRegistry: () => ( {
			select: () => ( { getBlocks: () => mockBlocks } ),
		} ),
	};
	return new Proxy( actual, {
		get: ( target, key: string ) =>
			key in overrides ? overrides[ key ] : target[ key ],
	} );
} );

// The network calls of the AI client; validation and the recorder hook stay real.
jest.mock( '../../../shared/ai-client', () => ( {
	...jest.requireActual( '../../../shared/ai-client' ),
	transcribeAudio: jest.fn(),
	transcribeAudioWithTool: jest.fn(),
	postProcessTranscription: jest.fn(),
	readAudioDuration: jest.fn(),
} ) );

// Analytics is where starts are recorded: its sending is not what these tests are about.
jest.mock( '../../../shared/analytics', () => ( {
	...jest.requireActual( '../../../shared/analytics' ),
	recordEvent: jest.fn( () => true ),
} ) );

const transcribe = transcribeAudio as jest.Mock;
const transcribeWithTool = transcribeAudioWithTool as jest.Mock;
/** The attribution the next transcription carries (none by default). */
let mockTool: { id: string; label: string } | undefined;
const postProcess = postProcessTranscription as jest.Mock;
const readDuration = readAudioDuration as jest.Mock;

/** The browser's recorder, as far as the hook uses it: chunks on stop. */
class FakeMediaRecorder {
	static isTypeSupported = () => true;
	state: 'inactive' | 'recording' | 'paused' = 'inactive';
	mimeType = 'audio/webm';
	ondataavailable: ( ( event: { data: Blob } ) => void ) | null = null;
	onstop: ( () => void ) | null = null;
	onerror: ( () => void ) | null = null;
	static lastTimeslice: number | undefined;
	start( timeslice?: number ) {
		FakeMediaRecorder.lastTimeslice = timeslice;
		this.state = 'recording';
	}
	pause() {
		this.state = 'paused';
	}
	resume() {
		this.state = 'recording';
	}
	stop() {
		this.state = 'inactive';
		this.ondataavailable?.( {
			data: new Blob( [ 'spoken audio' ], { type: 'audio/webm' } ),
		} );
		this.onstop?.();
	}
}

beforeAll( () => {
	registerBlockType( 'core/paragraph', {
		apiVersion: 3,
		title: 'Paragraph',
		category: 'text',
		attributes: { content: { type: 'string' } },
		save: () => null,
	} );
	( globalThis as unknown as { MediaRecorder: unknown } ).MediaRecorder =
		FakeMediaRecorder;
	Object.defineProperty( navigator, 'mediaDevices', {
		configurable: true,
		value: {
			getUserMedia: () =>
				Promise.resolve( {
					getTracks: () => [ { readyState: 'live', stop() {} } ],
				} ),
		},
	} );
} );
afterAll( () => unregisterBlockType( 'core/paragraph' ) );

/** What the site's REST routes answer: the usage feature and the user's connection. */
let mockFeature: Record< string, unknown > = {};
let mockConnected = true;

beforeAll( () => {
	apiFetch.setFetchHandler( async ( options ) => {
		const path = String( options.path ?? options.url ?? '' );
		if ( /ai-assistant-feature/.test( path ) ) {
			return mockFeature;
		}
		if ( /connection\/data/.test( path ) ) {
			return {
				currentUser: { isConnected: mockConnected, permissions: {} },
			};
		}
		return { isRegistered: mockConnected, isUserConnected: mockConnected };
	} );
} );

beforeEach( () => {
	jest.clearAllMocks();
	mockBlocks.length = 0;
	mockTool = undefined;
	mockFeature = { 'requests-count': 2 };
	mockConnected = true;
	readDuration.mockResolvedValue( 4 );
	// The transcription as the route answers it: the text, and the tool's note when there is one.
	transcribeWithTool.mockImplementation( async ( ...args: unknown[] ) => {
		const text: string = await transcribe( ...args );
		return mockTool ? { text, tool: mockTool } : { text };
	} );
	// Each test loads the page afresh: the usage feature is fetched again.
	void dispatch( aiUsageStore ).invalidateResolutionForStore();
	// A connected site with a model, unless a test says otherwise.
	setAiClientConfig( { requiresConnection: false } );
} );
afterEach( () => setAiClientConfig( null ) );

const button = ( name: string ) => screen.queryByRole( 'button', { name } );

/** The error notice's text (the same words are also spoken to screen readers elsewhere). */
async function noticeText(): Promise< string > {
	let text = '';
	await waitFor( () => {
		text =
			document.querySelector( '.components-notice__content' )
				?.textContent ?? '';
		expect( text ).not.toBe( '' );
	} );
	return text;
}

function renderEdit() {
	mockBlocks.push(
		{
			clientId: 'empty',
			name: 'core/paragraph',
			attributes: { content: '' },
		},
		{ clientId: 'voice', name: 'jetpack/voice-to-content', attributes: {} }
	);
	return render( <Edit clientId="voice" /> );
}

describe( 'Voice to content modal', () => {
	it( 'records in one-second slices and links to where feedback is read', async () => {
		renderEdit();
		const link = screen.getByRole( 'link', {
			name: /Share feedback on voice to content/,
		} );
		expect( link.getAttribute( 'href' ) ).toBe( FEEDBACK_URL );
		await userEvent.click( button( 'Begin recording' )! );
		expect( await screen.findByText( 'Recording…' ) ).toBeTruthy();
		expect( FakeMediaRecorder.lastTimeslice ).toBe( 1000 );
	} );

	it( 'offers Begin recording and Upload audio when inactive, no Cancel, and ignores Escape', async () => {
		renderEdit();
		expect(
			screen.getByRole( 'dialog', { name: 'Voice to content' } )
		).toBeTruthy();
		expect( button( 'Begin recording' ) ).toBeTruthy();
		expect( button( 'Upload audio' ) ).toBeTruthy();
		expect( button( 'Cancel' ) ).toBeNull();
		await userEvent.keyboard( '{Escape}' );
		expect( screen.getByRole( 'dialog' ) ).toBeTruthy();
		expect( mockActions.removeBlock ).not.toHaveBeenCalled();
	} );

	it( 'records, pauses, resumes; Done transcribes, drafts and inserts in place of empty leading paragraphs', async () => {
		let finishTranscription: ( text: string ) => void = () => {};
		transcribe.mockReturnValue(
			new Promise( ( resolve ) => ( finishTranscription = resolve ) )
		);
		postProcess.mockResolvedValue(
			'Hello world, this is a test.\n\nOne two three.'
		);
		renderEdit();

		await userEvent.click( button( 'Begin recording' )! );
		expect( await screen.findByText( 'Recording…' ) ).toBeTruthy();
		expect( button( 'Upload audio' ) ).toBeNull();
		expect( button( 'Cancel' ) ).toBeTruthy();
		await userEvent.click( button( 'Pause recording' )! );
		expect( screen.getByText( 'Paused' ) ).toBeTruthy();
		await userEvent.click( button( 'Resume recording' )! );
		await userEvent.click( button( 'Done' )! );

		// Processing: a progress bar and only Cancel.
		expect(
			await screen.findByText( 'Transcribing your audio…' )
		).toBeTruthy();
		expect( screen.getByRole( 'progressbar' ) ).toBeTruthy();
		expect( button( 'Cancel' ) ).toBeTruthy();
		expect( button( 'Begin recording' ) ).toBeNull();
		expect( transcribe ).toHaveBeenCalledWith(
			expect.any( Blob ),
			FEATURE,
			expect.any( AbortSignal )
		);

		await act( async () =>
			finishTranscription( 'hello world this is a test' )
		);
		expect( postProcess ).toHaveBeenCalledWith(
			'hello world this is a test',
			undefined,
			expect.any( AbortSignal )
		);
		const [ clientId, blocks ] = mockActions.replaceBlocks.mock.calls[ 0 ];
		expect( clientId ).toBe( 'voice' );
		expect(
			( blocks as Array< { attributes: { content: string } } > ).map(
				( block ) => block.attributes.content
			)
		).toEqual( [ 'Hello world, this is a test.', 'One two three.' ] );
		expect( mockActions.removeBlocks ).toHaveBeenCalledWith(
			[ 'empty' ],
			false
		);
	} );

	it( 'inserts the raw transcription when the draft comes back empty', async () => {
		transcribe.mockResolvedValue( 'raw words' );
		postProcess.mockResolvedValue( '' );
		renderEdit();
		const file = new File( [ 'audio' ], 'note.mp3', {
			type: 'audio/mpeg',
		} );
		await userEvent.upload(
			document.querySelector( 'input[type="file"]' ) as HTMLInputElement,
			file
		);
		await act( async () => {} );
		const blocks = mockActions.replaceBlocks.mock
			.calls[ 0 ][ 1 ] as Array< {
			attributes: { content: string };
		} >;
		expect( blocks[ 0 ]?.attributes.content ).toBe( 'raw words' );
	} );

	it( 'shows a transcription error with the ways to try again', async () => {
		transcribe.mockRejectedValue(
			new TranscriptionError( 'The provided audio file is too big.' )
		);
		renderEdit();
		await userEvent.upload(
			document.querySelector( 'input[type="file"]' ) as HTMLInputElement,
			new File( [ 'audio' ], 'note.wav', { type: 'audio/wav' } )
		);
		expect( await noticeText() ).toBe(
			'The provided audio file is too big.'
		);
		expect( button( 'Begin recording' )?.hasAttribute( 'disabled' ) ).toBe(
			false
		);
		expect( button( 'Upload audio' )?.hasAttribute( 'disabled' ) ).toBe(
			false
		);
		expect( mockActions.replaceBlocks ).not.toHaveBeenCalled();
	} );

	it( 'refuses audio over 25 minutes before sending it', async () => {
		readDuration.mockResolvedValue( 1501 );
		renderEdit();
		await userEvent.upload(
			document.querySelector( 'input[type="file"]' ) as HTMLInputElement,
			new File( [ 'audio' ], 'long.mp3', { type: 'audio/mpeg' } )
		);
		expect( await noticeText() ).toBe(
			'The audio file is too long. The maximum recording time is 25 minutes.'
		);
		expect( transcribe ).not.toHaveBeenCalled();
	} );

	it( 'says so when no speech was recognised', async () => {
		transcribe.mockResolvedValue( '  ' );
		renderEdit();
		await userEvent.upload(
			document.querySelector( 'input[type="file"]' ) as HTMLInputElement,
			new File( [ 'audio' ], 'quiet.wav', { type: 'audio/wav' } )
		);
		expect( await noticeText() ).toMatch(
			/^No speech was recognised in the audio/
		);
		expect( postProcess ).not.toHaveBeenCalled();
	} );

	it( 'Cancel while processing aborts the request and removes the block without inserting', async () => {
		let signal: AbortSignal | undefined;
		transcribe.mockImplementation(
			( _audio: Blob, _feature: string, abort: AbortSignal ) => {
				signal = abort;
				return new Promise( () => {} );
			}
		);
		renderEdit();
		await userEvent.upload(
			document.querySelector( 'input[type="file"]' ) as HTMLInputElement,
			new File( [ 'audio' ], 'note.wav', { type: 'audio/wav' } )
		);
		await screen.findByText( 'Transcribing your audio…' );
		await userEvent.click( button( 'Cancel' )! );
		expect( signal?.aborted ).toBe( true );
		expect( mockActions.removeBlock ).toHaveBeenCalledWith(
			'voice',
			false
		);
		expect( mockActions.replaceBlocks ).not.toHaveBeenCalled();
	} );

	it( 'stops a recording by itself just before 25 minutes, transcribes it and says why', async () => {
		jest.useFakeTimers();
		try {
			const user = userEvent.setup( {
				advanceTimers: jest.advanceTimersByTime,
			} );
			transcribe.mockReturnValue( new Promise( () => {} ) );
			renderEdit();
			await user.click( button( 'Begin recording' )! );
			expect( await screen.findByText( 'Recording…' ) ).toBeTruthy();

			// Two seconds short of the stop: still recording.
			await act( async () => {
				jest.setSystemTime( Date.now() + AUTO_STOP_MS - 2000 );
				jest.advanceTimersByTime( 300 );
			} );
			expect( screen.getByRole( 'timer' ).textContent ).toBe( '24:57' );
			expect( transcribe ).not.toHaveBeenCalled();

			await act( async () => {
				jest.setSystemTime( Date.now() + 2000 );
				jest.advanceTimersByTime( 300 );
			} );
			expect(
				await screen.findByText( 'Transcribing your audio…' )
			).toBeTruthy();
			expect( transcribe ).toHaveBeenCalledTimes( 1 );
			// Said in the modal (and to screen readers).
			expect( await noticeText() ).toBe(
				'The recording reached the 25-minute limit and was stopped.'
			);
			// Under the limit validation applies, so the recording is never refused as too long.
			expect( AUTO_STOP_MS ).toBeLessThan( MAX_RECORDING_MS );
			expect( button( 'Done' ) ).toBeNull();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( "follows the block's gate: not connected, the Reconnect banner and nothing can be recorded or uploaded", async () => {
		setAiClientConfig( { requiresConnection: true } );
		mockConnected = false;
		// The connection as the site reports it for this user.
		await act( async () => {
			await dispatch( connectionStore ).refreshConnectionStatus();
		} );
		const getUserMedia = jest.spyOn(
			navigator.mediaDevices,
			'getUserMedia'
		);
		renderEdit();
		expect(
			await screen.findByText(
				/Your account is not connected to .* at the moment\./
			)
		).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: 'Reconnect' } )
		).toBeTruthy();
		expect(
			button( 'Begin recording' )?.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		expect(
			button( 'Upload audio' )?.getAttribute( 'aria-disabled' )
		).toBe( 'true' );
		await userEvent.click( button( 'Begin recording' )! );
		expect( getUserMedia ).not.toHaveBeenCalled();
		expect( screen.queryByText( 'Recording…' ) ).toBeNull();
		expect( recordEvent ).not.toHaveBeenCalled();
	} );

	it( 'records each start (recording or upload) for analytics', async () => {
		transcribe.mockResolvedValue( 'words' );
		postProcess.mockResolvedValue( 'Words.' );
		renderEdit();
		await userEvent.click( button( 'Begin recording' )! );
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_ai_voice_to_content_start',
			{ source: 'recording' }
		);
		await userEvent.click( button( 'Done' )! );
		await waitFor( () =>
			expect( mockActions.replaceBlocks ).toHaveBeenCalled()
		);
	} );

	it( 'shows the upgrade banner the usage store requires, also on a fresh load', async () => {
		mockFeature = {
			'requests-count': 20,
			'requests-limit': 20,
			'site-require-upgrade': true,
		};
		renderEdit();
		expect(
			await screen.findByText( /free requests? remaining/ )
		).toBeTruthy();
	} );

	it( 'shows the VIP rate-limit banner when the usage feature says VIP', async () => {
		mockFeature = {
			'requests-count': 20,
			'is-over-limit': true,
			'site-require-upgrade': true,
			'upgrade-type': 'vip',
		};
		renderEdit();
		expect(
			await screen.findByText( /reach out to your VIP account team/ )
		).toBeTruthy();
		expect( screen.queryByText( /free requests? remaining/ ) ).toBeNull();
	} );

	it( 'without a model: inserts the raw transcription, makes no draft request, and names the tool', async () => {
		setAiClientConfig( {
			requiresConnection: false,
			model: { configured: false, canSetUp: true },
		} );
		transcribe.mockResolvedValue( 'the bees dance' );
		mockTool = {
			id: 'pocketsphinx',
			label: 'Transcribed offline with pocketsphinx',
		};
		renderEdit();
		await userEvent.upload(
			document.querySelector( 'input[type="file"]' ) as HTMLInputElement,
			new File( [ 'audio' ], 'note.wav', { type: 'audio/wav' } )
		);
		await waitFor( () =>
			expect( mockActions.replaceBlocks ).toHaveBeenCalled()
		);
		expect( postProcess ).not.toHaveBeenCalled();
		const blocks = mockActions.replaceBlocks.mock
			.calls[ 0 ][ 1 ] as Array< { attributes: { content: string } } >;
		expect( blocks[ 0 ]?.attributes.content ).toBe( 'the bees dance' );
		expect(
			select( noticesStore )
				.getNotices()
				.map( ( notice ) => notice.content )
		).toContain( 'Transcribed offline with pocketsphinx' );
		expect( recordEvent ).toHaveBeenCalledWith(
			'jetpack_ai_voice_to_content_start',
			{ source: 'upload' }
		);
	} );

	it( "shows the server's message for a transcription error it names", async () => {
		transcribe.mockRejectedValue(
			new TranscriptionError(
				'The AI service has no transcription and pocketsphinx is not installed.',
				'error_capability_unsupported'
			)
		);
		renderEdit();
		await userEvent.upload(
			document.querySelector( 'input[type="file"]' ) as HTMLInputElement,
			new File( [ 'audio' ], 'note.wav', { type: 'audio/wav' } )
		);
		expect( await noticeText() ).toBe(
			'The AI service has no transcription and pocketsphinx is not installed.'
		);
	} );
} );
