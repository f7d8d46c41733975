import { renderToString } from '@wordpress/element';
import save from '../save';
import type { ButtonAttributes } from '../types';

const base: ButtonAttributes = { saveInPostContent: false, borderRadius: 5 };

describe( 'button save', () => {
	it( 'stores nothing by default: visitors get the server rendering', () => {
		expect(
			save( {
				attributes: { ...base, text: 'Go', url: 'https://x.test' },
			} )
		).toBeNull();
	} );

	it( 'stores the rendered markup when the parent asks for it, escaping the URL', () => {
		const html = renderToString(
			save( {
				attributes: {
					...base,
					saveInPostContent: true,
					element: 'a',
					text: 'Book <strong>now</strong>',
					url: 'https://example.com/?a=1&b="2"',
				},
			} )
		);
		expect( html ).toBe(
			'<div class="wp-block-jetpack-button wp-block-button"><a class="wp-block-button__link" style="border-radius:5px" href="https://example.com/?a=1&amp;b=&quot;2&quot;">Book <strong>now</strong></a></div>'
		);
	} );

	it( 'stores a reachable button for a link without URL, and an input with plain text', () => {
		expect(
			renderToString(
				save( {
					attributes: {
						...base,
						saveInPostContent: true,
						element: 'a',
						text: 'Later',
					},
				} )
			)
		).toContain( '<button type="button" class="wp-block-button__link"' );
		expect(
			renderToString(
				save( {
					attributes: {
						...base,
						saveInPostContent: true,
						element: 'input',
						text: 'Send <em>it</em>',
					},
				} )
			)
		).toContain( 'value="Send it"' );
	} );
} );
