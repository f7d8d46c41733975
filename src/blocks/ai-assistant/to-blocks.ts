/**
 * The generated text as ordinary blocks: what Accept puts in the post and what the block shows.
 *
 * Markdown goes through WordPress's own paste handler (`pasteHandler` of @wordpress/blocks): for
 * plain text it converts markdown to HTML with the converter the editor ships (showdown), strips
 * what the editor's content schema does not allow, and builds blocks with the registered blocks'
 * raw transforms — the same path as pasting markdown into the editor, so no markdown library of our
 * own. With the Gutenberg-syntax flag the answer is block markup, parsed as such.
 *
 * Whatever comes out is then held to the rule of Accept: only registered block types, each valid
 * when its markup is parsed again, never raw markup. A block that fails (an HTML or classic block,
 * an unregistered or invalid one) becomes paragraphs of its text.
 */
import {
	createBlock,
	getBlockContent,
	getBlockType,
	parse,
	pasteHandler,
	serialize,
	type Block as BlockInstance,
} from '@wordpress/blocks';

/** Blocks that hold markup as it is: never produced from an answer. */
const RAW_MARKUP_BLOCKS = [ 'core/html', 'core/freeform', 'core/missing' ];

/** Elements that run or embed something: never shown or kept. */
const ACTIVE_ELEMENTS =
	'script, style, iframe, object, embed, frame, frameset, link, meta, base, form';

/**
 * HTML without what could run: active elements, event-handler attributes, and URLs with a
 * scripting scheme. For text the paste handler did not already clean (block markup, and what is
 * shown while an answer streams in).
 */
export function withoutScripts( html: string ): string {
	const doc = new window.DOMParser().parseFromString(
		`<body>${ html }</body>`,
		'text/html'
	);
	doc.querySelectorAll( ACTIVE_ELEMENTS ).forEach( ( element ) =>
		element.remove()
	);
	doc.body.querySelectorAll( '*' ).forEach( ( element ) => {
		for ( const { name, value } of Array.from( element.attributes ) ) {
			const lower = name.toLowerCase();
			if (
				lower.startsWith( 'on' ) ||
				( [
					'href',
					'src',
					'action',
					'formaction',
					'xlink:href',
				].includes( lower ) &&
					/^\s*(javascript|vbscript|data):/i.test(
						// Browsers ignore control characters and spaces inside the scheme.
						value.replace( /[\u0000-\u0020]/g, '' )
					) )
			) {
				element.removeAttribute( name );
			}
		}
	} );
	return doc.body.innerHTML;
}

/** The text of some HTML, paragraph by paragraph. */
function textParagraphs( html: string ): string[] {
	const doc = new window.DOMParser().parseFromString(
		`<body>${ html }</body>`,
		'text/html'
	);
	doc.querySelectorAll( 'br' ).forEach( ( br ) => br.replaceWith( '\n' ) );
	doc.querySelectorAll(
		'p, li, h1, h2, h3, h4, h5, h6, div, pre, blockquote'
	).forEach( ( element ) => element.append( '\n\n' ) );
	return ( doc.body.textContent ?? '' )
		.split( /\n\s*\n/ )
		.map( ( part ) => part.trim() )
		.filter( Boolean );
}

function escapeHtml( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

function paragraphsOf( html: string ): BlockInstance[] {
	return textParagraphs( html ).map( ( text ) =>
		createBlock( 'core/paragraph', {
			content: escapeHtml( text ).replace( /\n/g, '<br>' ),
		} )
	);
}

/** Whether a block (and its inner blocks) reopens as itself: registered, and valid once re-parsed. */
export function isAcceptableBlock( block: BlockInstance ): boolean {
	if (
		RAW_MARKUP_BLOCKS.includes( block.name ) ||
		! getBlockType( block.name )
	) {
		return false;
	}
	const reparsed = parse( serialize( [ block ] ) );
	const check = ( parsed: BlockInstance[] ): boolean =>
		parsed.every(
			( item ) =>
				item.isValid !== false &&
				! RAW_MARKUP_BLOCKS.includes( item.name ) &&
				!! getBlockType( item.name ) &&
				check( item.innerBlocks )
		);
	return reparsed.length === 1 && check( reparsed );
}

/** Keeps acceptable blocks; turns the others into paragraphs of their text. */
export function onlyAcceptableBlocks(
	blocks: BlockInstance[]
): BlockInstance[] {
	return blocks.flatMap( ( block ) => {
		if ( isAcceptableBlock( block ) ) {
			return [ block ];
		}
		let html = '';
		try {
			html = getBlockType( block.name )
				? getBlockContent( block )
				: String(
						( block.attributes as { content?: unknown } ).content ??
							( block as { originalContent?: string } )
								.originalContent ??
							''
					);
		} catch {
			html = '';
		}
		if ( ! html && block.innerBlocks.length ) {
			return onlyAcceptableBlocks( block.innerBlocks );
		}
		return paragraphsOf(
			html ||
				String(
					( block.attributes as { content?: unknown } ).content ?? ''
				)
		);
	} );
}

/** The blocks of a markdown answer. */
export function markdownToBlocks( markdown: string ): BlockInstance[] {
	const text = markdown.replace( /\r\n?/g, '\n' ).trim();
	if ( ! text ) {
		return [];
	}
	const result = pasteHandler( {
		HTML: '',
		plainText: text,
		mode: 'BLOCKS',
	} ) as BlockInstance[] | string;
	const blocks = Array.isArray( result ) ? result : paragraphsOf( result );
	return onlyAcceptableBlocks( blocks );
}

/** The blocks of an answer in block markup (the Gutenberg-syntax flag); markdown when it is not. */
export function blockMarkupToBlocks( markup: string ): BlockInstance[] {
	const text = markup.trim();
	if ( ! text.includes( '<!-- wp:' ) ) {
		return markdownToBlocks( text );
	}
	// Block markup is parsed as it is, so take out event handlers and script URLs first (the paste
	// path does this with the content schema).
	return onlyAcceptableBlocks(
		parse( withoutScripts( text ) ).filter(
			// Whitespace between blocks parses as empty classic blocks.
			( block ) =>
				block.name !== 'core/freeform' ||
				String( block.attributes.content ?? '' ).trim() !== ''
		)
	);
}

export function answerToBlocks(
	answer: string,
	useGutenbergSyntax = false
): BlockInstance[] {
	return useGutenbergSyntax
		? blockMarkupToBlocks( answer )
		: markdownToBlocks( answer );
}

/** The HTML the blocks would save: what the block shows of its text (never with scripts). */
export function blocksToHtml( blocks: BlockInstance[] ): string {
	return withoutScripts(
		blocks.map( ( block ) => getBlockContent( block ) ).join( '\n' )
	);
}

/** A generated title as plain text: one line, no markdown marks or surrounding quotes. */
export function plainTitle( answer: string ): string {
	const line =
		answer
			.split( '\n' )
			.map( ( part ) => part.trim() )
			.find( Boolean ) ?? '';
	return line
		.replace( /^#+\s*/, '' )
		.replace( /[*_`]/g, '' )
		.replace( /^["“”'‘’]+|["“”'‘’]+$/g, '' )
		.trim();
}
