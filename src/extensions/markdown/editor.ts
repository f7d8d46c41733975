/**
 * Markdown in the block editor (enqueued only while the module is active; see
 * php-stubs/modules/features/markdown.php): typed inline Markdown and pasted Markdown.
 */
import { registerFormatType } from '@wordpress/rich-text';
import { pasteHandler, type Block as BlockInstance } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { markdownInputRule } from './input-rule';
import { looksLikeMarkdown, pastedMarkdownToHtml } from './paste';

// A format type only for its input rule: it never marks text (no element carries its class).
registerFormatType( 'jetpack-blocks/markdown-input', {
	title: 'Markdown',
	tagName: 'span',
	className: 'jetpack-blocks-markdown-input',
	interactive: false,
	edit: () => null,
	__unstableInputRule: markdownInputRule,
} as Parameters< typeof registerFormatType >[ 1 ] );

/** The few block-editor selectors and actions used here (the package's store types are loose). */
interface EditorSelectors {
	getSelectedBlock: () => BlockInstance | null;
	getBlockRootClientId: ( clientId: string ) => string | null;
	getBlockIndex: ( clientId: string ) => number;
}
interface EditorActions {
	replaceBlocks: ( clientId: string, blocks: BlockInstance[] ) => void;
	insertBlocks: (
		blocks: BlockInstance[],
		index?: number,
		rootClientId?: string
	) => void;
}

function insert( blocks: BlockInstance[] ) {
	const editor = select( blockEditorStore ) as unknown as EditorSelectors;
	const actions = dispatch( blockEditorStore ) as unknown as EditorActions;
	const selected = editor.getSelectedBlock();
	if (
		selected &&
		selected.name === 'core/paragraph' &&
		! String( selected.attributes.content ?? '' ).trim()
	) {
		actions.replaceBlocks( selected.clientId, blocks );
		return;
	}
	const rootClientId = selected
		? ( editor.getBlockRootClientId( selected.clientId ) ?? undefined )
		: undefined;
	const index = selected
		? editor.getBlockIndex( selected.clientId ) + 1
		: undefined;
	actions.insertBlocks( blocks, index, rootClientId );
}

function onPaste( event: ClipboardEvent ) {
	const data = event.clipboardData;
	const target = event.target as HTMLElement | null;
	// Only rich text of a block: not a code block, not a form field, not the title.
	if (
		! data ||
		! target?.closest?.( '[contenteditable="true"]' ) ||
		target.closest( 'pre, .wp-block-code, .wp-block-preformatted' ) ||
		target.closest( '.editor-post-title, .wp-block-post-title' ) ||
		data.types.includes( 'Files' )
	) {
		return;
	}
	const text = data.getData( 'text/plain' );
	// Markdown copied from an editor that also offers HTML (a code editor's colours) is still text.
	const html = data.getData( 'text/html' );
	const htmlIsText =
		! html ||
		! /<(p|h[1-6]|ul|ol|table|pre|blockquote|strong|em|b|i|a)\b/i.test(
			html
		);
	if (
		! text.includes( '\n' ) ||
		! htmlIsText ||
		! looksLikeMarkdown( text )
	) {
		return;
	}
	const blocks = pasteHandler( {
		HTML: pastedMarkdownToHtml( text ),
		mode: 'BLOCKS',
	} );
	if ( ! Array.isArray( blocks ) || ! blocks.length ) {
		return;
	}
	event.preventDefault();
	event.stopImmediatePropagation();
	insert( blocks );
}

/** Listens on the editor's document and on its canvas frame, whenever that frame (re)loads. */
function listen( target: Document ) {
	target.addEventListener( 'paste', onPaste, true );
}

listen( document );
const watched = new WeakSet< HTMLIFrameElement >();
function watchFrames() {
	document
		.querySelectorAll< HTMLIFrameElement >( 'iframe[name="editor-canvas"]' )
		.forEach( ( frame ) => {
			if ( watched.has( frame ) ) {
				return;
			}
			watched.add( frame );
			const attach = () => {
				if ( frame.contentDocument ) {
					listen( frame.contentDocument );
				}
			};
			attach();
			frame.addEventListener( 'load', attach );
		} );
}
new MutationObserver( watchFrames ).observe( document.body, {
	childList: true,
	subtree: true,
} );
watchFrames();
