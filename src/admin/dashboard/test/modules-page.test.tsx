import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../shared/api/errors';
import { filterModules, ModulesPage } from '../modules-page';
import {
	fakeModulesStore,
	moduleData,
	modulesMocks,
	noticeTexts,
	renderWithStores,
	type Seed,
} from './fake-stores';

jest.mock( '../../../stores/connection', () => ( {
	store: require( './fake-stores' ).fakeConnectionStore,
} ) );
jest.mock( '../../../stores/modules', () => ( {
	store: require( './fake-stores' ).fakeModulesStore,
} ) );

const MODULES = {
	stats: moduleData( 'stats', 'Stats', 'Collect visitor statistics.', false ),
	'ai-assistant': moduleData(
		'ai-assistant',
		'AI Assistant',
		'Write and edit with the AI assistant.',
		true
	),
	markdown: moduleData(
		'markdown',
		'Markdown',
		'Write posts in MARKDOWN syntax.',
		false
	),
};

const toggle = ( name: string ) =>
	screen.getByRole( 'checkbox', { name } ) as HTMLInputElement;
const toggleNames = () =>
	screen
		.queryAllByRole( 'checkbox' )
		.map( ( element ) => element.getAttribute( 'id' ) )
		.map(
			( id ) =>
				document.querySelector( `label[for="${ id }"]` )?.textContent
		);
const liveRegion = () =>
	document.querySelector(
		'.jetpack-blocks-dashboard-modules [aria-live="polite"]'
	);

function renderPage( seed: Seed = { modules: { modules: MODULES } } ) {
	return renderWithStores( <ModulesPage />, seed );
}

beforeEach( () => {
	modulesMocks.updateModuleStatus.mockReset().mockResolvedValue( undefined );
} );

describe( 'ModulesPage', () => {
	it( 'shows a spinner while the modules load', () => {
		renderPage( { modules: { isLoading: true } } );
		expect( screen.getByText( 'Loading modules…' ) ).toBeTruthy();
		expect(
			document.querySelector( '.components-spinner' )
		).not.toBeNull();
		expect( screen.queryAllByRole( 'checkbox' ) ).toHaveLength( 0 );
	} );

	it( 'shows the spinner before the first fetch has finished', () => {
		renderPage( { modulesResolved: false } );
		expect( screen.getByText( 'Loading modules…' ) ).toBeTruthy();
	} );

	it( 'lists every module by name with its description and state', () => {
		renderPage();
		expect( screen.getByRole( 'heading', { level: 2 } ).textContent ).toBe(
			'Modules'
		);
		expect( toggleNames() ).toEqual( [
			'AI Assistant',
			'Markdown',
			'Stats',
		] );
		expect( toggle( 'AI Assistant' ).checked ).toBe( true );
		expect( toggle( 'Stats' ).checked ).toBe( false );
		expect( toggle( 'Stats' ).disabled ).toBe( false );
		// The description describes the toggle.
		const describedBy =
			toggle( 'Stats' ).getAttribute( 'aria-describedby' );
		expect(
			document.getElementById( describedBy ?? '' )?.textContent
		).toBe( 'Collect visitor statistics.' );
	} );

	describe( 'search', () => {
		it( 'is labelled and filters by name and description, case-insensitively', async () => {
			renderPage();
			const search = screen.getByRole( 'searchbox', {
				name: 'Search modules',
			} );

			await userEvent.type( search, 'STAT' );
			expect( toggleNames() ).toEqual( [ 'Stats' ] );

			await userEvent.clear( search );
			await userEvent.type( search, 'markdown syntax' );
			expect( toggleNames() ).toEqual( [ 'Markdown' ] );

			await userEvent.clear( search );
			await userEvent.type( search, 'write' );
			expect( toggleNames() ).toEqual( [ 'AI Assistant', 'Markdown' ] );

			await userEvent.clear( search );
			expect( toggleNames() ).toEqual( [
				'AI Assistant',
				'Markdown',
				'Stats',
			] );
		} );

		it( 'says when nothing matches', async () => {
			renderPage();
			await userEvent.type(
				screen.getByRole( 'searchbox', { name: 'Search modules' } ),
				'Podcast'
			);
			expect( screen.queryAllByRole( 'checkbox' ) ).toHaveLength( 0 );
			expect(
				screen.getByText( 'No modules match “Podcast”.' )
			).toBeTruthy();
		} );

		it( 'filterModules matches either field and sorts by name', () => {
			expect(
				filterModules( MODULES, ' visitor ' ).map( ( row ) => row.slug )
			).toEqual( [ 'stats' ] );
			expect(
				filterModules( MODULES, '' ).map( ( row ) => row.slug )
			).toEqual( [ 'ai-assistant', 'markdown', 'stats' ] );
			expect( filterModules( undefined, 'x' ) ).toEqual( [] );
		} );
	} );

	describe( 'an unavailable module', () => {
		const unavailable = {
			...MODULES,
			likes: {
				...moduleData( 'likes', 'Likes', 'Lets readers like posts.' ),
				available: false,
				unavailable_reason:
					'Needs WordPress.com; not available on this site.',
			},
		};

		it( 'shows the reason beside a switch that cannot be turned on', async () => {
			renderPage( { modules: { modules: unavailable } } );
			const likes = toggle( 'Likes' );
			expect( likes.checked ).toBe( false );
			expect( likes.disabled ).toBe( true );
			const describedBy = likes.getAttribute( 'aria-describedby' );
			expect(
				document.getElementById( describedBy ?? '' )?.textContent
			).toBe(
				'Lets readers like posts. Needs WordPress.com; not available on this site.'
			);
			await userEvent.click( likes );
			expect( modulesMocks.updateModuleStatus ).not.toHaveBeenCalled();
			expect( liveRegion()?.textContent ).toBe( '' );
		} );

		it( 'can still be switched off while the server reports it on', async () => {
			renderPage( {
				modules: {
					modules: {
						likes: { ...unavailable.likes, activated: true },
					},
				},
			} );
			expect( toggle( 'Likes' ).disabled ).toBe( false );
			await userEvent.click( toggle( 'Likes' ) );
			expect( modulesMocks.updateModuleStatus ).toHaveBeenCalledWith(
				'likes',
				false
			);
		} );
	} );

	describe( 'toggle', () => {
		it( 'activates optimistically, is disabled while updating, then announces', async () => {
			let finish: () => void = () => {};
			modulesMocks.updateModuleStatus.mockImplementation(
				() => new Promise< void >( ( resolve ) => ( finish = resolve ) )
			);
			renderPage();

			await userEvent.click( toggle( 'Stats' ) );

			expect( modulesMocks.updateModuleStatus ).toHaveBeenCalledWith(
				'stats',
				true
			);
			expect( toggle( 'Stats' ).checked ).toBe( true );
			expect( toggle( 'Stats' ).disabled ).toBe( true );
			expect( toggle( 'Markdown' ).disabled ).toBe( false );

			await act( async () => finish() );

			expect( toggle( 'Stats' ).disabled ).toBe( false );
			expect( toggle( 'Stats' ).checked ).toBe( true );
			expect( liveRegion()?.textContent ).toBe( 'Stats activated.' );
			expect( noticeTexts() ).toEqual( [] );
		} );

		it( 'deactivates and announces it', async () => {
			renderPage();
			await userEvent.click( toggle( 'AI Assistant' ) );
			expect( modulesMocks.updateModuleStatus ).toHaveBeenCalledWith(
				'ai-assistant',
				false
			);
			await waitFor( () =>
				expect( liveRegion()?.textContent ).toBe(
					'AI Assistant deactivated.'
				)
			);
			expect( toggle( 'AI Assistant' ).checked ).toBe( false );
		} );

		it( 'is disabled while the store marks the module updating', () => {
			renderPage( {
				modules: { modules: MODULES, updating: { markdown: true } },
			} );
			expect( toggle( 'Markdown' ).disabled ).toBe( true );
			expect( toggle( 'Stats' ).disabled ).toBe( false );
		} );

		it( 'shows the error when activation fails, and the module is restored', async () => {
			modulesMocks.updateModuleStatus.mockRejectedValue(
				new ApiError( {
					status: 500,
					response: { code: 'failed', message: 'Server down' },
					serverMessage: 'Server down',
				} )
			);
			const { registry } = renderPage();

			await userEvent.click( toggle( 'Stats' ) );

			await waitFor( () =>
				expect( noticeTexts() ).toEqual( [
					'Could not activate Stats: Server down (Status 500)',
				] )
			);
			expect(
				document
					.querySelector( '.components-notice' )
					?.classList.contains( 'is-error' )
			).toBe( true );
			expect( toggle( 'Stats' ).checked ).toBe( false );
			expect( toggle( 'Stats' ).disabled ).toBe( false );
			expect(
				registry.select( fakeModulesStore ).getModules().stats
					?.activated
			).toBe( false );
			expect( liveRegion()?.textContent ).toBe( '' );
		} );

		it( 'shows the error when deactivation fails', async () => {
			modulesMocks.updateModuleStatus.mockRejectedValue(
				new ApiError( {
					status: 403,
					response: null,
					serverMessage: 'Sorry, you are not allowed to do that.',
				} )
			);
			renderPage();
			await userEvent.click( toggle( 'AI Assistant' ) );
			await waitFor( () =>
				expect( noticeTexts() ).toEqual( [
					'Could not deactivate AI Assistant: Sorry, you are not allowed to do that. (Status 403)',
				] )
			);
			expect( toggle( 'AI Assistant' ).checked ).toBe( true );
		} );

		it( 'works from the keyboard', async () => {
			renderPage();
			toggle( 'Markdown' ).focus();
			await userEvent.keyboard( ' ' );
			expect( modulesMocks.updateModuleStatus ).toHaveBeenCalledWith(
				'markdown',
				true
			);
			await waitFor( () =>
				expect( liveRegion()?.textContent ).toBe(
					'Markdown activated.'
				)
			);
		} );
	} );
} );
