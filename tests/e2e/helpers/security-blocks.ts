/**
 * Small tools of security-blocks.spec.ts: image files to upload, and what a visitor's page loads.
 */
import zlib from 'node:zlib';

/** A 1×1 GIF (the smallest valid one). */
export const TINY_GIF = Buffer.from(
	'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
	'base64'
);

/** CRC-32 of a PNG chunk (the checksum is bit arithmetic). */
/* eslint-disable no-bitwise */
function crc32( bytes: Buffer ): number {
	let crc = 0xffffffff;
	for ( const byte of bytes ) {
		crc ^= byte;
		for ( let bit = 0; bit < 8; bit++ ) {
			crc = crc & 1 ? ( crc >>> 1 ) ^ 0xedb88320 : crc >>> 1;
		}
	}
	return ( crc ^ 0xffffffff ) >>> 0;
}
/* eslint-enable no-bitwise */

/**
 * A grey PNG, wide enough that WordPress makes its own smaller sizes of it (which the tiled gallery
 * offers in srcset).
 *
 * @param width  Width in pixels.
 * @param height Height in pixels.
 */
export function greyPng( width: number, height: number ): Buffer {
	const chunk = ( type: string, data: Buffer ) => {
		const length = Buffer.alloc( 4 );
		length.writeUInt32BE( data.length );
		const body = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
		const sum = Buffer.alloc( 4 );
		sum.writeUInt32BE( crc32( body ) );
		return Buffer.concat( [ length, body, sum ] );
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( width, 0 );
	header.writeUInt32BE( height, 4 );
	header[ 8 ] = 8; // Bit depth.
	header[ 9 ] = 0; // Greyscale.
	const row = Buffer.alloc( 1 + width, 0x80 );
	row[ 0 ] = 0; // No filter.
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk(
			'IDAT',
			zlib.deflateSync( Buffer.concat( Array( height ).fill( row ) ) )
		),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/** Every `src` of a script or iframe element in a page's HTML, as written (entities decoded). */
export function scriptAndFrameSources( html: string ): string[] {
	const sources: string[] = [];
	for ( const match of html.matchAll(
		/<(?:script|iframe)\b[^>]*?\ssrc\s*=\s*(["'])(.*?)\1/gi
	) ) {
		sources.push( ( match[ 2 ] ?? '' ).replace( /&(?:amp|#0*38);/g, '&' ) );
	}
	return sources;
}

/** The host of an address, resolved against the page's own (relative addresses are the site's). */
export function hostOf( address: string, pageUrl: string ): string {
	return new URL( address, pageUrl ).host;
}
