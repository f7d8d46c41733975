/**
 * The media modal's gallery frame hands over images without their size, and the layout needs
 * the aspect ratios: read the missing sizes from the media records once.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { unsizedIds, withRecordSizes, type MediaItem } from '../media';
import type { GalleryImage } from '../types';
import type { ImagesUpdate } from './use-gallery-images';

/** The media route answers at most this many records a request. */
const PER_PAGE = 100;

function chunksOf< T >( items: T[], size: number ): T[][] {
	const chunks: T[][] = [];
	for ( let start = 0; start < items.length; start += size ) {
		chunks.push( items.slice( start, start + size ) );
	}
	return chunks;
}

export function useImageSizes(
	images: GalleryImage[],
	updateImages: ( update: ImagesUpdate ) => void,
	onError: ( message: string ) => void
) {
	const missingKey = unsizedIds( images ).join( ',' );
	useEffect( () => {
		if ( ! missingKey ) {
			return;
		}
		let current = true;
		// One request for each hundred ids, so a larger gallery gets all of its sizes.
		Promise.allSettled(
			chunksOf( missingKey.split( ',' ), PER_PAGE ).map( ( ids ) =>
				apiFetch< MediaItem[] >( {
					path: `/wp/v2/media?include=${ ids.join(
						','
					) }&per_page=${ PER_PAGE }&_fields=id,media_details`,
				} )
			)
		).then( ( results ) => {
			const records = results.flatMap( ( result ) =>
				result.status === 'fulfilled' ? result.value : []
			);
			// The sizes are filled in by id into the images as they are now: images added, removed
			// or moved while the records were read stay as the user left them.
			if ( current && records.length > 0 ) {
				updateImages( ( now ) => withRecordSizes( now, records ) );
			}
			const failure = results.find(
				( result ): result is PromiseRejectedResult =>
					result.status === 'rejected'
			);
			if ( failure ) {
				onError(
					( failure.reason as { message?: string } | undefined )
						?.message ??
						__(
							'The image sizes could not be read.',
							'jetpack-blocks'
						)
				);
			}
		} );
		return () => {
			current = false;
		};
		// eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the set of unsized images changes.
	}, [ missingKey ] );
}
