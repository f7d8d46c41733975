/**
 * The gallery's sidebar: Tiled Gallery settings (columns for the grid styles, rounded corners but
 * for circles, the image filter and where images link).
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import {
	MAX_COLUMNS,
	MAX_ROUNDED_CORNERS,
	clampColumns,
	type LayoutStyle,
} from './constants';
import type { FilterOption } from './filters';
import type { TiledGalleryAttributes } from './types';

export interface SettingsPanelProps {
	attributes: TiledGalleryAttributes;
	setAttributes: ( changes: Partial< TiledGalleryAttributes > ) => void;
	style: LayoutStyle;
	/** The columns the layout uses (the chosen number, or the default for the image count). */
	columns: number;
	imageCount: number;
	filters: FilterOption[];
}

export function SettingsPanel( {
	attributes,
	setAttributes,
	style,
	columns,
	imageCount,
	filters,
}: SettingsPanelProps ) {
	const showColumns = style !== 'rectangular' && imageCount > 1;
	return (
		<InspectorControls>
			<PanelBody
				title={ __( 'Tiled Gallery settings', 'jetpack-blocks' ) }
			>
				{ showColumns && (
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Columns', 'jetpack-blocks' ) }
						value={ columns }
						min={ 1 }
						max={ Math.min( MAX_COLUMNS, imageCount ) }
						onChange={ ( value ) =>
							setAttributes( {
								columns: clampColumns( value, imageCount ),
							} )
						}
					/>
				) }
				{ style !== 'circle' && (
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Rounded corners', 'jetpack-blocks' ) }
						value={ attributes.roundedCorners }
						min={ 0 }
						max={ MAX_ROUNDED_CORNERS }
						onChange={ ( value ) =>
							setAttributes( {
								roundedCorners: Math.max(
									0,
									Math.min(
										MAX_ROUNDED_CORNERS,
										Math.round( value ?? 0 )
									)
								),
							} )
						}
					/>
				) }
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Image filter', 'jetpack-blocks' ) }
					value={ attributes.imageFilter ?? '' }
					options={ filters }
					onChange={ ( value: string ) =>
						setAttributes( { imageFilter: value || undefined } )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Link to', 'jetpack-blocks' ) }
					value={ attributes.linkTo }
					options={ [
						{
							value: 'attachment' as string,
							label: __( 'Attachment Page', 'jetpack-blocks' ),
						},
						{
							value: 'media',
							label: __( 'Media File', 'jetpack-blocks' ),
						},
						{
							value: 'none',
							label: __( 'None', 'jetpack-blocks' ),
						},
					] }
					onChange={ ( value: string ) =>
						setAttributes( { linkTo: value } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
