export interface InstagramGalleryAttributes extends Record< string, unknown > {
	accessToken?: string;
	instagramUser?: string;
	columns: number;
	count: number;
	spacing: number;
	isStackedOnMobile: boolean;
	align?: string;
}

/** A connection of the photo service (spec 001 §3): shown by name, chosen by token. */
export interface PhotoConnection {
	username: string;
	token: string;
}

/** One image of a gallery response (spec 001 §3): its address and title (the alternative text). */
export interface GalleryImage {
	url: string;
	title: string;
	/** Where the image leads (the post on the service, or the full-size file); optional. */
	link?: string;
}

export interface Gallery {
	externalName: string;
	images: GalleryImage[];
}
