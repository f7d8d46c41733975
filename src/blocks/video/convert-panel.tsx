/**
 * Conversion panel of the core video block: converts every core video block of the post that carries
 * a video guid or text tracks into videopress/video. A block that cannot be converted stays as it is
 * (the failure is only logged, as spec 002 §8 says). Each conversion is recorded for analytics.
 */
import {
	InspectorControls,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { createBlock, type Block } from '@wordpress/blocks';
import { Button, Notice, PanelBody } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { recordVideoPressManualConversion } from '../../shared/analytics/events';
import {
	fromCoreVideo,
	isConvertibleCoreVideo,
	type CoreVideoAttributes,
} from './transforms';

function convertible( blocks: Block[] ): Block[] {
	return blocks.flatMap( ( block ) => [
		...( block.name === 'core/video' &&
		isConvertibleCoreVideo( block.attributes as CoreVideoAttributes )
			? [ block ]
			: [] ),
		...convertible( block.innerBlocks ?? [] ),
	] );
}

export default function ConvertPanel() {
	const blocks = useSelect(
		( select ) =>
			convertible(
				(
					select( blockEditorStore ) as unknown as {
						getBlocks: () => Block[];
					}
				 ).getBlocks()
			),
		[]
	);
	const { replaceBlock } = useDispatch( blockEditorStore ) as unknown as {
		replaceBlock: ( clientId: string, block: Block ) => void;
	};
	const postId = useSelect(
		( select ) =>
			Number(
				(
					select( 'core/editor' ) as
						{ getCurrentPostId?: () => unknown } | undefined
				 )?.getCurrentPostId?.() ?? 0
			) || 0,
		[]
	);
	const convertAll = () => {
		for ( const block of blocks ) {
			try {
				replaceBlock(
					block.clientId,
					createBlock(
						'videopress/video',
						fromCoreVideo(
							block.attributes as CoreVideoAttributes
						) as Record< string, unknown >
					)
				);
				recordVideoPressManualConversion( postId );
			} catch ( error ) {
				// eslint-disable-next-line no-console -- the spec asks for the failure to be logged only
				console.warn( 'Video block conversion failed', error );
			}
		}
	};
	return (
		<InspectorControls>
			<PanelBody title={ __( 'VideoPress', 'jetpack-blocks' ) }>
				<Notice status="info" isDismissible={ false }>
					{ __(
						'This video block can become a VideoPress block, with its text tracks, chapters, privacy and rating settings.',
						'jetpack-blocks'
					) }
				</Notice>
				<Button variant="primary" onClick={ convertAll }>
					{ __( 'Transform blocks to VideoPress', 'jetpack-blocks' ) }
				</Button>
			</PanelBody>
		</InspectorControls>
	);
}
