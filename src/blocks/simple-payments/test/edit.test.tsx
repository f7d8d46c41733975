import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import apiFetch from '@wordpress/api-fetch';
import {
	createReduxStore,
	dispatch,
	register,
	select as selectFrom,
} from '@wordpress/data';
import { useState } from '@wordpress/element';
import type { BlockEditProps } from '@wordpress/blocks';
import type { ComponentType } from 'react';
import type {
	ProductPayload,
	ProductRecord,
	SimplePaymentsAttributes,
} from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

// The real components need a block editor around them; these stand-ins keep what the block uses.
jest.mock( '@wordpress/block-editor', () => ( {
	useBlockProps: ( props: Record< string, unknown > = {} ) => ( {
		...props,
		className: `wp-block-jetpack-simple-payments ${ String(
			props.className ?? ''
		) }`,
	} ),
	InspectorControls: ( { children }: { children: unknown } ) => (
		<aside>{ children as never }</aside>
	),
	MediaUploadCheck: ( { children }: { children: unknown } ) => (
		<>{ children as never }</>
	),
	MediaUpload: ( { render: show }: { render: ( p: object ) => unknown } ) =>
		show( { open: () => undefined } ) as never,
	store: 'core/block-editor',
} ) );

jest.setTimeout( 30_000 );

/*
 * The two editor stores the block reads, reduced to what it uses: the entity store ('core': the
 * product records, the save action, the site's home) and the post being edited ('core/editor').
 * Saves are recorded, so the tests see the payloads the block sends (spec 002 §7).
 */
type CoreState = { products: Record< number, ProductRecord > };

/** What the REST API answers for a saved payload. */
function asRecord( payload: ProductPayload, id: number ): ProductRecord {
	return {
		id,
		status: payload.status,
		title: { raw: payload.title },
		content: { raw: payload.content },
		featured_media: payload.featured_media,
		meta: { ...payload.meta, spay_price: payload.meta.spay_price ?? 0 },
	};
}

/** A stored product with nothing filled in yet. */
const EMPTY_PRODUCT = ( id: number ): ProductRecord => ( {
	id,
	status: 'draft',
	title: { raw: '' },
	content: { raw: '' },
	featured_media: 0,
	meta: {},
} );
const saved: Array< Record< string, unknown > > = [];
let nextId = 101;

register(
	createReduxStore( 'core', {
		reducer: (
			state: CoreState = { products: {} },
			action: { type: string; record?: ProductRecord }
		) =>
			action.type === 'STORE_PRODUCT' && action.record
				? {
						products: {
							...state.products,
							[ action.record.id ]: action.record,
						},
					}
				: state,
		selectors: {
			getEntityRecords: (
				state: CoreState,
				_kind: string,
				_name: string,
				query: { include: number[] }
			) =>
				query.include
					.map( ( id ) => state.products[ id ] )
					.filter( Boolean ),
			getEntityRecord: ( _state: CoreState, kind: string ) =>
				kind === 'root' ? { home: 'http://site.test' } : undefined,
			getMedia: () => undefined,
		},
		resolvers: {
			getEntityRecords: () => () => undefined,
		},
		actions: {
			storeProduct: ( record: ProductRecord ) => ( {
				type: 'STORE_PRODUCT',
				record,
			} ),
			saveEntityRecord:
				( _kind: string, _name: string, payload: ProductPayload ) =>
				async ( {
					dispatch: storeDispatch,
				}: {
					dispatch: ( action: object ) => void;
				} ) => {
					saved.push(
						payload as unknown as Record< string, unknown >
					);
					const stored = asRecord( payload, payload.id ?? nextId++ );
					storeDispatch( { type: 'STORE_PRODUCT', record: stored } );
					return stored;
				},
		},
	} )
);

type EditorState = { saving: boolean; canPublish: boolean; widgets: boolean };
// The same objects each time, as the editor's store answers.
const PUBLISHER_POST = { id: 5, _links: { 'wp:action-publish': [ {} ] } };
const WRITER_POST = { id: 5, _links: {} };
const NO_POST = {};
register(
	createReduxStore( 'core/editor', {
		reducer: (
			state: EditorState = {
				saving: false,
				canPublish: true,
				widgets: false,
			},
			action: { type: string; value?: boolean }
		) => {
			if ( action.type === 'SAVING' ) {
				return { ...state, saving: Boolean( action.value ) };
			}
			if ( action.type === 'CAN_PUBLISH' ) {
				return { ...state, canPublish: Boolean( action.value ) };
			}
			if ( action.type === 'WIDGETS' ) {
				return { ...state, widgets: Boolean( action.value ) };
			}
			return state;
		},
		selectors: {
			// The widget editor and the Customizer edit no post: the editor store's post is empty.
			getCurrentPost: ( state: EditorState ) => {
				if ( state.widgets ) {
					return NO_POST;
				}
				return state.canPublish ? PUBLISHER_POST : WRITER_POST;
			},
			isSavingPost: ( state: EditorState ) => state.saving,
			isAutosavingPost: () => false,
		},
		actions: {
			setSaving: ( value: boolean ) => ( { type: 'SAVING', value } ),
			setCanPublish: ( value: boolean ) => ( {
				type: 'CAN_PUBLISH',
				value,
			} ),
			setInWidgets: ( value: boolean ) => ( { type: 'WIDGETS', value } ),
		},
	} )
);

// The block widget editor's store, where Update saves the widget areas.
register(
	createReduxStore( 'core/edit-widgets', {
		reducer: (
			state = { saving: false },
			action: { type: string; value?: boolean }
		) =>
			action.type === 'SAVING_WIDGETS'
				? { saving: Boolean( action.value ) }
				: state,
		selectors: {
			isSavingWidgetAreas: ( state: { saving: boolean } ) => state.saving,
		},
		actions: {
			setSavingWidgets: ( value: boolean ) => ( {
				type: 'SAVING_WIDGETS',
				value,
			} ),
		},
	} )
);

/* eslint-disable @typescript-eslint/no-explicit-any -- the stand-in stores' actions */
const core = () => dispatch( 'core' ) as any;
const editor = () => dispatch( 'core/editor' ) as any;
const widgetEditor = () => dispatch( 'core/edit-widgets' ) as any;
/* eslint-enable @typescript-eslint/no-explicit-any */

let Edit: ComponentType< BlockEditProps< SimplePaymentsAttributes > >;
beforeAll( () => {
	Edit = require( '../edit' ).default;
} );

beforeEach( () => {
	saved.length = 0;
	( apiFetch as unknown as jest.Mock ).mockResolvedValue( {
		connected_account_id: 'acct_test',
		earnings_url: 'http://site.test/wp-admin/admin.php?page=earnings',
	} );
	editor().setSaving( false );
	editor().setCanPublish( true );
	editor().setInWidgets( false );
	widgetEditor().setSavingWidgets( false );
} );

const DEFAULTS: SimplePaymentsAttributes = {
	currency: 'USD',
	content: '',
	email: '',
	featuredMediaId: 0,
	featuredMediaUrl: null,
	featuredMediaTitle: null,
	multiple: false,
	postLinkText: 'Click here to purchase.',
	title: '',
};

/** The block with its attributes kept in state as the editor keeps them, and its selection. */
function renderBlock( initial: Partial< SimplePaymentsAttributes > = {} ) {
	let current: SimplePaymentsAttributes = { ...DEFAULTS, ...initial };
	let select: ( selected: boolean ) => void = () => undefined;
	function Harness() {
		const [ attributes, setState ] = useState( current );
		const [ isSelected, setSelected ] = useState( true );
		select = setSelected;
		current = attributes;
		return (
			<Edit
				{ ...( {
					attributes,
					setAttributes: (
						next: Partial< SimplePaymentsAttributes >
					) =>
						setState( ( previous ) => ( {
							...previous,
							...next,
						} ) ),
					clientId: 'x',
					isSelected,
					name: 'jetpack/simple-payments',
				} as unknown as BlockEditProps< SimplePaymentsAttributes > ) }
			/>
		);
	}
	const { container } = render( <Harness /> );
	return {
		view: within( container ),
		container,
		attributes: () => current,
		setSelected: ( selected: boolean ) => act( () => select( selected ) ),
	};
}

/**
 * Types a product into the block's form once it shows (a new product is read back first): a mug at
 * 12, and the shop's address unless `withEmail` is false.
 */
async function typeMug(
	user: ReturnType< typeof userEvent.setup >,
	block: ReturnType< typeof renderBlock >,
	{ withEmail = true } = {}
) {
	await user.type( await block.view.findByLabelText( 'Item name' ), 'Mug' );
	await user.type( block.view.getByLabelText( 'Price' ), '12' );
	if ( withEmail ) {
		await user.type(
			block.view.getByLabelText( 'Email' ),
			'shop@example.org'
		);
	}
}

describe( 'simple payments editor', () => {
	it( 'creates the product as a draft for someone who may publish, and keeps its id', async () => {
		const block = renderBlock();
		await act( async () => undefined );
		expect( saved ).toEqual( [
			{
				content: '',
				featured_media: 0,
				meta: {
					spay_currency: 'USD',
					spay_email: '',
					spay_multiple: false,
					spay_price: undefined,
				},
				status: 'draft',
				title: '',
			},
		] );
		expect( block.attributes().productId ).toBe( 101 );
		expect( block.attributes().postLinkUrl ).toBe(
			'http://site.test/?p=5'
		);
	} );

	it( 'creates nothing for someone who may not publish, and says so', async () => {
		editor().setCanPublish( false );
		const { view } = renderBlock();
		await act( async () => undefined );
		expect( saved ).toEqual( [] );
		expect(
			view.getByText( /Only people who may publish this post/ )
		).toBeTruthy();
	} );

	it( 'checks the fields on deselect, keeps the typed price, and clears a message when its field is edited', async () => {
		const user = userEvent.setup();
		core().storeProduct( EMPTY_PRODUCT( 7 ) );
		const block = renderBlock( { productId: 7 } );
		await user.type(
			await block.view.findByLabelText( 'Price' ),
			'12.345'
		);
		block.setSelected( false );
		expect(
			block.view.getByText(
				'The price cannot have more than 2 decimal places.'
			)
		).toBeTruthy();
		expect(
			block.view.getByText(
				'Please add a brief title so that people know what they’re paying for.'
			)
		).toBeTruthy();
		expect(
			block.view.getByText(
				'We want to make sure payments reach you, so please add an email address.'
			)
		).toBeTruthy();
		block.setSelected( true );
		expect(
			( block.view.getByLabelText( 'Price' ) as HTMLInputElement ).value
		).toBe( '12.345' );

		await user.type( block.view.getByLabelText( 'Item name' ), 'Mug' );
		expect(
			block.view.queryByText( /Please add a brief title/ )
		).toBeNull();
		expect(
			block.view.getByText(
				'The price cannot have more than 2 decimal places.'
			)
		).toBeTruthy();

		// JPY has no decimals: the same kind of mistake reads differently.
		await user.selectOptions(
			block.view.getByLabelText( 'Currency' ),
			'JPY'
		);
		expect(
			block.view.getByText(
				'We know every penny counts, but prices in this currency can’t contain decimal values.'
			)
		).toBeTruthy();
	} );

	it( 'publishes the product when the post is saved, only when the block is valid', async () => {
		const user = userEvent.setup();
		core().storeProduct( EMPTY_PRODUCT( 7 ) );
		const block = renderBlock( { productId: 7 } );
		await block.view.findByLabelText( 'Price' );
		await act( async () => editor().setSaving( true ) );
		await act( async () => editor().setSaving( false ) );
		expect( saved ).toEqual( [] );

		await user.type( block.view.getByLabelText( 'Item name' ), 'Mug' );
		await user.type( block.view.getByLabelText( 'Price' ), '9.5' );
		await user.type(
			block.view.getByLabelText( 'Email' ),
			'shop@example.org'
		);
		await user.click(
			block.view.getByLabelText(
				'Allow people to buy more than one item at a time'
			)
		);
		await act( async () => editor().setSaving( true ) );
		expect( saved ).toEqual( [
			{
				id: 7,
				content: '',
				featured_media: 0,
				meta: {
					spay_currency: 'USD',
					spay_email: 'shop@example.org',
					spay_multiple: true,
					spay_price: 9.5,
				},
				status: 'publish',
				title: 'Mug',
			},
		] );
	} );

	it( 'fills the block once from the stored product, and previews it when deselected', async () => {
		core().storeProduct( {
			id: 8,
			status: 'publish',
			title: { raw: 'Tea towel' },
			content: { raw: 'Linen.' },
			featured_media: 0,
			meta: {
				spay_currency: 'JPY',
				spay_email: 'shop@example.org',
				spay_multiple: false,
				spay_price: 1500,
			},
		} );
		const block = renderBlock( { productId: 8 } );
		await act( async () => undefined );
		expect( block.attributes() ).toMatchObject( {
			title: 'Tea towel',
			content: 'Linen.',
			currency: 'JPY',
			price: 1500,
			email: 'shop@example.org',
		} );
		expect(
			(
				( await block.view.findByLabelText(
					'Price'
				) ) as HTMLInputElement
			 ).value
		).toBe( '1500' );
		block.setSelected( false );
		expect( block.view.getByText( '¥1,500' ) ).toBeTruthy();
		expect( block.view.queryByLabelText( 'Item name' ) ).toBeNull();
		expect( selectFrom( 'core/editor' ) ).toBeDefined();
	} );
	it( 'in a widget area, creates the product when the block appears and publishes it when the valid block is left', async () => {
		editor().setInWidgets( true );
		const user = userEvent.setup();
		const block = renderBlock();
		await act( async () => undefined );
		expect( saved ).toHaveLength( 1 );
		expect( saved[ 0 ] ).toMatchObject( { status: 'draft' } );
		expect( block.attributes().productId ).toBe( nextId - 1 );
		expect(
			block.view.queryByText( /Only people who may publish this post/ )
		).toBeNull();

		// The new product is read back before its fields show.
		await typeMug( user, block );
		block.setSelected( false );
		await act( async () => undefined );
		expect( saved ).toHaveLength( 2 );
		expect( saved[ 1 ] ).toMatchObject( {
			id: block.attributes().productId,
			status: 'publish',
			title: 'Mug',
			meta: { spay_price: 12, spay_email: 'shop@example.org' },
		} );
	} );

	it( 'in a widget area, publishes the product when Update saves the widgets while the block is still selected', async () => {
		editor().setInWidgets( true );
		const user = userEvent.setup();
		const block = renderBlock();
		await act( async () => undefined );
		expect( saved ).toHaveLength( 1 );
		await typeMug( user, block );
		await act( async () => {
			widgetEditor().setSavingWidgets( true );
		} );
		expect( saved ).toHaveLength( 2 );
		expect( saved[ 1 ] ).toMatchObject( {
			status: 'publish',
			title: 'Mug',
			meta: { spay_price: 12, spay_email: 'shop@example.org' },
		} );
	} );

	it( 'in a widget area, saves a valid product a second after the last change, without leaving the block', async () => {
		editor().setInWidgets( true );
		const user = userEvent.setup();
		const block = renderBlock();
		await act( async () => undefined );
		await typeMug( user, block, { withEmail: false } );
		// Not valid yet (no email): nothing is saved however long it waits.
		await act( () => new Promise( ( done ) => setTimeout( done, 1200 ) ) );
		expect( saved ).toHaveLength( 1 );
		await user.type(
			block.view.getByLabelText( 'Email' ),
			'shop@example.org'
		);
		expect( saved ).toHaveLength( 1 );
		await waitFor( () => expect( saved ).toHaveLength( 2 ), {
			timeout: 3000,
		} );
		expect( saved[ 1 ] ).toMatchObject( {
			status: 'publish',
			title: 'Mug',
			meta: { spay_email: 'shop@example.org' },
		} );
		expect( block.view.queryByLabelText( 'Item name' ) ).not.toBeNull();
	} );

	it( 'previews the payment button visitors get', async () => {
		core().storeProduct( {
			id: 9,
			status: 'publish',
			title: { raw: 'Mug' },
			content: { raw: '' },
			featured_media: 0,
			meta: {
				spay_currency: 'USD',
				spay_email: 'shop@example.org',
				spay_multiple: false,
				spay_price: 12,
			},
		} );
		const block = renderBlock( { productId: 9 } );
		// The product is read through a resolver, which WordPress's data layer runs on a timer.
		await waitFor( () =>
			expect(
				block.container.querySelector( '[aria-busy="true"]' )
			).toBeNull()
		);
		block.setSelected( false );
		expect(
			( await block.view.findByText( 'Buy now' ) ).classList.contains(
				'wp-element-button'
			)
		).toBe( true );
	} );

	it( 'offers a Connect button while no payment account is connected', async () => {
		( apiFetch as unknown as jest.Mock ).mockResolvedValue( {
			connected_account_id: null,
			connect_url: 'http://site.test/connect',
		} );
		const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
		const user = userEvent.setup();
		const block = renderBlock();
		await user.click(
			await block.view.findByRole( 'button', { name: 'Connect' } )
		);
		expect( open ).toHaveBeenCalledWith(
			'http://site.test/connect',
			'_blank',
			'noopener'
		);
		open.mockRestore();
	} );
} );
