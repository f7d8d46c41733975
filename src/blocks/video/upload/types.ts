/**
 * What the upload view hands the video block: the attachment the upload created (with its guid) and
 * the editor's choices made while it uploaded, which the block applies through its own routes.
 */
export interface UploadedVideo {
	/** Media-library attachment id. */
	id: number;
	/** The 8-character video guid. */
	guid: string;
	/** The video file's address. */
	src: string;
	/** Title typed in the upload view ('' when left as is). */
	title: string;
	/** Poster chosen in the upload view: a frame of the video, or an image from the media library. */
	poster?: { atTimeMs: number } | { attachmentId: number; url: string };
}

export interface VideoUploadViewProps {
	/** The video file the editor chose (only video/* files reach the view). */
	file: File;
	onComplete: ( video: UploadedVideo ) => void;
	/** The editor cancelled: nothing was created, or what was created was removed. */
	onCancel: () => void;
}
