export type GifAttributes = {
	align?: string;
	/** Rich text (inline HTML). */
	caption?: string;
	/** A GIF-service embed page (https://giphy.com/embed/<id>), shown in an iframe. */
	giphyUrl?: string;
	/** A GIF file shown as an image: a media-library attachment, or an address stored by older content. */
	gifUrl?: string;
	/** The media-library attachment behind gifUrl, so the front end follows it if its file moves. */
	attachmentId?: number;
	searchText?: string;
	/** Height as a percentage of the width, e.g. "56.25%". */
	paddingTop?: string;
	/** The GIF's source page and author, which the reference plugin stores for Tumblr GIFs. */
	attributionUrl?: string;
	attributionName?: string;
	className?: string;
};

/** One search result, in the GIF service's shape (our route answers the same for media-library GIFs). */
export interface GifResult {
	id: string;
	title?: string;
	embed_url: string;
	images: {
		original: {
			width: number | string;
			height: number | string;
			url?: string;
		};
		downsized_still: { url: string };
	};
	/** Present on results the route found in the site's own media library. */
	source?: 'media-library';
	attachment_id?: number;
}

export interface GifServiceState {
	reached: boolean;
	code?: string;
	message?: string;
}

export interface GifSearchAnswer {
	source: 'giphy' | 'media-library';
	data: GifResult[];
	service: GifServiceState;
	/** With media-library answers: how many GIFs the library holds in all. */
	library?: { gifs: number };
}
