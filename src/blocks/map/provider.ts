/**
 * Which map provider draws (spec 001 §9): a `map_provider` cookie, else the page setting
 * `window.Jetpack_Maps.provider`, else Mapbox.
 */
export type MapProvider = 'mapbox' | 'mapkit';

export function mapProvider( doc: Document = document ): MapProvider {
	const cookie = /(?:^|;\s*)map_provider=([^;]*)/.exec( doc.cookie )?.[ 1 ];
	const setting = (
		doc.defaultView as
			( Window & { Jetpack_Maps?: { provider?: string } } ) | null
	 )?.Jetpack_Maps?.provider;
	const chosen = cookie ?? setting;
	return chosen === 'mapkit' ? 'mapkit' : 'mapbox';
}
