/**
 * A QR code drawn as SVG in the browser (qrcode-generator encodes; nothing is fetched).
 */
import qrcode from 'qrcode-generator';
import { useMemo } from '@wordpress/element';

const MARGIN = 4;

/** The SVG path of the code's dark modules, one unit square each, offset by the quiet zone. */
export function qrPath( text: string ): { size: number; path: string } {
	const code = qrcode( 0, 'M' );
	code.addData( text );
	code.make();
	const count = code.getModuleCount();
	let path = '';
	for ( let row = 0; row < count; row++ ) {
		for ( let col = 0; col < count; col++ ) {
			if ( code.isDark( row, col ) ) {
				path += `M${ col + MARGIN } ${ row + MARGIN }h1v1h-1z`;
			}
		}
	}
	return { size: count + MARGIN * 2, path };
}

export default function QrCode( {
	text,
	label,
	size = 200,
}: {
	text: string;
	label: string;
	size?: number;
} ) {
	const code = useMemo( () => qrPath( text ), [ text ] );
	return (
		<svg
			className="jetpack-external-media__qr-code"
			role="img"
			aria-label={ label }
			width={ size }
			height={ size }
			viewBox={ `0 0 ${ code.size } ${ code.size }` }
			shapeRendering="crispEdges"
			data-qr-text={ text }
		>
			<rect width={ code.size } height={ code.size } fill="#fff" />
			<path d={ code.path } fill="#000" />
		</svg>
	);
}
