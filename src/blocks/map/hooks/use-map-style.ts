/**
 * The block's map style: on the Mapkit provider the black-and-white style is labelled as Apple's
 * "Muted" (spec 001 §2), and a style chosen in the Styles panel (a class name) is also kept in
 * `mapStyle`, the stored data attribute.
 */
import { registerBlockStyle, unregisterBlockStyle } from '@wordpress/blocks';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MapProvider } from '../provider';
import { styleFromClassName } from '../rules';
import type { SetMapAttributes } from '../types';

/** The label is changed once, when the first map block's editor loads. */
let stylesLabelled = false;
function labelStylesFor( provider: MapProvider ): void {
	if ( stylesLabelled || provider !== 'mapkit' ) {
		return;
	}
	stylesLabelled = true;
	unregisterBlockStyle( 'jetpack/map', 'black_and_white' );
	registerBlockStyle( 'jetpack/map', {
		name: 'black_and_white',
		label: __( 'Muted', 'jetpack-blocks' ),
	} );
}

export function useMapStyle(
	provider: MapProvider,
	className: string | undefined,
	mapStyle: string | undefined,
	setAttributes: SetMapAttributes
): void {
	labelStylesFor( provider );

	const previousClassName = useRef( className );
	useEffect( () => {
		if ( previousClassName.current !== className ) {
			previousClassName.current = className;
			const chosen = styleFromClassName( className );
			if ( chosen !== mapStyle ) {
				setAttributes( { mapStyle: chosen } );
			}
		}
	}, [ className, mapStyle, setAttributes ] );
}
