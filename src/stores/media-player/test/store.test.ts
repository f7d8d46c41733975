import { dispatch, select } from '@wordpress/data';
import { store } from '..';
import reducer, { initialState } from '../reducer';
import * as actions from '../actions';

describe( 'media-player source store', () => {
	it( 'registers sources paused at 0, the first one the default', () => {
		let state = reducer(
			initialState,
			actions.registerMediaSource( 'a', {
				domId: 'video-a',
				duration: 30,
			} )
		);
		state = reducer( state, actions.registerMediaSource( 'b' ) );
		expect( state.defaultId ).toBe( 'a' );
		expect( state.sources.a ).toEqual( {
			id: 'a',
			state: 'is-paused',
			currentTime: 0,
			duration: 30,
			domId: 'video-a',
		} );
	} );

	it( 'moves the default to the first remaining source when the default leaves', () => {
		let state = [ 'a', 'b', 'c' ].reduce(
			( current, id ) =>
				reducer( current, actions.registerMediaSource( id ) ),
			initialState
		);
		state = reducer( state, actions.unregisterMediaSource( 'a' ) );
		expect( state.defaultId ).toBe( 'b' );
		state = reducer( state, actions.setDefaultMediaSource( 'c' ) );
		state = reducer( state, actions.unregisterMediaSource( 'b' ) );
		expect( state.defaultId ).toBe( 'c' );
		state = reducer( state, actions.unregisterMediaSource( 'c' ) );
		expect( state ).toEqual( { sources: {}, defaultId: null } );
		// An unknown id as default is refused.
		expect( reducer( state, actions.setDefaultMediaSource( 'zzz' ) ) ).toBe(
			state
		);
	} );

	it( 'plays, pauses, errors and toggles the default or a named source', () => {
		let state = reducer( initialState, actions.registerMediaSource( 'a' ) );
		state = reducer( state, actions.registerMediaSource( 'b' ) );
		state = reducer( state, actions.playMediaSource() );
		expect( state.sources.a?.state ).toBe( 'is-playing' );
		state = reducer( state, actions.toggleMediaSource() );
		expect( state.sources.a?.state ).toBe( 'is-paused' );
		state = reducer( state, actions.toggleMediaSource() );
		expect( state.sources.a?.state ).toBe( 'is-playing' );
		state = reducer( state, actions.errorMediaSource( 'b' ) );
		expect( state.sources.b?.state ).toBe( 'is-error' );
		// Toggling a source in error starts it again.
		state = reducer( state, actions.toggleMediaSource( 'b' ) );
		expect( state.sources.b?.state ).toBe( 'is-playing' );
		state = reducer( state, actions.pauseMediaSource( 'b' ) );
		expect( state.sources.b?.state ).toBe( 'is-paused' );
		// Unknown sources change nothing.
		expect( reducer( state, actions.playMediaSource( 'nope' ) ) ).toBe(
			state
		);
	} );

	it( 'updates a source and sets the current time (never below 0)', () => {
		let state = reducer( initialState, actions.registerMediaSource( 'a' ) );
		state = reducer(
			state,
			actions.updateMediaSource( 'a', { duration: 90, domId: 'x' } )
		);
		state = reducer(
			state,
			actions.setMediaSourceCurrentTime( undefined, 42.5 )
		);
		expect( state.sources.a ).toMatchObject( {
			duration: 90,
			domId: 'x',
			currentTime: 42.5,
		} );
		state = reducer( state, actions.setMediaSourceCurrentTime( 'a', -3 ) );
		expect( state.sources.a?.currentTime ).toBe( 0 );
	} );

	it( 'works as a registered data store', () => {
		dispatch( store ).registerMediaSource( 'video-1', { duration: 10 } );
		dispatch( store ).registerMediaSource( 'video-2' );
		dispatch( store ).toggleMediaSource();
		expect( select( store ).getMediaSourceState() ).toBe( 'is-playing' );
		dispatch( store ).setMediaSourceCurrentTime( 'video-2', 7 );
		expect( select( store ).getMediaSourceCurrentTime( 'video-2' ) ).toBe(
			7
		);
		dispatch( store ).unregisterMediaSource( 'video-1' );
		expect( select( store ).getDefaultMediaSource()?.id ).toBe( 'video-2' );
		expect( select( store ).getMediaSources() ).toHaveLength( 1 );
	} );
} );
