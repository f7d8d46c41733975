import { SVG, Path } from '@wordpress/primitives';

/** A plate seen from above with a fork and knife beside it, drawn for this block. */
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zM2 3h1v5a1 1 0 0 1-1 1V3zm-.5 0v6H1V3h.5zM2.5 10h-1v11h1V10zM21.5 3c-.8 0-1.5 1.8-1.5 4.5V12h1v9h1V3h-.5z" />
	</SVG>
);
