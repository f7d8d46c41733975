import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import { store } from '@wordpress/block-editor';
import { select } from '@wordpress/data';
import MarkdownEdit from '../edit';
import type { BlockEditProps } from '@wordpress/blocks';
import type { MarkdownAttributes } from '../types';

type MockRemoval = [ string, boolean | undefined ];

// The real components need a block editor around them; these stand in for its wrapper and
// toolbar slot (rendered in place), and a small store records the one action the block uses.
jest.mock( '@wordpress/block-editor', () => {
	const { createReduxStore, register } =
		jest.requireActual( '@wordpress/data' );
	const mockStore = createReduxStore( 'test/block-editor', {
		reducer: (
			state: MockRemoval[] = [],
			action: { type: string; removal?: MockRemoval }
		) =>
			action.type === 'REMOVE_BLOCK' && action.removal
				? [ ...state, action.removal ]
				: state,
		actions: {
			removeBlock: ( clientId: string, selectPrevious?: boolean ) => ( {
				type: 'REMOVE_BLOCK',
				removal: [ clientId, selectPrevious ],
			} ),
		},
		selectors: { removals: ( state: MockRemoval[] ) => state },
	} );
	register( mockStore );
	return {
		useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
			...props,
			className: 'wp-block-jetpack-markdown',
		} ),
		BlockControls: ( { children }: { children: unknown } ) => children,
		store: mockStore,
	};
} );

const removals = (): unknown[] =>
	( select( store ) as unknown as { removals: () => unknown[] } ).removals();

function renderEdit( initial: MarkdownAttributes = {}, selected = true ) {
	let latest = initial;
	function Harness( { isSelected }: { isSelected: boolean } ) {
		const [ attributes, setState ] =
			useState< MarkdownAttributes >( initial );
		latest = attributes;
		const props = {
			attributes,
			setAttributes: ( next: Partial< MarkdownAttributes > ) =>
				setState( ( current ) => ( { ...current, ...next } ) ),
			isSelected,
			clientId: 'block-1',
		} as unknown as BlockEditProps< MarkdownAttributes >;
		return <MarkdownEdit { ...props } />;
	}
	const view = render( <Harness isSelected={ selected } /> );
	return {
		attributes: () => latest,
		select: ( isSelected: boolean ) =>
			view.rerender( <Harness isSelected={ isSelected } /> ),
	};
}

const textbox = () => screen.getByRole( 'textbox', { name: 'Markdown text' } );

describe( 'MarkdownEdit', () => {
	it( 'offers a plain-text editor with the placeholder, focused when selected', () => {
		renderEdit();
		expect( textbox().getAttribute( 'placeholder' ) ).toBe(
			'Write your _Markdown_ **here**…'
		);
		expect( textbox().ownerDocument.activeElement ).toBe( textbox() );
	} );

	it( 'stores the source and its rendering as the author types', () => {
		const block = renderEdit();
		fireEvent.change( textbox(), {
			target: { value: '# Hi\n\n[link](https://example.com/)' },
		} );
		expect( block.attributes() ).toEqual( {
			source: '# Hi\n\n[link](https://example.com/)',
			html: '<h1>Hi</h1>\n<p><a href="https://example.com/">link</a></p>\n',
		} );
	} );

	it( 'renders a source stored without its HTML when first shown', () => {
		const block = renderEdit( { source: '*saved* via REST' }, false );
		expect( block.attributes().html ).toBe(
			'<p><em>saved</em> via REST</p>\n'
		);
	} );

	it( 'leaves the stored HTML of existing content alone until the source changes', () => {
		const block = renderEdit(
			{ source: 'Old', html: '<div><p>Old</p>\n</div>' },
			false
		);
		expect( block.attributes().html ).toBe( '<div><p>Old</p>\n</div>' );
	} );

	it( 'switches to the preview, and back to the editor when deselected', () => {
		const block = renderEdit( { source: '## Preview me' } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Preview' } ) );
		expect(
			screen
				.getByRole( 'button', { name: 'Preview' } )
				.getAttribute( 'aria-pressed' )
		).toBe( 'true' );
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Preview me' } )
		).not.toBeNull();
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();

		act( () => block.select( false ) );
		expect( ( textbox() as HTMLTextAreaElement ).value ).toBe(
			'## Preview me'
		);
		act( () => block.select( true ) );
		expect( textbox().ownerDocument.activeElement ).toBe( textbox() );
	} );

	it( 'removes the block on Backspace in an empty source only', () => {
		renderEdit( { source: 'x' } );
		fireEvent.keyDown( textbox(), { key: 'Backspace' } );
		expect( removals() ).toEqual( [] );

		fireEvent.change( textbox(), { target: { value: '' } } );
		fireEvent.keyDown( textbox(), { key: 'Backspace' } );
		expect( removals() ).toEqual( [ [ 'block-1', true ] ] );
	} );
} );
