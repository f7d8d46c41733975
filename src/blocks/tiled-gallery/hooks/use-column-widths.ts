/**
 * The column widths the editor shows, and the stored ones (what visitors get), which are
 * recalculated only after the gallery changed: images added, removed, moved or replaced, or what
 * groups them into columns (style, columns, alignment).
 */
import { useEffect, useRef } from '@wordpress/element';
import type { LayoutStyle } from '../constants';
import { columnWidthsOf, ratioOf, type LayoutRow } from '../layout';
import type { GalleryImage, TiledGalleryAttributes } from '../types';

/**
 * The layout's identity: the images in order with their sizes, and what groups them into columns
 * (style, columns, alignment). Widths are recalculated only when it changes.
 */
export function gallerySignature(
	images: GalleryImage[],
	grouping: Array< string | number | undefined >
): string {
	return [
		...images.map(
			( image ) => `${ image.id }:${ image.width }x${ image.height }`
		),
		...grouping,
	].join( ',' );
}

export function useColumnWidths( {
	images,
	style,
	columns,
	rows,
	align,
	setAttributes,
}: {
	images: GalleryImage[];
	style: LayoutStyle;
	columns: number;
	rows: LayoutRow[];
	align: string | undefined;
	setAttributes: ( changes: Partial< TiledGalleryAttributes > ) => void;
} ): number[][] {
	// Shown widths follow the images; the stored ones are what visitors get.
	const shownWidths =
		style === 'square' || style === 'circle'
			? []
			: columnWidthsOf( rows, images.map( ratioOf ) );

	// Column widths are recalculated only after the gallery changed (added, removed, moved, replaced).
	const signature = gallerySignature( images, [ style, columns, align ] );
	const previousSignature = useRef( signature );
	useEffect( () => {
		if ( previousSignature.current === signature ) {
			return;
		}
		previousSignature.current = signature;
		// Square and circle tiles have no widths of their own; the others are measured in rows.
		if ( style === 'rectangular' || style === 'columns' ) {
			setAttributes( { columnWidths: shownWidths } );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- the signature stands for the images.
	}, [ signature ] );

	return shownWidths;
}
