import { SVG, Path } from '@wordpress/primitives';

// A ticket.
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M4 5h16a1 1 0 0 1 1 1v3.3a2.8 2.8 0 0 0 0 5.4V18a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3.3a2.8 2.8 0 0 0 0-5.4V6a1 1 0 0 1 1-1zm1 1.5v2a4.2 4.2 0 0 1 0 7v2h9.5v-1.5H16v1.5h3.5v-2a4.2 4.2 0 0 1 0-7v-2H16V8h-1.5V6.5H5zM14.5 9.5H16v2h-1.5v-2zm0 3.5H16v2h-1.5v-2z" />
	</SVG>
);
