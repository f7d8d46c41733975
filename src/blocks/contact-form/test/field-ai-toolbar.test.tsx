/**
 * A field block's toolbar opens the AI bar of the form it is in (spec 000 §1), under the same rule
 * as the form's own entry. The editor's block store is a small stand-in: one form holding a field.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import { createReduxStore, register } from '@wordpress/data';
import type { ReactNode } from 'react';
import { setAiClientConfig } from '../../../shared/ai-client/config';
import { isFormAiBarOpen, setFormAiBarOpen } from '../ai-bar-state';
import { FieldAiToolbar } from '../field-ai-toolbar';

jest.mock( '@wordpress/block-editor', () => ( {
	store: 'test/field-block-editor',
	BlockControls: ( { children }: { children: ReactNode } ) => children,
} ) );

const PARENTS: Record< string, string | null > = {
	field: 'form',
	loose: null,
	form: null,
};
const NAMES: Record< string, string > = {
	form: 'jetpack/contact-form',
	field: 'jetpack/field-name',
	loose: 'jetpack/field-name',
};
register(
	createReduxStore( 'test/field-block-editor', {
		reducer: ( state = {} ) => state,
		selectors: {
			getBlockRootClientId: ( __state: unknown, id: string ) =>
				PARENTS[ id ] ?? null,
			getBlockName: ( __state: unknown, id: string ) =>
				NAMES[ id ] ?? null,
		},
	} )
);

/** A REST answer as the site's API client reads it (status, headers, JSON). */
function answer( body: unknown ) {
	return {
		ok: true,
		status: 200,
		headers: { get: () => 'application/json' },
		json: async () => body,
		text: async () => JSON.stringify( body ),
	};
}

beforeAll( () => {
	apiFetch.setFetchHandler( async ( options ) => {
		const path = String( options.path ?? options.url ?? '' );
		const body = /module\/all/.test( path )
			? { 'contact-form': { activated: true } }
			: {};
		return options.parse === false ? answer( body ) : body;
	} );
} );
beforeEach( () => setAiClientConfig( { requiresConnection: false } ) );
afterEach( () => {
	setAiClientConfig( null );
	setFormAiBarOpen( 'form', false );
} );

describe( "a field's AI entry", () => {
	it( "opens and closes its form's bar", async () => {
		render( <FieldAiToolbar clientId="field" /> );
		const entry = await screen.findByRole( 'button', {
			name: 'AI Assistant',
		} );
		await userEvent.click( entry );
		expect( isFormAiBarOpen( 'form' ) ).toBe( true );
		expect( entry.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		await userEvent.click( entry );
		expect( isFormAiBarOpen( 'form' ) ).toBe( false );
	} );

	it( 'is not there for a field outside a form', async () => {
		render( <FieldAiToolbar clientId="loose" /> );
		await act( async () => {} );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );
} );
