import { SVG, Path } from '@wordpress/primitives';

// A price tag.
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M20.6 12.6 11.4 3.4c-.3-.3-.6-.4-1-.4H4.4C3.6 3 3 3.6 3 4.4v6c0 .4.1.7.4 1l9.2 9.2c.6.6 1.5.6 2 0l6-6c.6-.5.6-1.4 0-2zM13.6 19 5 10.4V5h5.4l8.6 8.6-5.4 5.4zM7.5 6C6.7 6 6 6.7 6 7.5S6.7 9 7.5 9 9 8.3 9 7.5 8.3 6 7.5 6z" />
	</SVG>
);
