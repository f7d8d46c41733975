import { SVG, Path } from '@wordpress/primitives';

/** An envelope. */
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M3 5h18v14H3V5zm2 2v.5l7 4.5 7-4.5V7H5zm0 2.9V17h14V9.9l-7 4.5-7-4.5z" />
	</SVG>
);
