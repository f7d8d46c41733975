/** Post type of the products the block sells (php-stubs/payments/products.php). */
export const PRODUCT_POST_TYPE = 'jp_pay_product';

/** The visitor's checkout parameter (php-stubs/payments/products.php). */
export const PRODUCT_CHECKOUT_PARAM = 'jetpack_blocks_product_checkout';

export const DEFAULT_CURRENCY = 'USD';
