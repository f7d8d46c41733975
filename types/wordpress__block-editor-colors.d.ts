// Colour and gradient helpers of the block editor (the button block). Merges with
// wordpress__block-editor.d.ts.
declare module '@wordpress/block-editor' {
	export interface PaletteColor {
		name: string;
		slug: string;
		color: string;
	}
	export interface PaletteGradient {
		name: string;
		slug: string;
		gradient: string;
	}

	export function useSettings( ...paths: string[] ): unknown[];
	export function getColorObjectByColorValue(
		colors: PaletteColor[],
		value?: string
	): PaletteColor | undefined;
	export function getGradientSlugByValue(
		gradients: PaletteGradient[],
		value?: string
	): string | undefined;
	export function getGradientValueBySlug(
		gradients: PaletteGradient[],
		slug?: string
	): string | undefined;
}
