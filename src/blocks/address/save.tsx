/**
 * Stored markup: the address lines (address-lines.tsx), wrapped in a link to a Google Maps search
 * when `linkToGoogleMaps` is on and the address is not empty. The link's URL is percent-encoded
 * (maps-url.ts); content whose link was saved unencoded opens through deprecated.ts. An address
 * with every field empty stores nothing, as the reference plugin does (a new contact info block
 * saves its untouched address child as a bare block comment).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { mapsUrl } from '../contact-info/maps-url';
import { AddressLines } from './address-lines';
import type { AddressAttributes } from './types';

const FIELDS = [
	'address',
	'addressLine2',
	'addressLine3',
	'city',
	'region',
	'postal',
	'country',
] as const;

function hasAddress( attributes: AddressAttributes ): boolean {
	return FIELDS.some( ( field ) => !! attributes[ field ] );
}

export default function save( {
	attributes,
}: {
	attributes: AddressAttributes;
} ) {
	if ( ! hasAddress( attributes ) ) {
		return null;
	}
	const href = attributes.linkToGoogleMaps ? mapsUrl( attributes ) : null;
	const lines = <AddressLines fields={ attributes } />;
	return (
		<div { ...useBlockProps.save() }>
			{ href ? (
				<a
					href={ href }
					target="_blank"
					rel="noopener noreferrer"
					title={ __(
						'Open address in Google Maps',
						'jetpack-blocks'
					) }
				>
					{ lines }
					<span className="screen-reader-text">
						{ __( '(opens in a new tab)', 'jetpack-blocks' ) }
					</span>
				</a>
			) : (
				lines
			) }
		</div>
	);
}
