/**
 * The editor states of spec 001 §4/§6/§8, with the REST answers as the server gives them (apiFetch
 * is the stand-in for the network; the block's own code and the connection store are real).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import type { BlockEditProps } from '@wordpress/blocks';
import apiFetch from '@wordpress/api-fetch';
import MailchimpEdit from '../edit';
import metadata from '../block.json';
import { store as connectionStore } from '../../../stores/connection';
import type { MailchimpAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

// The real hooks need a block editor around them; the slots render their children in place and
// the locked button child is represented by its wrapper.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	useInnerBlocksProps: (
		props: Record< string, unknown > = {},
		options: Record< string, unknown > = {}
	) => ( {
		...props,
		'data-testid': 'button-child',
		'data-lock': String( options.templateLock ),
	} ),
	InspectorControls: ( { children }: { children: ReactNode } ) => (
		<div>{ children }</div>
	),
	RichText: ( {
		value,
		onChange,
		'aria-label': label,
	}: {
		value: string;
		onChange: ( value: string ) => void;
		'aria-label': string;
	} ) => (
		<textarea
			aria-label={ label }
			value={ value }
			onChange={ ( event ) => onChange( event.target.value ) }
		/>
	),
} ) );

beforeAll( () => {
	globalThis.ResizeObserver ??= class {
		observe() {}
		unobserve() {}
		disconnect() {}
	} as unknown as typeof ResizeObserver;
} );

const mockedFetch = apiFetch as unknown as jest.Mock;

const DEFAULTS = Object.fromEntries(
	Object.entries( metadata.attributes ).map( ( [ key, value ] ) => [
		key,
		( value as { default?: unknown } ).default,
	] )
) as unknown as MailchimpAttributes;

function renderEdit() {
	const changes: Array< Partial< MailchimpAttributes > > = [];
	function Harness() {
		const [ attributes, setState ] =
			useState< MailchimpAttributes >( DEFAULTS );
		return (
			<MailchimpEdit
				{ ...( {
					attributes,
					setAttributes: ( next: Partial< MailchimpAttributes > ) => {
						changes.push( next );
						setState( ( current ) => ( { ...current, ...next } ) );
					},
					isSelected: true,
					clientId: 'mailchimp-1',
				} as unknown as BlockEditProps< MailchimpAttributes > ) }
			/>
		);
	}
	render( <Harness /> );
	return changes;
}

const LOCAL = {
	code: 'connected',
	provider: 'local',
	connect_url:
		'http://site/wp-admin/options-general.php?page=jetpack-blocks-newsletter',
	manage_url: 'http://site/wp-admin/edit.php?post_type=jp_newsletter_signup',
	audience: { name: "This site's own list", subscribers: 2 },
	message: "Sign-ups are kept in this site's own list.",
};
const GROUPS = {
	interest_categories: [
		{
			id: 'c1',
			title: 'Topics',
			interests: [
				{ id: 'i1', name: 'Recipes' },
				{ id: 'i2', name: 'Travel' },
			],
		},
	],
};

function answer( routes: Record< string, unknown > ) {
	mockedFetch.mockImplementation( ( { path }: { path: string } ) => {
		const key = Object.keys( routes ).find( ( route ) => path === route );
		if ( ! key ) {
			return Promise.reject( { message: `unexpected ${ path }` } );
		}
		const value = routes[ key ];
		return value instanceof Error
			? Promise.reject( value )
			: Promise.resolve( value );
	} );
}

describe( 'mailchimp edit', () => {
	afterEach( () => {
		mockedFetch.mockReset();
		act( () => {
			dispatch( connectionStore ).setConnectionStatus( {
				isUserConnected: false,
			} );
		} );
	} );

	it( 'asks a user who is not connected to connect their account first', () => {
		renderEdit();
		expect(
			screen.getAllByText(
				/^First, you'll need to connect your .+ account\.$/
			).length
		).toBeGreaterThan( 0 );
		expect(
			screen
				.getByRole( 'link', { name: 'Connect' } )
				.getAttribute( 'href' )
		).toMatch( /admin\.php\?page=jetpack-blocks#\/connection$/ );
		expect( mockedFetch ).not.toHaveBeenCalled();
	} );

	describe( 'for a connected user', () => {
		beforeEach( () => {
			act( () => {
				dispatch( connectionStore ).setConnectionStatus( {
					isUserConnected: true,
				} );
			} );
		} );

		it( 'shows the set-up placeholder when not connected, and re-checks', async () => {
			const user = userEvent.setup();
			answer( {
				'/wpcom/v2/mailchimp': {
					code: 'not_connected',
					connect_url: 'http://site/setup',
					message: 'Mailchimp could not be reached.',
				},
			} );
			renderEdit();
			await screen.findByText( 'Mailchimp could not be reached.' );
			expect(
				screen
					.getByRole( 'link', { name: 'Set up Mailchimp form' } )
					.getAttribute( 'href' )
			).toBe( 'http://site/setup' );

			answer( {
				'/wpcom/v2/mailchimp': LOCAL,
				'/wpcom/v2/mailchimp/groups': GROUPS,
			} );
			await user.click(
				screen.getByRole( 'button', { name: 'Re-check Connection' } )
			);
			await screen.findByRole( 'textbox', { name: 'Consent text' } );
		} );

		it( 'shows the returned error message when the call fails', async () => {
			answer( {
				'/wpcom/v2/mailchimp': Object.assign(
					new Error( 'Sorry, you are not allowed to do that.' ),
					{ code: 'rest_forbidden' }
				),
			} );
			renderEdit();
			await screen.findByText( 'Sorry, you are not allowed to do that.' );
			expect(
				screen.getByRole( 'button', { name: 'Re-check Connection' } )
			).toBeTruthy();
		} );

		it( 'names in the default consent text the list actually used', async () => {
			answer( {
				'/wpcom/v2/mailchimp': LOCAL,
				'/wpcom/v2/mailchimp/groups': GROUPS,
			} );
			renderEdit();
			const local = await screen.findByRole( 'textbox', {
				name: 'Consent text',
			} );
			expect( ( local as HTMLTextAreaElement ).value ).toBe(
				'By clicking submit, you agree to share your email address with the site owner to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.'
			);
		} );

		it( 'keeps Mailchimp in the default consent text for a Mailchimp audience', async () => {
			answer( {
				'/wpcom/v2/mailchimp': {
					...LOCAL,
					provider: 'mailchimp',
					audience: { name: 'Readers', subscribers: 2 },
				},
				'/wpcom/v2/mailchimp/groups': GROUPS,
			} );
			renderEdit();
			const consent = await screen.findByRole( 'textbox', {
				name: 'Consent text',
			} );
			expect( ( consent as HTMLTextAreaElement ).value ).toContain(
				'with the site owner and Mailchimp'
			);
		} );

		it( 'previews the form, edits the texts, chooses a group and previews a notification', async () => {
			const user = userEvent.setup();
			answer( {
				'/wpcom/v2/mailchimp': LOCAL,
				'/wpcom/v2/mailchimp/groups': GROUPS,
			} );
			const changes = renderEdit();
			const email = await screen.findByRole( 'textbox', {
				name: 'Enter your email',
			} );
			expect( ( email as HTMLInputElement ).disabled ).toBe( true );
			expect(
				screen.getByTestId( 'button-child' ).getAttribute( 'data-lock' )
			).toBe( 'all' );
			expect( screen.getByText( "This site's own list" ) ).toBeTruthy();

			await user.click(
				await screen.findByRole( 'checkbox', { name: 'Travel' } )
			);
			expect( changes ).toContainEqual( { interests: [ 'i2' ] } );

			const placeholder = screen.getByRole( 'textbox', {
				name: 'Email Placeholder',
			} );
			await user.clear( placeholder );
			await user.type( placeholder, 'Your address' );
			expect(
				screen.getByRole( 'textbox', { name: 'Your address' } )
			).toBeTruthy();

			await user.click(
				screen.getByRole( 'button', { name: 'Preview: Success text' } )
			);
			expect( screen.getByRole( 'status' ).textContent ).toBe(
				"Success! You're on the list."
			);
			await waitFor(
				() => expect( screen.queryByRole( 'status' ) ).toBeNull(),
				{ timeout: 4000 }
			);
		}, 20_000 );
	} );
} );
