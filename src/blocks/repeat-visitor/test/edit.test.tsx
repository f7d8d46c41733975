/**
 * The threshold field of the editor: a valid number is stored, anything else shows the spec's message
 * and leaves the attribute as it was, and what was typed stays in the field. The block-editor hooks
 * are stand-ins (they need a whole editor around them); the edit component is the real one.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import type { BlockEditProps } from '@wordpress/blocks';
import RepeatVisitorEdit from '../edit';
import type { RepeatVisitorAttributes } from '../types';

jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	useInnerBlocksProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		'data-testid': 'inner-blocks',
	} ),
	store: 'core/block-editor',
} ) );

beforeAll( () => {
	globalThis.ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	} as unknown as typeof ResizeObserver;
} );

function Harness( { onChange }: { onChange: jest.Mock } ) {
	const [ attributes, setState ] = useState< RepeatVisitorAttributes >( {
		criteria: 'after-visits',
		threshold: 3,
	} );
	const setAttributes: BlockEditProps< RepeatVisitorAttributes >[ 'setAttributes' ] =
		( next ) => {
			onChange( next );
			setState( ( current ) => ( {
				...current,
				...( typeof next === 'function' ? next( current ) : next ),
			} ) );
		};
	return (
		<RepeatVisitorEdit
			{ ...( {} as BlockEditProps< RepeatVisitorAttributes > ) }
			clientId="block-1"
			isSelected
			attributes={ attributes }
			setAttributes={ setAttributes }
		/>
	);
}

/** The text of the elements that describe a field (its help, here the error). */
function description( field: HTMLElement ): string {
	return ( field.getAttribute( 'aria-describedby' ) ?? '' )
		.split( ' ' )
		.map( ( id ) => document.getElementById( id )?.textContent ?? '' )
		.join( ' ' )
		.trim();
}

/** The info notice's text (the notice also announces it in a live region). */
function notice(): string | null | undefined {
	return document.querySelector( '.components-notice__content' )?.textContent;
}

it( 'stores a valid threshold and refuses 0, letters and negatives, keeping the text', async () => {
	const onChange = jest.fn();
	render( <Harness onChange={ onChange } /> );
	const field = screen.getByRole< HTMLInputElement >( 'textbox', {
		name: 'Visit count threshold',
	} );
	expect( notice() ).toBe(
		'This block will only appear to people who have visited this site more than 3 times.'
	);

	for ( const bad of [ '0', 'abc', '-2' ] ) {
		await userEvent.clear( field );
		await userEvent.type( field, bad );
		expect( field.value ).toBe( bad );
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( description( field ) ).toBe( 'Please enter a valid number.' );
	}
	expect( onChange ).not.toHaveBeenCalled();
	// The notice still speaks of the stored threshold.
	expect( notice() ).toMatch( /more than 3 times\.$/ );

	await userEvent.clear( field );
	await userEvent.type( field, '12' );
	expect( onChange ).toHaveBeenLastCalledWith( { threshold: 12 } );
	expect( field.value ).toBe( '12' );
	expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'false' );
	expect( screen.queryByText( 'Please enter a valid number.' ) ).toBeNull();
	expect( notice() ).toMatch( /more than 12 times\.$/ );
} );

it( 'switches the visibility and the notice with it', async () => {
	const onChange = jest.fn();
	render( <Harness onChange={ onChange } /> );
	await userEvent.click(
		screen.getByRole( 'radio', { name: 'Show before threshold' } )
	);
	expect( onChange ).toHaveBeenLastCalledWith( {
		criteria: 'before-visits',
	} );
	expect( notice() ).toBe(
		'This block will only appear to people who have visited this site at most 3 times.'
	);
	expect(
		screen.getByRole( 'radio', { name: 'Show before threshold' } )
	).toHaveProperty( 'checked', true );
} );
