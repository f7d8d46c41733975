import reducer, { initialState } from '../reducer';
import type { ModulesAction, ModulesState } from '../types';
import { modules } from './fixtures';

const init = { type: '@@INIT' } as unknown as ModulesAction;

describe( 'the modules reducer', () => {
	it( 'starts empty, not loading, nothing updating', () => {
		expect( reducer( undefined, init ) ).toEqual( {
			modules: {},
			isLoading: false,
			updating: {},
			hasLoaded: false,
		} );
	} );

	it( 'sets isLoading', () => {
		expect(
			reducer( initialState, { type: 'SET_IS_LOADING', isLoading: true } )
				.isLoading
		).toBe( true );
	} );

	it( 'receives modules and marks them loaded', () => {
		const received = modules( [ 'contact-form', true ] );
		const next = reducer( initialState, {
			type: 'RECEIVE_MODULES',
			modules: received,
		} );
		expect( next.modules ).toBe( received );
		expect( next.hasLoaded ).toBe( true );
	} );

	it( "sets one module's activated flag, leaving the others", () => {
		const state: ModulesState = {
			...initialState,
			modules: modules( [ 'contact-form', false ], [ 'stats', true ] ),
		};
		const next = reducer( state, {
			type: 'SET_MODULE_ACTIVATED',
			name: 'contact-form',
			activated: true,
		} );
		expect( next.modules[ 'contact-form' ]?.activated ).toBe( true );
		expect( next.modules.stats ).toBe( state.modules.stats );
		expect( state.modules[ 'contact-form' ]?.activated ).toBe( false );
	} );

	it( 'ignores the flag of an unknown module', () => {
		const next = reducer( initialState, {
			type: 'SET_MODULE_ACTIVATED',
			name: 'nope',
			activated: true,
		} );
		expect( next ).toBe( initialState );
	} );

	it( 'marks and clears updating per module', () => {
		let next = reducer( initialState, {
			type: 'SET_MODULE_UPDATING',
			name: 'a',
			isUpdating: true,
		} );
		next = reducer( next, {
			type: 'SET_MODULE_UPDATING',
			name: 'b',
			isUpdating: true,
		} );
		expect( next.updating ).toEqual( { a: true, b: true } );
		next = reducer( next, {
			type: 'SET_MODULE_UPDATING',
			name: 'a',
			isUpdating: false,
		} );
		expect( next.updating ).toEqual( { b: true } );
	} );

	it( 'ignores unknown actions', () => {
		expect( reducer( initialState, init ) ).toBe( initialState );
	} );
} );
