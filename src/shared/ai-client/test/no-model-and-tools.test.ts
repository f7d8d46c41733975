/* @jest-environment node */
/**
 * What the server prints about the site's model and offline tools, the server's "no model" and
 * "capability" errors, and the offline tool's attribution of an answer (issue 19).
 */
import {
	AI_SETTINGS_PATH,
	getAiModelStatus,
	getAiOfflineTools,
	getSiteLanguage,
	isAiModelConfigured,
	markAiModelMissing,
	primaryLanguage,
	setAiClientConfig,
	subscribeAiModelStatus,
} from '../config';
import {
	SuggestionsEventSource,
	type SuggestionsEventType,
} from '../suggestions-event-source';
import { installBrowserGlobals, sleep } from './browser-globals';

const encoder = new TextEncoder();

function streamFetch( frames: string[] ) {
	return jest.fn( async () => {
		const body = new ReadableStream< Uint8Array >( {
			start( controller ) {
				for ( const frame of frames ) {
					controller.enqueue( encoder.encode( frame ) );
				}
				controller.close();
			},
		} );
		return new Response( body, {
			headers: { 'Content-Type': 'text/event-stream' },
		} );
	} );
}

function jsonFetch( status: number, body: unknown ) {
	return jest.fn(
		async () =>
			new Response( JSON.stringify( body ), {
				status,
				headers: { 'Content-Type': 'application/json' },
			} )
	);
}

function run( fetch: ReturnType< typeof jest.fn > ) {
	const source = new SuggestionsEventSource( {
		prompt: 'Hello?',
		token: 'secret',
		fetch: fetch as never,
	} );
	const events: Array< { type: SuggestionsEventType; detail: unknown } > = [];
	const types: SuggestionsEventType[] = [
		'tool',
		'done',
		'error',
		'error_response',
		'error_service_unavailable',
	];
	for ( const type of types ) {
		source.addEventListener( type, ( event ) =>
			events.push( { type, detail: ( event as CustomEvent ).detail } )
		);
	}
	const ended = new Promise< void >( ( resolve ) => {
		source.addEventListener( 'done', () => resolve(), { once: true } );
		source.addEventListener( 'error', () => resolve(), { once: true } );
	} ).then( () => sleep( 10 ) );
	return { source, events, ended };
}

beforeAll( () => {
	installBrowserGlobals();
	( globalThis as unknown as { location: unknown } ).location = {
		origin: 'https://site.example',
	};
} );

afterEach( () => setAiClientConfig( null ) );

describe( 'the printed model status', () => {
	it( 'reads a page without the field as configured (an older page), with the settings screen as setup URL', () => {
		setAiClientConfig( { apiRoot: 'https://ai.example/' } );
		expect( getAiModelStatus() ).toEqual( {
			configured: true,
			source: null,
			canSetUp: false,
			setupUrl: `https://site.example/wp-admin/${ AI_SETTINGS_PATH }`,
			largerModel: false,
		} );
	} );

	it( 'reads the printed status, with a relative setup URL made absolute', () => {
		setAiClientConfig( {
			model: {
				configured: false,
				source: null,
				canSetUp: true,
				setupUrl: 'options-general.php?page=jetpack-blocks-ai',
				largerModel: 'yes',
			},
		} );
		expect( getAiModelStatus() ).toEqual( {
			configured: false,
			source: null,
			canSetUp: true,
			setupUrl:
				'https://site.example/wp-admin/options-general.php?page=jetpack-blocks-ai',
			largerModel: false,
		} );
		setAiClientConfig( {
			model: {
				configured: true,
				source: 'wp-ai-client',
				setupUrl: 'https://other.example/wp-admin/x.php',
			},
		} );
		expect( getAiModelStatus() ).toMatchObject( {
			configured: true,
			source: 'wp-ai-client',
			canSetUp: false,
			setupUrl: 'https://other.example/wp-admin/x.php',
		} );
	} );

	it( 'reads the tools with safe defaults and keeps only well-formed pairs', () => {
		expect( getAiOfflineTools() ).toEqual( {
			spelling: false,
			spellingLanguage: '',
			translation: [],
			keySentences: false,
			transcription: false,
		} );
		setAiClientConfig( {
			tools: {
				spelling: true,
				spellingLanguage: 'en_US',
				translation: [ 'en-es', 'es-en', 'bogus', 4 ],
				keySentences: true,
				transcription: 'yes',
			},
			siteLanguage: 'es_ES',
		} );
		expect( getAiOfflineTools() ).toEqual( {
			spelling: true,
			spellingLanguage: 'en_US',
			translation: [ 'en-es', 'es-en' ],
			keySentences: true,
			transcription: false,
		} );
		expect( getSiteLanguage() ).toBe( 'es_ES' );
		expect( primaryLanguage( getSiteLanguage() ) ).toBe( 'es' );
		expect( primaryLanguage( 'pt-BR' ) ).toBe( 'pt' );
	} );
} );

describe( 'the server says there is no model', () => {
	it( 'a 503 error_ai_not_configured is an error_response with the setup text, not retryable, and marks the page', async () => {
		setAiClientConfig( {
			apiRoot: 'https://ai.example/',
			model: { configured: true },
		} );
		const listener = jest.fn();
		const unsubscribe = subscribeAiModelStatus( listener );
		const { events, ended } = run(
			jsonFetch( 503, {
				code: 'error_ai_not_configured',
				message: 'No AI model is set up for this site.',
			} )
		);
		await ended;
		unsubscribe();
		const error = events.find( ( event ) => event.type === 'error' );
		expect( error?.detail ).toMatchObject( {
			code: 'error_ai_not_configured',
			message: 'No AI model is set up for this site.',
			retryable: false,
		} );
		expect(
			events.some(
				( event ) => event.type === 'error_service_unavailable'
			)
		).toBe( false );
		expect( isAiModelConfigured() ).toBe( false );
		expect( listener ).toHaveBeenCalled();
	} );

	it( 'a 503 error_capability_unsupported carries the server message', async () => {
		setAiClientConfig( { apiRoot: 'https://ai.example/' } );
		const { events, ended } = run(
			jsonFetch( 503, {
				code: 'error_capability_unsupported',
				message: 'The AI service cannot make images.',
			} )
		);
		await ended;
		expect(
			events.find( ( event ) => event.type === 'error' )?.detail
		).toMatchObject( {
			code: 'error_capability_unsupported',
			message: 'The AI service cannot make images.',
			retryable: false,
		} );
	} );

	it( 'any other 503 stays the retryable service-unavailable error', async () => {
		setAiClientConfig( { apiRoot: 'https://ai.example/' } );
		const { events, ended } = run(
			jsonFetch( 503, { code: 'upstream_down', message: 'x' } )
		);
		await ended;
		expect(
			events.find( ( event ) => event.type === 'error' )?.detail
		).toMatchObject( {
			code: 'error_service_unavailable',
			retryable: true,
		} );
		expect( isAiModelConfigured() ).toBe( true );
	} );

	it( 'markAiModelMissing overrides a page that said configured', () => {
		setAiClientConfig( { model: { configured: true } } );
		markAiModelMissing();
		expect( isAiModelConfigured() ).toBe( false );
	} );
} );

describe( "the offline tool's attribution", () => {
	it( 'is read from the first frame and kept by the stream', async () => {
		setAiClientConfig( { apiRoot: 'https://ai.example/' } );
		const tool = {
			id: 'hunspell',
			label: 'Spelling corrected offline with Hunspell',
		};
		const { source, events, ended } = run(
			streamFetch( [
				`data: ${ JSON.stringify( {
					choices: [ { index: 0, delta: { content: 'The bees' } } ],
					jetpack_blocks_tool: tool,
				} ) }\n\n`,
				`data: ${ JSON.stringify( {
					choices: [ { delta: { content: ' dance.' } } ],
				} ) }\n\n`,
				'data: [DONE]\n\n',
			] )
		);
		await ended;
		expect( events.filter( ( event ) => event.type === 'tool' ) ).toEqual( [
			{ type: 'tool', detail: tool },
		] );
		expect( source.tool ).toEqual( tool );
		expect(
			events.find( ( event ) => event.type === 'done' )?.detail
		).toBe( 'The bees dance.' );
	} );

	it( 'is absent from a model answer', async () => {
		setAiClientConfig( { apiRoot: 'https://ai.example/' } );
		const { source, events, ended } = run(
			streamFetch( [
				`data: ${ JSON.stringify( {
					choices: [ { delta: { content: 'Hi' } } ],
				} ) }\n\n`,
				'data: [DONE]\n\n',
			] )
		);
		await ended;
		expect( events.some( ( event ) => event.type === 'tool' ) ).toBe(
			false
		);
		expect( source.tool ).toBeNull();
	} );
} );
