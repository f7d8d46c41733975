/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. The first version stored only the product, as a shortcode (`[simple-payment id="…"]`); every
 *    other field lived in the comment. Opening such a post keeps those fields and saves the current
 *    markup.
 * 2. The current markup with the price written some other way: the reference's older "10.00 $"
 *    (amount, then symbol; also what it writes for a post with no currency, whose default was not a
 *    currency code), the reference's price in the site's own locale ("1.234,50 €"), and this
 *    plugin's first format ("€1.234,50"). The price is a number in the comment, so its text is only
 *    read to check the markup, then dropped; saving writes the current text.
 */
import metadata from './block.json';
import { productMarkup } from './save';
import type { SimplePaymentsAttributes } from './types';

type WithPriceText = SimplePaymentsAttributes & { priceText?: string };

const v1 = {
	attributes: {
		currency: { type: 'string', default: 'USD' },
		content: { type: 'string', default: '' },
		email: { type: 'string', default: '' },
		featuredMediaId: { type: 'number', default: 0 },
		featuredMediaUrl: { type: 'string', default: null },
		featuredMediaTitle: { type: 'string', default: null },
		multiple: { type: 'boolean', default: false },
		price: { type: 'number' },
		productId: { type: 'number' },
		title: { type: 'string', default: '' },
	},
	supports: {
		className: false,
		customClassName: false,
		html: false,
		reusable: false,
	},
	save: ( { attributes }: { attributes: SimplePaymentsAttributes } ) =>
		attributes.productId
			? `[simple-payment id="${ attributes.productId }"]`
			: null,
};

const priceAsStored = {
	attributes: {
		...metadata.attributes,
		priceText: {
			type: 'string',
			source: 'html',
			selector: '.jetpack-simple-payments-price p',
		},
	},
	supports: metadata.supports,
	save: ( { attributes }: { attributes: WithPriceText } ) =>
		productMarkup( attributes, attributes.priceText ),
	migrate: ( { priceText, ...attributes }: WithPriceText ) => attributes,
};

export default [ v1, priceAsStored ];
