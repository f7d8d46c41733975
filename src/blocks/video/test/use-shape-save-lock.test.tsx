/**
 * Saving waits for the preview to tell the video's shape, and is never held longer than that: a
 * failed or stalled preview releases it. The post editor's save locks are kept by a small stand-in of
 * its store (the editor package is WordPress's, not installed here), which only records the locks.
 */
import { act, renderHook } from '@testing-library/react';
import { createReduxStore, register, select } from '@wordpress/data';
import { useShapeSaveLock } from '../hooks/use-shape-save-lock';
import { SHAPE_WAIT_MS } from '../settings';

type Action = { type: 'LOCK' | 'UNLOCK'; name: string };

register(
	createReduxStore( 'core/editor', {
		reducer: ( locks: string[] = [], action: Action ) => {
			if ( action.type === 'LOCK' ) {
				return [ ...locks, action.name ];
			}
			if ( action.type === 'UNLOCK' ) {
				return locks.filter( ( name ) => name !== action.name );
			}
			return locks;
		},
		actions: {
			lockPostSaving: ( name: string ) => ( { type: 'LOCK', name } ),
			unlockPostSaving: ( name: string ) => ( { type: 'UNLOCK', name } ),
		},
		selectors: { locks: ( locks: string[] ) => locks },
	} )
);

const locks = () =>
	( select( 'core/editor' ) as unknown as { locks: () => string[] } ).locks();

const LOCK = 'videopress-shape-abc';

it( 'holds saving until the preview has read the video, then lets it go', () => {
	const { result } = renderHook( () =>
		useShapeSaveLock( 'abc', 'http://localhost/clip.mp4', false )
	);
	expect( locks() ).toEqual( [ LOCK ] );
	act( () => result.current() );
	expect( locks() ).toEqual( [] );
} );

it( 'lets saving go when the preview cannot be read in time', () => {
	jest.useFakeTimers();
	try {
		renderHook( () =>
			useShapeSaveLock( 'abc', 'http://localhost/stalled.mp4', false )
		);
		expect( locks() ).toEqual( [ LOCK ] );
		act( () => jest.advanceTimersByTime( SHAPE_WAIT_MS ) );
		expect( locks() ).toEqual( [] );
	} finally {
		jest.useRealTimers();
	}
} );

it( 'waits again for a new file, and not at all when the shape is stored or there is no file', () => {
	const { result, rerender, unmount } = renderHook(
		( { src, stored } ) => useShapeSaveLock( 'abc', src, stored ),
		{ initialProps: { src: 'http://localhost/a.mp4', stored: false } }
	);
	act( () => result.current() );
	expect( locks() ).toEqual( [] );

	rerender( { src: 'http://localhost/b.mp4', stored: false } );
	expect( locks() ).toEqual( [ LOCK ] );
	// The classes arrive with the new file's metadata: stored, so the wait ends.
	rerender( { src: 'http://localhost/b.mp4', stored: true } );
	expect( locks() ).toEqual( [] );

	rerender( { src: 'http://localhost/c.mp4', stored: true } );
	rerender( { src: undefined as unknown as string, stored: false } );
	expect( locks() ).toEqual( [] );
	unmount();
	expect( locks() ).toEqual( [] );
} );

it( 'releases its lock when the block goes away', () => {
	const { unmount } = renderHook( () =>
		useShapeSaveLock( 'abc', 'http://localhost/clip.mp4', false )
	);
	expect( locks() ).toEqual( [ LOCK ] );
	unmount();
	expect( locks() ).toEqual( [] );
} );
