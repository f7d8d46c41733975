/**
 * Stored markup, the reference plugin's current format, so posts written with it open valid and a
 * site can go back to it. Visitors see the server's rendering instead (render.php: the product as
 * stored, and a purchase button to the checkout); this markup is what remains where blocks are not
 * rendered, with its link to the post as the fallback.
 *
 * The price text is what the reference writes: the browser's currency format (Intl) — in US English
 * here, so the same attributes always give the same markup — and, for a code Intl does not know,
 * the amount followed by the symbol. Prices stored in any other format (another locale, the
 * reference's older "10.00 $", this plugin's first "€1.234,50") open through deprecation 2.
 */
import { getCurrency } from '../../shared/currencies';
import type { SimplePaymentsAttributes } from './types';

export function formatPrice( price: number | undefined, currency: string ) {
	const value = typeof price === 'number' ? price : 0;
	try {
		return new Intl.NumberFormat( 'en-US', {
			style: 'currency',
			currency,
		} ).format( value );
	} catch {
		const { precision, symbol } = getCurrency( currency );
		return `${ value.toFixed( precision ) } ${ symbol.replace( /\.$/, '' ) }`;
	}
}

/** The product markup with a given price text (the current save's, or the one a post stores). */
export function productMarkup(
	attributes: SimplePaymentsAttributes,
	priceText: string | undefined
) {
	const {
		content,
		featuredMediaUrl,
		featuredMediaTitle,
		postLinkUrl,
		postLinkText,
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
						<p>{ priceText }</p>
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

export default function save( {
	attributes,
}: {
	attributes: SimplePaymentsAttributes;
} ) {
	return productMarkup(
		attributes,
		formatPrice( attributes.price, attributes.currency )
	);
}
