export type WordAdsAttributes = {
	align: string;
	format: string;
	hideMobile: boolean;
};

/** Answer of GET/POST /wpcom/v2/wordads/ad-code. */
export interface AdCodeState {
	configured: Record< string, boolean >;
	can_edit: boolean;
	module_active: boolean;
	codes?: Record< string, string >;
}
