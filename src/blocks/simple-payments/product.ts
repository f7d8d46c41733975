/**
 * Between the block and its product record (post type jp_pay_product): the payload the entity
 * store saves (spec 002 §7), the attributes a stored record fills in, and the save errors the
 * server attaches to fields (§8).
 */
import { __ } from '@wordpress/i18n';
import { DEFAULT_CURRENCY } from './constants';
import type {
	ProductPayload,
	ProductRecord,
	SimplePaymentsAttributes,
} from './types';
import type { FieldErrors } from './validation';

/** The entity-store query that finds one product, whatever its status. */
export function productQuery( productId: number | undefined ) {
	return {
		include: [ productId ?? 0 ],
		status: 'any',
		context: 'edit',
		per_page: 1,
	};
}

/** A new product starts as a draft; once it exists, saving the post publishes it (§4). */
export function productPayload(
	attributes: SimplePaymentsAttributes
): ProductPayload {
	const payload: ProductPayload = {
		content: attributes.content,
		featured_media: attributes.featuredMediaId,
		meta: {
			spay_currency: attributes.currency || DEFAULT_CURRENCY,
			spay_email: attributes.email,
			spay_multiple: attributes.multiple,
			spay_price: attributes.price,
		},
		status: attributes.productId ? 'publish' : 'draft',
		title: attributes.title,
	};
	if ( attributes.productId ) {
		payload.id = attributes.productId;
	}
	return payload;
}

/** What the stored product gives the block: only what the block does not hold yet. */
export function fillFromProduct(
	attributes: SimplePaymentsAttributes,
	product: ProductRecord
): Partial< SimplePaymentsAttributes > {
	const changes: Partial< SimplePaymentsAttributes > = {};
	const meta = product.meta ?? {};
	if ( ! attributes.title && product.title?.raw ) {
		changes.title = product.title.raw;
	}
	if ( ! attributes.content && product.content?.raw ) {
		changes.content = product.content.raw;
	}
	if ( ! attributes.email && meta.spay_email ) {
		changes.email = meta.spay_email;
	}
	if ( ! attributes.featuredMediaId && product.featured_media ) {
		changes.featuredMediaId = product.featured_media;
	}
	if ( ! attributes.multiple && meta.spay_multiple ) {
		changes.multiple = true;
	}
	if (
		attributes.price === undefined &&
		typeof meta.spay_price === 'number' &&
		meta.spay_price > 0
	) {
		changes.price = meta.spay_price;
	}
	if (
		( ! attributes.currency || attributes.currency === DEFAULT_CURRENCY ) &&
		meta.spay_currency &&
		meta.spay_currency !== attributes.currency &&
		attributes.price === undefined
	) {
		// A block that holds no price yet takes the product's currency with its price.
		changes.currency = meta.spay_currency;
	}
	return changes;
}

const FIELD_OF_META: Record< string, keyof FieldErrors > = {
	spay_email: 'email',
	spay_price: 'price',
	spay_currency: 'currency',
};

/** The server's messages per field, and one sentence for the notice. */
export function errorsFromSaveFailure( error: unknown ): {
	fields: FieldErrors;
	message: string;
} {
	const fields: FieldErrors = {};
	const failure = ( error ?? {} ) as {
		message?: unknown;
		data?: { params?: Record< string, unknown > };
	};
	for ( const [ key, message ] of Object.entries(
		failure.data?.params ?? {}
	) ) {
		const field = FIELD_OF_META[ key ];
		if ( field && typeof message === 'string' ) {
			fields[ field ] = message;
		}
	}
	if ( Object.keys( fields ).length ) {
		return {
			fields,
			message: __(
				'The product could not be saved: correct the fields marked above.',
				'jetpack-blocks'
			),
		};
	}
	const detail =
		typeof failure.message === 'string' && failure.message
			? ` ${ failure.message }`
			: '';
	return {
		fields,
		message:
			__( 'The product could not be saved.', 'jetpack-blocks' ) + detail,
	};
}
