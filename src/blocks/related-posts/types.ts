// A type alias (not an interface) so it satisfies Record< string, unknown > in BlockEditProps.
export type RelatedPostsAttributes = {
	postLayout: string;
	displayAuthor: boolean;
	displayDate: boolean;
	displayHeadline: boolean;
	displayThumbnails: boolean;
	displayContext: boolean;
	headline: string;
	postsToShow: number;
	align?: string;
	className?: string;
};

/** One related post as the route answers it (spec 002 §3 "Related post"). */
export interface RelatedPost {
	id: number;
	url: string;
	title: string;
	excerpt: string;
	date: string;
	author: string;
	img: { src: string; width: number; height: number; alt: string };
	context: string;
	block_context: { text: string; link: string };
}
