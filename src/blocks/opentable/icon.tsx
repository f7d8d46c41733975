import { SVG, Path } from '@wordpress/primitives';

/** A ring with a dot: a table seen from above, with a place set. */
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 1.75a8.25 8.25 0 1 1 0 16.5 8.25 8.25 0 0 1 0-16.5z" />
		<Path d="M12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM6 11a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
	</SVG>
);
