/**
 * The height field keeps what is typed until it is left (so "5" on the way to "500" is not raised
 * under the cursor), and the resize handle starts a map without a height from its drawn height.
 */
import { act, renderHook } from '@testing-library/react';
import { useMapHeight } from '../hooks/use-map-height';

function setup( mapHeight: number | undefined ) {
	const setAttributes = jest.fn();
	const hook = renderHook(
		( { height }: { height: number | undefined } ) =>
			useMapHeight( height, setAttributes ),
		{ initialProps: { height: mapHeight } }
	);
	return { ...hook, setAttributes };
}

it( 'stores a typed height only when committed, raised to the minimum', () => {
	const { result, setAttributes } = setup( 500 );
	expect( result.current.draft ).toBe( '500' );
	act( () => result.current.setDraft( '5' ) );
	expect( result.current.draft ).toBe( '5' );
	expect( setAttributes ).not.toHaveBeenCalled();
	act( () => result.current.commit() );
	expect( setAttributes ).toHaveBeenCalledWith( { mapHeight: 400 } );
	expect( result.current.draft ).toBe( '400' );
} );

it( 'clears the height when the field is left empty', () => {
	const { result, setAttributes } = setup( 500 );
	act( () => result.current.setDraft( '' ) );
	act( () => result.current.commit() );
	expect( setAttributes ).toHaveBeenCalledWith( { mapHeight: undefined } );
	expect( result.current.draft ).toBe( '' );
} );

it( 'follows a height stored elsewhere (the resize handle, undo)', () => {
	const { result, rerender } = setup( undefined );
	expect( result.current.draft ).toBe( '' );
	rerender( { height: 620 } );
	expect( result.current.draft ).toBe( '620' );
} );

it( 'resizes a map without a height from the height it is drawn at', () => {
	const { result, setAttributes } = setup( undefined );
	expect( result.current.placeholder ).toBe( '400' );
	act( () =>
		result.current.onResizeStart( { offsetHeight: 480 } as HTMLElement )
	);
	act( () => result.current.onResizeStop( 23 ) );
	expect( setAttributes ).toHaveBeenCalledWith( { mapHeight: 500 } );
} );
