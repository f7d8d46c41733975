/**
 * What Simple Payments' editor shows besides its form: the skeleton while the product record loads,
 * and, when the block is deselected and valid, the product as visitors get it (render.php's markup,
 * with its button shown as it looks; it does nothing here).
 */
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { formatCurrency } from '../../../shared/currencies';
import type { SimplePaymentsAttributes } from '../types';

export function ProductSkeleton() {
	return (
		<>
			<div className="simple-payments__skeleton">
				<div className="simple-payments__skeleton-image" />
				<div className="simple-payments__skeleton-lines">
					<span />
					<span />
					<span />
				</div>
			</div>
			<Spinner />
			<span className="screen-reader-text">
				{ __( 'Loading the product…', 'jetpack-blocks' ) }
			</span>
		</>
	);
}

export function ProductPreview( {
	attributes: {
		featuredMediaUrl,
		featuredMediaTitle,
		title,
		content,
		price,
		currency,
	},
}: {
	attributes: SimplePaymentsAttributes;
} ) {
	return (
		<div className="jetpack-simple-payments-product simple-payments__preview">
			{ featuredMediaUrl && (
				<div className="jetpack-simple-payments-product-image">
					<figure className="jetpack-simple-payments-image">
						<img
							src={ featuredMediaUrl }
							alt={ featuredMediaTitle ?? '' }
						/>
					</figure>
				</div>
			) }
			<div className="jetpack-simple-payments-details">
				<p className="jetpack-simple-payments-title">{ title }</p>
				{ content && (
					<p className="jetpack-simple-payments-description">
						{ content }
					</p>
				) }
				<p className="jetpack-simple-payments-price">
					{ typeof price === 'number'
						? formatCurrency( price, currency )
						: null }
				</p>
				<span className="simple-payments__button-preview jetpack-simple-payments-button wp-element-button">
					{ __( 'Buy now', 'jetpack-blocks' ) }
				</span>
			</div>
		</div>
	);
}
