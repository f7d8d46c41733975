import { SVG, Path } from '@wordpress/primitives';

/** A microphone. */
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm-1.5-9a1.5 1.5 0 0 1 3 0v6a1.5 1.5 0 0 1-3 0V5zM17 11a5 5 0 0 1-10 0H5.5a6.5 6.5 0 0 0 5.75 6.46V20h1.5v-2.54A6.5 6.5 0 0 0 18.5 11H17z" />
	</SVG>
);
