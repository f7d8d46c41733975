import { act, renderHook } from '@testing-library/react';
import { askQuestion } from '../ask-question';
import type {
	SuggestionsEventMap,
	SuggestionsEventSource,
	SuggestionsEventType,
} from '../suggestions-event-source';
import { useAiSuggestions } from '../use-ai-suggestions';

jest.mock( '../ask-question', () => ( { askQuestion: jest.fn() } ) );

const mockedAskQuestion = askQuestion as jest.MockedFunction<
	typeof askQuestion
>;

/** Stands in for the stream: the test decides which events arrive. */
class FakeSource extends EventTarget {
	closed = false;
	close = jest.fn( () => {
		this.closed = true;
	} );

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

beforeEach( () => {
	sources = [];
	mockedAskQuestion.mockReset();
	mockedAskQuestion.mockImplementation( async () => {
		const source = new FakeSource();
		sources.push( source );
		return source as unknown as SuggestionsEventSource;
	} );
} );

/** Lets the askQuestion promise settle, so the fake source is listened to. */
const flush = () => act( async () => {} );

const latestSource = () => {
	const source = sources[ sources.length - 1 ];
	if ( ! source ) {
		throw new Error( 'No request was made' );
	}
	return source;
};

describe( 'useAiSuggestions', () => {
	it( 'goes init → requesting → suggesting → done, calling back along the way', async () => {
		const onSuggestion = jest.fn();
		const onDone = jest.fn();
		const { result } = renderHook( () =>
			useAiSuggestions( { onSuggestion, onDone } )
		);
		expect( result.current.requestingState ).toBe( 'init' );
		expect( result.current.suggestion ).toBe( '' );

		act( () => result.current.request( 'Write a haiku', { postId: 3 } ) );
		expect( result.current.requestingState ).toBe( 'requesting' );
		expect( mockedAskQuestion ).toHaveBeenCalledWith( 'Write a haiku', {
			postId: 3,
		} );
		await flush();

		latestSource().send( 'suggestion', 'Old pond' );
		expect( result.current.requestingState ).toBe( 'suggesting' );
		expect( result.current.suggestion ).toBe( 'Old pond' );
		latestSource().send( 'suggestion', 'Old pond, frog' );
		latestSource().send( 'done', 'Old pond, frog jumps in' );

		expect( result.current.requestingState ).toBe( 'done' );
		expect( result.current.suggestion ).toBe( 'Old pond, frog jumps in' );
		expect( result.current.error ).toBeUndefined();
		expect( onSuggestion.mock.calls ).toEqual( [
			[ 'Old pond' ],
			[ 'Old pond, frog' ],
		] );
		expect( onDone ).toHaveBeenCalledWith( 'Old pond, frog jumps in' );
		expect( latestSource().close ).toHaveBeenCalled();
	} );

	it( 'stop keeps the text received so far', async () => {
		const onStop = jest.fn();
		const { result } = renderHook( () => useAiSuggestions( { onStop } ) );
		act( () => result.current.request( 'Go' ) );
		await flush();
		latestSource().send( 'suggestion', 'Partial' );

		act( () => result.current.stopSuggestion() );

		expect( result.current.requestingState ).toBe( 'done' );
		expect( result.current.suggestion ).toBe( 'Partial' );
		expect( onStop ).toHaveBeenCalledWith( 'Partial' );
		expect( latestSource().close ).toHaveBeenCalled();
		// Late events of the stopped stream change nothing.
		latestSource().send( 'suggestion', 'Partial and more' );
		expect( result.current.suggestion ).toBe( 'Partial' );
	} );

	it( 'an error closes the stream and keeps the text; reset clears everything', async () => {
		const onError = jest.fn();
		const { result } = renderHook( () => useAiSuggestions( { onError } ) );
		act( () => result.current.request( 'Go' ) );
		await flush();
		latestSource().send( 'suggestion', 'Some' );
		const failure = {
			code: 'error_quota_exceeded',
			message: 'You have reached the limit of requests for this site.',
			severity: 'info' as const,
			status: 429,
		};
		latestSource().send( 'error', failure );

		expect( result.current.requestingState ).toBe( 'error' );
		expect( result.current.error ).toEqual( failure );
		expect( result.current.suggestion ).toBe( 'Some' );
		expect( onError ).toHaveBeenCalledWith( failure );
		expect( latestSource().close ).toHaveBeenCalled();

		act( () => result.current.reset() );
		expect( result.current.requestingState ).toBe( 'init' );
		expect( result.current.suggestion ).toBe( '' );
		expect( result.current.error ).toBeUndefined();
	} );

	it( 'closes the stream on unmount', async () => {
		const { result, unmount } = renderHook( () => useAiSuggestions() );
		act( () => result.current.request( 'Go' ) );
		await flush();
		latestSource().send( 'suggestion', 'Text' );

		unmount();

		expect( latestSource().close ).toHaveBeenCalled();
	} );

	it( 'closes a stream that arrives after unmount', async () => {
		let resolve: ( source: SuggestionsEventSource ) => void = () =>
			undefined;
		mockedAskQuestion.mockImplementationOnce(
			() =>
				new Promise( ( done ) => {
					resolve = done;
				} )
		);
		const { result, unmount } = renderHook( () => useAiSuggestions() );
		act( () => result.current.request( 'Go' ) );
		unmount();
		const late = new FakeSource();
		resolve( late as unknown as SuggestionsEventSource );
		await flush();

		expect( late.close ).toHaveBeenCalled();
	} );

	it( 'requests the prompt by itself with autoRequest, with the ask options', async () => {
		const { result, rerender } = renderHook(
			( { prompt }: { prompt: string } ) =>
				useAiSuggestions( {
					prompt,
					autoRequest: true,
					askQuestionOptions: { feature: 'ai-assistant' },
				} ),
			{ initialProps: { prompt: 'First' } }
		);
		await flush();
		expect( mockedAskQuestion ).toHaveBeenCalledWith( 'First', {
			feature: 'ai-assistant',
		} );
		expect( result.current.requestingState ).toBe( 'requesting' );

		rerender( { prompt: 'First' } );
		expect( mockedAskQuestion ).toHaveBeenCalledTimes( 1 );

		rerender( { prompt: 'Second' } );
		await flush();
		expect( mockedAskQuestion ).toHaveBeenCalledTimes( 2 );
		expect( sources[ 0 ]?.close ).toHaveBeenCalled();
	} );

	it( 'request() without arguments uses the prompt option; nothing happens without a prompt', async () => {
		const { result, rerender } = renderHook(
			( { prompt }: { prompt?: string } ) =>
				useAiSuggestions( { prompt } ),
			{ initialProps: {} }
		);
		act( () => result.current.request() );
		expect( mockedAskQuestion ).not.toHaveBeenCalled();
		expect( result.current.requestingState ).toBe( 'init' );

		rerender( { prompt: 'From props' } );
		act( () => result.current.request() );
		await flush();
		expect( mockedAskQuestion ).toHaveBeenCalledWith( 'From props', {} );
	} );

	it( 'a new request replaces the running one and ignores its events', async () => {
		const { result } = renderHook( () => useAiSuggestions() );
		act( () => result.current.request( 'One' ) );
		await flush();
		const first = latestSource();
		first.send( 'suggestion', 'From one' );

		act( () => result.current.request( 'Two' ) );
		await flush();
		expect( first.close ).toHaveBeenCalled();
		expect( result.current.suggestion ).toBe( '' );

		first.send( 'done', 'From one, finished' );
		expect( result.current.requestingState ).toBe( 'requesting' );
		latestSource().send( 'done', 'From two' );
		expect( result.current.suggestion ).toBe( 'From two' );
		expect( result.current.requestingState ).toBe( 'done' );
	} );

	it( 'a function call ends the request', async () => {
		const onFunctionDone = jest.fn();
		const { result } = renderHook( () =>
			useAiSuggestions( { onFunctionDone } )
		);
		act( () => result.current.request( 'Title please' ) );
		await flush();
		latestSource().send( 'function_done', {
			name: 'set_title',
			arguments: '{}',
		} );

		expect( result.current.requestingState ).toBe( 'done' );
		expect( onFunctionDone ).toHaveBeenCalledWith( {
			name: 'set_title',
			arguments: '{}',
		} );
	} );
} );
