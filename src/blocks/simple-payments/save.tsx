/**
 * Stored markup, the same as the reference plugin's, so posts written with it open valid. Visitors
 * see the server's rendering instead (render.php: the product as stored, and a purchase button to
 * the checkout); this markup is what remains where blocks are not rendered, with its link to the
 * post as the fallback.
 */
import { formatCurrency } from '../../shared/currencies';
import type { SimplePaymentsAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: SimplePaymentsAttributes;
} ) {
	const {
		currency,
		content,
		featuredMediaUrl,
		featuredMediaTitle,
		postLinkUrl,
		postLinkText,
		price,
		productId,
		title,
	} = attributes;
	if ( ! productId ) {
		return null;
	}
	return (
		<div
			className={ `jetpack-simple-payments-wrapper jetpack-simple-payments-${ productId }` }
		>
			<div className="jetpack-simple-payments-product">
				{ featuredMediaUrl && (
					<div className="jetpack-simple-payments-product-image">
						<div className="jetpack-simple-payments-image">
							<figure>
								<img
									src={ featuredMediaUrl }
									alt={ featuredMediaTitle ?? undefined }
								/>
							</figure>
						</div>
					</div>
				) }
				<div className="jetpack-simple-payments-details">
					<div className="jetpack-simple-payments-title">
						<p>{ title }</p>
					</div>
					<div className="jetpack-simple-payments-description">
						<p>{ content }</p>
					</div>
					<div className="jetpack-simple-payments-price">
						<p>
							{ typeof price === 'number'
								? formatCurrency( price, currency )
								: null }
						</p>
					</div>
					<a
						className="jetpack-simple-payments-purchase"
						href={ postLinkUrl }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ postLinkText }
					</a>
				</div>
			</div>
		</div>
	);
}
