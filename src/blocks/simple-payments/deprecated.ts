/**
 * The first version stored only the product, as a shortcode (`[simple-payment id="…"]`); every
 * other field lived in the comment. Opening such a post keeps those fields and saves the current
 * markup.
 */
import type { SimplePaymentsAttributes } from './types';

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

export default [ v1 ];
