/**
 * Editor UI: "Markdown" and "Preview" toolbar tabs over a plain-text editor and its rendering.
 * Loaded lazily (see index.ts) together with the markdown library.
 *
 * - Deselecting the block returns it to the Markdown tab; selecting it focuses the text.
 * - Backspace in an empty text removes the block and selects the one before it.
 * - Every change of the source stores its rendering (`html`, kept in the saved markup).
 */
import { BlockControls, store, useBlockProps } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import type { KeyboardEvent } from 'react';
import { renderMarkdown } from './markdown';
import { MarkdownPreview } from './preview';
import type { MarkdownAttributes } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

type Tab = 'markdown' | 'preview';

export default function MarkdownEdit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< MarkdownAttributes > ) {
	const source = attributes.source ?? '';
	const [ tab, setTab ] = useState< Tab >( 'markdown' );
	const input = useRef< HTMLTextAreaElement >( null );
	// The block-editor store is untyped upstream; this is the one action used here.
	const { removeBlock } = useDispatch( store ) as unknown as {
		removeBlock: ( id: string, selectPrevious?: boolean ) => void;
	};
	const blockProps = useBlockProps();
	const preview = useMemo(
		() => ( tab === 'preview' ? renderMarkdown( source ) : '' ),
		[ tab, source ]
	);

	// A source without its rendering (written through the REST API, or converted from a paragraph
	// at editor start, where the library is not loaded): render it now so saving stores it.
	useEffect( () => {
		if ( source.trim() && ! attributes.html ) {
			setAttributes( { html: renderMarkdown( source ) } );
		}
		// Only when the block is first shown; edits render as they happen.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	useEffect( () => {
		if ( ! isSelected ) {
			setTab( 'markdown' );
		} else {
			input.current?.focus();
		}
	}, [ isSelected ] );

	const onChange = ( next: string ) =>
		setAttributes( { source: next, html: renderMarkdown( next ) } );

	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if ( event.key === 'Backspace' && source === '' ) {
			event.preventDefault();
			removeBlock( clientId, true );
		}
	};

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						isPressed={ tab === 'markdown' }
						onClick={ () => setTab( 'markdown' ) }
					>
						{ __( 'Markdown', 'jetpack-blocks' ) }
					</ToolbarButton>
					<ToolbarButton
						isPressed={ tab === 'preview' }
						onClick={ () => setTab( 'preview' ) }
					>
						{ __( 'Preview', 'jetpack-blocks' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			{ tab === 'preview' ? (
				<MarkdownPreview html={ preview } />
			) : (
				<textarea
					ref={ input }
					className="wp-block-jetpack-markdown__editor"
					aria-label={ __( 'Markdown text', 'jetpack-blocks' ) }
					placeholder={ __(
						'Write your _Markdown_ **here**…',
						'jetpack-blocks'
					) }
					rows={ Math.max( 3, source.split( '\n' ).length + 1 ) }
					value={ source }
					onChange={ ( event ) => onChange( event.target.value ) }
					onKeyDown={ onKeyDown }
				/>
			) }
		</div>
	);
}
