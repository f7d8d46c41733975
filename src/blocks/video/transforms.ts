/**
 * Conversion between the core video block and this one (spec 002 §4): a core video block that
 * carries a video guid or text tracks converts to videopress/video, and any videopress/video converts
 * back to a core video block of the same file, options and tracks. A single video file dropped into
 * the editor becomes this block and goes straight into its resumable upload.
 */
import { blockNeedsUpgrade } from '../../shared/plan/rules';
import { createBlock } from '@wordpress/blocks';
import type { Track, VideoAttributes } from './types';

export interface CoreVideoAttributes {
	autoplay?: boolean;
	caption?: string;
	controls?: boolean;
	id?: number;
	loop?: boolean;
	muted?: boolean;
	poster?: string;
	preload?: string;
	src?: string;
	playsInline?: boolean;
	tracks?: Array< {
		src?: string;
		label?: string;
		srcLang?: string;
		kind?: string;
	} >;
	guid?: string;
	videoPressClassNames?: string;
}

const KINDS = [
	'subtitles',
	'captions',
	'descriptions',
	'chapters',
	'metadata',
];

export function isConvertibleCoreVideo(
	attributes: CoreVideoAttributes
): boolean {
	return !! attributes.guid || ( attributes.tracks?.length ?? 0 ) > 0;
}

export function fromCoreVideo(
	attributes: CoreVideoAttributes
): Partial< VideoAttributes > {
	const tracks: Track[] = ( attributes.tracks ?? [] ).map( ( track ) => ( {
		kind: ( KINDS.includes( track.kind ?? '' )
			? track.kind
			: 'subtitles' ) as Track[ 'kind' ],
		srcLang: track.srcLang || 'en',
		label: track.label || '',
		src: track.src,
	} ) );
	return {
		autoplay: attributes.autoplay,
		caption: attributes.caption,
		controls: attributes.controls ?? true,
		id: attributes.id,
		guid: attributes.guid,
		loop: attributes.loop,
		muted: attributes.muted,
		playsinline: attributes.playsInline,
		poster: attributes.poster,
		preload: attributes.preload || 'metadata',
		src: attributes.src,
		videoPressTracks: tracks,
		videoPressClassNames: attributes.videoPressClassNames,
	};
}

export function toCoreVideo(
	attributes: VideoAttributes
): CoreVideoAttributes {
	return {
		autoplay: attributes.autoplay,
		caption: attributes.caption,
		controls: attributes.controls,
		id: attributes.id,
		guid: attributes.guid,
		loop: attributes.loop,
		muted: attributes.muted,
		playsInline: attributes.playsinline,
		poster: attributes.poster,
		preload: attributes.preload,
		src: attributes.src,
		tracks: attributes.videoPressTracks.map( ( track ) => ( {
			src: track.src,
			label: track.label,
			srcLang: track.srcLang,
			kind: track.kind,
		} ) ),
	};
}

/**
 * One video file: several files or other media stay with the core blocks, and so does a video
 * while the site's plan lacks video hosting (the block could not upload it).
 */
export function isSingleVideoFile( files: File[] ): boolean {
	return (
		files.length === 1 &&
		/^video\//.test( files[ 0 ]?.type ?? '' ) &&
		! blockNeedsUpgrade( 'videopress/video' )
	);
}

const transforms = {
	from: [
		{
			type: 'files' as const,
			// Ahead of core/video's (10): a large file is better sent in resumable chunks.
			priority: 9,
			isMatch: isSingleVideoFile,
			transform: ( files: File[] ) =>
				createBlock( 'videopress/video', {
					fileForImmediateUpload: files[ 0 ],
				} ),
		},
		{
			type: 'block' as const,
			blocks: [ 'core/video' ],
			isMatch: isConvertibleCoreVideo,
			transform: ( attributes: CoreVideoAttributes ) =>
				createBlock(
					'videopress/video',
					fromCoreVideo( attributes ) as Record< string, unknown >
				),
		},
	],
	to: [
		{
			type: 'block' as const,
			blocks: [ 'core/video' ],
			transform: ( attributes: VideoAttributes ) =>
				createBlock(
					'core/video',
					toCoreVideo( attributes ) as Record< string, unknown >
				),
		},
	],
};

export default transforms;
