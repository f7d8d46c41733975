import { SVG, Path } from '@wordpress/primitives';

// A hand holding a heart.
export default (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d="M12 4.3c1-1.4 3.4-1.6 4.6-.3 1.2 1.2 1.1 3.1-.1 4.4L12 12.9 7.5 8.4C6.3 7.1 6.2 5.2 7.4 4c1.2-1.3 3.6-1.1 4.6.3z" />
		<Path d="M3 14h3.2c.5 0 1 .1 1.4.3l2.2 1c.4.2.7.6.7 1.1 0 .7-.6 1.2-1.2 1.2H9v1.2h3.7l5.6-2.6c.8-.4 1.8 0 2.1.8.3.7 0 1.5-.6 1.9l-6.7 3.8c-.4.2-.8.3-1.2.3H3V14z" />
	</SVG>
);
