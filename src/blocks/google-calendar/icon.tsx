import { SVG, Path } from '@wordpress/primitives';

/** A calendar page with a day marked, drawn for this block. */
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 15H5V9h14v10zM7 11h5v5H7z" />
	</SVG>
);
