import { SVG, Path } from '@wordpress/primitives';

/** An address card. */
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M3 5h18v14H3V5zm2 2v10h14V7H5zm2 2.5a2 2 0 114 0 2 2 0 01-4 0zM6.5 15c0-1.4 1.3-2.5 2.5-2.5s2.5 1.1 2.5 2.5h-5zM13 9h4v1.5h-4V9zm0 3h4v1.5h-4V12z" />
	</SVG>
);
