/**
 * The core video block, as this plugin extends it (spec 002 §2, §4): it keeps a video guid (content
 * saved by the reference plugin stores one on core/video), and a core video block with a guid or text
 * tracks shows the conversion panel with "Transform blocks to VideoPress". The panel is a lazy chunk;
 * only these two filters are in the editor bundle.
 */
import { lazy, Suspense } from '@wordpress/element';
import { addFilter } from '@wordpress/hooks';
import type { ComponentType } from 'react';
import { isConvertibleCoreVideo, type CoreVideoAttributes } from './transforms';

const ConvertPanel = lazy(
	() =>
		import(
			/* webpackChunkName: "blocks/video/convert-panel" */ './convert-panel'
		)
);

interface BlockSettings {
	attributes?: Record< string, unknown >;
	[ key: string ]: unknown;
}

addFilter(
	'blocks.registerBlockType',
	'jetpack-blocks/videopress/core-video-guid',
	( settings: BlockSettings, name: string ) =>
		name === 'core/video'
			? {
					...settings,
					attributes: {
						...settings.attributes,
						guid: { type: 'string' },
						videoPressClassNames: { type: 'string' },
					},
				}
			: settings
);

interface EditProps {
	name: string;
	isSelected?: boolean;
	attributes: CoreVideoAttributes;
}

function withConvertPanel( BlockEdit: ComponentType< EditProps > ) {
	function WithVideoPressConvertPanel( props: EditProps ) {
		const show =
			props.name === 'core/video' &&
			props.isSelected &&
			isConvertibleCoreVideo( props.attributes );
		return (
			<>
				<BlockEdit { ...props } />
				{ show && (
					<Suspense fallback={ null }>
						<ConvertPanel />
					</Suspense>
				) }
			</>
		);
	}
	return WithVideoPressConvertPanel;
}

addFilter(
	'editor.BlockEdit',
	'jetpack-blocks/videopress/convert-panel',
	withConvertPanel
);
