/**
 * The stored markup: a link to the Instagram profile, as the reference plugin stores it, so content
 * saved by either plugin opens in the other. Visitors never see it while the plugin is active — the
 * grid is rendered on the server (render.php) — but it is what remains if the plugin is switched
 * off. A feed of this site's media library has no profile to link to, so it stores no markup.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { instagramProfileUrl, isLocalAccount } from './account';
import type { InstagramGalleryAttributes } from './types';

export default function save( {
	attributes: { accessToken, instagramUser },
}: {
	attributes: InstagramGalleryAttributes;
} ) {
	if ( ! instagramUser || isLocalAccount( accessToken ) ) {
		return null;
	}
	const url = instagramProfileUrl( instagramUser );
	return (
		<div { ...useBlockProps.save() }>
			<a href={ url } rel="noopener noreferrer" target="_blank">
				{ url }
			</a>
		</div>
	);
}
