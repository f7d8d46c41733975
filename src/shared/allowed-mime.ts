/**
 * Whether a file is of a type group (video, audio, image) the site accepts (spec 002 §5 "Attribute
 * parsing"): its media type, or else its extension, is one of the site's allowed upload types of
 * that group. The site's list is WordPress's `get_allowed_mime_types()` (extensions such as
 * `mp4|m4v` → `video/mp4`), which the block editor's settings carry as `allowedMimeTypes`; a
 * site owner or a plugin may narrow or widen it, so the editor refuses before an upload what the
 * server would refuse after it.
 */
import { select } from '@wordpress/data';

/** `get_allowed_mime_types()`: `"mp4|m4v" → "video/mp4"`. */
export type AllowedMimeTypes = Readonly< Record< string, string > >;

export type MimeGroup = 'video' | 'audio' | 'image';

/** The site's allowed upload types from the block editor's settings, or null outside the editor. */
export function siteAllowedMimeTypes(): AllowedMimeTypes | null {
	try {
		const settings = (
			select( 'core/block-editor' ) as unknown as {
				getSettings?: () => { allowedMimeTypes?: unknown };
			}
		 ).getSettings?.();
		const types = settings?.allowedMimeTypes;
		return types && typeof types === 'object'
			? ( types as AllowedMimeTypes )
			: null;
	} catch {
		return null;
	}
}

/** The allowed types of one group: `{ "mp4|m4v": "video/mp4", … }` for `video`. */
export function allowedMimeTypesOf(
	group: MimeGroup,
	allowed: AllowedMimeTypes
): AllowedMimeTypes {
	return Object.fromEntries(
		Object.entries( allowed ).filter( ( [ , mime ] ) =>
			mime.toLowerCase().startsWith( `${ group }/` )
		)
	);
}

function baseType( type: string ): string {
	return ( type.split( ';' )[ 0 ] ?? '' ).trim().toLowerCase();
}

function extensionOf( name: string ): string {
	const dot = name.lastIndexOf( '.' );
	return dot > 0 ? name.slice( dot + 1 ).toLowerCase() : '';
}

/**
 * Whether `file` belongs to `group` on this site. Without the site's list (a unit outside the
 * editor) the group's media type prefix decides, as the browser's own `accept` filter would.
 *
 * @param file    A file, or what is known of it (name and media type).
 * @param group   The type group.
 * @param allowed The site's allowed types (default: the editor's settings).
 */
export function isFileOfType(
	file: { name: string; type: string } | null | undefined,
	group: MimeGroup,
	allowed: AllowedMimeTypes | null = siteAllowedMimeTypes()
): boolean {
	if ( ! file ) {
		return false;
	}
	const type = baseType( file.type );
	if ( ! allowed ) {
		return type.startsWith( `${ group }/` );
	}
	const ofGroup = allowedMimeTypesOf( group, allowed );
	const mimes = Object.values( ofGroup ).map( ( mime ) =>
		mime.toLowerCase()
	);
	if ( type && mimes.includes( type ) ) {
		return true;
	}
	const extension = extensionOf( file.name );
	return (
		!! extension &&
		Object.keys( ofGroup ).some( ( extensions ) =>
			extensions.toLowerCase().split( '|' ).includes( extension )
		)
	);
}
