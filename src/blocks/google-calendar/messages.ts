import { __ } from '@wordpress/i18n';

/** Shown when what was pasted is neither a Public URL, an embed code nor a link with cid. */
export const CALENDAR_EMBED_ERROR = (): string =>
	__(
		"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.",
		'jetpack-blocks'
	);
