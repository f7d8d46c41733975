/**
 * A recording's length as minutes:seconds (m:ss). Minutes are not capped, so 61 minutes reads 61:00.
 */

/** Whole minutes and seconds of a length in milliseconds (negative or invalid input is 0). */
function splitDuration( ms: number ): { minutes: number; seconds: number } {
	const totalSeconds =
		Number.isFinite( ms ) && ms > 0 ? Math.floor( ms / 1000 ) : 0;
	return {
		minutes: Math.floor( totalSeconds / 60 ),
		seconds: totalSeconds % 60,
	};
}

/** Milliseconds → "m:ss": 0 → "0:00", 65000 → "1:05". */
export function formatDuration( ms: number ): string {
	const { minutes, seconds } = splitDuration( ms );
	return `${ minutes }:${ String( seconds ).padStart( 2, '0' ) }`;
}

export interface AudioDurationDisplayProps {
	/** Length in milliseconds. */
	duration: number;
	className?: string;
}

export function AudioDurationDisplay( {
	duration,
	className,
}: AudioDurationDisplayProps ) {
	const { minutes, seconds } = splitDuration( duration );
	return (
		<time
			className={ [ 'jetpack-ai-control-audio-duration', className ]
				.filter( Boolean )
				.join( ' ' ) }
			// Machine-readable length, e.g. PT1M5S.
			dateTime={ `PT${ minutes }M${ seconds }S` }
		>
			{ formatDuration( duration ) }
		</time>
	);
}
