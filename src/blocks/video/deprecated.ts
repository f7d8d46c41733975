/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture). All three kept the
 * caption in a figcaption and the anchor as the figure's id; each migrates to the comment-only
 * format with the caption (and the anchor) as attributes.
 *
 * 1. This plugin's own figure: the block's class, align and custom classes, and a
 *    `figcaption.wp-element-caption` when there is a caption.
 * 2. The reference plugin's figure (`wp-block-jetpack-videopress jetpack-videopress-player`, its
 *    max width as an inline style, the player address on its own line in
 *    `.jetpack-videopress-player__wrapper`, a plain figcaption).
 * 3. The same with the preview-on-hover data the reference also wrote into the markup when that
 *    feature was on.
 *
 * The player address is read back from the stored markup rather than rebuilt: the reference changed
 * its query arguments over time, and the address is derived data (guid and options are in the
 * comment), so any stored form opens and none is kept.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { createElement } from '@wordpress/element';
import metadata from './block.json';
import type { PosterData, VideoAttributes } from './types';

type StoredAttributes = VideoAttributes & { playerUrl?: string };

// Without `anchor`: the anchor support then declares it and the editor reads it back from the
// figure's id, where these versions stored it.
const { anchor: _anchor, ...current } = metadata.attributes;

const attributes = {
	...current,
	caption: { type: 'string', source: 'html', selector: 'figcaption' },
	playerUrl: {
		type: 'string',
		source: 'text',
		selector: '.jetpack-videopress-player__wrapper',
	},
};

function migrate( {
	playerUrl: _playerUrl,
	caption,
	...rest
}: StoredAttributes ): VideoAttributes {
	return caption ? { ...rest, caption } : rest;
}

const ownFigure = {
	apiVersion: 3,
	attributes,
	supports: { html: false, align: true, anchor: true },
	save( { attributes: { caption } }: { attributes: StoredAttributes } ) {
		return createElement(
			'figure',
			useBlockProps.save(),
			caption
				? createElement( RichText.Content, {
						tagName: 'figcaption',
						className: 'wp-element-caption',
						value: caption,
					} )
				: null
		);
	},
	migrate,
};

/** The hidden preview-on-hover data (start and loop length, in the reference's units). */
function previewData( posterData: PosterData ) {
	return createElement(
		'span',
		{
			style: {
				display: 'none',
				visibility: 'hidden',
				position: 'absolute',
			},
			className: 'videopress-poh',
		},
		createElement(
			'span',
			{ className: 'videopress-poh__sp' },
			posterData.previewAtTime
		),
		createElement(
			'span',
			{ className: 'videopress-poh__duration' },
			posterData.previewLoopDuration
		)
	);
}

function referenceFigure( withPreview: boolean ) {
	return {
		// As the reference declared: its save alone sets the figure's props (an older API version
		// would merge the spacing styles in after it, which its markup never had).
		apiVersion: 2,
		attributes,
		// Spacing too: the reference declared it (kept in the comment's style attribute), though its
		// save replaced the inline style with the width one.
		supports: {
			align: true,
			anchor: true,
			spacing: { margin: true, padding: true },
		},
		save( { attributes: stored }: { attributes: StoredAttributes } ) {
			const { caption, maxWidth, posterData, playerUrl } = stored;
			const narrow = !! maxWidth && maxWidth !== '100%';
			return createElement(
				'figure',
				{
					...useBlockProps.save( {
						className:
							'wp-block-jetpack-videopress jetpack-videopress-player',
					} ),
					style: narrow ? { maxWidth, margin: 'auto' } : {},
				},
				withPreview && playerUrl && posterData?.previewOnHover
					? previewData( posterData )
					: null,
				playerUrl
					? createElement(
							'div',
							{ className: 'jetpack-videopress-player__wrapper' },
							playerUrl
						)
					: null,
				caption
					? createElement( RichText.Content, {
							tagName: 'figcaption',
							value: caption,
						} )
					: null
			);
		},
		migrate,
	};
}

export default [ ownFigure, referenceFigure( false ), referenceFigure( true ) ];
