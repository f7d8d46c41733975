/**
 * The line under the editor's map: which basemap draws it (Mapbox with the site's token, or the
 * offline one, whose address search uses the offline list of cities) and how many markers it has.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

export default function BasemapNote( {
	token,
	markers,
}: {
	token: string;
	markers: number;
} ) {
	return (
		<p className="wp-block-jetpack-map__basemap-note">
			{ token
				? __(
						'Basemap: Mapbox (with the site’s access token).',
						'jetpack-blocks'
					)
				: __(
						'Basemap: offline country outlines served by this site (no Mapbox access token). Address search uses the offline list of world cities.',
						'jetpack-blocks'
					) }{ ' ' }
			{ markers > 0 &&
				sprintf(
					/* translators: %d: number of markers. */
					_n(
						'%d marker.',
						'%d markers.',
						markers,
						'jetpack-blocks'
					),
					markers
				) }
		</p>
	);
}
