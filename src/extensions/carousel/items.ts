/**
 * What the viewer shows for a gallery that php-stubs/modules/features/carousel.php marked: the
 * gallery's images that open it (`data-carousel-item`), each with its full image, caption and EXIF
 * rows. Kept apart from the viewer so it can be read without the viewer library.
 */

export interface CarouselItem {
	/** The image on the page. */
	element: HTMLImageElement;
	/** What opens the viewer: the link around the image, or the image itself. */
	trigger: HTMLElement;
	src: string;
	width: number;
	height: number;
	alt: string;
	caption: string;
	/** EXIF data as label and value pairs (only when the site shows EXIF). */
	exif: Array< [ string, string ] >;
}

function positive( value: string | undefined ): number {
	const number = Number( value );
	return Number.isFinite( number ) && number > 0 ? number : 0;
}

function exifOf( image: HTMLImageElement ): Array< [ string, string ] > {
	try {
		const rows: unknown = JSON.parse( image.dataset.carouselExif ?? '[]' );
		return Array.isArray( rows )
			? rows.filter(
					( row ): row is [ string, string ] =>
						Array.isArray( row ) &&
						row.length === 2 &&
						typeof row[ 0 ] === 'string' &&
						typeof row[ 1 ] === 'string'
				)
			: [];
	} catch {
		return [];
	}
}

/** The caption written for the image: its figure's figcaption (the gallery's own caption excluded). */
function captionOf( image: HTMLImageElement ): string {
	const figure = image.closest( 'figure' );
	if ( ! figure || figure.querySelector( ':scope > figure' ) ) {
		return '';
	}
	return (
		figure.querySelector( ':scope > figcaption' )?.textContent?.trim() ?? ''
	);
}

/** The images of a marked gallery that open the viewer, in page order. */
export function carouselItems( gallery: HTMLElement ): CarouselItem[] {
	return Array.from(
		gallery.querySelectorAll< HTMLImageElement >(
			'img[data-carousel-item]'
		)
	).map( ( image ) => {
		const link = image.closest( 'a' );
		return {
			element: image,
			trigger: link && gallery.contains( link ) ? link : image,
			// Without an attachment behind it, the image's own file and size are all there is.
			src:
				image.dataset.carouselSrc ||
				image.dataset.url ||
				image.currentSrc ||
				image.src,
			width:
				positive( image.dataset.carouselWidth ) ||
				positive( image.dataset.width ) ||
				image.naturalWidth,
			height:
				positive( image.dataset.carouselHeight ) ||
				positive( image.dataset.height ) ||
				image.naturalHeight,
			alt: image.alt,
			caption: captionOf( image ),
			exif: exifOf( image ),
		};
	} );
}
