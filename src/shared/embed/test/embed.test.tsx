import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmbedError, linkParagraph, resolveRedirect } from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

beforeAll( () => {
	registerBlockType( 'core/paragraph', {
		apiVersion: 3,
		title: 'Paragraph',
		category: 'text',
		attributes: { content: { type: 'string' } },
		save: () => null,
	} );
	registerBlockType( 'test/embed', {
		apiVersion: 3,
		title: 'Test embed',
		category: 'embed',
		attributes: { url: { type: 'string' } },
		save: () => null,
	} );
} );
afterAll( () => {
	unregisterBlockType( 'core/paragraph' );
	unregisterBlockType( 'test/embed' );
} );
beforeEach( () => fetchMock.mockReset() );

describe( 'resolveRedirect', () => {
	it( 'asks the route with the address encoded and returns the final address', async () => {
		fetchMock.mockResolvedValue( {
			url: 'https://www.pinterest.com/pin/12345/',
		} );
		await expect(
			resolveRedirect( 'https://pin.it/abc?x=1&y=2' )
		).resolves.toBe( 'https://www.pinterest.com/pin/12345/' );
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/wpcom/v2/resolve-redirect?url=https%3A%2F%2Fpin.it%2Fabc%3Fx%3D1%26y%3D2',
		} );
	} );

	it( "fails with the server's sentence when the link cannot be followed", async () => {
		fetchMock.mockRejectedValue( {
			code: 'resolve_failed',
			message:
				'Could not reach https://pin.it/abc to find where the link leads.',
		} );
		await expect( resolveRedirect( 'https://pin.it/abc' ) ).rejects.toThrow(
			'Could not reach https://pin.it/abc to find where the link leads.'
		);
	} );

	it( 'refuses an answer that is not a web address', async () => {
		fetchMock.mockResolvedValue( { url: 'javascript:alert(1)' } );
		await expect( resolveRedirect( 'https://pin.it/abc' ) ).rejects.toThrow(
			'Could not find where the link leads.'
		);
	} );
} );

describe( 'linkParagraph', () => {
	it( 'keeps the address as a link, escaped', () => {
		const block = linkParagraph( 'https://example.com/?a=1&b="x"<y>' );
		expect( block.name ).toBe( 'core/paragraph' );
		expect( block.attributes.content ).toBe(
			'<a href="https://example.com/?a=1&amp;b=&quot;x&quot;&lt;y&gt;">https://example.com/?a=1&amp;b="x"&lt;y></a>'
		);
	} );
} );

describe( 'EmbedError', () => {
	it( 'shows the spec message and replaces the block with a link paragraph', async () => {
		const embed = createBlock( 'test/embed', {
			url: 'https://pin.it/abc',
		} );
		(
			dispatch( blockEditorStore ) as unknown as {
				resetBlocks: ( blocks: unknown[] ) => void;
			}
		 ).resetBlocks( [ embed ] );
		const retry = jest.fn();
		render(
			<EmbedError
				clientId={ embed.clientId }
				url="https://pin.it/abc"
				label="Pinterest"
				onRetry={ retry }
			/>
		);
		expect(
			screen.getAllByText( 'Sorry, this content could not be embedded.' )
		).not.toHaveLength( 0 );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect( retry ).toHaveBeenCalled();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		);
		const blocks = (
			select( blockEditorStore ) as unknown as {
				getBlocks: () => Array< {
					name: string;
					attributes: Record< string, unknown >;
				} >;
			}
		 ).getBlocks();
		expect( blocks ).toHaveLength( 1 );
		expect( blocks[ 0 ]?.name ).toBe( 'core/paragraph' );
		expect( blocks[ 0 ]?.attributes.content ).toBe(
			'<a href="https://pin.it/abc">https://pin.it/abc</a>'
		);
	} );
} );
