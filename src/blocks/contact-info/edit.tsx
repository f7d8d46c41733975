/**
 * Editor UI of the container: its children, starting with e-mail, phone and address, and an
 * appender limited to the contact blocks. Loaded lazily (see index.ts).
 */
import {
	InnerBlocks,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { CHILD_BLOCKS, TEMPLATE } from './children';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

export default function ContactInfoEdit() {
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		allowedBlocks: CHILD_BLOCKS,
		template: TEMPLATE,
		templateLock: false,
		// The children are not the default block, so the editor shows no appender by itself.
		renderAppender: InnerBlocks.ButtonBlockAppender,
	} );
	return <div { ...innerBlocksProps } />;
}
