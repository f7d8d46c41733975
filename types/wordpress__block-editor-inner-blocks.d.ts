// Nested blocks, for container blocks (the contact form). Merges with wordpress__block-editor.d.ts.
declare module '@wordpress/block-editor' {
	import type { ComponentType, HTMLAttributes } from 'react';

	type InnerBlocksTemplate = Array< [ string, Record< string, unknown >? ] >;

	export interface InnerBlocksOptions {
		allowedBlocks?: string[];
		template?: InnerBlocksTemplate;
		templateLock?: false | 'all' | 'insert' | 'contentOnly';
		renderAppender?: ComponentType | false;
	}

	export const useInnerBlocksProps: {
		(
			props?: HTMLAttributes< HTMLElement > & Record< string, unknown >,
			options?: InnerBlocksOptions
		): HTMLAttributes< HTMLElement > & Record< string, unknown >;
		save: (
			props?: HTMLAttributes< HTMLElement > & Record< string, unknown >
		) => HTMLAttributes< HTMLElement > & Record< string, unknown >;
	};

	export const InnerBlocks: ComponentType< InnerBlocksOptions > & {
		Content: ComponentType;
		ButtonBlockAppender: ComponentType;
	};
}
