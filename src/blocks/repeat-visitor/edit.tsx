/**
 * Editor UI: the spec's placeholder panel ("Visit count threshold", "Visibility") while the block or
 * something inside it is selected, the info notice saying who will see the content, and the inner
 * blocks (any content). Loaded lazily (see index.ts).
 *
 * The threshold field keeps whatever was typed, so nothing typed is lost; only a valid number (digits
 * only, above 0) reaches the attribute, and anything else shows "Please enter a valid number.".
 */
import {
	useBlockProps,
	useInnerBlocksProps,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import {
	Notice,
	Placeholder,
	RadioControl,
	TextControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import icon from './icon';
import { audienceText } from './notice-text';
import { parseThreshold } from './threshold';
import { DEFAULT_THRESHOLD, isCriteria } from './visits';
import type { RepeatVisitorAttributes } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

const TEMPLATE: [ string ][] = [ [ 'core/paragraph' ] ];

export default function RepeatVisitorEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: BlockEditProps< RepeatVisitorAttributes > ) {
	const criteria = isCriteria( attributes.criteria )
		? attributes.criteria
		: 'after-visits';
	const threshold =
		typeof attributes.threshold === 'number' && attributes.threshold > 0
			? attributes.threshold
			: DEFAULT_THRESHOLD;

	const [ typed, setTyped ] = useState( String( threshold ) );
	// Undo, or another editor of the attribute, changes it: show the stored value again — unless
	// the field holds text that is not a number, which the person is still correcting.
	useEffect( () => {
		setTyped( ( current ) => {
			const parsed = parseThreshold( current );
			return parsed === null || parsed === threshold
				? current
				: String( threshold );
		} );
	}, [ threshold ] );
	const invalid = parseThreshold( typed ) === null;

	// Keep the panel while something inside the block is being edited.
	const hasSelectedInnerBlock = useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as
				| {
						hasSelectedInnerBlock?: (
							id: string,
							deep: boolean
						) => boolean;
				  }
				| undefined;
			return editor?.hasSelectedInnerBlock?.( clientId, true ) ?? false;
		},
		[ clientId ]
	);

	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-jetpack-repeat-visitor__inner-container' },
		{ template: TEMPLATE, templateLock: false }
	);

	return (
		<div { ...blockProps }>
			{ ( isSelected || hasSelectedInnerBlock ) && (
				<Placeholder
					icon={ icon }
					label={ __( 'Repeat Visitor', 'jetpack-blocks' ) }
					className="wp-block-jetpack-repeat-visitor__placeholder"
					instructions={ __(
						'Visits are counted in a cookie in the visitor’s browser: each load of a page that holds a Repeat Visitor block counts once. Visitors without JavaScript never see the content.',
						'jetpack-blocks'
					) }
				>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						className={
							invalid
								? 'wp-block-jetpack-repeat-visitor__threshold has-error'
								: 'wp-block-jetpack-repeat-visitor__threshold'
						}
						label={ __(
							'Visit count threshold',
							'jetpack-blocks'
						) }
						type="text"
						inputMode="numeric"
						aria-invalid={ invalid }
						value={ typed }
						help={
							invalid
								? __(
										'Please enter a valid number.',
										'jetpack-blocks'
									)
								: undefined
						}
						onChange={ ( next ) => {
							setTyped( next );
							const value = parseThreshold( next );
							if ( value !== null ) {
								setAttributes( { threshold: value } );
							}
						} }
					/>
					<RadioControl
						label={ __( 'Visibility', 'jetpack-blocks' ) }
						selected={ criteria }
						options={ [
							{
								label: __(
									'Show after threshold',
									'jetpack-blocks'
								),
								value: 'after-visits',
							},
							{
								label: __(
									'Show before threshold',
									'jetpack-blocks'
								),
								value: 'before-visits',
							},
						] }
						onChange={ ( next ) => {
							if ( isCriteria( next ) ) {
								setAttributes( { criteria: next } );
							}
						} }
					/>
				</Placeholder>
			) }
			<Notice
				status="info"
				isDismissible={ false }
				className="wp-block-jetpack-repeat-visitor__notice"
			>
				{ audienceText( criteria, threshold ) }
			</Notice>
			<div { ...innerBlocksProps } />
		</div>
	);
}
