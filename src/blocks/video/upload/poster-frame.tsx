/**
 * Scrubber to pick a poster frame from the local file while it uploads: a muted preview of the video
 * and a slider over its duration. Moving the slider shows that frame and chooses its time (ms).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

interface Props {
	file: File;
	/** The chosen frame time in ms, or null while none is chosen. */
	atTimeMs: number | null;
	onChange: ( atTimeMs: number ) => void;
}

function clock( ms: number ): string {
	const seconds = Math.floor( ms / 1000 );
	const tenths = Math.floor( ( ms % 1000 ) / 100 );
	return `${ Math.floor( seconds / 60 ) }:${ String( seconds % 60 ).padStart(
		2,
		'0'
	) }.${ tenths }`;
}

export default function PosterFrame( { file, atTimeMs, onChange }: Props ) {
	const video = useRef< HTMLVideoElement >( null );
	const [ src, setSrc ] = useState< string | null >( null );
	const [ durationMs, setDurationMs ] = useState( 0 );

	useEffect( () => {
		// jsdom and very old browsers have no object URLs; the slider then stays disabled.
		if ( typeof URL.createObjectURL !== 'function' ) {
			return;
		}
		const url = URL.createObjectURL( file );
		setSrc( url );
		return () => URL.revokeObjectURL( url );
	}, [ file ] );

	const id = 'jetpack-blocks-video-upload-frame';
	const value = atTimeMs ?? 0;
	return (
		<div className="jetpack-blocks-video-upload__frame">
			{ src && (
				// The preview has no audio track worth captions: it is a muted still picker.

				<video
					ref={ video }
					src={ src }
					muted
					playsInline
					preload="metadata"
					style={ { maxWidth: '100%', maxHeight: 200 } }
					onLoadedMetadata={ ( event ) => {
						const seconds = event.currentTarget.duration;
						setDurationMs(
							Number.isFinite( seconds )
								? Math.floor( seconds * 1000 )
								: 0
						);
					} }
				/>
			) }
			<label htmlFor={ id }>
				{ __( 'Pick a poster frame', 'jetpack-blocks' ) }
			</label>
			<input
				id={ id }
				type="range"
				min={ 0 }
				max={ durationMs }
				step={ 10 }
				value={ Math.min( value, durationMs ) }
				disabled={ durationMs === 0 }
				aria-valuetext={ sprintf(
					/* translators: %s: position in the video, e.g. 0:03.5 */
					__( 'Frame at %s', 'jetpack-blocks' ),
					clock( value )
				) }
				onChange={ ( event ) => {
					const ms = Number( event.target.value );
					if ( video.current ) {
						video.current.currentTime = ms / 1000;
					}
					onChange( ms );
				} }
			/>
			{ atTimeMs !== null && (
				<span className="jetpack-blocks-video-upload__frame-time">
					{ clock( atTimeMs ) }
				</span>
			) }
		</div>
	);
}
