/**
 * Loads a block's edit UI on first render instead of at editor start.
 *
 * Save, deprecations and transforms stay in the editor bundle (the parser needs them for every post),
 * but the edit component and what it imports (inspector panels, heavy libraries) are a separate chunk
 * fetched the first time a block of that type is rendered. Until then the block shows a spinner in
 * its own wrapper, so selection and the toolbar behave as usual. If the chunk cannot be fetched (the
 * connection dropped, the plugin was updated underneath), the block says so and offers to try again
 * instead of crashing; the post content is untouched either way.
 *
 * An edit module may export `editorStyles` (its editor.scss as a string, `./editor.scss?inline`):
 * the block's editor-only styles, added to the documents the block shows in before the browser
 * first paints the loaded edit UI (shared/edit-styles.ts).
 */
import {
	Component,
	lazy,
	Suspense,
	useLayoutEffect,
	useState,
} from '@wordpress/element';
import { useBlockProps } from '@wordpress/block-editor';
import { Button, Spinner } from '@wordpress/components';
import type { ComponentType, ReactNode } from 'react';
import { __ } from '@wordpress/i18n';

import { addStyles, documentsOfBlock } from './edit-styles';

type EditModule< P > = {
	default: ComponentType< P >;
	editorStyles?: string;
};

function EditLoading() {
	const blockProps = useBlockProps( {
		className: 'jetpack-blocks-edit-loading',
		'aria-busy': true,
	} );
	return (
		<div { ...blockProps }>
			<Spinner />
			<span className="screen-reader-text">
				{ __( 'Loading block…', 'jetpack-blocks' ) }
			</span>
		</div>
	);
}

function EditLoadFailed( { onRetry }: { onRetry: () => void } ) {
	const blockProps = useBlockProps( {
		className: 'jetpack-blocks-edit-load-failed',
	} );
	return (
		<div { ...blockProps }>
			<div
				role="alert"
				className="jetpack-blocks-edit-load-failed__message"
			>
				{ __(
					'The editor for this block could not be loaded. Check your connection, then try again.',
					'jetpack-blocks'
				) }
			</div>
			<Button variant="secondary" onClick={ onRetry }>
				{ __( 'Try again', 'jetpack-blocks' ) }
			</Button>
		</div>
	);
}

/** A failed dynamic import (webpack names it ChunkLoadError), as opposed to a bug in the edit UI. */
function isLoadError( error: unknown ): boolean {
	return (
		error instanceof Error &&
		( error.name === 'ChunkLoadError' ||
			/Loading chunk|dynamically imported module/i.test( error.message ) )
	);
}

interface BoundaryProps {
	onRetry: () => void;
	children: ReactNode;
}

/**
 * Catches only load failures; any other error is rethrown so the editor's own crash boundary reports
 * it as it does for every block.
 */
class LoadFailureBoundary extends Component<
	BoundaryProps,
	{ error: unknown }
> {
	override state = { error: null as unknown };

	static getDerivedStateFromError( error: unknown ) {
		return { error };
	}

	override render() {
		const { error } = this.state;
		if ( error === null ) {
			return this.props.children;
		}
		if ( ! isLoadError( error ) ) {
			throw error;
		}
		return <EditLoadFailed onRetry={ this.props.onRetry } />;
	}
}

/**
 * The loaded edit component, with its stylesheet added where the block shows. A layout effect runs
 * after the edit UI's elements exist (so the block's element can be found) and before paint.
 */
function withEditorStyles< P extends object >(
	{ default: Edit, editorStyles }: EditModule< P >,
	id: string
): { default: ComponentType< P > } {
	if ( ! editorStyles ) {
		return { default: Edit };
	}
	function StyledEdit( props: P ) {
		const { clientId } = props as { clientId?: string };
		useLayoutEffect( () => {
			for ( const doc of documentsOfBlock( clientId ?? '' ) ) {
				addStyles( doc, id, editorStyles as string );
			}
		}, [ clientId ] );
		return <Edit { ...props } />;
	}
	return { default: StyledEdit };
}

let nextId = 0;

export function lazyEdit< P extends object >(
	load: () => Promise< EditModule< P > >
): ComponentType< P > {
	const id = String( nextId++ );
	const loadStyled = () =>
		load().then( ( module ) => withEditorStyles( module, id ) );
	// lazy() remembers a failed load, so a retry needs a new lazy component. Shared by every block
	// of the type: one retry serves them all. (Its typing loses P for generic props.)
	let Edit = lazy( loadStyled ) as unknown as ComponentType< P >;

	function LazyEdit( props: P ) {
		const [ attempt, setAttempt ] = useState( 0 );
		const retry = () => {
			Edit = lazy( loadStyled ) as unknown as ComponentType< P >;
			setAttempt( attempt + 1 );
		};
		return (
			<LoadFailureBoundary key={ attempt } onRetry={ retry }>
				<Suspense fallback={ <EditLoading /> }>
					<Edit { ...props } />
				</Suspense>
			</LoadFailureBoundary>
		);
	}
	return LazyEdit;
}
