import {
	errorsFromSaveFailure,
	fillFromProduct,
	productPayload,
} from '../product';
import type { ProductRecord, SimplePaymentsAttributes } from '../types';

const blank: SimplePaymentsAttributes = {
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

const record: ProductRecord = {
	id: 12,
	status: 'publish',
	title: { raw: 'Blue mug' },
	content: { raw: 'Holds 300 ml.' },
	featured_media: 5,
	meta: {
		spay_currency: 'EUR',
		spay_email: 'shop@example.org',
		spay_multiple: true,
		spay_price: 12.5,
	},
};

describe( 'product payload (spec 002 §7)', () => {
	it( 'creates a draft while the block has no product', () => {
		expect(
			productPayload( {
				...blank,
				title: 'Mug',
				price: 5,
				email: 'a@b.co',
			} )
		).toEqual( {
			content: '',
			featured_media: 0,
			meta: {
				spay_currency: 'USD',
				spay_email: 'a@b.co',
				spay_multiple: false,
				spay_price: 5,
			},
			status: 'draft',
			title: 'Mug',
		} );
	} );

	it( 'publishes the block’s product, by id', () => {
		const payload = productPayload( {
			...blank,
			productId: 12,
			currency: 'JPY',
			price: 1500,
			multiple: true,
			featuredMediaId: 5,
		} );
		expect( payload ).toMatchObject( {
			id: 12,
			status: 'publish',
			featured_media: 5,
			meta: {
				spay_currency: 'JPY',
				spay_price: 1500,
				spay_multiple: true,
			},
		} );
	} );
} );

describe( 'filling from the stored product', () => {
	it( 'fills an empty block from the record', () => {
		expect(
			fillFromProduct( { ...blank, productId: 12 }, record )
		).toEqual( {
			title: 'Blue mug',
			content: 'Holds 300 ml.',
			email: 'shop@example.org',
			featuredMediaId: 5,
			multiple: true,
			price: 12.5,
			currency: 'EUR',
		} );
	} );

	it( 'keeps what the block already holds', () => {
		const held = {
			...blank,
			productId: 12,
			title: 'Green mug',
			content: 'Mine',
			email: 'me@example.org',
			featuredMediaId: 9,
			price: 3,
		};
		expect( fillFromProduct( held, record ) ).toEqual( { multiple: true } );
	} );
} );

describe( 'save failures (spec 002 §8)', () => {
	it( 'puts the server’s field messages on the fields', () => {
		expect(
			errorsFromSaveFailure( {
				code: 'rest_invalid_param',
				message: 'bob@ is not a valid email address.',
				data: {
					status: 400,
					params: {
						spay_email: 'bob@ is not a valid email address.',
						spay_price: 'Invalid price.',
					},
				},
			} )
		).toEqual( {
			fields: {
				email: 'bob@ is not a valid email address.',
				price: 'Invalid price.',
			},
			message:
				'The product could not be saved: correct the fields marked above.',
		} );
	} );

	it( 'says what went wrong otherwise', () => {
		expect(
			errorsFromSaveFailure( { message: 'Sorry, you are not allowed.' } )
		).toEqual( {
			fields: {},
			message:
				'The product could not be saved. Sorry, you are not allowed.',
		} );
	} );
} );
