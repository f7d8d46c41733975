import { fireEvent, render, screen } from '@testing-library/react';
import { MarkdownPreview } from '../preview';
import { renderMarkdown } from '../markdown';

describe( 'MarkdownPreview', () => {
	let confirm: jest.SpyInstance;
	let navigate: jest.Mock;

	beforeEach( () => {
		confirm = jest.spyOn( window, 'confirm' );
		navigate = jest.fn();
	} );

	afterEach( () => confirm.mockRestore() );

	function show() {
		render(
			<MarkdownPreview
				html={ renderMarkdown(
					'# Title\n\nGo to [the site](https://example.com/) or [about](/about), **now**.'
				) }
				navigate={ navigate }
			/>
		);
	}

	it( 'shows the rendered markdown', () => {
		show();
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Title' } )
		).not.toBeNull();
		expect(
			screen
				.getByRole( 'link', { name: 'the site' } )
				.getAttribute( 'href' )
		).toBe( 'https://example.com/' );
	} );

	it( 'asks before following a link, and stays when the answer is no', () => {
		confirm.mockReturnValue( false );
		show();
		const click = fireEvent.click(
			screen.getByRole( 'link', { name: 'the site' } )
		);
		expect( confirm ).toHaveBeenCalledWith(
			'Are you sure you wish to leave this page?'
		);
		expect( click ).toBe( false ); // default prevented
		expect( navigate ).not.toHaveBeenCalled();
	} );

	it( 'takes the editor window to the link when the answer is yes', () => {
		confirm.mockReturnValue( true );
		show();
		fireEvent.click( screen.getByRole( 'link', { name: 'about' } ) );
		expect( navigate ).toHaveBeenCalledWith(
			`${ window.location.origin }/about`
		);
	} );

	it( 'asks nothing for clicks outside links', () => {
		show();
		fireEvent.click( screen.getByText( 'now' ) );
		expect( confirm ).not.toHaveBeenCalled();
	} );
} );
