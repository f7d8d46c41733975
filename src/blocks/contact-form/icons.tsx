import { SVG, Path } from '@wordpress/primitives';
import type { FieldType } from './fields';

const icon = ( d: string ) => (
	<SVG
		viewBox="0 0 24 24"
		width="24"
		height="24"
		xmlns="http://www.w3.org/2000/svg"
	>
		<Path d={ d } />
	</SVG>
);

export const formIcon = icon(
	'M4 4h16v2H4V4zm0 4h16v4H4V8zm2 2v0zm-2 6h10v4H4v-4zm12 0h4v4h-4v-4z'
);

const PATHS: Record< FieldType, string > = {
	name: 'M12 4a4 4 0 110 8 4 4 0 010-8zm0 10c4.4 0 8 1.8 8 4v2H4v-2c0-2.2 3.6-4 8-4z',
	email: 'M3 5h18v14H3V5zm2 2v.5l7 4.5 7-4.5V7H5zm0 2.9V17h14V9.9l-7 4.5-7-4.5z',
	url: 'M10.6 13.4a1 1 0 010-1.4l3-3a1 1 0 111.4 1.4l-3 3a1 1 0 01-1.4 0zM7 17a3 3 0 010-4.2l2-2 1.4 1.4-2 2a1 1 0 001.4 1.4l2-2 1.4 1.4-2 2A3 3 0 017 17zm6.6-6.6l-1.4-1.4 2-2A3 3 0 0118.4 11l-2 2-1.4-1.4 2-2a1 1 0 00-1.4-1.4l-2 2z',
	text: 'M4 7h16v10H4V7zm2 2v6h12V9H6zm1 1h2v4H7v-4z',
	textarea:
		'M4 4h16v16H4V4zm2 2v12h12V6H6zm2 2h8v1.5H8V8zm0 3h8v1.5H8V11zm0 3h5v1.5H8V14z',
	checkbox:
		'M5 5h14v14H5V5zm2 2v10h10V7H7zm2.3 4.3l1.7 1.7 3.7-3.7 1.4 1.4-5.1 5.1-3.1-3.1 1.4-1.4z',
	radio: 'M12 4a8 8 0 110 16 8 8 0 010-16zm0 2a6 6 0 100 12 6 6 0 000-12zm0 3a3 3 0 110 6 3 3 0 010-6z',
	select: 'M4 7h16v10H4V7zm2 2v6h12V9H6zm7 2h4l-2 2.5-2-2.5z',
	consent:
		'M12 3l8 3v6c0 4.4-3.4 8.2-8 9-4.6-.8-8-4.6-8-9V6l8-3zm-1.2 11.6l5-5-1.4-1.4-3.6 3.6-1.6-1.6-1.4 1.4 3 3z',
	date: 'M5 5h14v15H5V5zm2 5v8h10v-8H7zm0-2h10V7H7v1zm1 3h3v3H8v-3z',
	telephone:
		'M8 3h8a1 1 0 011 1v16a1 1 0 01-1 1H8a1 1 0 01-1-1V4a1 1 0 011-1zm1 2v12h6V5H9zm2 13v1h2v-1h-2z',
	'checkbox-multiple':
		'M4 5h6v6H4V5zm1.5 1.5v3h3v-3h-3zM4 13h6v6H4v-6zm1.5 1.5v3h3v-3h-3zM12 7h8v2h-8V7zm0 8h8v2h-8v-2z',
};

/** One option of a choice field. */
export const optionIcon = icon( 'M6 11h12v2H6v-2z' );

export const fieldIcon = ( type: FieldType ) => icon( PATHS[ type ] );
