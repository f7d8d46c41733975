import { SVG, Path } from '@wordpress/primitives';

/** Three sparkles: the AI mark. */
export default (
	<SVG
		viewBox="0 0 32 32"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M9.33 5.33l1.14 2.87 2.86 1.13-2.86 1.14-1.14 2.86-1.13-2.86-2.87-1.14 2.87-1.13z" />
		<Path d="M21.33 5.33l1.51 3.83 3.83 1.5-3.83 1.51-1.51 3.83-1.5-3.83L16 10.67l3.83-1.51z" />
		<Path d="M14.67 13.33l1.88 4.78 4.78 1.89-4.78 1.89-1.88 4.78-1.89-4.78L8 20l4.78-1.89z" />
	</SVG>
);
