/**
 * The video block's attributes (spec 002 §3) and the shapes of the video routes it calls (§7).
 */
export type TrackKind =
	'subtitles' | 'captions' | 'descriptions' | 'chapters' | 'metadata';

export interface Track {
	kind: TrackKind;
	srcLang: string;
	label: string;
	src?: string;
	/** The file chosen in the track form, not uploaded yet (never stored). */
	tmpFile?: File;
}

export interface VideoAttributes {
	autoplay?: boolean;
	caption?: string;
	controls: boolean;
	guid?: string;
	id?: number;
	loop?: boolean;
	muted?: boolean;
	playsinline?: boolean;
	poster?: string;
	preload: 'auto' | 'metadata' | 'none' | string;
	src?: string;
	maxWidth: string;
	seekbarColor: string;
	seekbarPlayedColor: string;
	seekbarLoadingColor: string;
	useAverageColor: boolean;
	videoPressTracks: Track[];
	videoPressClassNames?: string;
	isVideoPressExample: boolean;
	fileForImmediateUpload?: File;
	title?: string;
	description?: string;
	align?: string;
	className?: string;
	/**
	 * Stored by the reference plugin's block (kept so its posts keep every setting, and so a post
	 * saved here opens there); this block reads privacy, rating, download and tracks from the media
	 * record instead.
	 */
	anchor?: string;
	cacheHtml?: string;
	posterData?: PosterData;
	videoRatio?: number;
	tracks?: Track[];
	privacySetting?: number;
	allowDownload?: boolean;
	displayEmbed?: boolean;
	rating?: string;
	isPrivate?: boolean;
	isExample?: boolean;
	duration?: number;
}

/** The reference's poster choice; the preview-on-hover fields were also saved into its markup. */
export interface PosterData {
	type?: 'media-library' | 'video-frame';
	previewOnHover?: boolean;
	previewAtTime?: number;
	previewLoopDuration?: number;
	[ key: string ]: unknown;
}

/** What the block editor passes the video block's edit component. */
export interface VideoEditProps {
	attributes: VideoAttributes;
	setAttributes: ( attributes: Partial< VideoAttributes > ) => void;
	clientId: string;
	isSelected: boolean;
}

/** Privacy setting of a video: public 0, private 1, site default 2. */
export type PrivacySetting = 0 | 1 | 2;

/** Rating as stored; 'X-18' may come from older data and is shown as R-17. */
export type Rating = 'G' | 'PG-13' | 'R-17' | 'X-18';

/** The jetpack_videopress field of a media record. */
export interface VideoPressMediaField {
	guid: string;
	rating: Rating | '';
	allow_download: boolean;
	privacy_setting: PrivacySetting;
	title: string;
	description: string;
}

/** GET /rest/v1.1/videos/{guid}. */
export interface VideoDetails {
	guid: string;
	/** The media-library attachment of the video. */
	post_id: number;
	title: string;
	description: string;
	poster: string;
	original: string;
	privacy_setting: PrivacySetting;
	is_private: boolean;
	rating: string;
	allow_download: boolean;
	tracks: Partial<
		Record< TrackKind, Record< string, { src: string; label: string } > >
	>;
}

/** GET /rest/v1.1/videos/{guid}/poster. */
export interface PosterState {
	generating: boolean;
	poster: string;
}
