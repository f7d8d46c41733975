import {
	buttonPresentation,
	clampBorderRadius,
	safeCssColor,
	safeGradient,
	safeWidth,
} from '../presentation';

describe( 'button presentation', () => {
	it( 'gives a plain link the wrapper and link classes and the default radius', () => {
		expect( buttonPresentation( { text: 'Hi' } ) ).toEqual( {
			element: 'a',
			wrapperClassName: 'wp-block-jetpack-button wp-block-button',
			wrapperStyle: {},
			className: 'wp-block-button__link',
			style: { borderRadius: '5px' },
		} );
	} );

	it( 'turns palette slugs into classes, as the reference fixture stores them', () => {
		const look = buttonPresentation( {
			textColor: 'black',
			backgroundColor: 'white',
			borderRadius: 25,
		} );
		expect( look.className ).toBe(
			'wp-block-button__link has-text-color has-black-color has-background has-white-background-color'
		);
		expect( look.style ).toEqual( { borderRadius: '25px' } );
	} );

	it( 'reads bare hex colours of migrated scheduling buttons as colour values', () => {
		const look = buttonPresentation( {
			textColor: '801249',
			backgroundColor: '212020',
		} );
		expect( look.className ).toBe(
			'wp-block-button__link has-text-color has-background'
		);
		expect( look.style ).toEqual( {
			color: '#801249',
			backgroundColor: '#212020',
			borderRadius: '5px',
		} );
	} );

	it( 'prefers a custom gradient over a background colour and keeps the width on the wrapper', () => {
		const look = buttonPresentation( {
			customBackgroundColor: '#ff0000',
			customGradient:
				'linear-gradient(135deg, #fff 0%, rgb(0, 0, 0) 100%)',
			gradient: 'Vivid Cyan',
			width: '50%',
			className: 'is-style-x',
		} );
		expect( look.style.background ).toBe(
			'linear-gradient(135deg, #fff 0%, rgb(0, 0, 0) 100%)'
		);
		expect( look.style.backgroundColor ).toBeUndefined();
		expect( look.className ).toContain(
			'has-vivid-cyan-gradient-background'
		);
		expect( look.wrapperStyle ).toEqual( { width: '50%' } );
		expect( look.wrapperClassName ).toBe(
			'wp-block-jetpack-button wp-block-button is-style-x'
		);
	} );

	it( 'marks a square button and keeps the radius within 0–50', () => {
		expect( buttonPresentation( { borderRadius: 0 } ).className ).toContain(
			'no-border-radius'
		);
		expect( clampBorderRadius( -4 ) ).toBe( 0 );
		expect( clampBorderRadius( 80 ) ).toBe( 50 );
		expect( clampBorderRadius( undefined ) ).toBe( 5 );
		expect( clampBorderRadius( 'x' ) ).toBe( 5 );
	} );

	it( 'drops values that would escape their style declaration', () => {
		expect( safeCssColor( 'red;background:url(x)' ) ).toBeUndefined();
		expect( safeCssColor( 'rgba(0, 0, 0, 0.5)' ) ).toBe(
			'rgba(0, 0, 0, 0.5)'
		);
		expect(
			safeGradient( 'linear-gradient(red, blue);position:fixed' )
		).toBeUndefined();
		expect( safeGradient( 'url(javascript:alert(1))' ) ).toBeUndefined();
		expect( safeWidth( '100%;height:900px' ) ).toBeUndefined();
		expect( safeWidth( '240px' ) ).toBe( '240px' );
		const look = buttonPresentation( {
			customTextColor: '"><script>',
			width: 'expression(alert(1))',
		} );
		expect( look.style ).toEqual( { borderRadius: '5px' } );
		expect( look.wrapperStyle ).toEqual( {} );
	} );

	it( 'falls back to a link for an unknown element', () => {
		expect(
			buttonPresentation( { element: 'script' as 'a' } ).element
		).toBe( 'a' );
		expect( buttonPresentation( { element: 'input' } ).element ).toBe(
			'input'
		);
	} );
} );
