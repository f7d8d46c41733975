/**
 * Editor UI: a form for the Tock business name (placeholder with "Set URL", as in the reference),
 * then a preview with an "Edit URL" toolbar button.
 *
 * The preview is a static card naming the business and its reservation page, not Tock's widget:
 * the widget is a third-party script that cannot load without the network and would run Tock's
 * code inside the editor. The card says so. Visitors get the widget (render.php) with the link as
 * its fallback. Loaded lazily (see index.ts).
 */
import { BlockControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	Placeholder,
	TextControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import type { FormEvent } from 'react';
import icon from './icon';
import { businessName, reservationPage } from './business';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

export type TockAttributes = {
	url?: string;
};

export default function TockEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< TockAttributes > ) {
	const stored = attributes.url ?? '';
	const name = businessName( stored );
	const [ editing, setEditing ] = useState( false );
	const [ typed, setTyped ] = useState( stored );
	const [ invalid, setInvalid ] = useState( false );
	const blockProps = useBlockProps();

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		const next = businessName( typed );
		if ( ! next ) {
			setInvalid( true );
			return;
		}
		setInvalid( false );
		setEditing( false );
		setAttributes( { url: next } );
	};

	if ( editing || ! name ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Table reservation', 'jetpack-blocks' ) }
					instructions={ __(
						'Enter your Tock URL',
						'jetpack-blocks'
					) }
				>
					<form onSubmit={ onSubmit }>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __(
								'Tock business name or page address',
								'jetpack-blocks'
							) }
							placeholder="roister"
							value={ typed }
							onChange={ ( value ) => {
								setTyped( value );
								setInvalid( false );
							} }
						/>
						{ invalid && (
							<p role="alert">
								{ __(
									'Enter the business name from your Tock page address, such as “roister” in exploretock.com/roister.',
									'jetpack-blocks'
								) }
							</p>
						) }
						<Button variant="primary" type="submit">
							{ __( 'Set URL', 'jetpack-blocks' ) }
						</Button>
					</form>
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						label={ __( 'Edit URL', 'jetpack-blocks' ) }
						icon="edit"
						onClick={ () => {
							setTyped( stored );
							setEditing( true );
						} }
					/>
				</ToolbarGroup>
			</BlockControls>
			<div className="wp-block-jetpack-tock__preview">
				<p>
					{ sprintf(
						/* translators: %s: Tock business name. */
						__(
							'Visitors see Tock’s reservation widget for “%s” here, with a link to its Tock page. The widget is not loaded in the editor.',
							'jetpack-blocks'
						),
						name
					) }
				</p>
				<ExternalLink href={ reservationPage( name ) }>
					{ __( 'Reserve a table on Tock', 'jetpack-blocks' ) }
				</ExternalLink>
			</div>
		</div>
	);
}
