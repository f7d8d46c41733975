/**
 * The photo service's routes (php-stubs/routes/instagram-gallery.php) and what the editor makes of
 * their answers (spec 001 §4, §7, §8).
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { __, _n, sprintf } from '@wordpress/i18n';
import { MAX_POSTS } from './account';
import type { Gallery, GalleryImage, PhotoConnection } from './types';

export const ROUTE_BASE = '/wpcom/v2/instagram-gallery';

/** The message of a failed connect-url call and of an unusable gallery answer (spec 001 §8). */
export const genericErrorMessage = () =>
	__( 'An error occurred. Please try again later.', 'jetpack-blocks' );

/**
 * The message of a gallery with no images (spec 001 §8). The spec's words speak of an Instagram
 * account; the site's media library account is not one, so it is named as what it is.
 * @param local Whether the block shows this site's media library account.
 */
export const noImagesMessage = ( local = false ) =>
	local
		? __(
				'No images were found in this site’s media library.',
				'jetpack-blocks'
			)
		: __(
				'No images were found in your Instagram account.',
				'jetpack-blocks'
			);

/**
 * What a gallery answer means:
 * - `invalid`: not an object with an `images` list — the token is unusable (cleared by the caller);
 * - `empty`: a list with no usable image — a notice, the account stays;
 * - `ok`: the images (each with an http(s) address and a title) and the account's name.
 */
export type GalleryAnswer =
	| { kind: 'invalid' }
	| { kind: 'empty'; externalName: string }
	| ( { kind: 'ok' } & Gallery );

function isObject( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

function imageOf( value: unknown ): GalleryImage | null {
	if ( ! isObject( value ) || typeof value.url !== 'string' ) {
		return null;
	}
	if ( ! /^https?:\/\//i.test( value.url ) ) {
		return null;
	}
	const image: GalleryImage = {
		url: value.url,
		title: typeof value.title === 'string' ? value.title : '',
	};
	if (
		typeof value.link === 'string' &&
		/^https?:\/\//i.test( value.link )
	) {
		image.link = value.link;
	}
	return image;
}

export function readGalleryAnswer( answer: unknown ): GalleryAnswer {
	if ( ! isObject( answer ) || ! Array.isArray( answer.images ) ) {
		return { kind: 'invalid' };
	}
	const externalName =
		typeof answer.external_name === 'string' ? answer.external_name : '';
	const images = answer.images
		.map( imageOf )
		.filter( ( image ): image is GalleryImage => image !== null )
		.slice( 0, MAX_POSTS );
	if ( ! images.length ) {
		return { kind: 'empty', externalName };
	}
	return { kind: 'ok', externalName, images };
}

/**
 * The notice under the post count when the account has fewer posts than asked for (spec 001 §8);
 * null when it has enough.
 *
 * @param available How many posts the account has (as loaded, at most MAX_POSTS).
 * @param count     How many the block shows.
 * @param local     Whether the account is this site's media library (not an Instagram account).
 */
export function postCountNotice(
	available: number,
	count: number,
	local = false
): string | null {
	if ( available >= count ) {
		return null;
	}
	if ( local ) {
		return available <= 0
			? __(
					'There are currently no images in this site’s media library.',
					'jetpack-blocks'
				)
			: sprintf(
					/* translators: %s: how many images the media library has. */
					_n(
						'There is currently only %s image in this site’s media library.',
						'There are currently only %s images in this site’s media library.',
						available,
						'jetpack-blocks'
					),
					String( available )
				);
	}
	if ( available <= 0 ) {
		return __(
			'There are currently no posts in your Instagram account.',
			'jetpack-blocks'
		);
	}
	return sprintf(
		/* translators: %s: how many posts the account has. */
		_n(
			'There is currently only %s post in your Instagram account.',
			'There are currently only %s posts in your Instagram account.',
			available,
			'jetpack-blocks'
		),
		String( available )
	);
}

/** The route's code for a feed of an Instagram account another user connected. */
export const NOT_YOURS_CODE = 'instagram_gallery_not_yours';

/** Whether a failed gallery request was refused because the account is another user's. */
export function isOtherUsersAccount( error: unknown ): boolean {
	return (
		isObject( error ) &&
		'code' in error &&
		( error as { code: unknown } ).code === NOT_YOURS_CODE
	);
}

/** The message shown instead of the grid for another user's account. */
export const otherUsersAccountMessage = () =>
	__(
		'This block shows an Instagram account that another user connected. Only they can preview it here; visitors still see it. You can still change the display settings, or disconnect it to choose an account of your own.',
		'jetpack-blocks'
	);

export function fetchGallery( accessToken: string ): Promise< unknown > {
	return apiFetch( {
		path: addQueryArgs( `${ ROUTE_BASE }/gallery`, {
			access_token: accessToken,
			count: MAX_POSTS,
		} ),
	} );
}

export async function fetchConnections(): Promise< PhotoConnection[] > {
	const answer: unknown = await apiFetch( {
		path: `${ ROUTE_BASE }/connections`,
	} );
	if ( ! Array.isArray( answer ) ) {
		return [];
	}
	return answer.filter(
		( item ): item is PhotoConnection =>
			isObject( item ) &&
			typeof item.username === 'string' &&
			typeof item.token === 'string' &&
			item.token !== ''
	);
}

/** The address the connect popup opens; rejects when the route gives none. */
export async function fetchPhotoConnectUrl(): Promise< string > {
	const answer: unknown = await apiFetch( {
		path: `${ ROUTE_BASE }/connect-url`,
	} );
	if ( typeof answer !== 'string' || ! /^https?:\/\//i.test( answer ) ) {
		throw new Error( 'connect-url gave no address' );
	}
	return answer;
}
