/**
 * The OpenAI-compatible provider does all three things the routes ask of it, against a fake upstream
 * on 127.0.0.1 that speaks OpenAI's wire format: chat (the larger model when a request asks for
 * it), whisper-style transcription (multipart) with the local recogniser as the fallback when the
 * service has no such endpoint, and images (base64 or a URL, stored as PNG); and upstream failures
 * come back as the spec's catalogue codes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../helpers/test';
import {
	ProviderAdmin,
	answerInPieces,
	multipartParts,
	readStream,
	startFakeUpstream,
	upstreamError,
	type FakeUpstream,
	type ProviderSettings,
	type UpstreamHandler,
} from '../helpers/ai-provider';
import { SENTENCES, encode, recognisedShare, speak } from '../helpers/speech';

/** A 1 × 1 PNG. */
const PNG_BASE64 =
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PNG_SIGNATURE = Buffer.from( [
	0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
] );

/** A 48 × 32 JPEG made by ffmpeg (installed for the speech specs). */
function jpeg(): Buffer {
	const folder = path.resolve( __dirname, '../../../test-results/images' );
	fs.mkdirSync( folder, { recursive: true } );
	const file = path.join( folder, 'provider-picture.jpg' );
	execFileSync(
		'ffmpeg',
		[
			'-v',
			'error',
			'-y',
			'-f',
			'lavfi',
			'-i',
			'color=c=orange:s=48x32',
			'-frames:v',
			'1',
			file,
		],
		{ timeout: 30_000 }
	);
	return fs.readFileSync( file );
}

/** Width and height from a PNG's header. */
function pngSize( png: Buffer ): { width: number; height: number } {
	return { width: png.readUInt32BE( 16 ), height: png.readUInt32BE( 20 ) };
}

/** The image of an images-route answer. */
function imageOf( body: Record< string, unknown > ): Buffer {
	const data = body.data as Array< { b64_json: string } >;
	return Buffer.from( data[ 0 ]?.b64_json ?? '', 'base64' );
}

test.describe( 'AI provider capabilities', () => {
	let admin: ProviderAdmin;
	let upstream: FakeUpstream | undefined;

	test.beforeEach( async ( { requestUtils } ) => {
		admin = await ProviderAdmin.create( requestUtils, 'capabilities' );
		await admin.allowLocalHosts( true );
	} );

	test.afterEach( async () => {
		await upstream?.close();
		upstream = undefined;
		await admin.dispose();
	} );

	async function upstreamAnswering(
		handler: UpstreamHandler,
		settings: Partial< ProviderSettings > = {}
	): Promise< FakeUpstream > {
		await upstream?.close();
		upstream = await startFakeUpstream( handler );
		await admin.useProvider( {
			base_url: upstream.baseUrl,
			api_key: 'sk-capabilities',
			...settings,
		} );
		return upstream;
	}

	test( 'transcription sends the audio and the transcription model, and the service’s text comes back', async () => {
		const fake = await upstreamAnswering(
			( _incoming, response ) => {
				response.writeHead( 200, {
					'Content-Type': 'application/json',
				} );
				response.end(
					JSON.stringify( { text: 'Bees dance to show the way.' } )
				);
			},
			{ transcription_model: 'whisper-large-v3' }
		);
		const wav = fs.readFileSync( speak( 'provider-upload', 'bees' ) );

		const result = await admin.transcribe( {
			name: 'dictation.wav',
			mimeType: 'audio/wav',
			buffer: wav,
		} );
		expect( result ).toEqual( {
			status: 200,
			body: { text: 'Bees dance to show the way.' },
		} );
		expect( fake.requests[ 0 ] ).toMatchObject( {
			method: 'POST',
			url: '/v1/audio/transcriptions',
		} );
		expect( fake.requests[ 0 ]?.headers.authorization ).toBe(
			'Bearer sk-capabilities'
		);
		const parts = multipartParts( fake.requests[ 0 ]! );
		expect( parts.get( 'model' )?.data.toString() ).toBe(
			'whisper-large-v3'
		);
		expect( parts.get( 'file' )?.filename ).toBe( 'dictation.wav' );
		expect( parts.get( 'file' )?.data.equals( wav ) ).toBe( true );

		// The editor's recordings arrive as "blob": the service is told the format by a name.
		const webm = fs.readFileSync(
			encode( speak( 'provider-upload', 'bees' ), 'webm', 'libopus' )
		);
		const recorded = await admin.transcribe( {
			name: 'blob',
			mimeType: 'audio/webm;codecs=opus',
			buffer: webm,
		} );
		expect( recorded.status ).toBe( 200 );
		const file = multipartParts( fake.requests[ 1 ]! ).get( 'file' );
		expect( file ).toMatchObject( {
			filename: 'audio.webm',
			type: 'audio/webm',
		} );
		expect( file?.data.equals( webm ) ).toBe( true );
	} );

	test( 'a service without transcriptions (404) is passed over: the local recogniser writes the words, and says so', async () => {
		const fake = await upstreamAnswering( ( _incoming, response ) => {
			response.writeHead( 404, { 'Content-Type': 'text/plain' } );
			response.end( '404 page not found' );
		} );
		const spoken = speak( 'provider-fallback', SENTENCES[ 0 ]! );

		const { status, body } = await admin.transcribe( {
			name: 'dictation.wav',
			mimeType: 'audio/wav',
			buffer: fs.readFileSync( spoken ),
		} );
		expect( status ).toBe( 200 );
		expect( fake.requests ).toHaveLength( 1 );
		expect(
			recognisedShare( SENTENCES[ 0 ]!, String( body.text ) )
		).toBeGreaterThanOrEqual( 0.75 );
		expect( body.jetpack_blocks_tool ).toEqual( {
			id: 'pocketsphinx',
			label: 'Transcribed offline with pocketsphinx (the AI service has no transcription)',
		} );
	} );

	test( 'an image comes back as the service’s base64 PNG; GPT image models are not sent response_format', async () => {
		const fake = await upstreamAnswering( ( _incoming, response ) => {
			response.writeHead( 200, { 'Content-Type': 'application/json' } );
			response.end(
				JSON.stringify( { data: [ { b64_json: PNG_BASE64 } ] } )
			);
		} );

		const result = await admin.generateImage( 'A bee on a flower' );
		expect( result.status ).toBe( 200 );
		expect( imageOf( result.body ).toString( 'base64' ) ).toBe(
			PNG_BASE64
		);
		expect( fake.requests[ 0 ]?.url ).toBe( '/v1/images/generations' );
		expect( JSON.parse( fake.requests[ 0 ]!.body ) ).toEqual( {
			model: 'gpt-image-1',
			prompt: 'A bee on a flower',
			n: 1,
			size: '1024x1024',
		} );

		// Other image models are asked for base64.
		await admin.useProvider( {
			base_url: fake.baseUrl,
			image_model: 'dall-e-3',
		} );
		await admin.generateImage( 'A bee on a flower' );
		expect( JSON.parse( fake.requests[ 1 ]!.body ) ).toMatchObject( {
			model: 'dall-e-3',
			response_format: 'b64_json',
		} );
	} );

	test( 'an image the service answers with a URL is downloaded without the key and stored as PNG', async () => {
		const picture = jpeg();
		const fake = await upstreamAnswering( ( incoming, response ) => {
			if ( incoming.url === '/files/picture.jpg' ) {
				response.writeHead( 200, { 'Content-Type': 'image/jpeg' } );
				response.end( picture );
				return;
			}
			response.writeHead( 200, { 'Content-Type': 'application/json' } );
			response.end(
				JSON.stringify( {
					data: [
						{
							url: `http://127.0.0.1:${ fake.port }/files/picture.jpg`,
						},
					],
				} )
			);
		} );

		const result = await admin.generateImage( 'An orange field' );
		expect( result.status ).toBe( 200 );
		const png = imageOf( result.body );
		expect( png.subarray( 0, 8 ).equals( PNG_SIGNATURE ) ).toBe( true );
		expect( pngSize( png ) ).toEqual( { width: 48, height: 32 } );
		expect( fake.requests.map( ( request ) => request.url ) ).toEqual( [
			'/v1/images/generations',
			'/files/picture.jpg',
		] );
		expect( fake.requests[ 1 ]?.headers.authorization ).toBeUndefined();
	} );

	test( 'a service without images (404) answers that it cannot make images', async () => {
		await upstreamAnswering( ( _incoming, response ) => {
			response.writeHead( 404, { 'Content-Type': 'application/json' } );
			response.end( JSON.stringify( { error: 'not found' } ) );
		} );

		const { status, body } = await admin.generateImage( 'A bee' );
		expect( status ).toBe( 503 );
		expect( body.code ).toBe( 'error_capability_unsupported' );
		expect( body.message ).toBe(
			'The AI service set up for this site cannot make images.'
		);
	} );

	test( 'a refused key (401) says so, for chat and images', async () => {
		await upstreamAnswering(
			upstreamError( 401, {
				message: 'Incorrect API key provided.',
				type: 'invalid_request_error',
				code: 'invalid_api_key',
			} )
		);

		const answer = await admin.query();
		expect( answer.status ).toBe( 503 );
		expect( answer.json() ).toMatchObject( {
			code: 'error_service_unavailable',
			data: { reason: 'upstream_key_refused', upstream_status: 401 },
		} );
		expect( answer.json().message ).toContain(
			'The AI service refused the API key'
		);

		const image = await admin.generateImage( 'A bee' );
		expect( image.status ).toBe( 503 );
		expect( String( image.body.message ) ).toContain(
			'The AI service refused the API key'
		);
	} );

	test( 'a rate limit (429) is the quota error with the service’s Retry-After', async () => {
		await upstreamAnswering(
			upstreamError(
				429,
				{ message: 'Rate limit reached.', code: 'rate_limit_exceeded' },
				{ 'Retry-After': '17' }
			)
		);

		const answer = await admin.query();
		expect( answer.status ).toBe( 429 );
		expect( answer.json() ).toMatchObject( {
			code: 'error_quota_exceeded',
			data: { retry_after: 17, upstream_status: 429 },
		} );

		const image = await admin.generateImage( 'A bee' );
		expect( image.status ).toBe( 429 );
		expect( image.body ).toMatchObject( {
			code: 'error_quota_exceeded',
			data: { retry_after: 17 },
		} );
	} );

	test( 'a content-policy refusal is the moderation error; a context too long is 413', async () => {
		await upstreamAnswering(
			upstreamError( 400, {
				message: 'Your request was rejected by the safety system.',
				code: 'content_policy_violation',
			} )
		);
		const image = await admin.generateImage( 'Something refused' );
		expect( image.status ).toBe( 422 );
		expect( image.body.code ).toBe( 'error_moderation' );

		await upstreamAnswering(
			upstreamError( 400, {
				message: "This model's maximum context length is 8192 tokens.",
				code: 'context_length_exceeded',
			} )
		);
		const answer = await admin.query();
		expect( answer.status ).toBe( 413 );
		expect( answer.json().code ).toBe( 'error_context_too_large' );
	} );

	test( 'the playground’s GPT-4 toggle asks for the larger model the administrator named', async () => {
		const fake = await upstreamAnswering( answerInPieces, {
			model: 'small-model',
			larger_model: 'big-model',
		} );
		const modelOf = ( index: number ) =>
			( JSON.parse( fake.requests[ index ]!.body ) as { model: string } )
				.model;

		const larger = await admin.query( {
			model: 'gpt-4',
			feature: 'ai-assistant-experimental',
		} );
		expect( larger.status ).toBe( 200 );
		expect( readStream( larger.text ).content ).toBe( 'Bees make honey.' );
		expect( modelOf( 0 ) ).toBe( 'big-model' );

		await admin.query();
		expect( modelOf( 1 ) ).toBe( 'small-model' );
		// Other names the client may send are not passed on: the service may not know them.
		await admin.query( { model: 'gpt-3.5-turbo' } );
		expect( modelOf( 2 ) ).toBe( 'small-model' );

		// Without a larger model, the toggle gets the model.
		await admin.useProvider( {
			base_url: fake.baseUrl,
			model: 'small-model',
		} );
		await admin.query( { model: 'gpt-4' } );
		expect( modelOf( 3 ) ).toBe( 'small-model' );
	} );
} );
