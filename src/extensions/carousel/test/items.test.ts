import { carouselItems } from '../items';

function gallery( html: string ): HTMLElement {
	const root = document.createElement( 'figure' );
	root.className = 'wp-block-gallery has-jetpack-carousel';
	root.innerHTML = html;
	document.body.replaceChildren( root );
	return root;
}

describe( 'carouselItems', () => {
	it( 'reads the full image, size, caption and EXIF the server wrote', () => {
		const root = gallery(
			`<figure class="wp-block-image"><img src="/small.jpg" alt="A lake" data-carousel-item data-carousel-src="/full.jpg" data-carousel-width="3000" data-carousel-height="2000" data-carousel-exif='[["Camera","Canon EOS 5D"],["ISO","100"]]'><figcaption>Morning</figcaption></figure>`
		);
		const [ item ] = carouselItems( root );
		expect( item ).toMatchObject( {
			src: '/full.jpg',
			width: 3000,
			height: 2000,
			alt: 'A lake',
			caption: 'Morning',
			exif: [
				[ 'Camera', 'Canon EOS 5D' ],
				[ 'ISO', '100' ],
			],
		} );
		expect( item?.trigger ).toBe( item?.element );
	} );

	it( 'leaves out images the server did not mark (custom links) and opens from the link of the others', () => {
		const root = gallery(
			`<a href="/full.jpg"><img src="/a.jpg" data-carousel-item></a><a href="https://example.org/"><img src="/b.jpg"></a>`
		);
		const items = carouselItems( root );
		expect( items ).toHaveLength( 1 );
		expect( items[ 0 ]?.trigger.tagName ).toBe( 'A' );
	} );

	it( 'ignores EXIF data that is not label and value pairs', () => {
		const root = gallery(
			`<img src="/a.jpg" data-carousel-item data-carousel-exif='[["ok","1"],["bad"],{"x":1}]'><img src="/b.jpg" data-carousel-item data-carousel-exif='not json'>`
		);
		const [ first, second ] = carouselItems( root );
		expect( first?.exif ).toEqual( [ [ 'ok', '1' ] ] );
		expect( second?.exif ).toEqual( [] );
	} );

	it( 'does not take the gallery caption for an image caption', () => {
		const root = gallery(
			`<figure class="wp-block-image"><img src="/a.jpg" data-carousel-item></figure><figcaption>Whole gallery</figcaption>`
		);
		expect( carouselItems( root )[ 0 ]?.caption ).toBe( '' );
	} );
} );
