import { render, screen } from '@testing-library/react';
import { lazyEdit } from '../lazy-edit';

jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
} ) );

describe( 'lazyEdit', () => {
	it( 'shows a labelled spinner until the edit chunk arrives, then the edit UI with its props', async () => {
		let resolve: ( module: {
			default: ( props: { label: string } ) => JSX.Element;
		} ) => void = () => undefined;
		const load = jest.fn(
			() =>
				new Promise< {
					default: ( props: { label: string } ) => JSX.Element;
				} >( ( done ) => {
					resolve = done;
				} )
		);
		const Edit = lazyEdit( load );
		expect( load ).not.toHaveBeenCalled(); // nothing is fetched at registration

		render( <Edit label="Hello" /> );
		expect( screen.getByText( 'Loading block…' ) ).toBeTruthy();
		expect( load ).toHaveBeenCalledTimes( 1 );

		resolve( { default: ( { label } ) => <p>{ label }</p> } );
		expect( await screen.findByText( 'Hello' ) ).toBeTruthy();
		expect( screen.queryByText( 'Loading block…' ) ).toBeNull();
	} );
} );

describe( 'lazyEdit when the chunk cannot be loaded', () => {
	it( 'says so in the block and loads again on "Try again"', async () => {
		// React reports the caught error on the console; that is expected here.
		const consoleError = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		const chunkError = Object.assign(
			new Error( 'Loading chunk 12 failed.' ),
			{ name: 'ChunkLoadError' }
		);
		const load = jest
			.fn()
			.mockRejectedValueOnce( chunkError )
			.mockResolvedValueOnce( { default: () => <p>Loaded at last</p> } );
		const Edit = lazyEdit( load );

		render( <Edit /> );
		expect( await screen.findByRole( 'alert' ) ).toBeTruthy();
		expect(
			screen.getByText(
				'The editor for this block could not be loaded. Check your connection, then try again.'
			)
		).toBeTruthy();

		screen.getByRole( 'button', { name: 'Try again' } ).click();
		expect( await screen.findByText( 'Loaded at last' ) ).toBeTruthy();
		expect( load ).toHaveBeenCalledTimes( 2 );
		consoleError.mockRestore();
	} );
} );

describe( 'lazyEdit with editor styles', () => {
	afterEach( () => {
		document.head.innerHTML = '';
		document.body.innerHTML = '';
	} );

	it( 'adds the edit UI’s stylesheet to the page and to the frame that holds the block, once', async () => {
		// The editor canvas: an iframe whose document holds the block's element.
		const canvas = document.createElement( 'iframe' );
		document.body.appendChild( canvas );
		const canvasDocument = canvas.contentDocument as Document;
		const blockElement = canvasDocument.createElement( 'div' );
		blockElement.id = 'block-abc';
		canvasDocument.body.appendChild( blockElement );
		// Another frame (a preview of something else) gets nothing.
		const other = document.createElement( 'iframe' );
		document.body.appendChild( other );

		const css = '.wp-block-x__form{gap:8px}';
		const Edit = lazyEdit< { clientId: string } >( async () => ( {
			default: () => <p>Form</p>,
			editorStyles: css,
		} ) );
		render(
			<>
				<Edit clientId="abc" />
				<Edit clientId="abc" />
			</>
		);
		expect( ( await screen.findAllByText( 'Form' ) ).length ).toBe( 2 );

		const styleTexts = ( doc: Document ) =>
			Array.from( doc.head.querySelectorAll( 'style' ) ).map(
				( style ) => style.textContent
			);
		expect( styleTexts( document ) ).toEqual( [ css ] );
		expect( styleTexts( canvasDocument ) ).toEqual( [ css ] );
		expect( styleTexts( other.contentDocument as Document ) ).toEqual( [] );
	} );
} );
