/**
 * The map's height: the sidebar field and the resize handle below the map.
 *
 * The field is committed when left (or on Enter), so typing "5" on the way to "500" is not raised
 * to the minimum under the cursor. A map without a height of its own is resized from the height
 * it was drawn at, which is also the field's placeholder.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { heightFromInput, MIN_HEIGHT, resizedHeight } from '../rules';
import type { SetMapAttributes } from '../types';

export interface MapHeight {
	/** The field's text, not yet committed. */
	draft: string;
	setDraft: ( value: string ) => void;
	/** Stores the field's height (raised to the minimum; empty for none). */
	commit: () => void;
	/** The height the map was last drawn at, for the field's placeholder. */
	placeholder: string;
	onResizeStart: ( element: HTMLElement ) => void;
	onResizeStop: ( deltaHeight: number ) => void;
}

export function useMapHeight(
	mapHeight: number | undefined,
	setAttributes: SetMapAttributes
): MapHeight {
	const renderedHeight = useRef( MIN_HEIGHT );
	const [ draft, setDraft ] = useState(
		mapHeight ? String( mapHeight ) : ''
	);
	useEffect( () => {
		setDraft( mapHeight ? String( mapHeight ) : '' );
	}, [ mapHeight ] );

	const commit = () => {
		const next = heightFromInput( draft, mapHeight );
		setDraft( next ? String( next ) : '' );
		setAttributes( { mapHeight: next ?? undefined } );
	};

	return {
		draft,
		setDraft,
		commit,
		placeholder: String( renderedHeight.current ),
		onResizeStart: ( element ) => {
			renderedHeight.current = element.offsetHeight;
		},
		onResizeStop: ( deltaHeight ) => {
			setAttributes( {
				mapHeight: resizedHeight(
					mapHeight,
					renderedHeight.current,
					deltaHeight
				),
			} );
		},
	};
}
