/**
 * Editor UI of the button: the text is edited in place; colours (or a gradient), border radius,
 * width and — for a link — its URL are in the sidebar. Attributes a parent passes through
 * (passthroughAttributes, e.g. the scheduling embed's url) follow the parent while editing.
 * Loaded lazily (see index.ts).
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
	useSettings,
	getColorObjectByColorValue,
	getGradientSlugByValue,
	getGradientValueBySlug,
	store as blockEditorStore,
	PanelColorSettings,
	type PaletteColor,
	type PaletteGradient,
} from '@wordpress/block-editor';
import {
	GradientPicker,
	PanelBody,
	RangeControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import type { CSSProperties } from 'react';
import {
	buttonPresentation,
	clampBorderRadius,
	MAX_BORDER_RADIUS,
	MIN_BORDER_RADIUS,
} from './presentation';
import type { ButtonAttributes } from './types';
import {
	WidthControl,
	useClearPercentWidthOnAlign,
} from '../../shared/width-control';

function flat< T >( lists: unknown[] ): T[] {
	return lists.flatMap( ( list ) => ( Array.isArray( list ) ? list : [] ) );
}

/** The parent's attributes named in passthroughAttributes, copied onto the button. */
function usePassthrough(
	clientId: string,
	attributes: ButtonAttributes,
	setAttributes: ( next: Partial< ButtonAttributes > ) => void
) {
	const { passthroughAttributes } = attributes;
	const parentAttributes = useSelect(
		( select ) => {
			const editor = select( blockEditorStore ) as unknown as {
				getBlockRootClientId: ( id: string ) => string | null;
				getBlockAttributes: ( id: string ) => unknown;
			};
			const parentId = editor.getBlockRootClientId( clientId );
			return parentId
				? ( editor.getBlockAttributes( parentId ) as Record<
						string,
						unknown
					> | null )
				: null;
		},
		[ clientId ]
	);
	const { __unstableMarkNextChangeAsNotPersistent: notPersistent } =
		useDispatch( blockEditorStore ) as unknown as {
			__unstableMarkNextChangeAsNotPersistent?: () => void;
		};
	useEffect( () => {
		if ( ! passthroughAttributes || ! parentAttributes ) {
			return;
		}
		const next: Record< string, unknown > = {};
		for ( const [ from, to ] of Object.entries( passthroughAttributes ) ) {
			const value = parentAttributes[ from ];
			if (
				value !==
				( attributes as unknown as Record< string, unknown > )[ to ]
			) {
				next[ to ] = value;
			}
		}
		if ( Object.keys( next ).length ) {
			// Following the parent is not an edit of its own: no extra undo step.
			notPersistent?.();
			setAttributes( next as Partial< ButtonAttributes > );
		}
	} );
}

export default function ButtonEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< ButtonAttributes > & { clientId: string } ) {
	usePassthrough( clientId, attributes, setAttributes );
	const clearWidth = useCallback(
		() => setAttributes( { width: undefined } ),
		[ setAttributes ]
	);
	useClearPercentWidthOnAlign(
		attributes.align,
		attributes.width,
		clearWidth
	);
	const [
		customColors,
		themeColors,
		defaultColors,
		customGradients,
		themeGradients,
		defaultGradients,
	] = useSettings(
		'color.palette.custom',
		'color.palette.theme',
		'color.palette.default',
		'color.gradients.custom',
		'color.gradients.theme',
		'color.gradients.default'
	);
	const colors = flat< PaletteColor >( [
		customColors,
		themeColors,
		defaultColors,
	] );
	const gradients = flat< PaletteGradient >( [
		customGradients,
		themeGradients,
		defaultGradients,
	] );

	const look = buttonPresentation( attributes );
	const colorOf = ( slug?: string, custom?: string ) => {
		if ( slug ) {
			return (
				colors.find( ( color ) => color.slug === slug )?.color ??
				( /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test( slug )
					? `#${ slug }`
					: undefined )
			);
		}
		return custom;
	};
	// A palette pick is stored as its slug (a class follows theme changes), anything else as a value.
	const pickColor =
		( named: 'textColor' | 'backgroundColor', custom: string ) =>
		( value?: string ) => {
			const slug = getColorObjectByColorValue( colors, value )?.slug;
			setAttributes( {
				[ named ]: slug,
				[ custom ]: slug ? undefined : value,
				...( named === 'backgroundColor' && value
					? { gradient: undefined, customGradient: undefined }
					: {} ),
			} );
		};
	const pickGradient = ( value?: string ) => {
		const slug = getGradientSlugByValue( gradients, value );
		setAttributes( {
			gradient: slug,
			customGradient: slug ? undefined : value,
			...( value
				? {
						backgroundColor: undefined,
						customBackgroundColor: undefined,
					}
				: {} ),
		} );
	};

	// In the editor the palette classes may not be styled inside the canvas; show the values too.
	const textColor = colorOf(
		attributes.textColor,
		attributes.customTextColor
	);
	const backgroundColor = colorOf(
		attributes.backgroundColor,
		attributes.customBackgroundColor
	);
	const gradient = attributes.gradient
		? getGradientValueBySlug( gradients, attributes.gradient )
		: attributes.customGradient;
	const passesUrl = Object.values(
		attributes.passthroughAttributes ?? {}
	).includes( 'url' );

	const canvasStyle: CSSProperties = { ...look.style };
	if ( textColor ) {
		canvasStyle.color = textColor;
	}
	if ( gradient ) {
		canvasStyle.background = gradient;
	} else if ( backgroundColor ) {
		canvasStyle.backgroundColor = backgroundColor;
	}

	const blockProps = useBlockProps( {
		className: 'wp-block-button',
		style: look.wrapperStyle,
	} );

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelColorSettings
					title={ __( 'Color', 'jetpack-blocks' ) }
					colorSettings={ [
						{
							label: __( 'Text color', 'jetpack-blocks' ),
							value: textColor,
							onChange: pickColor(
								'textColor',
								'customTextColor'
							),
						},
						{
							label: __( 'Background color', 'jetpack-blocks' ),
							value: gradient ? undefined : backgroundColor,
							onChange: pickColor(
								'backgroundColor',
								'customBackgroundColor'
							),
						},
					] }
				/>
				<PanelBody
					title={ __( 'Background gradient', 'jetpack-blocks' ) }
					initialOpen={ !! gradient }
				>
					<GradientPicker
						value={ gradient ?? null }
						gradients={ gradients.map(
							( { name, slug, gradient: value } ) => ( {
								name,
								slug,
								gradient: value,
							} )
						) }
						onChange={ ( value?: string ) => pickGradient( value ) }
						clearable
					/>
				</PanelBody>
				<PanelBody title={ __( 'Border settings', 'jetpack-blocks' ) }>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Border radius', 'jetpack-blocks' ) }
						value={ clampBorderRadius( attributes.borderRadius ) }
						min={ MIN_BORDER_RADIUS }
						max={ MAX_BORDER_RADIUS }
						allowReset
						resetFallbackValue={ 5 }
						onChange={ ( value ) =>
							setAttributes( {
								borderRadius: clampBorderRadius( value ),
							} )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Width settings', 'jetpack-blocks' ) }>
					<WidthControl
						label={ __( 'Button width', 'jetpack-blocks' ) }
						align={ attributes.align }
						width={ attributes.width }
						onChange={ ( width ) => setAttributes( { width } ) }
					/>
				</PanelBody>
				{ look.element === 'a' && ! passesUrl && (
					<PanelBody
						title={ __( 'Link settings', 'jetpack-blocks' ) }
					>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							type="url"
							label={ __( 'Link URL', 'jetpack-blocks' ) }
							value={ attributes.url ?? '' }
							onChange={ ( url: string ) =>
								setAttributes( {
									url: url.trim() || undefined,
								} )
							}
						/>
					</PanelBody>
				) }
			</InspectorControls>
			<RichText
				identifier="text"
				tagName="div"
				className={ look.className }
				style={ canvasStyle }
				aria-label={ __( 'Button text', 'jetpack-blocks' ) }
				placeholder={
					attributes.placeholder ||
					__( 'Add text…', 'jetpack-blocks' )
				}
				value={ attributes.text ?? '' }
				onChange={ ( text: string ) => setAttributes( { text } ) }
				allowedFormats={ [
					'core/bold',
					'core/italic',
					'core/strikethrough',
				] }
				withoutInteractiveFormatting
			/>
		</div>
	);
}
