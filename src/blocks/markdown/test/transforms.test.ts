import {
	registerBlockType,
	switchToBlockType,
	createBlock,
	unregisterBlockType,
} from '@wordpress/blocks';
import { richTextToPlainText } from '../transforms';
import * as folder from '../index';
import { registerBlockFolder } from '../../../shared/register-block';

describe( 'richTextToPlainText', () => {
	it( 'keeps line breaks, drops tags and decodes entities', () => {
		expect(
			richTextToPlainText(
				'# Title<br>Some <strong>bold</strong> &amp; <a href="x">link</a>&nbsp;&lt;tag&gt;'
			)
		).toBe( '# Title\nSome bold & link\u00a0<tag>' );
	} );

	it( 'never runs what it parses', () => {
		const run = jest.fn();
		( window as unknown as { pwned: () => void } ).pwned = run;
		expect(
			richTextToPlainText( '<img src="x" onerror="pwned()">text' )
		).toBe( 'text' );
		expect( run ).not.toHaveBeenCalled();
	} );
} );

describe( 'transforms', () => {
	beforeAll( () => {
		registerBlockFolder( folder as never );
		registerBlockType( 'core/paragraph', {
			apiVersion: 3,
			title: 'Paragraph',
			category: 'text',
			attributes: { content: { type: 'string' } },
			save: () => null,
		} );
	} );
	afterAll( () => unregisterBlockType( 'core/paragraph' ) );

	it( 'turns paragraphs into one markdown block holding their text', () => {
		const result = switchToBlockType(
			[
				createBlock( 'core/paragraph', { content: '# Notes' } ),
				createBlock( 'core/paragraph', {
					content: 'A <em>first</em> line<br>- item',
				} ),
			],
			'jetpack/markdown'
		);
		expect( result ).toHaveLength( 1 );
		expect( result?.[ 0 ] ).toMatchObject( {
			name: 'jetpack/markdown',
			attributes: { source: '# Notes\n\nA first line\n- item' },
		} );
	} );
} );
