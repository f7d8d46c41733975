import { audienceText } from '../notice-text';

it( 'explains who will see the block, with plurals', () => {
	expect( audienceText( 'after-visits', 3 ) ).toBe(
		'This block will only appear to people who have visited this site more than 3 times.'
	);
	expect( audienceText( 'after-visits', 1 ) ).toBe(
		'This block will only appear to people who have visited this site more than once.'
	);
	expect( audienceText( 'before-visits', 2 ) ).toBe(
		'This block will only appear to people who have visited this site at most 2 times.'
	);
	expect( audienceText( 'before-visits', 1 ) ).toBe(
		'This block will only appear to people who are visiting this site for the first time.'
	);
} );
