/**
 * The block's editor rules (spec 000) and its state without a model (issue 19), through its edit
 * UI. The stream is a stand-in at askQuestion (the network boundary of the request controller); the
 * stores and the prompt control are real.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { createElement, RawHTML, useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import type { BlockEditProps } from '@wordpress/blocks';
import { askQuestion } from '../../../shared/ai-client/ask-question';
import { setAiClientConfig } from '../../../shared/ai-client/config';
import type {
	SuggestionsEventMap,
	SuggestionsEventSource,
	SuggestionsEventType,
} from '../../../shared/ai-client/suggestions-event-source';
import type { ChatMessage } from '../../../shared/ai-client';
import Edit, { INSERT_FOCUS_DELAY_MS } from '../edit';
import type { AiAssistantAttributes } from '../types';
import { dispatch } from '@wordpress/data';
import { store as aiUsageStore } from '../../../stores/ai-usage';
import { mapAiAssistantFeature } from '../../../stores/ai-usage/map-feature';

jest.mock( '@wordpress/block-editor', () => ( {
	store: 'core/block-editor',
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	BlockControls: ( { children }: { children: ReactNode } ) => (
		<div data-testid="toolbar">{ children }</div>
	),
	InspectorControls: ( { children }: { children: ReactNode } ) => (
		<div data-testid="inspector">{ children }</div>
	),
} ) );

const mockActions = {
	replaceBlocks: jest.fn(),
	removeBlock: jest.fn(),
	editPost: jest.fn(),
	setRequireUpgrade: jest.fn(),
};
// The editor's own stores are not here: their actions are stand-ins, the rest of data is real.
jest.mock( '@wordpress/data', () => {
	const actual = jest.requireActual( '@wordpress/data' );
	const overrides: Record< string, unknown > = {
		useDispatch: () => mockActions,
	};
	return new Proxy( actual, {
		get: ( target, key: string ) =>
			key in overrides ? overrides[ key ] : target[ key ],
	} );
} );

jest.mock( '../../../shared/ai-client/ask-question', () => ( {
	askQuestion: jest.fn(),
} ) );
const mockedAsk = askQuestion as jest.MockedFunction< typeof askQuestion >;

/** The stream as the controller listens to it; the test sends its events. */
class FakeSource extends EventTarget {
	close = jest.fn();
	on< K extends SuggestionsEventType >(
		type: K,
		listener: ( detail: SuggestionsEventMap[ K ] ) => void
	) {
		const handler = ( event: Event ) =>
			listener( ( event as CustomEvent ).detail );
		this.addEventListener( type, handler );
		return () => this.removeEventListener( type, handler );
	}
	send< K extends SuggestionsEventType >(
		type: K,
		detail: SuggestionsEventMap[ K ]
	) {
		act( () => {
			this.dispatchEvent( new CustomEvent( type, { detail } ) );
		} );
	}
}
let sources: FakeSource[] = [];
const lastSource = () => sources[ sources.length - 1 ] as FakeSource;

const fetchSpy = jest.fn();

/** The core blocks an answer becomes (the editor registers them from WordPress). */
function registerTextBlocks(): void {
	if ( getBlockType( 'core/paragraph' ) ) {
		return;
	}
	registerBlockType< { content: string } >( 'core/paragraph', {
		apiVersion: 3,
		title: 'Paragraph',
		category: 'text',
		attributes: { content: { type: 'string' } },
		transforms: {
			from: [
				{
					type: 'raw',
					selector: 'p',
					transform: ( node: Node ) =>
						createBlock( 'core/paragraph', {
							content: ( node as HTMLElement ).innerHTML,
						} ),
				},
			],
		},
		save: ( { attributes }: { attributes: { content: string } } ) =>
			createElement( RawHTML, null, `<p>${ attributes.content }</p>` ),
	} as never );
	for ( const name of [ 'core/html', 'core/missing' ] ) {
		registerBlockType( name, {
			apiVersion: 3,
			title: name,
			category: 'text',
			attributes: { content: { type: 'string' } },
			save: () => null,
		} as never );
	}
}

beforeAll( () => {
	registerTextBlocks();
	apiFetch.setFetchHandler( async ( options ) => {
		fetchSpy( options );
		const path = String( options.path ?? options.url ?? '' );
		if ( /ai-assistant-feature/.test( path ) ) {
			return { 'requests-count': 3, 'requests-limit': 20 };
		}
		return {
			currentUser: { isConnected: true, permissions: {} },
			isUserConnected: true,
		};
	} );
} );

beforeEach( () => {
	// WordPress's paste handler, which turns an answer into blocks, logs each step in development.
	Object.assign( console, { log: () => undefined } );
	jest.clearAllMocks();
	sources = [];
	mockedAsk.mockImplementation( async () => {
		const source = new FakeSource();
		sources.push( source );
		return source as unknown as SuggestionsEventSource;
	} );
	setAiClientConfig( { requiresConnection: false } );
} );
afterEach( () => setAiClientConfig( null ) );

const DEFAULTS: AiAssistantAttributes = {
	userPrompt: '',
	requestingState: 'init',
	messages: [],
	originalMessages: [],
	useGutenbergSyntax: false,
	useGpt4: false,
	customSystemPrompt: '',
};

function Harness( {
	initial,
	isSelected = false,
}: {
	initial: Partial< AiAssistantAttributes >;
	isSelected?: boolean;
} ) {
	const [ attributes, setState ] = useState< AiAssistantAttributes >( {
		...DEFAULTS,
		...initial,
	} );
	return (
		<Edit
			clientId="ai"
			attributes={ attributes }
			setAttributes={ (
				next:
					| Partial< AiAssistantAttributes >
					| ( (
							previous: AiAssistantAttributes
					  ) => Partial< AiAssistantAttributes > )
			) =>
				setState( ( current ) => ( {
					...current,
					...( typeof next === 'function' ? next( current ) : next ),
				} ) )
			}
			isSelected={ isSelected }
			{ ...( {} as Omit<
				BlockEditProps< AiAssistantAttributes >,
				'clientId' | 'attributes' | 'setAttributes' | 'isSelected'
			> ) }
		/>
	);
}

const renderBlock = (
	initial: Partial< AiAssistantAttributes > = {},
	isSelected = false
) => render( <Harness initial={ initial } isSelected={ isSelected } /> );

const flush = () => act( async () => {} );

/** A history of `count` messages, user and assistant in turn. */
function history( count: number ): ChatMessage[] {
	return Array.from( { length: count }, ( __unused, index ) => ( {
		role: index % 2 ? 'assistant' : 'user',
		content: `message ${ index }`,
	} ) );
}

describe( 'without a model', () => {
	beforeEach( () =>
		setAiClientConfig( {
			requiresConnection: false,
			model: { configured: false, canSetUp: true },
			tools: {
				spelling: true,
				translation: [ 'es-en' ],
				keySentences: true,
			},
			siteLanguage: 'es_ES',
		} )
	);

	it( 'shows the setup state, disables the prompt and sends nothing', async () => {
		renderBlock( { content: 'Las abejas bailan.' } );
		expect(
			screen.getByText( 'No AI model is set up for this site.' )
		).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: /^Set up AI/ } )
		).toBeTruthy();
		const prompt = screen.getByRole( 'textbox' );
		expect( prompt.hasAttribute( 'disabled' ) ).toBe( true );

		// The image generator is off too.
		const image = screen.getByRole( 'button', { name: 'Generate image' } );
		await userEvent.click( image );
		await flush();
		expect( mockedAsk ).not.toHaveBeenCalled();
		expect(
			fetchSpy.mock.calls.some( ( [ options ] ) =>
				/images|jetpack-ai-query/.test(
					String( options.path ?? options.url )
				)
			)
		).toBe( false );
	} );

	it( 'offers only the offline tools, with reasons for the others', async () => {
		renderBlock( { content: 'Las abejas bailan.' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'AI tools' } )
		);
		const item = ( name: RegExp ) =>
			screen.getByRole( 'menuitem', { name } );
		expect(
			item( /^Key sentences/ ).getAttribute( 'aria-disabled' )
		).not.toBe( 'true' );
		expect(
			item( /^Correct spelling and grammar/ ).getAttribute(
				'aria-disabled'
			)
		).not.toBe( 'true' );
		const continueItem = item( /^Continue writing/ );
		expect(
			continueItem.hasAttribute( 'disabled' ) ||
				continueItem.getAttribute( 'aria-disabled' ) === 'true'
		).toBe( true );
		expect( continueItem.textContent ).toContain(
			'No AI model is set up for this site.'
		);
		await userEvent.click( continueItem );
		expect( mockedAsk ).not.toHaveBeenCalled();

		// Key sentences is sent (the server's offline tool answers it).
		await userEvent.click( item( /^Key sentences/ ) );
		expect( mockedAsk ).toHaveBeenCalledTimes( 1 );
		const [ messages ] = mockedAsk.mock.calls[ 0 ] as [ ChatMessage[] ];
		expect( messages[ 0 ]?.context?.type ).toBe( 'ai-assistant-summarize' );
	} );

	it( 'translates offline only from the site language to an installed pair, site language first', async () => {
		document.documentElement.lang = 'en-US'; // the user's admin locale: not what counts
		renderBlock( { content: 'Las abejas bailan.' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Translate' } )
		);
		const items = screen.getAllByRole( 'menuitem' );
		expect( items[ 0 ]?.textContent ).toContain( 'Spanish' );
		const english = screen.getByRole( 'menuitem', { name: /^English/ } );
		expect( english.getAttribute( 'aria-disabled' ) ).not.toBe( 'true' );
		const french = screen.getByRole( 'menuitem', { name: /^French/ } );
		expect( french.textContent ).toContain(
			'Translating to French needs an AI model.'
		);
	} );
} );

describe( 'with a model', () => {
	it( 'lists the site language first, not the admin locale', async () => {
		setAiClientConfig( {
			requiresConnection: false,
			siteLanguage: 'de_DE',
		} );
		document.documentElement.lang = 'fr-FR';
		renderBlock( { content: 'Text.' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Translate' } )
		);
		expect( screen.getAllByRole( 'menuitem' )[ 0 ]?.textContent ).toContain(
			'German'
		);
	} );

	it( "shows the offline tool's note next to the answer, and not after Accept", async () => {
		renderBlock( { content: 'Teh bees dnace.' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'AI tools' } )
		);
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: /^Correct spelling/ } )
		);
		await flush();
		lastSource().send( 'response_start', null );
		lastSource().send( 'tool', {
			id: 'hunspell',
			label: 'Spelling corrected offline with Hunspell',
		} );
		lastSource().send( 'suggestion', 'The bees dance.' );
		lastSource().send( 'done', 'The bees dance.' );
		expect( screen.getByText( 'The bees dance.' ) ).toBeTruthy();
		expect(
			screen.getByText( 'Spelling corrected offline with Hunspell' )
		).toBeTruthy();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Accept' } )
		);
		expect( mockActions.replaceBlocks ).toHaveBeenCalled();
		expect(
			screen.queryByText( 'Spelling corrected offline with Hunspell' )
		).toBeNull();
	} );

	it( 'Retry after a network failure sends the history trimmed by 8', async () => {
		renderBlock( { content: 'Draft.', messages: history( 12 ) } );
		await userEvent.type( screen.getByRole( 'textbox' ), 'Shorter please' );
		await userEvent.keyboard( '{Enter}' );
		await flush();
		const first = mockedAsk.mock.calls[ 0 ]?.[ 0 ] as ChatMessage[];
		expect( first ).toHaveLength( 1 + 12 + 1 );

		lastSource().send( 'error', {
			code: 'error_network',
			message:
				'It was not possible to process your request. Mind trying again?',
			severity: 'info',
			retryable: true,
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Retry' } )
		);
		await flush();
		const retried = mockedAsk.mock.calls[ 1 ]?.[ 0 ] as ChatMessage[];
		// system + the 4 newest messages + the prompt.
		expect( retried ).toHaveLength( 1 + 4 + 1 );
		expect( retried.slice( 1, 5 ) ).toEqual( history( 12 ).slice( 8 ) );
		expect( retried[ 5 ] ).toEqual( {
			role: 'user',
			content: 'Shorter please',
		} );
	} );

	it( 'moves focus to the prompt 300 ms after the block is inserted', () => {
		jest.useFakeTimers();
		try {
			renderBlock( {}, true );
			const prompt = screen.getByRole( 'textbox' );
			act( () => jest.advanceTimersByTime( INSERT_FOCUS_DELAY_MS - 1 ) );
			expect( prompt.ownerDocument.activeElement ).not.toBe( prompt );
			act( () => jest.advanceTimersByTime( 1 ) );
			expect( prompt.ownerDocument.activeElement ).toBe( prompt );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'leaves focus alone for a block opened with the post', () => {
		jest.useFakeTimers();
		try {
			renderBlock( { content: 'Old text.' }, true );
			const prompt = screen.getByRole( 'textbox' );
			act( () => jest.advanceTimersByTime( 1000 ) );
			expect( prompt.ownerDocument.activeElement ).not.toBe( prompt );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'shows the upgrade banner when the usage store requires one (as after a reload)', async () => {
		act( () => {
			dispatch( aiUsageStore ).storeAiAssistantFeature(
				mapAiAssistantFeature( {
					'requests-count': 20,
					'requests-limit': 20,
					'site-require-upgrade': true,
				} )
			);
		} );
		renderBlock( { content: 'Draft.' } );
		expect(
			await screen.findByText( /You have 0 free requests remaining\./ )
		).toBeTruthy();
	} );

	it( 'shows the free-tier upgrade footer on the first request, and when the remaining count is a multiple of 5', async () => {
		act( () => {
			dispatch( aiUsageStore ).storeAiAssistantFeature(
				mapAiAssistantFeature( { 'requests-count': 1 } )
			);
		} );
		const { unmount } = renderBlock( { content: 'Draft.' } );
		expect(
			await screen.findByText( /You have 19 free requests remaining\./ )
		).toBeTruthy();
		unmount();
		act( () => {
			dispatch( aiUsageStore ).storeAiAssistantFeature(
				mapAiAssistantFeature( { 'requests-count': 3 } )
			);
		} );
		renderBlock( { content: 'Draft.' } );
		expect( screen.queryByText( /free requests? remaining/ ) ).toBeNull();
	} );
} );
