/**
 * Chapters from a video's description (spec 002 §5): every line that carries a time as m:ss or
 * h:mm:ss, optionally in parentheses, is a chapter starting at that time; the rest of the line is its
 * title. Chapters are sorted by start. From them, a WebVTT file of kind "chapters" (§9): each cue runs
 * until the next chapter starts, the first starting at .000 and the later ones .001 after the
 * previous cue's end (so no two cues share an instant), and the last ends at 359999 s at most.
 */

export interface Chapter {
	/** Start as hh:mm:ss. */
	startAt: string;
	title: string;
}

/** The longest a chapters file may run: 99:59:59. */
export const CHAPTERS_MAX_END_SECONDS = 359999;

// A time (m:ss, mm:ss or h:mm:ss), optionally wrapped in parentheses, as a word of its own.
const TIME = /(^|\s)\(?((?:(\d{1,2}):)?(\d{1,2}):(\d{2}))\)?(?=\s|$|[-–—:,.])/;

/** Seconds of a time string like "1:02:03" or "2:05"; NaN when it is not one. */
export function timeToSeconds( time: string ): number {
	const parts = time.split( ':' ).map( ( part ) => Number( part ) );
	if ( parts.length < 2 || parts.length > 3 || parts.some( isNaN ) ) {
		return NaN;
	}
	const [ seconds = 0, minutes = 0, hours = 0 ] = parts.reverse();
	if ( seconds >= 60 || ( parts.length === 3 && minutes >= 60 ) ) {
		return NaN;
	}
	return hours * 3600 + minutes * 60 + seconds;
}

/** hh:mm:ss of a number of whole seconds. */
export function secondsToTime( total: number ): string {
	const hours = Math.floor( total / 3600 );
	const minutes = Math.floor( ( total % 3600 ) / 60 );
	const seconds = Math.floor( total % 60 );
	return [ hours, minutes, seconds ]
		.map( ( part ) => String( part ).padStart( 2, '0' ) )
		.join( ':' );
}

/** The chapters a description describes, sorted by start (none when it has no time lines). */
export function parseChapters( description: string | undefined ): Chapter[] {
	if ( ! description ) {
		return [];
	}
	const found: Array< Chapter & { seconds: number } > = [];
	for ( const line of description.split( /\r?\n/ ) ) {
		const match = TIME.exec( line );
		if ( ! match ) {
			continue;
		}
		const seconds = timeToSeconds( match[ 2 ] ?? '' );
		if ( isNaN( seconds ) ) {
			continue;
		}
		const before = line.slice( 0, match.index );
		const after = line.slice( match.index + match[ 0 ].length );
		const title = `${ before } ${ after }`
			.replace( /^[\s\-–—:|.,)]+/, '' )
			.replace( /[\s\-–—:|(]+$/, '' )
			.replace( /\s+/g, ' ' )
			.trim();
		if ( title === '' ) {
			continue;
		}
		found.push( { startAt: secondsToTime( seconds ), title, seconds } );
	}
	return found
		.sort( ( a, b ) => a.seconds - b.seconds )
		.map( ( { startAt, title } ) => ( { startAt, title } ) );
}

/** hh:mm:ss.mmm of seconds plus milliseconds. */
function cueTime( seconds: number, milliseconds: number ): string {
	return `${ secondsToTime( seconds ) }.${ String( milliseconds ).padStart(
		3,
		'0'
	) }`;
}

/**
 * The chapters WebVTT file. Each cue ends where the next chapter starts (the last at the video's
 * duration when known, else at 359999 s); cues after the first start 1 ms after the previous end.
 */
export function chaptersVtt(
	chapters: Chapter[],
	durationSeconds?: number
): string {
	const lines = [ 'WEBVTT', '' ];
	const last =
		durationSeconds && durationSeconds > 0
			? Math.min( Math.ceil( durationSeconds ), CHAPTERS_MAX_END_SECONDS )
			: CHAPTERS_MAX_END_SECONDS;
	chapters.forEach( ( chapter, index ) => {
		const start = Math.min(
			timeToSeconds( chapter.startAt ),
			CHAPTERS_MAX_END_SECONDS
		);
		const next = chapters[ index + 1 ];
		const end = next
			? Math.min(
					timeToSeconds( next.startAt ),
					CHAPTERS_MAX_END_SECONDS
				)
			: Math.max( last, start );
		const startText = cueTime( start, index === 0 ? 0 : 1 );
		lines.push(
			String( index + 1 ),
			`${ startText } --> ${ cueTime( end, 0 ) }`,
			chapter.title,
			''
		);
	} );
	return lines.join( '\n' );
}
