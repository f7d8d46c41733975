import { SVG, Path } from '@wordpress/primitives';

/** A person. */
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M12 4a4 4 0 110 8 4 4 0 010-8zm0 10c4.4 0 8 1.8 8 4v2H4v-2c0-2.2 3.6-4 8-4z" />
	</SVG>
);
