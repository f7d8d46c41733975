/**
 * The voice-to-content modal (spec 002 §2, §4). States and what each offers:
 *
 * - inactive, error, validating: Begin recording, Upload audio;
 * - recording: Pause recording, Done, Cancel;  paused: Resume recording, Done, Cancel;
 * - processing: Cancel, with a progress indicator.
 *
 * Done ends the recording and validates it (size, type, 25 minutes); a recording that reaches
 * 25 minutes is ended as if Done had been pressed, and the user is told why. Valid audio is transcribed,
 * the text post-processed into a draft (the raw text when that fails) and inserted as paragraphs in
 * place of this block and of the post's empty leading paragraphs. The modal cannot be closed by
 * Escape or a click outside (a recording would be lost by accident); Cancel and its close button
 * remove the block.
 *
 * The modal follows the same rules as the AI Assistant block (spec 000 §6): a user who is not
 * connected sees the Reconnect banner and cannot record or upload; the usage store's upgrade banner
 * (or the VIP rate-limit banner) shows above the controls. Transcription works without a language
 * model (the site's offline recogniser); without one the raw transcription is inserted as it is,
 * with no draft request, and the server's note of the tool that transcribed shows while it inserts.
 * Each start (recording or upload) is recorded for analytics.
 */
import {
	useBlockProps,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import {
	Button,
	FormFileUpload,
	Modal,
	Notice,
	ProgressBar,
} from '@wordpress/components';
import { dispatch, useDispatch, useRegistry } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ChangeEvent } from 'react';
import {
	MAX_AUDIO_DURATION_SECONDS,
	isAiModelConfigured,
	postProcessTranscription,
	readAudioDuration,
	recordVoiceToContentStart,
	transcribeAudioWithTool,
	useMediaRecording,
	validateAudio,
} from '../../shared/ai-client';
import { useAiAvailability } from '../../ai/use-ai-availability';
import { AiUpgradeBanner } from '../../ai/ai-upgrade-banner';
import { FeatureErrorBanner, ReconnectBanner } from '../../shared/ai-control';
import { FeedbackLink } from '../../shared/feedback';
import { leadingEmptyParagraphs, paragraphBlocks } from './content';
import LevelMeter from './level-meter';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

/** The AI feature name of this block's requests (spec 002 §7). */
export const FEATURE = 'voice-to-content';

/**
 * The recorder hands over audio every second while it records (spec 002 §9: "recording timer start
 * argument 1000"), so a recorder that fails midway has delivered what was said up to then.
 */
export const RECORDING_TIMESLICE_MS = 1000;

/** The longest recording (spec 002 §5: 25 minutes), in milliseconds. */
export const MAX_RECORDING_MS = MAX_AUDIO_DURATION_SECONDS * 1000;

/**
 * When a recording stops by itself: a second before the limit, because the duration is refreshed
 * every 250 ms and the recorder delivers a little after stop, and audio even a moment over
 * 25 minutes would be refused by validation.
 */
export const AUTO_STOP_MS = MAX_RECORDING_MS - 1000;

export type VoiceState =
	'inactive' | 'recording' | 'paused' | 'validating' | 'processing' | 'error';

type Step = 'transcribing' | 'drafting';

const ROW = { display: 'flex', alignItems: 'center', gap: 12 } as const;

interface BlockEditStore {
	getBlocks: () => Array< {
		clientId: string;
		name: string;
		attributes: Record< string, unknown >;
	} >;
}

/** The block-editor actions used here (the store is untyped upstream). */
interface BlockEditActions {
	replaceBlocks: ( clientId: string, blocks: unknown[] ) => void;
	removeBlock: ( clientId: string, selectPrevious?: boolean ) => void;
	removeBlocks: ( clientIds: string[], selectPrevious?: boolean ) => void;
}

/**
 * Says, once the words are in the post, which offline tool heard them (a snackbar: it is not part of
 * the content, and the modal is gone by then).
 *
 * @param label The server's attribution, e.g. "Transcribed offline with pocketsphinx".
 */
function announceTool( label: string ): void {
	const notices = dispatch( 'core/notices' ) as unknown as
		| {
				createNotice?: (
					status: string,
					content: string,
					options?: Record< string, unknown >
				) => unknown;
		  }
		| undefined;
	notices?.createNotice?.( 'info', label, {
		type: 'snackbar',
		id: 'jetpack-blocks-voice-to-content-tool',
	} );
}

export default function Edit( { clientId }: { clientId: string } ) {
	const blockProps = useBlockProps( {
		className: 'jetpack-blocks-voice-to-content',
	} );
	const registry = useRegistry();
	const { replaceBlocks, removeBlock, removeBlocks } = useDispatch(
		blockEditorStore
	) as unknown as BlockEditActions;

	// What happens after the recorder: validation, transcription, or their failure.
	const [ phase, setPhase ] = useState<
		'idle' | 'validating' | 'processing' | 'error'
	>( 'idle' );
	const [ step, setStep ] = useState< Step >( 'transcribing' );
	const [ message, setMessage ] = useState( '' );
	const [ limitReached, setLimitReached ] = useState( false );
	// The note of the offline tool that transcribed (never saved).
	const [ toolNote, setToolNote ] = useState( '' );
	const ai = useAiAvailability( { blockName: 'jetpack/voice-to-content' } );
	const abortRef = useRef< AbortController | null >( null );
	const mountedRef = useRef( true );

	useEffect( () => {
		mountedRef.current = true;
		return () => {
			mountedRef.current = false;
			abortRef.current?.abort();
		};
	}, [] );

	const fail = useCallback( ( text: string ) => {
		if ( mountedRef.current ) {
			setMessage( text );
			setPhase( 'error' );
		}
	}, [] );

	const insert = useCallback(
		( text: string ) => {
			const { getBlocks } = registry.select(
				blockEditorStore
			) as unknown as BlockEditStore;
			const leading = leadingEmptyParagraphs( getBlocks(), clientId );
			replaceBlocks( clientId, paragraphBlocks( text ) );
			if ( leading.length ) {
				removeBlocks( leading, false );
			}
		},
		[ clientId, registry, replaceBlocks, removeBlocks ]
	);

	const processAudio = useCallback(
		async ( audio: Blob ) => {
			setMessage( '' );
			setPhase( 'validating' );
			const duration = await readAudioDuration( audio );
			if ( ! mountedRef.current ) {
				return;
			}
			const validation = validateAudio( audio, duration );
			if ( ! validation.valid ) {
				fail( validation.message );
				return;
			}
			const controller = new AbortController();
			abortRef.current = controller;
			setStep( 'transcribing' );
			setPhase( 'processing' );
			setToolNote( '' );
			try {
				const { text, tool } = await transcribeAudioWithTool(
					audio,
					FEATURE,
					controller.signal
				);
				const note = tool?.label ?? '';
				if ( mountedRef.current ) {
					setToolNote( note );
				}
				if ( controller.signal.aborted ) {
					return;
				}
				if ( ! text.trim() ) {
					fail(
						__(
							'No speech was recognised in the audio. Please try again, speaking clearly, or upload another file.',
							'jetpack-blocks'
						)
					);
					return;
				}
				if ( ! isAiModelConfigured() ) {
					// No model to make a draft: the words as they were heard, and no request.
					insert( text );
					if ( note ) {
						announceTool( note );
					}
					return;
				}
				setStep( 'drafting' );
				// Never throws: the raw transcription comes back when the draft cannot be made.
				const draft = await postProcessTranscription(
					text,
					undefined,
					controller.signal
				);
				if ( controller.signal.aborted || ! mountedRef.current ) {
					return;
				}
				insert( draft.trim() ? draft : text );
				if ( note ) {
					announceTool( note );
				}
			} catch ( error ) {
				if ( controller.signal.aborted ) {
					return;
				}
				fail(
					error instanceof Error && error.message
						? error.message
						: __(
								'There was an error processing the transcription request.',
								'jetpack-blocks'
							)
				);
			}
		},
		[ fail, insert ]
	);

	const recording = useMediaRecording( {
		onDone: processAudio,
		onError: fail,
	} );

	// At the limit the recording ends as Done would end it: what was said so far is transcribed.
	const { state: recorderState, duration, stop: stopRecording } = recording;
	useEffect( () => {
		if ( recorderState === 'recording' && duration >= AUTO_STOP_MS ) {
			setLimitReached( true );
			stopRecording();
		}
	}, [ recorderState, duration, stopRecording ] );

	let state: VoiceState;
	if ( phase === 'validating' || phase === 'processing' ) {
		state = phase;
	} else if (
		recording.state === 'recording' ||
		recording.state === 'paused'
	) {
		state = recording.state;
	} else if ( phase === 'error' || recording.state === 'error' ) {
		state = 'error';
	} else {
		state = 'inactive';
	}
	const errorMessage = message || recording.error || '';

	const begin = () => {
		if ( ! ai.canRequest ) {
			return;
		}
		setMessage( '' );
		setLimitReached( false );
		setPhase( 'idle' );
		recordVoiceToContentStart( 'recording' );
		void recording.start( RECORDING_TIMESLICE_MS );
	};

	const cancel = () => {
		abortRef.current?.abort();
		removeBlock( clientId, false );
	};

	const onFile = ( event: ChangeEvent< HTMLInputElement > ) => {
		const file = event.target.files?.[ 0 ];
		// The same file can be chosen again after an error.
		event.target.value = '';
		if ( file && ai.canRequest ) {
			setLimitReached( false );
			recordVoiceToContentStart( 'upload' );
			void processAudio( file );
		}
	};

	const canStart =
		state === 'inactive' || state === 'error' || state === 'validating';
	// Not connected (or AI off): the same gate as the block, nothing can be recorded or sent.
	const isLocked = ! ai.canRequest;
	let banner = null;
	if ( ai.needsConnection ) {
		banner = <ReconnectBanner connectionUrl={ ai.connectionUrl } />;
	} else if ( ai.reason === 'feature-error' ) {
		banner = <FeatureErrorBanner message={ ai.featureErrorMessage } />;
	} else if ( ! ai.isChecking ) {
		banner = <AiUpgradeBanner mode="banner" placement="voice-to-content" />;
	}
	const canCancel =
		state === 'recording' || state === 'paused' || state === 'processing';

	return (
		<div { ...blockProps }>
			<p className="jetpack-blocks-voice-to-content__placeholder">
				{ __( 'Voice to content', 'jetpack-blocks' ) }
			</p>
			<Modal
				title={ __( 'Voice to content', 'jetpack-blocks' ) }
				className="jetpack-blocks-voice-to-content__modal"
				onRequestClose={ cancel }
				shouldCloseOnEsc={ false }
				shouldCloseOnClickOutside={ false }
			>
				<p>
					{ __(
						'Transform your spoken words into publish-ready blocks with AI.',
						'jetpack-blocks'
					) }
				</p>
				<p className="jetpack-blocks-voice-to-content__info">
					{ __(
						'Record up to 25 minutes, or upload an audio file of up to 25 MB.',
						'jetpack-blocks'
					) }
				</p>
				{ banner }

				{ /* Inline styles: the modal lives outside the editor canvas, where the block's
				editor stylesheet does not apply. */ }
				<div
					className={ `jetpack-blocks-voice-to-content__recorder is-${ state }` }
					style={ ROW }
				>
					<span
						className="jetpack-blocks-voice-to-content__indicator"
						aria-hidden="true"
						style={ {
							width: 12,
							height: 12,
							borderRadius: '50%',
							background:
								state === 'recording' ? '#cc1818' : '#949494',
						} }
					/>
					{ ( state === 'recording' || state === 'paused' ) && (
						<LevelMeter
							stream={ recording.stream }
							active={ state === 'recording' }
						/>
					) }
					<span
						className="jetpack-blocks-voice-to-content__duration"
						role="timer"
						aria-label={ __(
							'Recording duration',
							'jetpack-blocks'
						) }
					>
						{ recording.durationLabel }
					</span>
					<span
						className="jetpack-blocks-voice-to-content__state"
						aria-live="polite"
					>
						{ stateLabel( state, step ) }
					</span>
				</div>

				{ limitReached && state !== 'error' && (
					<Notice status="info" isDismissible={ false }>
						{ __(
							'The recording reached the 25-minute limit and was stopped.',
							'jetpack-blocks'
						) }
					</Notice>
				) }

				{ state === 'processing' && (
					<ProgressBar className="jetpack-blocks-voice-to-content__progress" />
				) }
				{ state === 'processing' && toolNote && (
					<p className="jetpack-blocks-voice-to-content__tool">
						{ toolNote }
					</p>
				) }

				{ state === 'error' && errorMessage && (
					<Notice status="error" isDismissible={ false }>
						{ errorMessage }
					</Notice>
				) }

				<div
					className="jetpack-blocks-voice-to-content__actions"
					style={ { ...ROW, marginTop: 16 } }
				>
					{ canStart && (
						<>
							<Button
								variant="primary"
								onClick={ begin }
								disabled={ state === 'validating' || isLocked }
								accessibleWhenDisabled
							>
								{ __( 'Begin recording', 'jetpack-blocks' ) }
							</Button>
							<FormFileUpload
								accept="audio/*"
								onChange={ onFile }
								render={ ( { openFileDialog } ) => (
									<Button
										variant="secondary"
										onClick={ openFileDialog }
										disabled={
											state === 'validating' || isLocked
										}
										accessibleWhenDisabled
									>
										{ __(
											'Upload audio',
											'jetpack-blocks'
										) }
									</Button>
								) }
							/>
						</>
					) }
					{ state === 'recording' && (
						<Button variant="secondary" onClick={ recording.pause }>
							{ __( 'Pause recording', 'jetpack-blocks' ) }
						</Button>
					) }
					{ state === 'paused' && (
						<Button
							variant="secondary"
							onClick={ recording.resume }
						>
							{ __( 'Resume recording', 'jetpack-blocks' ) }
						</Button>
					) }
					{ ( state === 'recording' || state === 'paused' ) && (
						<Button variant="primary" onClick={ recording.stop }>
							{ __( 'Done', 'jetpack-blocks' ) }
						</Button>
					) }
					{ canCancel && (
						<Button variant="tertiary" onClick={ cancel }>
							{ __( 'Cancel', 'jetpack-blocks' ) }
						</Button>
					) }
				</div>
				<FeedbackLink
					label={ __(
						'Share feedback on voice to content',
						'jetpack-blocks'
					) }
				/>
			</Modal>
		</div>
	);
}

/** The line that tells the user what is going on. */
function stateLabel( state: VoiceState, step: Step ): string {
	switch ( state ) {
		case 'recording':
			return __( 'Recording…', 'jetpack-blocks' );
		case 'paused':
			return __( 'Paused', 'jetpack-blocks' );
		case 'validating':
			return __( 'Checking the audio…', 'jetpack-blocks' );
		case 'processing':
			return step === 'transcribing'
				? __( 'Transcribing your audio…', 'jetpack-blocks' )
				: __(
						'Turning the transcription into a draft…',
						'jetpack-blocks'
					);
		case 'error':
			return __( 'Something went wrong', 'jetpack-blocks' );
		default:
			return __( 'Ready to record', 'jetpack-blocks' );
	}
}
