/**
 * The block toolbar's "Add a marker" button, pressed while the add-a-marker box is open.
 */
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export default function AddMarkerToolbar( {
	isAdding,
	onToggle,
}: {
	isAdding: boolean;
	onToggle: () => void;
} ) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarButton
					icon="location"
					label={ __( 'Add a marker', 'jetpack-blocks' ) }
					isPressed={ isAdding }
					onClick={ onToggle }
				>
					{ __( 'Add a marker', 'jetpack-blocks' ) }
				</ToolbarButton>
			</ToolbarGroup>
		</BlockControls>
	);
}
