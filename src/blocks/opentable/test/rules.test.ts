import {
	availableStyles,
	chooseRestaurants,
	chooseStyle,
	showsWideWarning,
	widgetType,
} from '../rules';

describe( 'style and alignment rules', () => {
	it( 'offers the button style for a single restaurant only', () => {
		expect( availableStyles( 1 ) ).toEqual( [
			'standard',
			'tall',
			'wide',
			'button',
		] );
		expect( availableStyles( 2 ) ).toEqual( [
			'standard',
			'tall',
			'wide',
		] );
	} );

	it( 'drops the button style when several restaurants are chosen', () => {
		expect(
			chooseStyle( { rid: [ '1', '2' ], align: undefined }, 'button' )
		).toEqual( { style: 'standard' } );
		expect( chooseStyle( { rid: [ '1' ] }, 'button' ) ).toEqual( {
			style: 'button',
		} );
		expect(
			chooseRestaurants( { style: 'button' }, [ '1', '2' ] )
		).toEqual( { rid: [ '1', '2' ], style: 'standard' } );
		expect( chooseRestaurants( { style: 'button' }, [ '1' ] ) ).toEqual( {
			rid: [ '1' ],
		} );
	} );

	it( 'keeps restaurant ids once each, digits only', () => {
		expect(
			chooseRestaurants( { style: 'tall' }, [
				' 12 ',
				'12',
				'abc',
				'34',
			] )
		).toEqual( { rid: [ '12', '34' ] } );
	} );

	it( 'widens the block when the wide style is chosen, keeping full width', () => {
		expect(
			chooseStyle( { rid: [ '5' ], align: 'center' }, 'wide' )
		).toEqual( { style: 'wide', align: 'wide' } );
		expect(
			chooseStyle( { rid: [ '5' ], align: 'full' }, 'wide' )
		).toEqual( {
			style: 'wide',
		} );
		expect(
			chooseStyle( { rid: [ '5' ], align: 'left' }, 'tall' )
		).toEqual( {
			style: 'tall',
		} );
	} );

	it( 'warns about the wide style in a narrow column, except for the lone example id', () => {
		expect(
			showsWideWarning( { rid: [ '5' ], style: 'wide', align: 'center' } )
		).toBe( true );
		expect( showsWideWarning( { rid: [ '5', '6' ], style: 'wide' } ) ).toBe(
			true
		);
		expect(
			showsWideWarning( { rid: [ '5' ], style: 'wide', align: 'wide' } )
		).toBe( false );
		expect(
			showsWideWarning( { rid: [ '5' ], style: 'wide', align: 'full' } )
		).toBe( false );
		expect(
			showsWideWarning( { rid: [ '1' ], style: 'wide', align: 'left' } )
		).toBe( false );
		expect(
			showsWideWarning( { rid: [ '5' ], style: 'tall', align: 'left' } )
		).toBe( false );
	} );

	it( 'names the widget type OpenTable expects', () => {
		expect( widgetType( { rid: [ '1', '2' ], style: 'tall' } ) ).toBe(
			'multi'
		);
		expect( widgetType( { rid: [ '1' ], style: 'button' } ) ).toBe(
			'button'
		);
		expect( widgetType( { rid: [ '1' ], style: 'wide' } ) ).toBe(
			'standard'
		);
	} );
} );
