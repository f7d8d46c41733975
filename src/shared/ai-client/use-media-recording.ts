/**
 * Microphone recording for voice to content (spec 000 §3 "Recording result", §4 "Recorder", §5, §9):
 * inactive → recording (start) ⇄ paused (pause / resume); stop ends the recording and builds the
 * audio/webm Blob from the recorded chunks; a microphone failure gives the error state. The duration
 * counts recording time only (paused time is excluded).
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

export type RecordingState = 'inactive' | 'recording' | 'paused' | 'error';

export const RECORDING_MIME_TYPE = 'audio/webm';
export const MIN_TIMESLICE_MS = 100;
/** How often the displayed duration is refreshed while recording. */
export const DURATION_TICK_MS = 250;

export interface MediaRecordingOptions {
	/** Milliseconds of audio per recorded chunk (at least 100). */
	timeslice?: number;
	/** Called with the recording once it has stopped. */
	onDone?: ( blob: Blob ) => void;
	/** Called with the message when the microphone or the recorder fails. */
	onError?: ( message: string ) => void;
}

export interface MediaRecording {
	state: RecordingState;
	start: ( timeslice?: number ) => Promise< void >;
	pause: () => void;
	resume: () => void;
	stop: () => void;
	/** Stops the microphone, clears the recording and asks for the microphone again. */
	reset: () => Promise< void >;
	blob: Blob | null;
	/** Recorded milliseconds, paused time excluded. */
	duration: number;
	error: string | null;
	/** The duration as m:ss. */
	durationLabel: string;
	/** The microphone while it is held (for a level meter), else null. */
	stream: MediaStream | null;
}

/** A timeslice of at least 100 ms, or undefined (one chunk at stop). */
export function normalizeTimeslice( timeslice?: number ): number | undefined {
	if ( typeof timeslice !== 'number' || Number.isNaN( timeslice ) ) {
		return undefined;
	}
	return Math.max( MIN_TIMESLICE_MS, timeslice );
}

/** m:ss of a duration in milliseconds. */
export function formatDuration( milliseconds: number ): string {
	const totalSeconds = Math.max( 0, Math.floor( milliseconds / 1000 ) );
	const minutes = Math.floor( totalSeconds / 60 );
	const seconds = totalSeconds % 60;
	return `${ minutes }:${ String( seconds ).padStart( 2, '0' ) }`;
}

function microphoneErrorMessage( error: unknown ): string {
	const name = error instanceof Error ? error.name : '';
	if ( name === 'NotAllowedError' || name === 'SecurityError' ) {
		return __(
			'Access to the microphone was denied. Please allow it in your browser to record.',
			'jetpack-blocks'
		);
	}
	if ( name === 'NotFoundError' ) {
		return __( 'No microphone was found.', 'jetpack-blocks' );
	}
	const message = error instanceof Error ? error.message : '';
	return (
		message ||
		__(
			'The microphone could not be used. Please check that it is connected and allowed for this site.',
			'jetpack-blocks'
		)
	);
}

function recorderErrorMessage(): string {
	return __( 'The recording stopped unexpectedly.', 'jetpack-blocks' );
}

async function acquireMicrophone(): Promise< MediaStream > {
	if (
		typeof navigator === 'undefined' ||
		! navigator.mediaDevices?.getUserMedia ||
		typeof MediaRecorder === 'undefined'
	) {
		// No recording in this browser (or page): the generic microphone message.
		throw new Error();
	}
	return navigator.mediaDevices.getUserMedia( { audio: true } );
}

function stopTracks( stream: MediaStream | null ): void {
	stream?.getTracks().forEach( ( track ) => track.stop() );
}

function isLive( stream: MediaStream | null ): stream is MediaStream {
	return (
		!! stream &&
		stream.getTracks().some( ( track ) => track.readyState !== 'ended' )
	);
}

function createRecorder( stream: MediaStream ): MediaRecorder {
	const supported =
		typeof MediaRecorder.isTypeSupported !== 'function' ||
		MediaRecorder.isTypeSupported( RECORDING_MIME_TYPE );
	return supported
		? new MediaRecorder( stream, { mimeType: RECORDING_MIME_TYPE } )
		: new MediaRecorder( stream );
}

export function useMediaRecording( {
	timeslice,
	onDone,
	onError,
}: MediaRecordingOptions = {} ): MediaRecording {
	const [ state, setState ] = useState< RecordingState >( 'inactive' );
	const [ blob, setBlob ] = useState< Blob | null >( null );
	const [ duration, setDuration ] = useState( 0 );
	const [ error, setError ] = useState< string | null >( null );
	const [ heldStream, setHeldStream ] = useState< MediaStream | null >(
		null
	);

	const streamRef = useRef< MediaStream | null >( null );
	const recorderRef = useRef< MediaRecorder | null >( null );
	const chunksRef = useRef< Blob[] >( [] );
	// Milliseconds recorded in finished segments, and when the current segment started (or null).
	const elapsedRef = useRef( 0 );
	const segmentStartRef = useRef< number | null >( null );
	const tickRef = useRef< number | null >( null );
	const mountedRef = useRef( true );
	const startingRef = useRef( false );

	const callbacksRef = useRef( { onDone, onError, timeslice } );
	callbacksRef.current = { onDone, onError, timeslice };

	const currentDuration = useCallback( () => {
		const start = segmentStartRef.current;
		return elapsedRef.current + ( start === null ? 0 : Date.now() - start );
	}, [] );

	const stopTicking = useCallback( () => {
		if ( tickRef.current !== null ) {
			window.clearInterval( tickRef.current );
			tickRef.current = null;
		}
	}, [] );

	const startTicking = useCallback( () => {
		stopTicking();
		tickRef.current = window.setInterval(
			() => setDuration( currentDuration() ),
			DURATION_TICK_MS
		);
	}, [ currentDuration, stopTicking ] );

	/** Closes the current segment into the elapsed time. */
	const closeSegment = useCallback( () => {
		elapsedRef.current = currentDuration();
		segmentStartRef.current = null;
		stopTicking();
		setDuration( elapsedRef.current );
	}, [ currentDuration, stopTicking ] );

	const fail = useCallback(
		( message: string ) => {
			closeSegment();
			setError( message );
			setState( 'error' );
			callbacksRef.current.onError?.( message );
		},
		[ closeSegment ]
	);

	/** Detaches and stops the recorder without producing a result. */
	const discardRecorder = useCallback( () => {
		const recorder = recorderRef.current;
		recorderRef.current = null;
		if ( ! recorder ) {
			return;
		}
		recorder.ondataavailable = null;
		recorder.onstop = null;
		recorder.onerror = null;
		if ( recorder.state !== 'inactive' ) {
			try {
				recorder.stop();
			} catch {
				// Already stopped.
			}
		}
	}, [] );

	const releaseMicrophone = useCallback( () => {
		stopTracks( streamRef.current );
		streamRef.current = null;
		if ( mountedRef.current ) {
			setHeldStream( null );
		}
	}, [] );

	const start = useCallback(
		async ( startTimeslice?: number ) => {
			const current = recorderRef.current;
			if (
				startingRef.current ||
				( current && current.state !== 'inactive' )
			) {
				return;
			}
			discardRecorder();
			chunksRef.current = [];
			elapsedRef.current = 0;
			segmentStartRef.current = null;
			setBlob( null );
			setDuration( 0 );
			setError( null );

			let stream = streamRef.current;
			if ( ! isLive( stream ) ) {
				startingRef.current = true;
				try {
					stream = await acquireMicrophone();
				} catch ( cause ) {
					if ( mountedRef.current ) {
						fail( microphoneErrorMessage( cause ) );
					}
					return;
				} finally {
					startingRef.current = false;
				}
				if ( ! mountedRef.current ) {
					stopTracks( stream );
					return;
				}
				streamRef.current = stream;
				setHeldStream( stream );
			}

			let recorder: MediaRecorder;
			try {
				recorder = createRecorder( stream );
			} catch ( cause ) {
				fail( microphoneErrorMessage( cause ) );
				return;
			}
			recorderRef.current = recorder;

			recorder.ondataavailable = ( event: BlobEvent ) => {
				if ( event.data && event.data.size > 0 ) {
					chunksRef.current.push( event.data );
				}
			};
			recorder.onstop = () => {
				if ( recorderRef.current !== recorder ) {
					return;
				}
				recorderRef.current = null;
				const result = new Blob( chunksRef.current, {
					type: recorder.mimeType || RECORDING_MIME_TYPE,
				} );
				releaseMicrophone();
				if ( ! mountedRef.current ) {
					return;
				}
				setBlob( result );
				callbacksRef.current.onDone?.( result );
			};
			recorder.onerror = () => {
				if ( recorderRef.current !== recorder ) {
					return;
				}
				discardRecorder();
				releaseMicrophone();
				if ( mountedRef.current ) {
					fail( recorderErrorMessage() );
				}
			};

			const slice = normalizeTimeslice(
				startTimeslice ?? callbacksRef.current.timeslice
			);
			try {
				recorder.start( slice );
			} catch ( cause ) {
				discardRecorder();
				fail( microphoneErrorMessage( cause ) );
				return;
			}
			segmentStartRef.current = Date.now();
			startTicking();
			setState( 'recording' );
		},
		[ discardRecorder, fail, releaseMicrophone, startTicking ]
	);

	const pause = useCallback( () => {
		const recorder = recorderRef.current;
		if ( recorder?.state !== 'recording' ) {
			return;
		}
		recorder.pause();
		closeSegment();
		setState( 'paused' );
	}, [ closeSegment ] );

	const resume = useCallback( () => {
		const recorder = recorderRef.current;
		if ( recorder?.state !== 'paused' ) {
			return;
		}
		recorder.resume();
		segmentStartRef.current = Date.now();
		startTicking();
		setState( 'recording' );
	}, [ startTicking ] );

	const stop = useCallback( () => {
		const recorder = recorderRef.current;
		if ( ! recorder || recorder.state === 'inactive' ) {
			return;
		}
		closeSegment();
		setState( 'inactive' );
		// The recorder delivers its last chunk, then `stop`, which builds the Blob.
		recorder.stop();
	}, [ closeSegment ] );

	const reset = useCallback( async () => {
		discardRecorder();
		releaseMicrophone();
		stopTicking();
		chunksRef.current = [];
		elapsedRef.current = 0;
		segmentStartRef.current = null;
		setBlob( null );
		setDuration( 0 );
		setError( null );
		setState( 'inactive' );
		try {
			const stream = await acquireMicrophone();
			if ( ! mountedRef.current ) {
				stopTracks( stream );
				return;
			}
			stopTracks( streamRef.current );
			streamRef.current = stream;
			setHeldStream( stream );
		} catch ( cause ) {
			if ( mountedRef.current ) {
				fail( microphoneErrorMessage( cause ) );
			}
		}
	}, [ discardRecorder, fail, releaseMicrophone, stopTicking ] );

	useEffect( () => {
		mountedRef.current = true;
		return () => {
			mountedRef.current = false;
			discardRecorder();
			releaseMicrophone();
			stopTicking();
		};
	}, [ discardRecorder, releaseMicrophone, stopTicking ] );

	return {
		state,
		start,
		pause,
		resume,
		stop,
		reset,
		blob,
		duration,
		error,
		durationLabel: formatDuration( duration ),
		stream: heldStream,
	};
}
