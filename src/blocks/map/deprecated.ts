/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. Markup without `data-map-style` (stored before the style was written out). It opens with the
 *    current save and no style attribute, and saves the same way.
 * 2. The style as an attribute (`mapStyle`) also written as an `is-style-<style>` class. The class
 *    becomes the block's class name (block styles) and the attribute returns to "default".
 */
import { useBlockProps } from '@wordpress/block-editor';
import metadata from './block.json';
import save, { mapMarkup } from './save';
import type { MapAttributes } from './types';

const { mapStyle: _style, ...attributesWithoutStyle } = metadata.attributes;

const withoutStyleAttribute = {
	apiVersion: 3,
	attributes: {
		...attributesWithoutStyle,
		mapStyle: { type: 'string' },
	},
	supports: metadata.supports,
	save,
};

const styleAsClass = {
	apiVersion: 3,
	attributes: {
		...attributesWithoutStyle,
		mapStyle: { type: 'string' },
	},
	supports: metadata.supports,
	save( { attributes }: { attributes: MapAttributes } ) {
		const { mapStyle } = attributes;
		return mapMarkup(
			attributes,
			mapStyle,
			useBlockProps.save( {
				className: mapStyle ? `is-style-${ mapStyle }` : undefined,
			} )
		);
	},
	migrate( attributes: MapAttributes ): MapAttributes {
		const { mapStyle, className } = attributes;
		return {
			...attributes,
			className: [
				...new Set(
					[
						...( className ?? '' ).split( /\s+/ ),
						`is-style-${ mapStyle }`,
					].filter( Boolean )
				),
			].join( ' ' ),
			mapStyle: 'default',
		};
	},
};

export default [ withoutStyleAttribute, styleAsClass ];
