/**
 * What Simple Payments' editor reads from the stores: the block's product record (and whether its
 * lookup has finished), the post being edited, the site's address, whether the post or the widget
 * areas are being saved, and the chosen image's media record.
 */
import { useSelect } from '@wordpress/data';
import { PRODUCT_POST_TYPE } from '../constants';
import { productQuery } from '../product';
import type { ProductRecord } from '../types';

// The stores are addressed by name; their selectors are typed here as far as this block uses them.
/* eslint-disable @typescript-eslint/no-explicit-any -- untyped registry selectors */
type AnySelect = ( store: string ) => any;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface CurrentPost {
	id?: number;
	link?: string;
	_links?: Record< string, unknown >;
}

export interface MediaRecord {
	source_url?: string;
	alt_text?: string;
	title?: { rendered?: string; raw?: string };
}

export interface EditingContext {
	product: ProductRecord | undefined;
	productLoaded: boolean;
	post: CurrentPost | null;
	home: string | null;
	isSaving: boolean;
	isSavingWidgets: boolean;
	media: MediaRecord | undefined;
}

/**
 * @param productId       The block's product.
 * @param featuredMediaId The block's image.
 */
export function useEditingContext(
	productId: number | undefined,
	featuredMediaId: number | undefined
): EditingContext {
	return useSelect(
		( select ) => {
			const core = ( select as AnySelect )( 'core' );
			const editor = ( select as AnySelect )( 'core/editor' );
			// Registered only in the block widget editor (Appearance → Widgets).
			const widgets = ( select as AnySelect )( 'core/edit-widgets' );
			// Looked up through the collection, so a product that is not on this site (a post
			// imported from elsewhere) is an empty answer rather than a failed request.
			const args = [
				'postType',
				PRODUCT_POST_TYPE,
				productQuery( productId ),
			];
			const found = productId
				? ( core.getEntityRecords( ...args ) as ProductRecord[] | null )
				: null;
			return {
				product: found?.[ 0 ],
				productLoaded: productId
					? Boolean(
							core.hasFinishedResolution(
								'getEntityRecords',
								args
							)
						)
					: true,
				post: ( editor?.getCurrentPost?.() ??
					null ) as CurrentPost | null,
				home: ( core.getEntityRecord( 'root', '__unstableBase' )
					?.home ?? null ) as string | null,
				isSaving: Boolean(
					editor?.isSavingPost?.() && ! editor?.isAutosavingPost?.()
				),
				isSavingWidgets: Boolean( widgets?.isSavingWidgetAreas?.() ),
				media: featuredMediaId
					? ( core.getMedia( featuredMediaId ) as
							MediaRecord | undefined )
					: undefined,
			};
		},
		[ productId, featuredMediaId ]
	);
}
