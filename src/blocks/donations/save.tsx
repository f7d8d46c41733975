/**
 * Stored markup, the reference plugin's current format: for each shown interval its heading, its
 * extra text and a link (the interval's button text) to the post, behind a separator after the
 * first. It is the fallback where blocks are not rendered, and what lets a site go back to the
 * reference plugin; visitors get render.php's forms, built from the attributes.
 *
 * Nothing is stored while the one-time plan is missing, unconnected (-1) or hidden (spec 001 §4):
 * there would be nothing to pay into.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { Fragment } from '@wordpress/element';
import type { Donation, DonationsAttributes } from './types';

export function hasPlan( planId: unknown ): planId is number {
	return (
		typeof planId === 'number' && Number.isInteger( planId ) && planId > 0
	);
}

function fallback( donation: Donation, url: string | undefined ) {
	return (
		<>
			<RichText.Content tagName="h4" value={ donation.heading } />
			<RichText.Content tagName="p" value={ donation.extraText } />
			<RichText.Content
				tagName="a"
				className="jetpack-donations-fallback-link"
				href={ url }
				rel="noopener noreferrer noamphtml"
				target="_blank"
				value={ donation.buttonText }
			/>
		</>
	);
}

export default function save( {
	attributes,
}: {
	attributes: DonationsAttributes;
} ) {
	const {
		fallbackLinkUrl,
		oneTimeDonation,
		monthlyDonation,
		annualDonation,
	} = attributes;
	// The reference's test: any plan id but none and -1.
	if (
		! oneTimeDonation?.show ||
		! oneTimeDonation.planId ||
		oneTimeDonation.planId === -1
	) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			{ fallback( oneTimeDonation, fallbackLinkUrl ) }
			{ [ monthlyDonation, annualDonation ].map(
				( donation, index ) =>
					donation?.show && (
						<Fragment key={ index }>
							<hr className="donations__separator" />
							{ fallback( donation, fallbackLinkUrl ) }
						</Fragment>
					)
			) }
		</div>
	);
}
