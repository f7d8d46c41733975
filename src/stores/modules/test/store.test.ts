import { createRegistry } from '@wordpress/data';
import * as api from '../../../shared/api';
import { store } from '..';
import { modules } from './fixtures';

jest.mock( '../../../shared/api', () => ( {
	fetchModules: jest.fn(),
	updateModuleActivation: jest.fn(),
} ) );

const fetchModulesMock = jest.mocked( api.fetchModules );
const updateModuleActivationMock = jest.mocked( api.updateModuleActivation );

function setup() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/** A promise and the functions that settle it. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( reason: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

beforeEach( () => {
	fetchModulesMock.mockReset();
	updateModuleActivationMock.mockReset();
} );

describe( 'the modules store', () => {
	it( 'is named jetpack-blocks/modules', () => {
		expect( store.name ).toBe( 'jetpack-blocks/modules' );
	} );

	it( 'fetches the modules once, on first selection, loading meanwhile', async () => {
		const answer = deferred< ReturnType< typeof modules > >();
		fetchModulesMock.mockReturnValue( answer.promise );
		const registry = setup();

		expect( registry.select( store ).getModules() ).toEqual( {} );
		await flush();
		expect( registry.select( store ).isLoading() ).toBe( true );

		answer.resolve( modules( [ 'contact-form', true ] ) );
		const received = await registry.resolveSelect( store ).getModules();
		registry.select( store ).getModules();
		await registry.resolveSelect( store ).getModule( 'contact-form' );
		await registry.resolveSelect( store ).isModuleActive( 'stats' );
		await flush();

		expect( received[ 'contact-form' ]?.activated ).toBe( true );
		expect( registry.select( store ).isLoading() ).toBe( false );
		expect( fetchModulesMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'selecting one module fetches the list', async () => {
		fetchModulesMock.mockResolvedValue( modules( [ 'stats', true ] ) );
		const registry = setup();
		await expect(
			registry.resolveSelect( store ).isModuleActive( 'stats' )
		).resolves.toBe( true );
		expect( fetchModulesMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'switches a module optimistically and keeps the server answer', async () => {
		const registry = setup();
		registry
			.dispatch( store )
			.receiveModules( modules( [ 'contact-form', false ] ) );
		const post = deferred< { code: 'success' } >();
		updateModuleActivationMock.mockReturnValue( post.promise );
		fetchModulesMock.mockResolvedValue(
			modules( [ 'contact-form', true ] )
		);
		const select = registry.select( store );

		const updating = registry
			.dispatch( store )
			.updateModuleStatus( 'contact-form', true );
		expect( select.isModuleUpdating( 'contact-form' ) ).toBe( true );
		expect( select.isModuleActive( 'contact-form' ) ).toBe( true );

		post.resolve( { code: 'success' } );
		await updating;

		expect( select.isModuleUpdating( 'contact-form' ) ).toBe( false );
		expect( select.isModuleActive( 'contact-form' ) ).toBe( true );
		expect( fetchModulesMock ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'rolls back a refused switch, rethrows and clears updating', async () => {
		const registry = setup();
		const before = modules( [ 'contact-form', true ], [ 'stats', false ] );
		registry.dispatch( store ).receiveModules( before );
		const failure = new Error( 'Forbidden (Status 403)' );
		const post = deferred< { code: 'success' } >();
		updateModuleActivationMock.mockReturnValue( post.promise );
		const select = registry.select( store );

		const updating = registry
			.dispatch( store )
			.updateModuleStatus( 'contact-form', false );
		expect( select.isModuleActive( 'contact-form' ) ).toBe( false );
		expect( select.isModuleUpdating( 'contact-form' ) ).toBe( true );

		post.reject( failure );
		await expect( updating ).rejects.toBe( failure );

		expect( select.getModules() ).toEqual( before );
		expect( select.isModuleActive( 'contact-form' ) ).toBe( true );
		expect( select.isModuleUpdating( 'contact-form' ) ).toBe( false );
		expect( fetchModulesMock ).not.toHaveBeenCalled();
	} );
} );
