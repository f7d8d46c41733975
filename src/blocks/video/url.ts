/**
 * Addresses an editor may paste into the placeholder: a video-host address that carries a guid (spec
 * 002 §5: 8 alphanumerics, e.g. https://videopress.com/v/AbCd1234 or …/embed/AbCd1234), or a plain
 * video file address.
 */
const HOST_PATTERNS = [
	/^https?:\/\/(?:www\.)?videopress\.com\/(?:v|embed)\/([a-zA-Z0-9]{8})(?:[/?#]|$)/,
	/^https?:\/\/video\.wordpress\.com\/(?:v|embed)\/([a-zA-Z0-9]{8})(?:[/?#]|$)/,
	/^https?:\/\/videos\.files\.wordpress\.com\/([a-zA-Z0-9]{8})\//,
];

/** The guid a video-host address names, or null. */
export function guidFromUrl( url: string ): string | null {
	const trimmed = url.trim();
	for ( const pattern of HOST_PATTERNS ) {
		const match = pattern.exec( trimmed );
		if ( match?.[ 1 ] ) {
			return match[ 1 ];
		}
	}
	return null;
}

/** Whether an address can be played as a file by the browser (http(s), a video extension). */
export function isVideoFileUrl( url: string ): boolean {
	return /^https?:\/\/[^\s]+\.(?:mp4|m4v|webm|ogv|mov)(?:[?#]\S*)?$/i.test(
		url.trim()
	);
}
