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
