import { SVG, Path } from '@wordpress/primitives';

// A person with a circular arrow: someone coming back.
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M12 4a8 8 0 0 0-7.75 6H2l3 3.5L8 10H5.8A6.5 6.5 0 1 1 7.4 16.6l-1.06 1.06A8 8 0 1 0 12 4zm0 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm-3.5 7.5c0-1.5 2.33-2.25 3.5-2.25s3.5.75 3.5 2.25V16h-7v-.5z" />
	</SVG>
);
