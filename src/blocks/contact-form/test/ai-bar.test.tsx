/**
 * The form's AI bar and the spec's editor rules (spec 000): focus 100 ms after it opens, Retry for
 * retryable errors, the setup state without a model, a feature error that says why, and a function
 * call merged into the form. The editor's block store is a small stand-in holding the form's fields;
 * the stream is a stand-in at askQuestion.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { createReduxStore, register } from '@wordpress/data';
import type { ReactNode } from 'react';
import { askQuestion } from '../../../shared/ai-client/ask-question';
import { setAiClientConfig } from '../../../shared/ai-client/config';
import type {
	SuggestionsEventMap,
	SuggestionsEventSource,
	SuggestionsEventType,
} from '../../../shared/ai-client/suggestions-event-source';
import { registerBlockFolder } from '../../../shared/register-block';
import * as fieldName from '../../field-name';
import FormAiBar, { OPEN_FOCUS_DELAY_MS } from '../ai-bar';

jest.mock( '@wordpress/block-editor', () => ( {
	store: 'test/block-editor',
	BlockControls: ( { children }: { children: ReactNode } ) => children,
} ) );

jest.mock( '../../../shared/ai-client/ask-question', () => ( {
	askQuestion: jest.fn(),
} ) );
const mockedAsk = askQuestion as jest.MockedFunction< typeof askQuestion >;

const FIELDS = [
	{
		clientId: 'name',
		name: 'jetpack/field-name',
		attributes: { label: 'Name', required: true },
	},
	{
		clientId: 'msg',
		name: 'jetpack/field-textarea',
		attributes: { label: 'Message' },
	},
];
const calls: Array< [ string, unknown[] ] > = [];
const record =
	( type: string ) =>
	( ...args: unknown[] ) => {
		calls.push( [ type, args ] );
		return { type: 'NOOP' };
	};
register(
	createReduxStore( 'test/block-editor', {
		reducer: ( state = FIELDS ) => state,
		selectors: { getBlocks: ( state: typeof FIELDS ) => state },
		actions: {
			updateBlockAttributes: record( 'update' ),
			replaceBlock: record( 'replace' ),
			removeBlocks: record( 'remove' ),
			insertBlocks: record( 'insert' ),
		},
	} )
);

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
const flush = () => act( async () => {} );

beforeAll( () => {
	// The field types the merge may use are the registered ones.
	registerBlockFolder( fieldName );
	apiFetch.setFetchHandler( async ( options ) =>
		/ai-assistant-feature/.test( String( options.path ) )
			? { 'requests-count': 3 }
			: { currentUser: { isConnected: true, permissions: {} } }
	);
} );

beforeEach( () => {
	calls.length = 0;
	sources = [];
	mockedAsk.mockReset();
	mockedAsk.mockImplementation( async () => {
		const source = new FakeSource();
		sources.push( source );
		return source as unknown as SuggestionsEventSource;
	} );
	window.matchMedia = ( () => ( {
		matches: false,
		addEventListener: () => undefined,
		removeEventListener: () => undefined,
	} ) ) as unknown as typeof window.matchMedia;
} );
afterEach( () => setAiClientConfig( null ) );

function renderBar(
	props: Partial< Parameters< typeof FormAiBar >[ 0 ] > = {}
) {
	return render(
		<FormAiBar
			clientId="form"
			onClose={ () => undefined }
			canRequest
			{ ...props }
		/>
	);
}

/** Renders the bar and lets the stores' first answers arrive. */
async function renderReady(
	props: Partial< Parameters< typeof FormAiBar >[ 0 ] > = {}
) {
	const view = renderBar( props );
	await flush();
	return view;
}

async function ask( text: string ) {
	await userEvent.type( screen.getByRole( 'textbox' ), text );
	await userEvent.keyboard( '{Enter}' );
	await flush();
}

describe( 'the form AI bar', () => {
	it( 'offers Retry after a network failure and sends the same request again', async () => {
		await renderReady();
		await ask( 'Add a phone field' );
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
		expect( mockedAsk ).toHaveBeenCalledTimes( 2 );
		expect( mockedAsk.mock.calls[ 1 ] ).toEqual(
			mockedAsk.mock.calls[ 0 ]
		);
	} );

	it( 'offers no Retry for an error the user must change something for', async () => {
		await renderReady();
		await ask( 'Add a phone field' );
		lastSource().send( 'error', {
			code: 'error_moderation',
			message: 'Flagged.',
			severity: 'info',
			retryable: false,
		} );
		expect( screen.getByText( 'Flagged.' ) ).toBeTruthy();
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );

	it( 'without a model: the setup state, and nothing is sent', async () => {
		setAiClientConfig( { model: { configured: false, canSetUp: false } } );
		renderBar();
		expect(
			screen.getByText( 'No AI model is set up for this site.' )
		).toBeTruthy();
		expect(
			screen.getByText( 'Ask an administrator to set one up.' )
		).toBeTruthy();
		expect( screen.getByRole( 'textbox' ).hasAttribute( 'disabled' ) ).toBe(
			true
		);
		expect( mockedAsk ).not.toHaveBeenCalled();
	} );

	it( 'says why the prompt is off when the usage feature reports an error code', () => {
		renderBar( {
			canRequest: false,
			featureError: { message: 'AI is disabled for this site.' },
		} );
		expect(
			screen.getByText( 'AI is disabled for this site.' )
		).toBeTruthy();
		expect( screen.getByRole( 'textbox' ).hasAttribute( 'disabled' ) ).toBe(
			true
		);
	} );

	it( 'merges the function call into the form: the named changes only', async () => {
		await renderReady();
		await ask( 'Add a phone field and make the message required' );
		const [ messages, options ] = mockedAsk.mock.calls[ 0 ] as unknown as [
			Array< { content: string } >,
			{ functions: Array< { name: string } > },
		];
		expect( messages[ 0 ]?.content ).toContain( '"id":"field-2"' );
		expect( options.functions[ 0 ]?.name ).toBe( 'update_form_fields' );

		lastSource().send( 'function_done', {
			name: 'update_form_fields',
			arguments: JSON.stringify( {
				fields: [
					{ id: 'field-2', required: true },
					{ type: 'name', label: 'Phone' },
				],
			} ),
		} );
		expect( calls ).toEqual( [
			[ 'update', [ 'msg', { label: 'Message', required: true } ] ],
			[
				'insert',
				[
					[
						expect.objectContaining( {
							name: 'jetpack/field-name',
							attributes: expect.objectContaining( {
								label: 'Phone',
							} ),
						} ),
					],
					undefined,
					'form',
					false,
				],
			],
		] );
		expect(
			screen.getByText(
				'The form was updated: 1 added, 1 changed, 0 removed. The other fields were kept.'
			)
		).toBeTruthy();
	} );
	// Last: the stores have their answers by now, so no fetch runs under fake timers.
	it( 'moves focus to the prompt 100 ms after it opens', () => {
		jest.useFakeTimers();
		try {
			renderBar();
			const prompt = screen.getByRole( 'textbox' );
			act( () => jest.advanceTimersByTime( OPEN_FOCUS_DELAY_MS - 1 ) );
			expect( prompt.ownerDocument.activeElement ).not.toBe( prompt );
			act( () => jest.advanceTimersByTime( 1 ) );
			expect( prompt.ownerDocument.activeElement ).toBe( prompt );
		} finally {
			jest.useRealTimers();
		}
	} );
} );
