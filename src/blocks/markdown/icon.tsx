import { SVG, Path } from '@wordpress/primitives';

// The markdown mark: an "M" and a down arrow in a rounded frame.
export default (
	<SVG
		viewBox="0 0 208 128"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M15 10a5 5 0 0 0-5 5v98a5 5 0 0 0 5 5h178a5 5 0 0 0 5-5V15a5 5 0 0 0-5-5H15zM0 15A15 15 0 0 1 15 0h178a15 15 0 0 1 15 15v98a15 15 0 0 1-15 15H15A15 15 0 0 1 0 113V15z" />
		<Path d="M30 98V30h20l20 25 20-25h20v68H90V59L70 84 50 59v39H30zm125 0-30-33h20V30h20v35h20l-30 33z" />
	</SVG>
);
