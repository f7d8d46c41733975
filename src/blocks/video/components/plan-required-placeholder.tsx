/**
 * Without the plan video hosting needs (spec 002 §4, §6: "the block is replaced by disabled Media
 * Library / Upload buttons"), the placeholder is those two buttons, disabled, and says which plan;
 * the upgrade banner (shared/plan/gate.tsx) shows with the selected block.
 */
import { Button, Placeholder } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { requiredPlanFor, sitePlans } from '../../../shared/plan';
import metadata from '../block.json';

export default function PlanRequiredPlaceholder() {
	return (
		<Placeholder
			label={ __( 'VideoPress', 'jetpack-blocks' ) }
			instructions={ sprintf(
				/* translators: %s: a plan's name, e.g. "Jetpack Blocks Premium". */
				__(
					'Uploading and choosing videos needs the %s plan.',
					'jetpack-blocks'
				),
				sitePlans().find(
					( plan ) =>
						plan.product_slug === requiredPlanFor( metadata.name )
				)?.product_name ?? ''
			) }
		>
			<Button variant="primary" disabled accessibleWhenDisabled>
				{ __( 'Upload', 'jetpack-blocks' ) }
			</Button>
			<Button variant="secondary" disabled accessibleWhenDisabled>
				{ __( 'Media Library', 'jetpack-blocks' ) }
			</Button>
		</Placeholder>
	);
}
