/**
 * Loads a block's edit UI on first render instead of at editor start.
 *
 * Save, deprecations and transforms stay in the editor bundle (the parser needs them for every post),
 * but the edit component and what it imports (inspector panels, heavy libraries) are a separate chunk
 * fetched the first time a block of that type is rendered. Until then the block shows a spinner in
 * its own wrapper, so selection and the toolbar behave as usual.
 */
import { lazy, Suspense } from '@wordpress/element';
import { useBlockProps } from '@wordpress/block-editor';
import { Spinner } from '@wordpress/components';
import type { ComponentType } from 'react';
import { __ } from '@wordpress/i18n';

type EditModule< P > = { default: ComponentType< P > };

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

export function lazyEdit< P extends object >(
	load: () => Promise< EditModule< P > >
): ComponentType< P > {
	// lazy()'s typing loses P for generic props; the component is the block's own edit.
	const Edit = lazy( load ) as unknown as ComponentType< P >;
	function LazyEdit( props: P ) {
		return (
			<Suspense fallback={ <EditLoading /> }>
				<Edit { ...props } />
			</Suspense>
		);
	}
	return LazyEdit;
}
