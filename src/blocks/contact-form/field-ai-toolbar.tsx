/**
 * The AI entry of a field block's toolbar: it opens the AI bar of the form the field is in (spec
 * 000 §1: the bar belongs to the form and its field blocks). Shown under the same rule as the form's
 * own entry: Forms module on, AI not hidden.
 */
import {
	BlockControls,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useAiAvailability } from '../../ai/use-ai-availability';
import { toggleFormAiBar, useFormAiBarOpen } from './ai-bar-state';
import { FORM_BLOCK } from './fields';

interface BlockEditorSelectors {
	getBlockRootClientId: ( clientId: string ) => string | null;
	getBlockName: ( clientId: string ) => string | null;
}

export function FieldAiToolbar( { clientId }: { clientId: string } ) {
	const formId = useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as unknown as
				BlockEditorSelectors | undefined;
			const root = editor?.getBlockRootClientId?.( clientId );
			return root && editor?.getBlockName( root ) === FORM_BLOCK
				? root
				: null;
		},
		[ clientId ]
	);
	return formId ? <FormAiEntry formId={ formId } /> : null;
}

function FormAiEntry( { formId }: { formId: string } ) {
	const ai = useAiAvailability( {
		blockName: 'jetpack/ai-assistant',
		module: 'contact-form',
	} );
	const isOpen = useFormAiBarOpen( formId );
	if ( ! ( ai.isOffered || ai.reason === 'feature-error' ) ) {
		return null;
	}
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarButton
					isPressed={ isOpen }
					onClick={ () => toggleFormAiBar( formId ) }
				>
					{ __( 'AI Assistant', 'jetpack-blocks' ) }
				</ToolbarButton>
			</ToolbarGroup>
		</BlockControls>
	);
}
