/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. This plugin's first format: one working GET form per shown interval (plan, radio tiers, a
 *    custom amount, the Donate button). render.php now prints those forms for visitors from the
 *    attributes; the post stores the reference's fallback instead.
 * 2. The reference's first format: tabs, every interval's headings, amounts and buttons in one
 *    container (`donations__container`), with no fallback link. Its attributes had the texts as
 *    defaults, so posts that kept them store them in the markup only.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import {
	formatCurrency,
	getCurrency,
	minimumAmount,
} from '../../shared/currencies';
import { amountStep, customAmountDefault } from './amounts';
import {
	DONATIONS,
	FIELD_AMOUNT,
	FIELD_CUSTOM,
	FIELD_PLAN,
	defaultTexts,
} from './constants';
import metadata from './block.json';
import { hasPlan } from './save';
import type { Donation, DonationKey, DonationsAttributes } from './types';

function formsSave( { attributes }: { attributes: DonationsAttributes } ) {
	const { currency, oneTimeDonation, showCustomAmount } = attributes;
	if ( ! oneTimeDonation?.show || ! hasPlan( oneTimeDonation.planId ) ) {
		return null;
	}
	const texts = defaultTexts();
	const minimum = minimumAmount( currency );
	const shown = DONATIONS.filter(
		( { key } ) =>
			attributes[ key ]?.show && hasPlan( attributes[ key ].planId )
	);
	return (
		<div { ...useBlockProps.save() } data-currency={ currency }>
			{ shown.map( ( { key, slug, interval } ) => {
				const donation = attributes[ key ];
				return (
					<form
						key={ key }
						className={ `donations__panel donations__panel--${ slug }` }
						method="get"
						data-interval={ interval }
					>
						<input
							type="hidden"
							name={ FIELD_PLAN }
							value={ String( donation.planId ) }
						/>
						<RichText.Content
							tagName="h2"
							className="donations__heading"
							value={ donation.heading ?? texts[ key ].heading }
						/>
						<fieldset className="donations__amounts">
							<RichText.Content
								tagName="legend"
								className="donations__choose-text"
								value={
									attributes.chooseAmountText ??
									texts.chooseAmountText
								}
							/>
							{ donation.amounts.map( ( amount, index ) => (
								// The radio is inside its label: stored markup needs no ids.
								// eslint-disable-next-line jsx-a11y/label-has-associated-control
								<label
									key={ index }
									className="donations__amount"
								>
									<input
										type="radio"
										name={ FIELD_AMOUNT }
										value={ String( amount ) }
										checked={ index === 0 }
									/>
									<span className="donations__amount-value">
										{ formatCurrency( amount, currency ) ??
											String( amount ) }
									</span>
								</label>
							) ) }
						</fieldset>
						{ showCustomAmount && (
							<p className="donations__custom-amount">
								{ /* The field is inside its label (no ids in stored markup). */ }
								{ /* eslint-disable-next-line jsx-a11y/label-has-associated-control */ }
								<label>
									<RichText.Content
										tagName="span"
										className="donations__custom-text"
										value={
											attributes.customAmountText ??
											texts.customAmountText
										}
									/>
									<span className="donations__custom-field">
										<span className="donations__currency-symbol">
											{ getCurrency( currency ).symbol }
										</span>
										<input
											type="number"
											name={ FIELD_CUSTOM }
											min={ String( minimum ) }
											step={ amountStep( currency ) }
											placeholder={ customAmountDefault(
												currency
											).toFixed(
												getCurrency( currency )
													.precision
											) }
											data-minimum={
												formatCurrency(
													minimum,
													currency
												) ?? String( minimum )
											}
										/>
									</span>
								</label>
							</p>
						) }
						<RichText.Content
							tagName="p"
							className="donations__extra-text"
							value={ donation.extraText ?? texts.extraText }
						/>
						<div className="wp-block-button donations__donate">
							<RichText.Content
								tagName="button"
								className="wp-block-button__link wp-element-button donations__donate-button"
								value={
									donation.buttonText ??
									texts[ key ].buttonText
								}
							/>
						</div>
					</form>
				);
			} ) }
		</div>
	);
}

/** The attributes this plugin's first format was parsed with: the texts had no defaults. */
const ownForms = {
	attributes: {
		...metadata.attributes,
		chooseAmountText: { type: 'string' },
		customAmountText: { type: 'string' },
	},
	supports: metadata.supports,
	save: formsSave,
};

/** An amount without its symbol, as the reference wrote the custom amount's placeholder. */
function amountText( value: number, currency: string ): string {
	const text = formatCurrency( value, currency ) ?? String( value );
	const { symbol } = getCurrency( currency );
	return text.startsWith( symbol )
		? text.slice( symbol.length ).replace( /^\u00a0/, '' )
		: text;
}

type Interval = {
	slug: 'one-time' | 'monthly' | 'annual';
	donation: Donation;
	tab: string;
	interval: string;
};

function referenceV1Save( {
	attributes,
}: {
	attributes: DonationsAttributes;
} ) {
	const {
		currency,
		oneTimeDonation,
		showCustomAmount,
		chooseAmountText,
		customAmountText,
	} = attributes;
	if ( ! oneTimeDonation?.show || oneTimeDonation.planId === -1 ) {
		return null;
	}
	const texts = defaultTexts();
	const shown: Interval[] = DONATIONS.filter(
		( { key } ) => key === 'oneTimeDonation' || attributes[ key ]?.show
	).map( ( { key, slug, interval } ) => ( {
		slug,
		interval,
		donation: attributes[ key ],
		tab: texts[ key ].tab,
	} ) );
	const each = ( render: ( entry: Interval ) => JSX.Element ) =>
		shown.map( render );
	return (
		<div { ...useBlockProps.save() }>
			<div className="donations__container">
				{ shown.length > 1 && (
					<div className="donations__nav">
						{ each( ( { interval, tab } ) => (
							<div
								key={ interval }
								role="button"
								tabIndex={ 0 }
								className="donations__nav-item"
								data-interval={ interval }
							>
								{ tab }
							</div>
						) ) }
					</div>
				) }
				<div className="donations__content">
					<div className="donations__tab">
						{ each( ( { slug, donation } ) => (
							<RichText.Content
								key={ slug }
								tagName="h4"
								className={ `donations__${ slug }-item` }
								value={ donation.heading }
							/>
						) ) }
						<RichText.Content
							tagName="p"
							value={ chooseAmountText }
						/>
						{ each( ( { slug, donation } ) => (
							<div
								key={ slug }
								className={ `donations__amounts donations__${ slug }-item` }
							>
								{ donation.amounts.map( ( amount, index ) => (
									<div
										key={ index }
										className="donations__amount"
										data-amount={ amount }
									>
										{ formatCurrency( amount, currency ) }
									</div>
								) ) }
							</div>
						) ) }
						{ showCustomAmount && (
							<>
								<RichText.Content
									tagName="p"
									value={ customAmountText }
								/>
								<div className="donations__amount donations__custom-amount">
									{ getCurrency( currency ).symbol }
									<div
										className="donations__amount-value"
										data-currency={ currency }
										data-empty-text={ amountText(
											minimumAmount( currency ) * 100,
											currency
										) }
									/>
								</div>
							</>
						) }
						<div className="donations__separator">——</div>
						{ each( ( { slug, donation } ) => (
							<RichText.Content
								key={ slug }
								tagName="p"
								className={ `donations__${ slug }-item` }
								value={ donation.extraText }
							/>
						) ) }
						{ each( ( { slug, donation } ) => (
							<div
								key={ slug }
								className={ `wp-block-button donations__donate-button-wrapper donations__${ slug }-item` }
							>
								<RichText.Content
									tagName="a"
									className={ `wp-block-button__link donations__donate-button donations__${ slug }-item` }
									value={ donation.buttonText }
								/>
							</div>
						) ) }
					</div>
				</div>
			</div>
		</div>
	);
}

/** The reference's first attributes: USD, and the texts (in the site's language) as defaults. */
function referenceV1Attributes() {
	const texts = defaultTexts();
	const donation = ( key: DonationKey ) => ( {
		type: 'object',
		default: {
			show: true,
			planId: null,
			amounts: [ 5, 15, 100 ],
			heading: texts[ key ].heading,
			extraText: texts.extraText,
			buttonText: texts[ key ].buttonText,
		},
	} );
	return {
		currency: { type: 'string', default: 'USD' },
		oneTimeDonation: donation( 'oneTimeDonation' ),
		monthlyDonation: donation( 'monthlyDonation' ),
		annualDonation: donation( 'annualDonation' ),
		showCustomAmount: { type: 'boolean', default: true },
		chooseAmountText: { type: 'string', default: texts.chooseAmountText },
		customAmountText: { type: 'string', default: texts.customAmountText },
	};
}

const referenceV1 = {
	attributes: referenceV1Attributes(),
	supports: metadata.supports,
	save: referenceV1Save,
};

export default [ ownForms, referenceV1 ];
