/**
 * The editor registers the blocks the server made available, and skips the others unless their
 * reason lets them explain themselves (spec 002 §5 "Block registration").
 */
import { getBlockType, unregisterBlockType } from '@wordpress/blocks';
import { registerBlockFolder } from '../register-block';

const folder = ( name: string ) => ( {
	metadata: {
		name,
		apiVersion: 3,
		title: 'Sample',
		category: 'widgets',
		attributes: {},
	},
	settings: { save: () => null, edit: () => null },
} );

afterEach( () => {
	delete window.jetpackBlocksAvailability;
	for ( const name of [
		'jetpack/a',
		'jetpack/b',
		'jetpack/c',
		'jetpack/d',
	] ) {
		if ( getBlockType( name ) ) {
			unregisterBlockType( name );
		}
	}
} );

test( 'a block the server does not describe registers as it is', () => {
	registerBlockFolder( folder( 'jetpack/a' ) );
	expect( getBlockType( 'jetpack/a' )?.title ).toBe( 'Sample' );
} );

test( 'an unavailable block is skipped and its reason named in the console', () => {
	window.jetpackBlocksAvailability = {
		'jetpack/b': {
			available: false,
			unavailable_reason: 'missing_module',
			details: { module: 'contact-form' },
			beta: false,
		},
	};
	const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	expect( registerBlockFolder( folder( 'jetpack/b' ) ) ).toBeUndefined();
	expect( getBlockType( 'jetpack/b' ) ).toBeUndefined();
	expect( warn ).toHaveBeenCalledWith(
		"Block jetpack/b couldn't be registered because it is unavailable (missing_module)."
	);
	warn.mockRestore();
} );

test( 'a block missing only a plan still registers (it shows the upgrade banner)', () => {
	window.jetpackBlocksAvailability = {
		'jetpack/c': {
			available: false,
			unavailable_reason: 'missing_plan',
			details: { required_plan: 'value_bundle' },
			beta: false,
		},
	};
	registerBlockFolder( folder( 'jetpack/c' ) );
	expect( getBlockType( 'jetpack/c' ) ).toBeDefined();
} );

test( 'a beta block is titled as one', () => {
	window.jetpackBlocksAvailability = {
		'jetpack/d': {
			available: true,
			unavailable_reason: '',
			details: {},
			beta: true,
		},
	};
	registerBlockFolder( folder( 'jetpack/d' ) );
	expect( getBlockType( 'jetpack/d' )?.title ).toBe( 'Sample (beta)' );
} );
