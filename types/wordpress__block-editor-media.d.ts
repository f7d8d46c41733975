// The media library picker of the block editor (the simple payments block's product image).
// Merges with wordpress__block-editor.d.ts.
declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	export interface MediaUploadItem {
		id: number;
		url: string;
		alt?: string;
		title?: string;
	}

	export const MediaUpload: ComponentType< {
		allowedTypes?: string[];
		value?: number;
		multiple?: boolean;
		onSelect: ( media: MediaUploadItem ) => void;
		render: ( props: { open: () => void } ) => ReactNode;
	} >;

	export const MediaUploadCheck: ComponentType< { children?: ReactNode } >;
}
