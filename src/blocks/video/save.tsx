/**
 * Stored markup: the figure and its caption. Visitors get the server rendering (render.php): the
 * native <video> with its tracks and poster is built from the attributes and the media record at
 * request time, so privacy changes and new tracks apply to posts already saved.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { VideoAttributes } from './types';

export default function save( {
	attributes,
}: {
	attributes: VideoAttributes;
} ) {
	const { caption } = attributes;
	return (
		<figure { ...useBlockProps.save() }>
			{ caption ? (
				<RichText.Content
					tagName="figcaption"
					className="wp-element-caption"
					value={ caption }
				/>
			) : null }
		</figure>
	);
}
