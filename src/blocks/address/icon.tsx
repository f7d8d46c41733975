import { SVG, Path } from '@wordpress/primitives';

/** A map pin. */
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M12 2a7 7 0 00-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 00-7-7zm0 2a5 5 0 015 5c0 3.3-3.6 8.3-5 10-1.4-1.7-5-6.7-5-10a5 5 0 015-5zm0 2.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z" />
	</SVG>
);
