/**
 * The setup state of a site with no model: the words, and who gets the way to the settings.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { markAiModelMissing, setAiClientConfig } from '../../ai-client/config';
import { AIControl } from '../ai-control';
import { AiSetupNotice, useAiModelStatus } from '../setup-notice';

afterEach( () => setAiClientConfig( null ) );

describe( 'AiSetupNotice', () => {
	it( 'gives administrators a "Set up AI" link to the settings screen that opens in a new tab', () => {
		setAiClientConfig( {
			model: {
				configured: false,
				canSetUp: true,
				setupUrl: 'options-general.php?page=jetpack-blocks-ai',
			},
		} );
		render( <AiSetupNotice /> );
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'No AI model is set up for this site.'
		);
		const link = screen.getByRole( 'link', { name: /^Set up AI/ } );
		const url = `${ window.location.origin }/wp-admin/options-general.php?page=jetpack-blocks-ai`;
		expect( link.getAttribute( 'href' ) ).toBe( url );
		// A click opens the settings from the top window in a new tab: the canvas iframe does not
		// follow links, and the editor's unsaved work stays open.
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		fireEvent.click( link );
		expect( open ).toHaveBeenCalledWith(
			url,
			'_blank',
			'noopener,noreferrer'
		);
		open.mockRestore();
		expect(
			screen.queryByText( 'Ask an administrator to set one up.' )
		).toBeNull();
	} );

	it( 'asks other users to ask an administrator', () => {
		setAiClientConfig( { model: { configured: false, canSetUp: false } } );
		render( <AiSetupNotice /> );
		expect(
			screen.getByText( 'Ask an administrator to set one up.' )
		).toBeTruthy();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );
} );

describe( 'useAiModelStatus', () => {
	function Probe() {
		return <p>{ useAiModelStatus().configured ? 'model' : 'none' }</p>;
	}

	it( 'follows a server answer that the model is gone', () => {
		setAiClientConfig( { model: { configured: true } } );
		render( <Probe /> );
		expect( screen.getByText( 'model' ) ).toBeTruthy();
		act( () => markAiModelMissing() );
		expect( screen.getByText( 'none' ) ).toBeTruthy();
	} );
} );

describe( 'AIControl focusOnMountDelay', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	function renderControl( delay?: number ) {
		render(
			<AIControl
				value=""
				state="init"
				onChange={ () => {} }
				onSend={ () => {} }
				onStop={ () => {} }
				focusOnMountDelay={ delay }
			/>
		);
		return screen.getByRole( 'textbox' );
	}

	it( 'moves focus to the prompt once the delay has passed, not before', () => {
		const field = renderControl( 300 );
		act( () => jest.advanceTimersByTime( 299 ) );
		expect( field.ownerDocument.activeElement ).not.toBe( field );
		act( () => jest.advanceTimersByTime( 1 ) );
		expect( field.ownerDocument.activeElement ).toBe( field );
	} );

	it( 'leaves focus alone without a delay', () => {
		const field = renderControl();
		act( () => jest.advanceTimersByTime( 1000 ) );
		expect( field.ownerDocument.activeElement ).not.toBe( field );
	} );
} );
