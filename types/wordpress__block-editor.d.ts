// The block-editor package publishes no type declarations. These cover only what this plugin
// uses; add to them as blocks need more. Kept loose where the package itself is loose.
declare module '@wordpress/block-editor' {
	import type {
		ComponentType,
		ReactNode,
		HTMLAttributes,
		RefCallback,
	} from 'react';

	type BlockProps = HTMLAttributes< HTMLElement > & Record< string, unknown >;

	export const useBlockProps: {
		// The ref is a merged callback ref, so it fits any element the edit renders.
		(
			props?: BlockProps,
			options?: Record< string, unknown >
		): BlockProps & {
			ref?: RefCallback< Element >;
		};
		save: ( props?: BlockProps ) => BlockProps;
	};

	export const BlockControls: ComponentType< {
		group?: string;
		children?: ReactNode;
	} >;
	export const InspectorControls: ComponentType< {
		group?: string;
		children?: ReactNode;
	} >;
	export const AlignmentToolbar: ComponentType< {
		value?: string;
		onChange: ( value: string | undefined ) => void;
	} >;
	export const AlignmentControl: ComponentType< {
		value?: string;
		onChange: ( value: string | undefined ) => void;
	} >;
	export const PanelColorSettings: ComponentType< {
		title?: string;
		colorSettings: Array< {
			value?: string;
			onChange: ( value?: string ) => void;
			label: string;
		} >;
		children?: ReactNode;
	} >;
	export const RichText: ComponentType< Record< string, unknown > > & {
		Content: ComponentType< Record< string, unknown > >;
	};
	export const store: import( '@wordpress/data' ).StoreDescriptor< any >; // eslint-disable-line @typescript-eslint/no-explicit-any -- untyped upstream store
}
