import { registerBlockType, unregisterBlockType } from '@wordpress/blocks';
import {
	isEmptyParagraph,
	leadingEmptyParagraphs,
	paragraphBlocks,
	paragraphsOf,
} from '../content';

// createBlock needs the paragraph type; its save does not matter here.
beforeAll( () => {
	registerBlockType( 'core/paragraph', {
		apiVersion: 3,
		title: 'Paragraph',
		category: 'text',
		attributes: { content: { type: 'string' } },
		save: () => null,
	} );
} );
afterAll( () => unregisterBlockType( 'core/paragraph' ) );

const paragraph = ( clientId: string, content: unknown ) => ( {
	clientId,
	name: 'core/paragraph',
	attributes: { content },
} );

describe( 'paragraphsOf', () => {
	it( 'splits at blank lines and joins the lines of one paragraph (one per utterance)', () => {
		expect(
			paragraphsOf(
				'hello world\nthis is a test\n\n  Second   one. \r\n\r\n\n'
			)
		).toEqual( [ 'hello world this is a test', 'Second one.' ] );
	} );

	it( 'gives nothing for whitespace', () => {
		expect( paragraphsOf( ' \n\n \n' ) ).toEqual( [] );
	} );
} );

describe( 'paragraphBlocks', () => {
	it( 'makes one paragraph block per paragraph, the text escaped, never markup', () => {
		const blocks = paragraphBlocks(
			'Say <b>hi</b> & bye\n\nSecond paragraph'
		);
		expect( blocks.map( ( block ) => block.name ) ).toEqual( [
			'core/paragraph',
			'core/paragraph',
		] );
		expect( blocks[ 0 ]?.attributes.content ).toBe(
			'Say &lt;b&gt;hi&lt;/b&gt; &amp; bye'
		);
		expect( blocks[ 1 ]?.attributes.content ).toBe( 'Second paragraph' );
	} );
} );

describe( 'leading empty paragraphs', () => {
	it( 'counts paragraphs with only whitespace or line breaks as empty', () => {
		expect( isEmptyParagraph( paragraph( 'a', '' ) ) ).toBe( true );
		expect( isEmptyParagraph( paragraph( 'a', undefined ) ) ).toBe( true );
		expect( isEmptyParagraph( paragraph( 'a', ' <br> &nbsp;' ) ) ).toBe(
			true
		);
		expect( isEmptyParagraph( paragraph( 'a', 'x' ) ) ).toBe( false );
		expect(
			isEmptyParagraph( {
				clientId: 'h',
				name: 'core/heading',
				attributes: { content: '' },
			} )
		).toBe( false );
	} );

	it( 'lists the empty paragraphs before the first content, stopping at the voice block', () => {
		const blocks = [
			paragraph( 'e1', '' ),
			paragraph( 'e2', '<br>' ),
			{
				clientId: 'voice',
				name: 'jetpack/voice-to-content',
				attributes: {},
			},
			paragraph( 'e3', '' ),
		];
		expect( leadingEmptyParagraphs( blocks, 'voice' ) ).toEqual( [
			'e1',
			'e2',
		] );
	} );

	it( 'keeps empty paragraphs that come after content', () => {
		const blocks = [
			paragraph( 'text', 'Already written' ),
			paragraph( 'e1', '' ),
			{
				clientId: 'voice',
				name: 'jetpack/voice-to-content',
				attributes: {},
			},
		];
		expect( leadingEmptyParagraphs( blocks, 'voice' ) ).toEqual( [] );
	} );
} );
