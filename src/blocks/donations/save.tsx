/**
 * Stored markup: one form per shown interval, which works as it is — without JavaScript a visitor
 * sees every interval, picks a tier (radio buttons) or types an amount, and the Donate button sends
 * the plan and amount to this site, which leads on to the checkout (php-stubs/blocks/donations.php).
 * view.ts turns the forms into tabs and checks a custom amount before it leaves the page.
 *
 * Nothing is stored while the one-time plan is missing, unconnected (-1) or hidden (spec 001 §4):
 * there would be nothing to pay into.
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
import type { DonationsAttributes } from './types';

export function hasPlan( planId: unknown ): planId is number {
	return (
		typeof planId === 'number' && Number.isInteger( planId ) && planId > 0
	);
}

export default function save( {
	attributes,
}: {
	attributes: DonationsAttributes;
} ) {
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
