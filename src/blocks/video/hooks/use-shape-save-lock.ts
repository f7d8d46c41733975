/**
 * Saving waits until the preview has told the video's shape. The aspect-ratio classes (spec 002 §9)
 * come from the preview's `loadedmetadata`; a save before it stored the video without them, and the
 * classes arrived as a change of their own, so the post showed unsaved changes right after its save
 * (or right after it was opened). Only blocks whose classes do not say the shape yet wait; a preview
 * that fails, or says nothing within SHAPE_WAIT_MS, releases the lock, so saving is never held by a
 * file that will not load.
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { SHAPE_WAIT_MS } from '../settings';
import { usePostSaving } from './use-post-saving';

/**
 * @param clientId    The block's client id (names its save lock).
 * @param src         The file the preview plays; no file, nothing to wait for.
 * @param shapeStored Whether the block's classes already hold the shape.
 * @return Call when the preview's metadata loaded or its load failed.
 */
export function useShapeSaveLock(
	clientId: string,
	src: string | undefined,
	shapeStored: boolean
): () => void {
	const postSaving = usePostSaving();
	const [ settledFor, setSettledFor ] = useState< string | undefined >();
	const waiting = !! src && ! shapeStored && settledFor !== src;

	useEffect( () => {
		if ( ! waiting ) {
			return;
		}
		const lock = `videopress-shape-${ clientId }`;
		postSaving?.lockPostSaving?.( lock );
		const timer = setTimeout( () => setSettledFor( src ), SHAPE_WAIT_MS );
		return () => {
			clearTimeout( timer );
			postSaving?.unlockPostSaving?.( lock );
		};
	}, [ waiting, clientId, src, postSaving ] );

	return useCallback( () => setSettledFor( src ), [ src ] );
}
