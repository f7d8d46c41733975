/**
 * The address as stored lines, in the reference plugin's markup (existing posts keep it, so it must
 * stay byte-stable): one div per street line, then city, region and postal code on one line, then
 * the country. Empty fields leave no element, except the region and postal spans of the city line,
 * which the stored format always has together.
 */
import type { AddressFields } from '../contact-info/maps-url';

export function AddressLines( { fields }: { fields: AddressFields } ) {
	const {
		address,
		addressLine2,
		addressLine3,
		city,
		region,
		postal,
		country,
	} = fields;
	const hasRegionLine = !! ( region || postal );
	const regionAndPostal = [
		<span key="region" className="jetpack-address__region">
			{ region }
		</span>,
		' ',
		<span key="postal" className="jetpack-address__postal">
			{ postal }
		</span>,
	];
	return (
		<>
			{ address && (
				<div className="jetpack-address__address jetpack-address__address1">
					{ address }
				</div>
			) }
			{ addressLine2 && (
				<div className="jetpack-address__address jetpack-address__address2">
					{ addressLine2 }
				</div>
			) }
			{ addressLine3 && (
				<div className="jetpack-address__address jetpack-address__address3">
					{ addressLine3 }
				</div>
			) }
			{ city && ! hasRegionLine && (
				<div className="jetpack-address__city">{ city }</div>
			) }
			{ city && hasRegionLine && (
				<div>
					<span className="jetpack-address__city">{ city }</span>
					{ ', ' }
					{ regionAndPostal }
				</div>
			) }
			{ ! city && hasRegionLine && <div>{ regionAndPostal }</div> }
			{ country && (
				<div className="jetpack-address__country">{ country }</div>
			) }
		</>
	);
}
