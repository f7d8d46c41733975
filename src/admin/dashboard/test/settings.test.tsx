/**
 * The dashboard's site settings (setting-checkbox.tsx and its two uses): saved through
 * /wp/v2/settings at once, reverted with a message when the save fails, disabled with the reason
 * when a constant decides, and not shown to those who may not change them.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { BetaBlocksSetting } from '../beta-blocks-setting';
import { UninstallSetting } from '../uninstall-setting';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const apiFetchMock = apiFetch as unknown as jest.Mock;
type Win = Window & { JetpackBlocksInitialState?: unknown };

afterEach( () => {
	delete ( window as Win ).JetpackBlocksInitialState;
	apiFetchMock.mockReset();
} );

it( 'offers the beta blocks by name and saves the choice', async () => {
	( window as Win ).JetpackBlocksInitialState = {
		betaBlocks: {
			enabled: false,
			locked: false,
			titles: [ 'Voice to content' ],
		},
	};
	apiFetchMock.mockResolvedValue( { jetpack_blocks_beta_blocks: true } );
	render( <BetaBlocksSetting /> );
	const section = screen.getByRole( 'region', { name: 'Beta blocks' } );
	expect( section.textContent ).toContain( 'Voice to content' );
	const box = screen.getByRole( 'checkbox', {
		name: 'Offer beta blocks in the editor',
	} );
	await userEvent.click( box );
	expect( apiFetchMock ).toHaveBeenCalledWith( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { jetpack_blocks_beta_blocks: true },
	} );
	await waitFor( () =>
		expect( ( box as HTMLInputElement ).disabled ).toBe( false )
	);
	expect( ( box as HTMLInputElement ).checked ).toBe( true );
} );

it( 'puts the box back and says so when the save fails', async () => {
	( window as Win ).JetpackBlocksInitialState = {
		deleteDataOnUninstall: false,
	};
	apiFetchMock.mockRejectedValue( { code: 'rest_forbidden' } );
	render( <UninstallSetting /> );
	const box = screen.getByRole( 'checkbox', {
		name: 'Delete all data on uninstall',
	} ) as HTMLInputElement;
	await userEvent.click( box );
	expect(
		await screen.findByText( 'The setting could not be saved.', {
			selector: '.components-notice__content',
		} )
	).toBeTruthy();
	expect( box.checked ).toBe( false );
} );

it( 'shows a setting a constant decides as it is, disabled, with the reason', () => {
	( window as Win ).JetpackBlocksInitialState = {
		betaBlocks: {
			enabled: true,
			locked: true,
			titles: [ 'Voice to content' ],
		},
	};
	render( <BetaBlocksSetting /> );
	const box = screen.getByRole( 'checkbox', {
		name: 'Offer beta blocks in the editor',
	} ) as HTMLInputElement;
	expect( box.checked ).toBe( true );
	expect( box.disabled ).toBe( true );
	expect(
		screen.getByRole( 'region', { name: 'Beta blocks' } ).textContent
	).toContain(
		'The JETPACK_BETA_BLOCKS constant in wp-config.php decides this on this site.'
	);
} );

it( 'shows nothing to those who may not change the settings, or with no beta block', () => {
	( window as Win ).JetpackBlocksInitialState = {};
	const { container } = render(
		<>
			<BetaBlocksSetting />
			<UninstallSetting />
		</>
	);
	expect( container.textContent ).toBe( '' );
	( window as Win ).JetpackBlocksInitialState = {
		betaBlocks: { enabled: false, locked: false, titles: [] },
	};
	expect( render( <BetaBlocksSetting /> ).container.textContent ).toBe( '' );
} );
