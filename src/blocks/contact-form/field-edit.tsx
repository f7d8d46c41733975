/**
 * Editor UI shared by every field block: a preview of the control as visitors will see it, and the
 * settings of the field (label, required, placeholder, options, consent wording). The preview is
 * not interactive: the block is edited through its settings. Loaded lazily (see field-settings.ts).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	createBlock,
	type Block as BlockInstance,
	BlockEditProps,
} from '@wordpress/blocks';
import { useDispatch, useSelect } from '@wordpress/data';
import {
	Button,
	PanelBody,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import {
	fieldTypeOf,
	hasOptions,
	isTextLike,
	optionBlockOf,
	type FieldAttributes,
	type FieldType,
} from './fields';
import { FieldAiToolbar } from './field-ai-toolbar';

// The editor passes the block name to every edit component; the typings leave it out.
type Props = BlockEditProps< FieldAttributes > & { name?: string };

/**
 * The label shown when a field has none (the reference stores none for a message or a dropdown, and
 * an empty one for a checkbox); the server shows the same (form.php).
 */
export function shownLabel( type: FieldType, label: string | null ): string {
	if ( label ) {
		return label;
	}
	switch ( type ) {
		case 'textarea':
			return __( 'Message', 'jetpack-blocks' );
		case 'select':
			return __( 'Select one option', 'jetpack-blocks' );
		case 'checkbox':
			return __( 'Checkbox', 'jetpack-blocks' );
		default:
			return '';
	}
}

interface BlockEditorAccess {
	getBlocks: ( clientId: string ) => BlockInstance[];
}

/**
 * A field's options, and how to change them: single and multiple choice fields keep them as option
 * child blocks (the reference's format), a dropdown in its `options` attribute.
 */
function useOptions(
	type: FieldType,
	clientId: string | undefined,
	attributes: FieldAttributes,
	setAttributes: ( next: Partial< FieldAttributes > ) => void
): [ string[], ( options: string[] ) => void ] {
	const optionBlock = optionBlockOf( type );
	const childLabels = useSelect(
		( select ) =>
			optionBlock && clientId
				? ( select( 'core/block-editor' ) as BlockEditorAccess )
						.getBlocks( clientId )
						.map( ( block ) =>
							String( block.attributes.label ?? '' )
						)
				: null,
		[ optionBlock, clientId ]
	);
	// Null where no block editor store is registered (a field rendered on its own).
	const editor = useDispatch( 'core/block-editor' ) as {
		replaceInnerBlocks: (
			clientId: string,
			blocks: BlockInstance[],
			updateSelection?: boolean
		) => void;
	} | null;
	if ( ! optionBlock || ! clientId ) {
		return [
			attributes.options ?? [],
			( options ) => setAttributes( { options } ),
		];
	}
	return [
		childLabels ?? [],
		( options ) =>
			editor?.replaceInnerBlocks(
				clientId,
				options.map( ( label ) =>
					createBlock( optionBlock, { label } )
				),
				false
			),
	];
}

function OptionsEditor( {
	options,
	onChange,
}: {
	options: string[];
	onChange: ( options: string[] ) => void;
} ) {
	return (
		<fieldset className="jetpack-field-options">
			<legend>{ __( 'Options', 'jetpack-blocks' ) }</legend>
			{ options.map( ( option, index ) => (
				<div className="jetpack-field-options__row" key={ index }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ sprintf(
							/* translators: %d: position of the option in the list. */
							__( 'Option %d', 'jetpack-blocks' ),
							index + 1
						) }
						value={ option }
						onChange={ ( value ) =>
							onChange(
								options.map( ( current, at ) =>
									at === index ? value : current
								)
							)
						}
					/>
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () =>
							onChange(
								options.filter(
									( __unused, at ) => at !== index
								)
							)
						}
					>
						{ sprintf(
							/* translators: %d: position of the option in the list. */
							__( 'Remove option %d', 'jetpack-blocks' ),
							index + 1
						) }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				onClick={ () => onChange( [ ...options, '' ] ) }
			>
				{ __( 'Add option', 'jetpack-blocks' ) }
			</Button>
		</fieldset>
	);
}

function Preview( {
	type,
	attributes,
	choices,
}: {
	type: FieldType;
	attributes: FieldAttributes;
	choices: string[];
} ) {
	const options = choices.filter( Boolean );
	const placeholder = attributes.placeholder ?? '';
	switch ( type ) {
		case 'textarea':
			return (
				<div className="jetpack-field__control is-textarea">
					{ placeholder }
				</div>
			);
		case 'checkbox':
			return <span className="jetpack-field__box" />;
		case 'consent':
			return ( attributes.consentType ?? 'implicit' ) ===
				'implicit' ? null : (
				<span className="jetpack-field__box" />
			);
		case 'radio':
		case 'checkbox-multiple':
			return (
				<ul className="jetpack-field__choices">
					{ options.length ? (
						options.map( ( option, index ) => (
							<li key={ index }>
								<span
									className={
										type === 'radio'
											? 'jetpack-field__radio'
											: 'jetpack-field__box'
									}
								/>
								{ option }
							</li>
						) )
					) : (
						<li className="jetpack-field__hint">
							{ __(
								'Add options in the block settings.',
								'jetpack-blocks'
							) }
						</li>
					) }
				</ul>
			);
		case 'select':
			return (
				<div className="jetpack-field__control is-select">
					{ options[ 0 ] ??
						__(
							'Add options in the block settings.',
							'jetpack-blocks'
						) }
				</div>
			);
		default:
			return (
				<div className="jetpack-field__control">{ placeholder }</div>
			);
	}
}

export default function FieldEdit( {
	name,
	attributes,
	setAttributes,
	clientId,
}: Props ) {
	const type = fieldTypeOf( name ?? '' ) ?? 'text';
	const [ options, setOptions ] = useOptions(
		type,
		clientId,
		attributes,
		setAttributes
	);
	const requiredText =
		attributes.requiredText || __( '(required)', 'jetpack-blocks' );
	const blockProps = useBlockProps( {
		className: `jetpack-field jetpack-field-${ type }`,
	} );
	const isInline = type === 'checkbox' || type === 'consent';
	const labelText =
		type === 'consent'
			? ( ( ( attributes.consentType ?? 'implicit' ) === 'implicit'
					? attributes.implicitConsentMessage
					: attributes.explicitConsentMessage ) ?? '' )
			: shownLabel( type, attributes.label );

	return (
		<div { ...blockProps }>
			{ clientId && <FieldAiToolbar clientId={ clientId } /> }
			<InspectorControls>
				<PanelBody title={ __( 'Field settings', 'jetpack-blocks' ) }>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Label', 'jetpack-blocks' ) }
						value={ attributes.label ?? '' }
						onChange={ ( value ) =>
							setAttributes( { label: value } )
						}
					/>
					{ type !== 'consent' && (
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __(
								'Field is required',
								'jetpack-blocks'
							) }
							checked={ attributes.required }
							onChange={ ( required ) =>
								setAttributes( { required } )
							}
						/>
					) }
					{ attributes.required && type !== 'consent' && (
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Required text', 'jetpack-blocks' ) }
							value={ requiredText }
							onChange={ ( value ) =>
								setAttributes( { requiredText: value } )
							}
						/>
					) }
					{ isTextLike( type ) && (
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Placeholder', 'jetpack-blocks' ) }
							value={ attributes.placeholder ?? '' }
							onChange={ ( value ) =>
								setAttributes( { placeholder: value } )
							}
						/>
					) }
					{ hasOptions( type ) && (
						<OptionsEditor
							options={ options }
							onChange={ setOptions }
						/>
					) }
					{ type === 'consent' && (
						<>
							<SelectControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __(
									'Permission to email',
									'jetpack-blocks'
								) }
								value={ attributes.consentType ?? 'implicit' }
								options={ [
									{
										value: 'explicit',
										label: __(
											'Ask with a checkbox',
											'jetpack-blocks'
										),
									},
									{
										value: 'implicit',
										label: __(
											'Given by submitting the form',
											'jetpack-blocks'
										),
									},
								] }
								onChange={ ( consentType ) =>
									setAttributes( {
										consentType: consentType as
											'implicit' | 'explicit',
									} )
								}
							/>
							<TextareaControl
								__nextHasNoMarginBottom
								label={ __( 'Consent text', 'jetpack-blocks' ) }
								value={ labelText }
								onChange={ ( value ) =>
									setAttributes(
										( attributes.consentType ??
											'implicit' ) === 'implicit'
											? { implicitConsentMessage: value }
											: { explicitConsentMessage: value }
									)
								}
							/>
						</>
					) }
				</PanelBody>
			</InspectorControls>
			<div
				className={ `jetpack-field__preview${
					isInline ? ' is-inline' : ''
				}` }
			>
				{ isInline && (
					<Preview
						type={ type }
						attributes={ attributes }
						choices={ options }
					/>
				) }
				<span className="jetpack-field__label">
					{ labelText }
					{ attributes.required && type !== 'consent' && (
						<span className="jetpack-field__required">
							{ ' ' }
							{ requiredText }
						</span>
					) }
				</span>
				{ ! isInline && (
					<Preview
						type={ type }
						attributes={ attributes }
						choices={ options }
					/>
				) }
			</div>
		</div>
	);
}
