/**
 * The recording visualiser of the voice-to-content modal (spec 002 §2): a bar showing how loud the
 * microphone is while recording, so the user sees that they are being heard.
 *
 * It is a `meter` (0–100) with a label, read by screen readers when they reach it and not announced
 * on every change. The level is sampled ten times a second; where the user asks for reduced motion,
 * twice a second and without the bar's easing, so it steps rather than moves. Browsers without Web
 * Audio show no bar (the duration still counts).
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/** Sampling interval, normally and with reduced motion (ms). */
export const LEVEL_INTERVAL_MS = 100;
export const REDUCED_MOTION_LEVEL_INTERVAL_MS = 500;
/** The quietest level shown above zero, in dB below full scale. */
const FLOOR_DB = -60;

/**
 * The loudness (0–100) of 8-bit time-domain samples (silence is 128): their RMS in decibels below
 * full scale, from FLOOR_DB (0) to 0 dB (100). A level in decibels follows how loud a sound seems,
 * so quiet speech still moves the bar.
 *
 * @param samples An analyser's byte time-domain data.
 */
export function levelOfSamples( samples: Uint8Array ): number {
	if ( ! samples.length ) {
		return 0;
	}
	let sum = 0;
	for ( const sample of samples ) {
		const value = ( sample - 128 ) / 128;
		sum += value * value;
	}
	const rms = Math.sqrt( sum / samples.length );
	if ( rms <= 0 ) {
		return 0;
	}
	const decibels = 20 * Math.log10( rms );
	return Math.round(
		Math.min( 100, Math.max( 0, ( 1 - decibels / FLOOR_DB ) * 100 ) )
	);
}

function prefersReducedMotion(): boolean {
	return (
		typeof window !== 'undefined' &&
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
	if ( typeof window === 'undefined' ) {
		return undefined;
	}
	return (
		window.AudioContext ??
		( window as unknown as { webkitAudioContext?: AudioContextClass } )
			.webkitAudioContext
	);
}

/**
 * @param props
 * @param props.stream The microphone, or null.
 * @param props.active Whether it is recording (paused: the bar rests at zero).
 */
export default function LevelMeter( {
	stream,
	active,
}: {
	stream: MediaStream | null;
	active: boolean;
} ) {
	const [ level, setLevel ] = useState( 0 );
	const [ supported ] = useState( () => !! audioContextClass() );
	useEffect( () => {
		const Context = audioContextClass();
		if ( ! stream || ! active || ! Context ) {
			setLevel( 0 );
			return;
		}
		let context: AudioContext;
		let source: MediaStreamAudioSourceNode;
		let analyser: AnalyserNode;
		try {
			context = new Context();
			source = context.createMediaStreamSource( stream );
			analyser = context.createAnalyser();
			analyser.fftSize = 1024;
			source.connect( analyser );
			// A context made outside a click may start suspended, and would then hear silence.
			void context.resume().catch( () => undefined );
		} catch {
			// No level for this stream; recording goes on without the bar moving.
			return;
		}
		const samples = new Uint8Array( analyser.fftSize );
		const timer = window.setInterval(
			() => {
				analyser.getByteTimeDomainData( samples );
				setLevel( levelOfSamples( samples ) );
			},
			prefersReducedMotion()
				? REDUCED_MOTION_LEVEL_INTERVAL_MS
				: LEVEL_INTERVAL_MS
		);
		return () => {
			window.clearInterval( timer );
			source.disconnect();
			void context.close().catch( () => undefined );
		};
	}, [ stream, active ] );

	if ( ! supported ) {
		return null;
	}
	const reduced = prefersReducedMotion();
	return (
		<div
			className="jetpack-blocks-voice-to-content__level"
			role="meter"
			aria-label={ __( 'Microphone level', 'jetpack-blocks' ) }
			aria-valuemin={ 0 }
			aria-valuemax={ 100 }
			aria-valuenow={ level }
			aria-valuetext={
				/* translators: %d: microphone loudness from 0 to 100. */
				sprintf( __( '%d%%', 'jetpack-blocks' ), level )
			}
			// Inline: the modal is outside the canvas, where the editor stylesheet does not apply.
			style={ {
				width: 120,
				height: 8,
				borderRadius: 4,
				background: '#dcdcde',
				overflow: 'hidden',
				flex: 'none',
			} }
		>
			<div
				className="jetpack-blocks-voice-to-content__level-bar"
				style={ {
					width: `${ level }%`,
					height: '100%',
					background: 'var(--wp-admin-theme-color, #3858e9)',
					transition: reduced ? 'none' : 'width 100ms linear',
				} }
			/>
		</div>
	);
}
