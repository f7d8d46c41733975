import { isGifLinkParagraph } from '../transforms';

function paragraph( html: string ): Node {
	const element = document.createElement( 'p' );
	element.innerHTML = html;
	return element;
}

describe( 'pasting a GIF link', () => {
	it.each( [
		'https://giphy.com/gifs/cat-funny-JIX9t2j0ZTN9S',
		' https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif ',
		'<a href="https://gph.is/g/ZWdxkQ6">https://gph.is/g/ZWdxkQ6</a>',
	] )( 'a paragraph holding only %s becomes a GIF block', ( html ) => {
		expect( isGifLinkParagraph( paragraph( html ) ) ).toBe( true );
	} );

	it.each( [
		'Look at this: https://giphy.com/gifs/cat-funny-JIX9t2j0ZTN9S',
		'https://example.com/cat.gif',
		'https://giphy.com/search/cats',
		'cats',
	] )( '%s stays a paragraph', ( html ) => {
		expect( isGifLinkParagraph( paragraph( html ) ) ).toBe( false );
	} );

	it( 'only paragraphs are considered', () => {
		const div = document.createElement( 'div' );
		div.textContent = 'https://giphy.com/gifs/cat-funny-JIX9t2j0ZTN9S';
		expect( isGifLinkParagraph( div ) ).toBe( false );
	} );
} );
