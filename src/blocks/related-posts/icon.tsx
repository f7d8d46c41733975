import { Path, SVG } from '@wordpress/primitives';

export default (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 5h7v6H4V5zm9 0h7v2h-7V5zm0 4h7v2h-7V9zM4 13h7v6H4v-6zm9 0h7v2h-7v-2zm0 4h7v2h-7v-2z" />
	</SVG>
);

/** Toolbar icon: the grid layout. */
export const gridIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 4h7v7H4V4zm9 0h7v7h-7V4zM4 13h7v7H4v-7zm9 0h7v7h-7v-7z" />
	</SVG>
);

/** Toolbar icon: the list layout. */
export const listIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 5h16v3H4V5zm0 5.5h16v3H4v-3zM4 16h16v3H4v-3z" />
	</SVG>
);
