/**
 * Small 24×24 icons for the prompt control's buttons and banners, drawn here so the lazily loaded
 * control does not pull in an icon library. All are decorative: every button and banner carries text.
 */
import { SVG, Path } from '@wordpress/primitives';

function icon( d: string, evenOdd = false ) {
	return (
		<SVG
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			<Path
				d={ d }
				fillRule={ evenOdd ? 'evenodd' : undefined }
				clipRule={ evenOdd ? 'evenodd' : undefined }
			/>
		</SVG>
	);
}

/** An arrow pointing up: send the prompt. */
export const sendIcon = icon(
	'M12 4 5.3 10.7l1.4 1.4L11 7.8V20h2V7.8l4.3 4.3 1.4-1.4z'
);

/** A filled square: stop the request. */
export const stopIcon = icon( 'M7 7h10v10H7z' );

/** A cross: cancel the edit. */
export const cancelIcon = icon(
	'M6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z'
);

/** A bin: discard the suggestion. */
export const discardIcon = icon(
	'M9 3h6v2h5v2H4V5h5zM6 9h12l-1 12H7zm3 2v8h1.5v-8zm4.5 0v8H15v-8z',
	true
);

/** A circular arrow: ask again. */
export const regenerateIcon = icon(
	'M12 4a8 8 0 1 0 7.7 10h-2.1A6 6 0 1 1 16.2 7.8L13 11h7V4l-2.4 2.4A8 8 0 0 0 12 4z'
);

/** A tick: accept the suggestion. */
export const acceptIcon = icon( 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z' );

/** One icon per message severity: a circle with "i", a triangle with "!", a circle with "!" and a tick. */
export const severityIcons = {
	info: icon(
		'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm1 14h-2v-6h2zm0-8h-2V7h2z',
		true
	),
	warning: icon( 'M12 2 1 21h22zm1 16h-2v-2h2zm0-4h-2V9h2z', true ),
	error: icon(
		'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm1 14h-2v-2h2zm0-4h-2V7h2z',
		true
	),
	success: icon(
		'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-1.2 13.4-4.2-4.2 1.4-1.4 2.8 2.8 5.6-5.6 1.4 1.4z',
		true
	),
};
