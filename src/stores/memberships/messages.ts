/**
 * The product messages in the words of the block that creates the product (spec 002 §8 "Payments
 * plan messages"): a payment plan or a subscription says so ("Payment plan requires a name"),
 * anything else keeps the store's generic wording ("product requires a name").
 */
import { __ } from '@wordpress/i18n';
import type { ProductMessages } from './types';

export const PRODUCT_TYPE_PAYMENT_PLAN = 'payment-plan';
export const PRODUCT_TYPE_SUBSCRIPTION = 'subscription';

export function defaultProductMessages(): ProductMessages {
	return {
		requiresName: __( 'product requires a name', 'jetpack-blocks' ),
		/* translators: %s: the formatted minimum price, e.g. $0.50. */
		minimumPrice: __( 'Minimum allowed price is %s.', 'jetpack-blocks' ),
		requiresValidPrice: __(
			'product requires a valid price',
			'jetpack-blocks'
		),
		saveFailed: __(
			'there was an error when adding the product',
			'jetpack-blocks'
		),
		saved: __( 'successfully created product', 'jetpack-blocks' ),
	};
}

/** The messages of a product type; the generic ones for types without their own wording. */
export function productMessages( productType?: string ): ProductMessages {
	const generic = defaultProductMessages();
	if ( productType === PRODUCT_TYPE_PAYMENT_PLAN ) {
		return {
			...generic,
			requiresName: __(
				'Payment plan requires a name',
				'jetpack-blocks'
			),
			requiresValidPrice: __(
				'Payment plan requires a valid price',
				'jetpack-blocks'
			),
			saveFailed: __(
				'There was an error when adding the payment plan.',
				'jetpack-blocks'
			),
			saved: __( 'Successfully created payment plan', 'jetpack-blocks' ),
		};
	}
	if ( productType === PRODUCT_TYPE_SUBSCRIPTION ) {
		return {
			...generic,
			requiresName: __(
				'Subscription requires a name',
				'jetpack-blocks'
			),
			requiresValidPrice: __(
				'Subscription requires a valid price',
				'jetpack-blocks'
			),
			saveFailed: __(
				'There was an error when adding the subscription.',
				'jetpack-blocks'
			),
			saved: __( 'Successfully created subscription', 'jetpack-blocks' ),
		};
	}
	return generic;
}

/** What a block says when the product it names is not one of the site's products. */
export function invalidProductMessage( productType?: string ): string {
	return productType === PRODUCT_TYPE_SUBSCRIPTION
		? __(
				'Invalid subscription configured for this block.',
				'jetpack-blocks'
			)
		: __(
				'Invalid payment plan configured for this block.',
				'jetpack-blocks'
			);
}
