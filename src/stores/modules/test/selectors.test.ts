import { initialState } from '../reducer';
import * as selectors from '../selectors';
import type { ModulesState } from '../types';
import { modules } from './fixtures';

const state: ModulesState = {
	...initialState,
	modules: modules( [ 'contact-form', true ], [ 'stats', false ] ),
	isLoading: true,
	updating: { stats: true },
};

describe( 'modules selectors', () => {
	it( 'read the modules', () => {
		expect( selectors.getModules( state ) ).toBe( state.modules );
		expect( selectors.getModule( state, 'stats' ) ).toBe(
			state.modules.stats
		);
		expect( selectors.getModule( state, 'nope' ) ).toBeUndefined();
	} );

	it( 'tell whether a module is active (an unknown one is not)', () => {
		expect( selectors.isModuleActive( state, 'contact-form' ) ).toBe(
			true
		);
		expect( selectors.isModuleActive( state, 'stats' ) ).toBe( false );
		expect( selectors.isModuleActive( state, 'nope' ) ).toBe( false );
	} );

	it( 'read loading and updating', () => {
		expect( selectors.isLoading( state ) ).toBe( true );
		expect( selectors.isLoading( initialState ) ).toBe( false );
		expect( selectors.isModuleUpdating( state, 'stats' ) ).toBe( true );
		expect( selectors.isModuleUpdating( state, 'contact-form' ) ).toBe(
			false
		);
	} );
} );
