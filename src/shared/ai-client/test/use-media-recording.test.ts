import { act, renderHook } from '@testing-library/react';
import {
	formatDuration,
	useMediaRecording,
	type MediaRecordingOptions,
} from '../use-media-recording';

class FakeTrack {
	readyState: MediaStreamTrackState = 'live';
	stop = jest.fn( () => {
		this.readyState = 'ended';
	} );
}

class FakeStream {
	track = new FakeTrack();
	getTracks() {
		return [ this.track ];
	}
}

class FakeRecorder {
	static instances: FakeRecorder[] = [];
	static isTypeSupported = jest.fn( () => true );

	state: RecordingState = 'inactive';
	mimeType: string;
	ondataavailable: ( ( event: { data: Blob } ) => void ) | null = null;
	onstop: ( () => void ) | null = null;
	onerror: ( () => void ) | null = null;

	constructor(
		readonly stream: FakeStream,
		options?: { mimeType?: string }
	) {
		this.mimeType = options?.mimeType ?? '';
		FakeRecorder.instances.push( this );
	}

	start = jest.fn( () => {
		this.state = 'recording';
	} );
	pause = jest.fn( () => {
		this.state = 'paused';
	} );
	resume = jest.fn( () => {
		this.state = 'recording';
	} );
	// Like browsers: the last chunk and `stop` arrive after the call returns.
	stop = jest.fn( () => {
		this.state = 'inactive';
		void Promise.resolve().then( () => {
			this.emit( 'last' );
			this.onstop?.();
		} );
	} );

	emit( text: string ) {
		this.ondataavailable?.( { data: new Blob( [ text ] ) } );
	}
}

type RecordingState = 'inactive' | 'recording' | 'paused';

let streams: FakeStream[];
let getUserMedia: jest.Mock;

const lastRecorder = () =>
	FakeRecorder.instances[ FakeRecorder.instances.length - 1 ] as FakeRecorder;

beforeEach( () => {
	jest.useFakeTimers();
	FakeRecorder.instances = [];
	streams = [];
	getUserMedia = jest.fn( async () => {
		const stream = new FakeStream();
		streams.push( stream );
		return stream;
	} );
	Object.defineProperty( navigator, 'mediaDevices', {
		configurable: true,
		value: { getUserMedia },
	} );
	( globalThis as { MediaRecorder?: unknown } ).MediaRecorder = FakeRecorder;
} );

afterEach( () => {
	jest.useRealTimers();
} );

function renderRecorder( options: MediaRecordingOptions = {} ) {
	return renderHook( () => useMediaRecording( options ) );
}

describe( 'formatDuration', () => {
	it( 'shows minutes and two-digit seconds', () => {
		expect( formatDuration( 0 ) ).toBe( '0:00' );
		expect( formatDuration( 9999 ) ).toBe( '0:09' );
		expect( formatDuration( 65000 ) ).toBe( '1:05' );
		expect( formatDuration( 25 * 60 * 1000 ) ).toBe( '25:00' );
	} );
} );

describe( 'useMediaRecording', () => {
	it( 'starts inactive and records audio/webm from the microphone', async () => {
		const { result } = renderRecorder();
		expect( result.current.state ).toBe( 'inactive' );
		expect( result.current.durationLabel ).toBe( '0:00' );

		await act( () => result.current.start() );

		expect( getUserMedia ).toHaveBeenCalledWith( { audio: true } );
		expect( lastRecorder().mimeType ).toBe( 'audio/webm' );
		expect( lastRecorder().start ).toHaveBeenCalledWith( undefined );
		expect( result.current.state ).toBe( 'recording' );
	} );

	it( 'raises a timeslice under 100 ms to 100', async () => {
		const { result } = renderRecorder( { timeslice: 20 } );
		await act( () => result.current.start() );
		expect( lastRecorder().start ).toHaveBeenCalledWith( 100 );

		act( () => result.current.stop() );
		await act( async () => undefined );
		await act( () => result.current.start( 1000 ) );
		expect( lastRecorder().start ).toHaveBeenCalledWith( 1000 );
	} );

	it( 'counts recording time only: paused time is left out', async () => {
		const { result } = renderRecorder();
		await act( () => result.current.start() );

		act( () => jest.advanceTimersByTime( 3000 ) );
		expect( result.current.duration ).toBe( 3000 );
		expect( result.current.durationLabel ).toBe( '0:03' );

		act( () => result.current.pause() );
		expect( result.current.state ).toBe( 'paused' );
		expect( lastRecorder().pause ).toHaveBeenCalled();
		act( () => jest.advanceTimersByTime( 5000 ) );
		expect( result.current.duration ).toBe( 3000 );

		act( () => result.current.resume() );
		expect( result.current.state ).toBe( 'recording' );
		act( () => jest.advanceTimersByTime( 62000 ) );
		expect( result.current.duration ).toBe( 65000 );
		expect( result.current.durationLabel ).toBe( '1:05' );

		act( () => result.current.stop() );
		expect( result.current.duration ).toBe( 65000 );
		await act( async () => undefined ); // the recorder's stop event
		act( () => jest.advanceTimersByTime( 5000 ) );
		expect( result.current.duration ).toBe( 65000 );
	} );

	it( 'builds the Blob from the chunks on stop, hands it to onDone and frees the microphone', async () => {
		const onDone = jest.fn();
		const { result } = renderRecorder( { onDone } );
		expect( result.current.stream ).toBeNull();
		await act( () => result.current.start( 500 ) );
		// The microphone is offered while held (the modal's level meter reads it).
		expect( result.current.stream ).toBe( streams[ 0 ] );
		lastRecorder().emit( 'one' );
		lastRecorder().emit( 'two' );

		act( () => result.current.stop() );
		expect( result.current.state ).toBe( 'inactive' );
		await act( async () => undefined );

		const blob = result.current.blob as Blob;
		expect( blob ).toBeInstanceOf( Blob );
		expect( blob.type ).toBe( 'audio/webm' );
		expect( blob.size ).toBe( 'onetwolast'.length ); // every chunk, the last included
		expect( onDone ).toHaveBeenCalledWith( blob );
		expect( streams[ 0 ]?.track.stop ).toHaveBeenCalled();
		expect( result.current.stream ).toBeNull();
	} );

	it( 'gives the error state and message when the microphone is refused', async () => {
		getUserMedia.mockRejectedValueOnce(
			new DOMException( 'Permission denied', 'NotAllowedError' )
		);
		const onError = jest.fn();
		const { result } = renderRecorder( { onError } );

		await act( () => result.current.start() );

		const message =
			'Access to the microphone was denied. Please allow it in your browser to record.';
		expect( result.current.state ).toBe( 'error' );
		expect( result.current.error ).toBe( message );
		expect( onError ).toHaveBeenCalledWith( message );
		expect( FakeRecorder.instances ).toHaveLength( 0 );
	} );

	it( 'passes on the message of another microphone failure', async () => {
		getUserMedia.mockRejectedValueOnce( new Error( 'Device busy' ) );
		const { result } = renderRecorder();
		await act( () => result.current.start() );
		expect( result.current.error ).toBe( 'Device busy' );
	} );

	it( 'gives the error state when the recorder fails', async () => {
		const onError = jest.fn();
		const { result } = renderRecorder( { onError } );
		await act( () => result.current.start() );
		act( () => lastRecorder().onerror?.() );
		expect( result.current.state ).toBe( 'error' );
		expect( onError ).toHaveBeenCalledWith(
			'The recording stopped unexpectedly.'
		);
		expect( streams[ 0 ]?.track.stop ).toHaveBeenCalled();
	} );

	it( 'reset stops the tracks, clears the recording and asks for the microphone again', async () => {
		const onDone = jest.fn();
		const { result } = renderRecorder( { onDone } );
		await act( () => result.current.start() );
		act( () => jest.advanceTimersByTime( 2000 ) );

		await act( () => result.current.reset() );

		expect( streams[ 0 ]?.track.stop ).toHaveBeenCalled();
		expect( getUserMedia ).toHaveBeenCalledTimes( 2 );
		expect( result.current ).toMatchObject( {
			state: 'inactive',
			blob: null,
			duration: 0,
			error: null,
		} );
		expect( onDone ).not.toHaveBeenCalled();

		// The next recording uses the microphone acquired by the reset.
		await act( () => result.current.start() );
		expect( getUserMedia ).toHaveBeenCalledTimes( 2 );
		expect( lastRecorder().stream ).toBe( streams[ 1 ] );
	} );

	it( 'reset after an error leaves the error state', async () => {
		getUserMedia.mockRejectedValueOnce( new Error( 'Device busy' ) );
		const { result } = renderRecorder();
		await act( () => result.current.start() );
		expect( result.current.state ).toBe( 'error' );

		await act( () => result.current.reset() );
		expect( result.current.state ).toBe( 'inactive' );
		expect( result.current.error ).toBeNull();
	} );

	it( 'ignores pause, resume and stop when they do not apply', async () => {
		const { result } = renderRecorder();
		act( () => {
			result.current.pause();
			result.current.resume();
			result.current.stop();
		} );
		expect( result.current.state ).toBe( 'inactive' );

		await act( () => result.current.start() );
		act( () => result.current.resume() );
		expect( lastRecorder().resume ).not.toHaveBeenCalled();
		await act( () => result.current.start() );
		expect( FakeRecorder.instances ).toHaveLength( 1 );
	} );

	it( 'stops the microphone on unmount without reporting a result', async () => {
		const onDone = jest.fn();
		const { result, unmount } = renderRecorder( { onDone } );
		await act( () => result.current.start() );

		unmount();
		await Promise.resolve();

		expect( streams[ 0 ]?.track.stop ).toHaveBeenCalled();
		expect( lastRecorder().stop ).toHaveBeenCalled();
		expect( onDone ).not.toHaveBeenCalled();
	} );
} );
