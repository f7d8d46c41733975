/**
 * What a placeholder passes to `MediaUpload`, and what the browser receives.
 */
import type { ReactNode } from 'react';
import type { ExternalSourceSlug } from './sources';

/** A media object as blocks take it from the media modal (the fields the browser fills). */
export interface BlockMedia {
	id: number;
	url: string;
	alt: string;
	caption: string;
	title?: string;
	link?: string;
	type?: string;
	mime?: string;
	width?: number;
	height?: number;
	sizes?: Record< string, { url: string; width?: number; height?: number } >;
}

export interface MediaUploadProps {
	allowedTypes?: string[];
	multiple?: boolean;
	gallery?: boolean;
	addToGallery?: boolean;
	mode?: string;
	value?: number | number[];
	onSelect: ( media: BlockMedia | BlockMedia[] ) => void;
	render: ( props: { open: () => void } ) => ReactNode;
}

export interface BrowserProps extends MediaUploadProps {
	source: ExternalSourceSlug;
	/** The block the placeholder belongs to (a gallery appends to its images). */
	clientId?: string;
	onClose: () => void;
}
