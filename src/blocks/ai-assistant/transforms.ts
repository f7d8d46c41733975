/**
 * Paragraphs, headings and lists become an AI Assistant block holding their text as markdown, so a
 * writer can run the assistant's tools on text they wrote — with a model, or with the site's real
 * offline tools when none is set up (spelling, translation, key sentences). Accept turns the result
 * back into ordinary blocks; Discard brings back the text as it was.
 *
 * Only inline formatting that markdown can hold survives (bold, italics, code, links, line breaks);
 * other markup is reduced to its text. This runs in the editor-start bundle (the parser needs
 * transforms), so it is deliberately small and uses the browser's own HTML parser.
 */
import { createBlock } from '@wordpress/blocks';

/** What a transform reads of a block. */
export interface SourceBlock {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: SourceBlock[];
}

const BLOCK = 'jetpack/ai-assistant';

/** Characters that would start markdown formatting in plain text. */
function escapeText( text: string ): string {
	return text.replace( /([\\*_`[\]])/g, '\\$1' );
}

function inline( node: Node ): string {
	let out = '';
	node.childNodes.forEach( ( child ) => {
		if ( child.nodeType === Node.TEXT_NODE ) {
			out += escapeText( child.textContent ?? '' );
			return;
		}
		if ( child.nodeType !== Node.ELEMENT_NODE ) {
			return;
		}
		const element = child as Element;
		const inner = inline( element );
		switch ( element.tagName.toLowerCase() ) {
			case 'strong':
			case 'b':
				out += inner.trim() ? `**${ inner }**` : inner;
				break;
			case 'em':
			case 'i':
				out += inner.trim() ? `_${ inner }_` : inner;
				break;
			case 'code':
				out += `\`${ ( element.textContent ?? '' ).replace( /`/g, '' ) }\``;
				break;
			case 'a': {
				const href = element.getAttribute( 'href' ) ?? '';
				out += /^(https?:|mailto:|\/|#)/i.test( href )
					? `[${ inner }](${ href.replace(
							/[()\s]/g,
							( character ) =>
								'%' +
								character
									.charCodeAt( 0 )
									.toString( 16 )
									.toUpperCase()
									.padStart( 2, '0' )
						) })`
					: inner;
				break;
			}
			case 'br':
				out += '  \n';
				break;
			default:
				out += inner;
		}
	} );
	return out;
}

/** Markdown of a block's rich-text HTML. */
export function htmlToMarkdown( html: string ): string {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return inline( template.content ).trim();
}

function listMarkdown(
	items: SourceBlock[],
	ordered: boolean,
	depth: number
): string[] {
	return items.flatMap( ( item, index ) => {
		const marker = ordered ? `${ index + 1 }.` : '-';
		const line = `${ '   '.repeat( depth ) }${ marker } ${ htmlToMarkdown(
			String( item.attributes.content ?? '' )
		) }`;
		const nested = item.innerBlocks.filter(
			( inner ) => inner.name === 'core/list'
		);
		return [
			line,
			...nested.flatMap( ( list ) =>
				listMarkdown(
					list.innerBlocks,
					!! list.attributes.ordered,
					depth + 1
				)
			),
		];
	} );
}

/** Markdown of one paragraph, heading or list block. */
export function blockMarkdown( block: SourceBlock ): string {
	switch ( block.name ) {
		case 'core/heading': {
			const level = Math.min(
				6,
				Math.max( 1, Number( block.attributes.level ) || 2 )
			);
			return `${ '#'.repeat( level ) } ${ htmlToMarkdown(
				String( block.attributes.content ?? '' )
			) }`;
		}
		case 'core/list':
			return listMarkdown(
				block.innerBlocks,
				!! block.attributes.ordered,
				0
			).join( '\n' );
		default:
			return htmlToMarkdown( String( block.attributes.content ?? '' ) );
	}
}

export const transforms = {
	from: [
		{
			type: 'block' as const,
			blocks: [ 'core/paragraph', 'core/heading', 'core/list' ],
			isMultiBlock: true,
			// A multi-block transform gets each block's attributes and inner blocks, not its name:
			// a list is the one with `ordered` (it always has it, default false), a heading the one
			// with `level`.
			transform: (
				attributes: Array< Record< string, unknown > >,
				innerBlocks: SourceBlock[][]
			) => {
				const content = attributes
					.map( ( blockAttributes, index ) => {
						let name = 'core/paragraph';
						if ( 'ordered' in blockAttributes ) {
							name = 'core/list';
						} else if ( 'level' in blockAttributes ) {
							name = 'core/heading';
						}
						return blockMarkdown( {
							name,
							attributes: blockAttributes,
							innerBlocks: innerBlocks[ index ] ?? [],
						} );
					} )
					.filter( ( text ) => text.trim() )
					.join( '\n\n' );
				return createBlock( BLOCK, {
					content,
					requestingState: 'done',
				} );
			},
		},
	],
};
