/**
 * The preview's <video> (a spinner until its file is known) in a box whose right edge resizes the
 * block's maximum width while the block is selected.
 */
import { ResizableBox, Spinner } from '@wordpress/components';
import type { MutableRefObject } from 'react';
import type { PlaybackSource } from '../hooks/use-playback-source';
import type { Track, VideoAttributes } from '../types';

export interface ResizableVideoProps {
	src: string | undefined;
	poster: string | undefined;
	tracks: Track[];
	maxWidth: string;
	isSelected: boolean;
	setAttributes: ( attributes: Partial< VideoAttributes > ) => void;
	playback: PlaybackSource;
	videoRef: MutableRefObject< HTMLVideoElement | null >;
}

export default function ResizableVideo( {
	src,
	poster,
	tracks,
	maxWidth,
	isSelected,
	setAttributes,
	playback,
	videoRef,
}: ResizableVideoProps ) {
	return (
		<ResizableBox
			size={ { width: maxWidth || '100%', height: 'auto' } }
			enable={ {
				right: isSelected,
				left: false,
				top: false,
				bottom: false,
			} }
			maxWidth="100%"
			minWidth={ 160 }
			showHandle={ isSelected }
			onResizeStop={ ( _event, _direction, element ) => {
				const parent = element.parentElement;
				const width = element.offsetWidth;
				setAttributes( {
					maxWidth:
						parent && width >= parent.offsetWidth
							? '100%'
							: `${ Math.round( width ) }px`,
				} );
			} }
		>
			{ src ? (
				<video
					{ ...playback.events }
					key={ playback.attempt }
					id={ playback.domId }
					ref={ videoRef }
					className="videopress-video__preview"
					src={ src }
					poster={ poster || undefined }
					controls
					preload="metadata"
				>
					{ tracks
						.filter( ( track ) => track.src )
						.map( ( track ) => (
							<track
								key={ `${ track.kind }-${ track.srcLang }` }
								kind={ track.kind }
								srcLang={ track.srcLang }
								label={ track.label }
								src={ track.src }
							/>
						) ) }
				</video>
			) : (
				<Spinner />
			) }
		</ResizableBox>
	);
}
