import { SVG, Path } from '@wordpress/primitives';

/** A clock face. */
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17zM2 12C2 6.48 6.48 2 12 2s10 4.48 10 10-4.48 10-10 10S2 17.52 2 12z" />
		<Path d="M11.25 6.5h1.5v5.19l3.28 2.18-.83 1.25-3.95-2.63V6.5z" />
	</SVG>
);
