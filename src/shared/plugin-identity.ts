/**
 * The plugin's identity, read from the main plugin file's header at build time (webpack's
 * DefinePlugin; Jest defines the same global), so it is written once.
 */
declare const JETPACK_BLOCKS_IDENTITY: {
	slug: string;
	textDomain: string;
	productName: string;
};

export const PLUGIN_SLUG = JETPACK_BLOCKS_IDENTITY.slug;
export const PRODUCT_NAME = JETPACK_BLOCKS_IDENTITY.productName;
