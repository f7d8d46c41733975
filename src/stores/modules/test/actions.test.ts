import * as api from '../../../shared/api';
import {
	fetchModules,
	receiveModules,
	setIsLoading,
	setModuleActivated,
	setModuleUpdating,
	updateModuleStatus,
} from '../actions';
import type {
	ModulesResponse,
	ModulesThunkArgs,
	ModulesThunkDispatch,
} from '../types';
import { modules } from './fixtures';

jest.mock( '../../../shared/api', () => ( {
	fetchModules: jest.fn(),
	updateModuleActivation: jest.fn(),
} ) );

const fetchModulesMock = jest.mocked( api.fetchModules );
const updateModuleActivationMock = jest.mocked( api.updateModuleActivation );

function thunkArgs( current: ModulesResponse = {} ) {
	const dispatch = jest.fn();
	const args: ModulesThunkArgs = {
		dispatch: dispatch as unknown as ModulesThunkDispatch,
		select: { getModules: jest.fn( () => current ) },
		resolveSelect: { getModules: jest.fn( async () => current ) },
	};
	return { dispatch, args };
}

beforeEach( () => {
	fetchModulesMock.mockReset();
	updateModuleActivationMock.mockReset();
} );

describe( 'plain actions', () => {
	it( 'describe each change', () => {
		expect( setIsLoading( true ) ).toEqual( {
			type: 'SET_IS_LOADING',
			isLoading: true,
		} );
		expect( receiveModules( {} ) ).toEqual( {
			type: 'RECEIVE_MODULES',
			modules: {},
		} );
		expect( setModuleActivated( 'a', true ) ).toEqual( {
			type: 'SET_MODULE_ACTIVATED',
			name: 'a',
			activated: true,
		} );
		expect( setModuleUpdating( 'a', false ) ).toEqual( {
			type: 'SET_MODULE_UPDATING',
			name: 'a',
			isUpdating: false,
		} );
	} );
} );

describe( 'fetchModules', () => {
	it( 'sets isLoading around the fetch and receives the modules', async () => {
		const fetched = modules( [ 'stats', true ] );
		fetchModulesMock.mockResolvedValue( fetched );
		const { dispatch, args } = thunkArgs();

		await fetchModules()( args );

		expect( dispatch.mock.calls ).toEqual( [
			[ { type: 'SET_IS_LOADING', isLoading: true } ],
			[ { type: 'RECEIVE_MODULES', modules: fetched } ],
			[ { type: 'SET_IS_LOADING', isLoading: false } ],
		] );
	} );

	it( 'clears isLoading and throws on failure', async () => {
		const failure = new Error( 'offline' );
		fetchModulesMock.mockRejectedValue( failure );
		const { dispatch, args } = thunkArgs();

		await expect( fetchModules()( args ) ).rejects.toBe( failure );

		expect( dispatch.mock.calls ).toEqual( [
			[ { type: 'SET_IS_LOADING', isLoading: true } ],
			[ { type: 'SET_IS_LOADING', isLoading: false } ],
		] );
	} );
} );

describe( 'updateModuleStatus', () => {
	const before = modules( [ 'contact-form', false ], [ 'stats', true ] );

	it( 'marks updating, switches optimistically, POSTs, refetches, clears updating', async () => {
		const after = modules( [ 'contact-form', true ], [ 'stats', true ] );
		updateModuleActivationMock.mockResolvedValue( { code: 'success' } );
		fetchModulesMock.mockResolvedValue( after );
		const { dispatch, args } = thunkArgs( before );

		await updateModuleStatus( 'contact-form', true )( args );

		expect( updateModuleActivationMock ).toHaveBeenCalledWith(
			'contact-form',
			true
		);
		expect( fetchModulesMock ).toHaveBeenCalledTimes( 1 );
		expect( dispatch.mock.calls ).toEqual( [
			[
				{
					type: 'SET_MODULE_UPDATING',
					name: 'contact-form',
					isUpdating: true,
				},
			],
			[
				{
					type: 'SET_MODULE_ACTIVATED',
					name: 'contact-form',
					activated: true,
				},
			],
			[ { type: 'RECEIVE_MODULES', modules: after } ],
			[
				{
					type: 'SET_MODULE_UPDATING',
					name: 'contact-form',
					isUpdating: false,
				},
			],
		] );
		// The POST happens after the optimistic switch.
		expect(
			updateModuleActivationMock.mock.invocationCallOrder[ 0 ]
		).toBeGreaterThan( dispatch.mock.invocationCallOrder[ 1 ] ?? 0 );
	} );

	it( 'restores the previous modules, rethrows and clears updating when the POST fails', async () => {
		const failure = new Error( 'Forbidden (Status 403)' );
		updateModuleActivationMock.mockRejectedValue( failure );
		const { dispatch, args } = thunkArgs( before );

		await expect(
			updateModuleStatus( 'contact-form', true )( args )
		).rejects.toBe( failure );

		expect( fetchModulesMock ).not.toHaveBeenCalled();
		expect( dispatch.mock.calls.slice( 2 ) ).toEqual( [
			[ { type: 'RECEIVE_MODULES', modules: before } ],
			[
				{
					type: 'SET_MODULE_UPDATING',
					name: 'contact-form',
					isUpdating: false,
				},
			],
		] );
	} );

	it( 'also rolls back when the refetch fails', async () => {
		const failure = new Error( 'offline' );
		updateModuleActivationMock.mockResolvedValue( { code: 'success' } );
		fetchModulesMock.mockRejectedValue( failure );
		const { dispatch, args } = thunkArgs( before );

		await expect(
			updateModuleStatus( 'stats', false )( args )
		).rejects.toBe( failure );

		expect( dispatch ).toHaveBeenCalledWith( {
			type: 'RECEIVE_MODULES',
			modules: before,
		} );
		expect( dispatch ).toHaveBeenLastCalledWith( {
			type: 'SET_MODULE_UPDATING',
			name: 'stats',
			isUpdating: false,
		} );
	} );
} );
