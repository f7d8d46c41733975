import { act, render, screen } from '@testing-library/react';
import LevelMeter, {
	LEVEL_INTERVAL_MS,
	REDUCED_MOTION_LEVEL_INTERVAL_MS,
	levelOfSamples,
} from '../level-meter';

/** Samples of a square wave of `amplitude` (0–1 of full scale) around the silence value 128. */
function square( amplitude: number, length = 1024 ): Uint8Array {
	const samples = new Uint8Array( length );
	for ( let i = 0; i < length; i++ ) {
		samples[ i ] = Math.round(
			128 + ( i % 2 ? -1 : 1 ) * Math.min( 127, amplitude * 128 )
		);
	}
	return samples;
}

describe( 'levelOfSamples', () => {
	it( 'is 0 for silence and nothing', () => {
		expect( levelOfSamples( new Uint8Array( 512 ).fill( 128 ) ) ).toBe( 0 );
		expect( levelOfSamples( new Uint8Array() ) ).toBe( 0 );
	} );

	it( 'follows loudness in decibels: full scale fills the bar, -20 dB two thirds, -60 dB nothing', () => {
		expect( levelOfSamples( square( 1 ) ) ).toBeGreaterThanOrEqual( 99 );
		expect( levelOfSamples( square( 0.1 ) ) ).toBe( 67 );
		expect( levelOfSamples( square( 0.001 ) ) ).toBe( 0 );
	} );
} );

/**
 * The browser's Web Audio, as far as the meter uses it: an analyser that reports what the test
 * says the microphone hears.
 */
let heard = square( 0 );
const closed: boolean[] = [];
class FakeAudioContext {
	index = closed.push( false ) - 1;
	createMediaStreamSource() {
		return { connect() {}, disconnect() {} };
	}
	createAnalyser() {
		return {
			fftSize: 2048,
			getByteTimeDomainData( target: Uint8Array ) {
				target.set( heard.subarray( 0, target.length ) );
			},
		};
	}
	resume() {
		return Promise.resolve();
	}
	close() {
		closed[ this.index ] = true;
		return Promise.resolve();
	}
}

function reducedMotion( reduce: boolean ) {
	window.matchMedia = ( query: string ) =>
		( {
			matches: reduce && query.includes( 'reduce' ),
		} ) as MediaQueryList;
}

const stream = {} as MediaStream;
const meter = () => screen.getByRole( 'meter', { name: 'Microphone level' } );

describe( 'LevelMeter', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		closed.length = 0;
		heard = square( 0 );
		reducedMotion( false );
		( window as unknown as { AudioContext: unknown } ).AudioContext =
			FakeAudioContext;
	} );
	afterEach( () => jest.useRealTimers() );

	it( 'shows the microphone level while recording, and rests at 0 when paused', () => {
		const { rerender } = render(
			<LevelMeter stream={ stream } active={ true } />
		);
		expect( meter().getAttribute( 'aria-valuenow' ) ).toBe( '0' );
		heard = square( 0.1 );
		act( () => jest.advanceTimersByTime( LEVEL_INTERVAL_MS ) );
		expect( meter().getAttribute( 'aria-valuenow' ) ).toBe( '67' );
		expect( meter().getAttribute( 'aria-valuetext' ) ).toBe( '67%' );
		const bar = meter().firstElementChild as HTMLElement;
		expect( bar.style.width ).toBe( '67%' );
		expect( bar.style.transition ).toContain( 'width' );

		rerender( <LevelMeter stream={ stream } active={ false } /> );
		expect( meter().getAttribute( 'aria-valuenow' ) ).toBe( '0' );
		// The audio graph of the recording is released.
		expect( closed ).toEqual( [ true ] );
	} );

	it( 'with reduced motion, steps twice a second without easing', () => {
		reducedMotion( true );
		heard = square( 1 );
		render( <LevelMeter stream={ stream } active={ true } /> );
		act( () => jest.advanceTimersByTime( LEVEL_INTERVAL_MS ) );
		expect( meter().getAttribute( 'aria-valuenow' ) ).toBe( '0' );
		act( () =>
			jest.advanceTimersByTime(
				REDUCED_MOTION_LEVEL_INTERVAL_MS - LEVEL_INTERVAL_MS
			)
		);
		expect( Number( meter().getAttribute( 'aria-valuenow' ) ) ).toBe( 100 );
		const bar = meter().firstElementChild as HTMLElement;
		expect( bar.style.transition ).toBe( 'none' );
	} );

	it( 'shows nothing where the browser has no Web Audio', () => {
		delete ( window as unknown as { AudioContext?: unknown } ).AudioContext;
		const { container } = render(
			<LevelMeter stream={ stream } active={ true } />
		);
		expect( container.innerHTML ).toBe( '' );
	} );
} );
