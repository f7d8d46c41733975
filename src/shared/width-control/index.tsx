/**
 * The width control shared by blocks that have a width (spec 002 §2 "Width control"): preset
 * buttons 25/50/75/100 % and a number with a unit (%, px, em). Blocks aligned left or right get
 * neither the presets nor the % unit (see rules.ts), and `useClearPercentWidthOnAlign` clears a
 * percentage width when the block is aligned that way.
 *
 * Edit UIs import this from their lazy chunk only; nothing here runs at editor start.
 */
import {
	BaseControl,
	Button,
	__experimentalUnitControl as UnitControl, // eslint-disable-line @wordpress/no-unsafe-wp-apis -- the unit input WordPress's own blocks use
} from '@wordpress/components';
import { useEffect, useId, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	MAX_PERCENT,
	MIN_PERCENT,
	UNIT_DEFAULTS,
	normalizeWidth,
	presetsFor,
	toggledPreset,
	unitOf,
	unitsFor,
	widthForAlignment,
	type WidthUnit,
} from './rules';

export * from './rules';

export interface WidthControlProps {
	/** The block's alignment attribute ('left', 'right', 'center', 'wide', 'full' or none). */
	align?: string;
	/** The stored width ("50%", "150px", "10em") or undefined for the natural width. */
	width?: string;
	/** Called with the new width, undefined for the natural width. */
	onChange: ( width: string | undefined ) => void;
	/** The control's label; "Width" when not given. */
	label?: string;
}

/** Spoken names of the units. */
function unitNames(): Record< WidthUnit, string > {
	return {
		'%': __( 'Percent (%)', 'jetpack-blocks' ),
		px: __( 'Pixels (px)', 'jetpack-blocks' ),
		em: __( 'Relative to parent font size (em)', 'jetpack-blocks' ),
	};
}

export function WidthControl( {
	align,
	width,
	onChange,
	label,
}: WidthControlProps ) {
	const id = `jetpack-blocks-width-control-${ useId() }`;
	const presets = presetsFor( align );
	const units = unitsFor( align ).map( ( unit ) => ( {
		value: unit,
		label: unit,
		default: UNIT_DEFAULTS[ unit ],
		// A label screen readers can say; "%" alone is often read as nothing.
		a11yLabel: unitNames()[ unit ],
	} ) );
	const unit = unitOf( width );
	const controlLabel = label ?? __( 'Width', 'jetpack-blocks' );

	return (
		<BaseControl
			__nextHasNoMarginBottom
			id={ `${ id }-input` }
			label={ controlLabel }
			className="jetpack-blocks-width-control"
		>
			{ presets.length > 0 && (
				<div
					role="group"
					aria-label={ __( 'Percentage width', 'jetpack-blocks' ) }
					className="jetpack-blocks-width-control__presets"
					style={ {
						display: 'flex',
						gap: '4px',
						marginBottom: '8px',
					} }
				>
					{ presets.map( ( preset ) => (
						<Button
							key={ preset }
							size="small"
							variant={
								width === preset ? 'primary' : 'secondary'
							}
							aria-pressed={ width === preset }
							label={ sprintf(
								/* translators: %s: a width such as 50%. */
								__( 'Width %s', 'jetpack-blocks' ),
								preset
							) }
							showTooltip={ false }
							onClick={ () =>
								onChange( toggledPreset( width, preset ) )
							}
						>
							{ preset }
						</Button>
					) ) }
				</div>
			) }
			<UnitControl
				__next40pxDefaultSize
				id={ `${ id }-input` }
				value={ width ?? '' }
				units={ units }
				// A new unit starts at its default (100 %, 150 px, 10 em: spec 002 §9).
				isResetValueOnUnitChange
				min={ MIN_PERCENT }
				max={ unit === '%' ? MAX_PERCENT : undefined }
				onChange={ ( next?: string ) =>
					onChange( normalizeWidth( next, align ) )
				}
			/>
		</BaseControl>
	);
}

/**
 * Clears a percentage width when the block is aligned left or right (spec 002 §4). Only a change
 * of alignment does it: a post stored that way opens unchanged.
 */
export function useClearPercentWidthOnAlign(
	align: string | undefined,
	width: string | undefined,
	setWidth: ( width: undefined ) => void
): void {
	const previousAlign = useRef( align );
	useEffect( () => {
		if ( previousAlign.current === align ) {
			return;
		}
		previousAlign.current = align;
		if ( widthForAlignment( width, align ) !== width ) {
			setWidth( undefined );
		}
	}, [ align, width, setWidth ] );
}
