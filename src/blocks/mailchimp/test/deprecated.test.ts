import { legacyButtonAttributes } from '../deprecated';
import { toggleInterest } from '../controls';

describe( 'legacy submit-button fields', () => {
	it( 'become the inner button, with the default text when none was set', () => {
		expect( legacyButtonAttributes( {} ) ).toEqual( {
			element: 'button',
			uniqueId: 'mailchimp-widget-id',
			text: 'Join my email list',
		} );
		expect(
			legacyButtonAttributes( {
				submitButtonText: 'Subscribe',
				textButtonColor: 'black',
				customTextButtonColor: '#000000',
				backgroundButtonColor: '',
				customBackgroundButtonColor: '#CCCCCC',
				submitButtonClasses: 'rounded',
			} )
		).toEqual( {
			element: 'button',
			uniqueId: 'mailchimp-widget-id',
			text: 'Subscribe',
			textColor: 'black',
			customTextColor: '#000000',
			customBackgroundColor: '#CCCCCC',
		} );
	} );
} );

describe( 'choosing groups', () => {
	it( 'adds a ticked group once and removes an unticked one', () => {
		expect( toggleInterest( [ 'a' ], 'b', true ) ).toEqual( [ 'a', 'b' ] );
		expect( toggleInterest( [ 'a', 'b' ], 'b', true ) ).toEqual( [
			'a',
			'b',
		] );
		expect( toggleInterest( [ 'a', 'b' ], 'a', false ) ).toEqual( [ 'b' ] );
	} );
} );
