import type { AddressFields } from '../contact-info/maps-url';

// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type AddressAttributes = AddressFields & {
	linkToGoogleMaps: boolean;
	className?: string;
};
