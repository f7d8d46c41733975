/**
 * The media modal's gallery frame hands over images without their size, and the layout needs
 * the aspect ratios: read the missing sizes from the media records once.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { unsizedIds, withRecordSizes, type MediaItem } from '../media';
import type { GalleryImage } from '../types';

export function useImageSizes(
	images: GalleryImage[],
	setImages: ( next: GalleryImage[] ) => void,
	onError: ( message: string ) => void
) {
	const missingKey = unsizedIds( images ).join( ',' );
	useEffect( () => {
		if ( ! missingKey ) {
			return;
		}
		let current = true;
		apiFetch< MediaItem[] >( {
			path: `/wp/v2/media?include=${ missingKey }&per_page=100&_fields=id,media_details`,
		} )
			.then( ( records ) => {
				if ( ! current ) {
					return;
				}
				setImages( withRecordSizes( images, records ) );
			} )
			.catch( ( error: { message?: string } ) =>
				onError(
					error?.message ??
						__(
							'The image sizes could not be read.',
							'jetpack-blocks'
						)
				)
			);
		return () => {
			current = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the set of unsized images changes.
	}, [ missingKey ] );
}
