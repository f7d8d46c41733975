export type SimplePaymentsAttributes = {
	currency: string;
	content: string;
	email: string;
	featuredMediaId: number;
	featuredMediaUrl: string | null;
	featuredMediaTitle: string | null;
	multiple: boolean;
	postLinkUrl?: string;
	postLinkText?: string;
	price?: number;
	productId?: number;
	title: string;
};

/** The product record (post type jp_pay_product) as the REST API answers it in the edit context. */
export interface ProductRecord {
	id: number;
	status: string;
	title: { raw?: string; rendered?: string };
	content: { raw?: string; rendered?: string };
	featured_media: number;
	meta: {
		spay_currency?: string;
		spay_email?: string;
		spay_multiple?: boolean;
		spay_price?: number;
	};
}

/** What the editor's entity store saves (spec 002 §7). */
export interface ProductPayload {
	id?: number;
	content: string;
	featured_media: number;
	meta: {
		spay_currency: string;
		spay_email: string;
		spay_multiple: boolean;
		spay_price: number | undefined;
	};
	status: 'draft' | 'publish';
	title: string;
}
