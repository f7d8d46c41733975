import { render } from '@testing-library/react';
import {
	AudioDurationDisplay,
	formatDuration,
} from '../audio-duration-display';

describe( 'formatDuration', () => {
	it.each( [
		[ 0, '0:00' ],
		[ 999, '0:00' ],
		[ 1000, '0:01' ],
		[ 59999, '0:59' ],
		[ 60000, '1:00' ],
		[ 65000, '1:05' ],
		[ 600000, '10:00' ],
		[ 1500000, '25:00' ],
		[ 3665000, '61:05' ],
		[ -5000, '0:00' ],
		[ Number.NaN, '0:00' ],
		[ Number.POSITIVE_INFINITY, '0:00' ],
	] )( '%d ms → %s', ( ms, text ) => {
		expect( formatDuration( ms ) ).toBe( text );
	} );
} );

describe( 'AudioDurationDisplay', () => {
	it( 'shows minutes:seconds with a machine-readable duration', () => {
		const { container } = render(
			<AudioDurationDisplay duration={ 65000 } />
		);
		const time = container.querySelector( 'time' );
		expect( time?.textContent ).toBe( '1:05' );
		expect( time?.getAttribute( 'datetime' ) ).toBe( 'PT1M5S' );
		expect(
			time?.classList.contains( 'jetpack-ai-control-audio-duration' )
		).toBe( true );
	} );
} );
