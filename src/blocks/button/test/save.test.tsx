import { renderToString } from '@wordpress/element';
import save from '../save';
import type { StoredButtonAttributes } from '../save';

const base: StoredButtonAttributes = {
	saveInPostContent: false,
	borderRadius: 5,
};

describe( 'button save', () => {
	it( 'stores nothing by default: visitors get the server rendering', () => {
		expect(
			save( {
				attributes: { ...base, text: 'Go', url: 'https://x.test' },
			} )
		).toBeNull();
	} );

	it( "stores the reference plugin's link markup when the parent asks for it, escaping the URL", () => {
		const html = renderToString(
			save( {
				attributes: {
					...base,
					saveInPostContent: true,
					element: 'button',
					text: 'Book <strong>now</strong>',
					url: 'https://example.com/?a=1&b="2"',
					textColor: 'vivid-red',
					borderRadius: 12,
					className: 'extra',
				},
			} )
		);
		expect( html ).toBe(
			'<div class="wp-block-button jetpack-submit-button extra"><a class="wp-block-button__link has-text-color has-vivid-red-color" data-id-attr="placeholder" href="https://example.com/?a=1&amp;b=&quot;2&quot;" rel="noopener noreferrer" role="button" style="border-radius:12px" target="_blank">Book <strong>now</strong></a></div>'
		);
	} );

	it( 'writes no radius for the default one, and leaves out values that are not colours', () => {
		const html = renderToString(
			save( {
				attributes: {
					...base,
					saveInPostContent: true,
					text: 'Later',
					customTextColor: 'red;background:url(x)',
				},
			} )
		);
		expect( html ).not.toContain( 'border-radius' );
		expect( html ).not.toContain( 'url(x)' );
		expect( html ).toContain( 'class="wp-block-button__link"' );
	} );
} );
