import { SVG, Path } from '@wordpress/primitives';

// An envelope with a plus: joining a mailing list.
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M3 5h13v1.5H4.5v.9L11 12l4.1-2.9.9 1.2L11 13.9 4.5 9.3v8.2H14V19H3V5zm15 9v-3h1.5v3h3v1.5h-3v3H18v-3h-3V14h3z" />
	</SVG>
);
