import {
	TranscriptionError,
	audioFileName,
	postProcessTranscription,
	transcribeAudio,
} from '../transcription';
import { onAiUsage, type AiUsageEvent } from '../usage-events';

import { jsonResponse, response, installFakeTransport } from './fake-transport';

const transport = installFakeTransport();
const fetchMock = () => transport.fetchMock();
const sentBody = transport.sentBody;

const DEFAULT_MESSAGE =
	'There was an error processing the transcription request.';

const recording = () => new Blob( [ 'sound' ], { type: 'audio/webm' } );

describe( 'transcribeAudio', () => {
	it( 'refuses a recording over 25 minutes before uploading anything', async () => {
		const longRecording = new Blob( [ 'x' ], { type: 'audio/webm' } );
		await expect(
			transcribeAudio( longRecording, undefined, undefined, 1501 )
		).rejects.toThrow(
			'The audio file is too long. The maximum recording time is 25 minutes.'
		);
		expect( fetchMock() ).not.toHaveBeenCalled();
		expect( transport.tokenServer().requests ).toHaveLength( 0 );
	} );

	it( 'counts an answered transcription as a used request', async () => {
		fetchMock().mockResolvedValue( jsonResponse( 200, { text: 'hello' } ) );
		const events: AiUsageEvent[] = [];
		const stop = onAiUsage( ( event ) => events.push( event ) );
		await transcribeAudio( new Blob( [ 'x' ], { type: 'audio/webm' } ) );
		stop();
		expect( events ).toEqual( [
			{ type: 'request', kind: 'transcription' },
		] );
	} );

	it( 'posts the audio as audio_file with the bearer token and returns the text', async () => {
		fetchMock().mockResolvedValue(
			jsonResponse( 200, { text: 'Hello.' } )
		);

		await expect(
			transcribeAudio( recording(), 'voice-to-content' )
		).resolves.toBe( 'Hello.' );

		const [ url, init ] = fetchMock().mock.calls[ 0 ] as [
			string,
			RequestInit,
		];
		expect( url ).toBe(
			'https://ai.example/wp-json/wpcom/v2/jetpack-ai-transcription?feature=voice-to-content'
		);
		expect( init.method ).toBe( 'POST' );
		expect( init.headers ).toEqual( { Authorization: 'Bearer secret' } );
		const file = ( init.body as FormData ).get( 'audio_file' ) as File;
		expect( file.name ).toBe( 'audio.webm' );
		expect( file.size ).toBe( 5 );
	} );

	it( 'leaves the feature query out when there is none', async () => {
		fetchMock().mockResolvedValue( jsonResponse( 200, { text: '' } ) );
		await transcribeAudio( recording() );
		expect( fetchMock().mock.calls[ 0 ]?.[ 0 ] ).toBe(
			'https://ai.example/wp-json/wpcom/v2/jetpack-ai-transcription'
		);
	} );

	it( 'names the upload after the audio type', () => {
		expect(
			audioFileName( new Blob( [], { type: 'audio/webm;codecs=opus' } ) )
		).toBe( 'audio.webm' );
		expect( audioFileName( new Blob( [], { type: 'audio/mpeg' } ) ) ).toBe(
			'audio.mp3'
		);
		expect( audioFileName( new Blob( [], { type: 'audio/x-wav' } ) ) ).toBe(
			'audio.wav'
		);
		expect( audioFileName( new Blob( [], { type: 'audio/x-m4a' } ) ) ).toBe(
			'audio.m4a'
		);
		expect( audioFileName( new Blob( [] ) ) ).toBe( 'audio.webm' );
	} );

	it( 'refuses invalid audio before any request', async () => {
		const file = new File( [ 'x' ], 'notes.txt', { type: 'text/plain' } );
		await expect( transcribeAudio( file ) ).rejects.toThrow(
			'The audio file type is not supported. Please use a supported audio file type.'
		);
		expect( transport.tokenServer().requests ).toEqual( [] );
		expect( fetchMock() ).not.toHaveBeenCalled();
	} );

	it.each( [
		[
			'error_quota_exceeded',
			'You exceeded your current quota, please check your plan details.',
		],
		[
			'jetpack_ai_missing_audio_param',
			'The audio_file is required to perform a transcription.',
		],
		[ 'file_size_not_supported', 'The provided audio file is too big.' ],
		[
			'file_type_not_supported',
			'The provided audio file type is not supported.',
		],
		[ 'jetpack_ai_error', DEFAULT_MESSAGE ],
		[ 'some_other_code', 'Server says no.' ],
	] )( 'shows the message of the server code %s', async ( code, message ) => {
		fetchMock().mockResolvedValue(
			jsonResponse( 400, { code, message: 'Server says no.' } )
		);
		const error = await transcribeAudio( recording() ).catch(
			( caught: unknown ) => caught
		);
		expect( error ).toBeInstanceOf( TranscriptionError );
		expect( error ).toMatchObject( { message, code } );
	} );

	it( 'names the product when the service is unavailable', async () => {
		fetchMock().mockResolvedValue(
			jsonResponse( 503, { code: 'jetpack_ai_service_unavailable' } )
		);
		await expect( transcribeAudio( recording() ) ).rejects.toThrow(
			/^The .+ AI service is temporarily unavailable\.$/
		);
	} );

	it( 'uses the default message for a non-JSON failure', async () => {
		fetchMock().mockResolvedValue(
			response( 502, async () => {
				throw new SyntaxError( 'Unexpected token <' );
			} )
		);
		await expect( transcribeAudio( recording() ) ).rejects.toThrow(
			DEFAULT_MESSAGE
		);
	} );

	it( 'uses the default message for a network or token failure', async () => {
		fetchMock().mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await expect( transcribeAudio( recording() ) ).rejects.toThrow(
			DEFAULT_MESSAGE
		);

		// The first call cached a token: forget it, so the token is asked for again.
		window.localStorage.clear();
		fetchMock().mockClear();
		transport.tokenServer().refuse( 500, { message: 'Token trouble.' } );
		await expect( transcribeAudio( recording() ) ).rejects.toThrow(
			DEFAULT_MESSAGE
		);
		expect( fetchMock() ).not.toHaveBeenCalled();
	} );

	it( 'uses the default message for a success without text', async () => {
		fetchMock().mockResolvedValue( jsonResponse( 200, { nope: true } ) );
		await expect( transcribeAudio( recording() ) ).rejects.toThrow(
			DEFAULT_MESSAGE
		);
	} );

	it( 'lets an abort through unchanged', async () => {
		const controller = new AbortController();
		controller.abort();
		const abort = new DOMException( 'Aborted', 'AbortError' );
		fetchMock().mockRejectedValue( abort );
		await expect(
			transcribeAudio( recording(), undefined, controller.signal )
		).rejects.toBe( abort );
	} );
} );

describe( 'postProcessTranscription', () => {
	it( 'asks the completion route for a simple draft of the transcription', async () => {
		fetchMock().mockResolvedValue(
			jsonResponse( 200, {
				choices: [ { message: { content: 'Tidy draft.' } } ],
			} )
		);
		await expect( postProcessTranscription( 'um so hello' ) ).resolves.toBe(
			'Tidy draft.'
		);
		expect( fetchMock().mock.calls[ 0 ]?.[ 0 ] ).toBe(
			'https://ai.example/wp-json/wpcom/v2/jetpack-ai-query'
		);
		expect( sentBody() ).toEqual( {
			messages: [
				{
					role: 'jetpack-ai',
					context: {
						type: 'voice-to-content-simple-draft',
						content: 'um so hello',
					},
				},
			],
			feature: 'voice-to-content-simple-draft',
			stream: false,
		} );
	} );

	it( 'returns the raw text when the request fails', async () => {
		fetchMock().mockResolvedValue( jsonResponse( 429, {} ) );
		await expect( postProcessTranscription( 'raw words' ) ).resolves.toBe(
			'raw words'
		);
		expect( fetchMock() ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not send empty text', async () => {
		await expect( postProcessTranscription( '  ' ) ).resolves.toBe( '  ' );
		expect( fetchMock() ).not.toHaveBeenCalled();
		expect( transport.tokenServer().requests ).toEqual( [] );
	} );
} );
