import { aspectRatioClasses, withAspectRatioClasses } from '../aspect-ratio';

describe( 'video aspect-ratio classes (2.33 … 0.50)', () => {
	it( 'names the common shapes', () => {
		expect( aspectRatioClasses( 2560, 1080 ) ).toBe(
			'wp-embed-aspect-21-9 wp-has-aspect-ratio'
		);
		expect( aspectRatioClasses( 2000, 1000 ) ).toBe(
			'wp-embed-aspect-18-9 wp-has-aspect-ratio'
		);
		expect( aspectRatioClasses( 1920, 1080 ) ).toBe(
			'wp-embed-aspect-16-9 wp-has-aspect-ratio'
		);
		expect( aspectRatioClasses( 640, 480 ) ).toBe(
			'wp-embed-aspect-4-3 wp-has-aspect-ratio'
		);
		expect( aspectRatioClasses( 1080, 1080 ) ).toBe(
			'wp-embed-aspect-1-1 wp-has-aspect-ratio'
		);
		expect( aspectRatioClasses( 1080, 1920 ) ).toBe(
			'wp-embed-aspect-9-16 wp-has-aspect-ratio'
		);
		expect( aspectRatioClasses( 500, 1000 ) ).toBe(
			'wp-embed-aspect-1-2 wp-has-aspect-ratio'
		);
	} );

	it( 'gives none to an unknown size or a shape far from every ratio', () => {
		expect( aspectRatioClasses( 0, 0 ) ).toBe( '' );
		expect( aspectRatioClasses( Number.NaN, 100 ) ).toBe( '' );
		// 1.5 is 0.17 above 4:3 and under 16:9.
		expect( aspectRatioClasses( 1500, 1000 ) ).toBe( '' );
		// Narrower than 1:2.
		expect( aspectRatioClasses( 300, 1000 ) ).toBe( '' );
		// Wider than 21:9 by more than 0.1.
		expect( aspectRatioClasses( 3000, 1000 ) ).toBe( '' );
	} );

	it( 'replaces the ratio classes and keeps the others', () => {
		expect(
			withAspectRatioClasses(
				'is-custom wp-embed-aspect-4-3 wp-has-aspect-ratio',
				1920,
				1080
			)
		).toBe( 'is-custom wp-embed-aspect-16-9 wp-has-aspect-ratio' );
		expect(
			withAspectRatioClasses(
				'wp-embed-aspect-4-3 wp-has-aspect-ratio',
				1500,
				1000
			)
		).toBe( '' );
	} );
} );
