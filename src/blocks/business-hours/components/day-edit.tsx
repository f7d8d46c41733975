/**
 * One day of the week while the block is selected: an Open/Closed toggle and, for an open day,
 * its intervals as pairs of time inputs with "Add hours" and (when there is more than one)
 * "Remove hours". The day name is the fieldset's legend, so every control is announced with it.
 */
import { Button, TextControl, ToggleControl } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { BusinessHoursDay, BusinessHoursInterval } from '../types';

export interface DayEditProps {
	day: BusinessHoursDay;
	/** The day's name in the site's language. */
	dayName: string;
	onToggle: ( isOpen: boolean ) => void;
	onAddInterval: () => void;
	onRemoveInterval: ( index: number ) => void;
	onChangeInterval: (
		index: number,
		field: keyof BusinessHoursInterval,
		value: string
	) => void;
}

/** Accessible names: the visible label first, then which day (and interval, when several). */
function openingLabel(
	dayName: string,
	position: number,
	count: number
): string {
	return count > 1
		? sprintf(
				/* translators: 1: day name, e.g. Monday, 2: interval number */
				__( 'Opening, %1$s, interval %2$d', 'jetpack-blocks' ),
				dayName,
				position
			)
		: sprintf(
				/* translators: %s: day name, e.g. Monday */
				__( 'Opening, %s', 'jetpack-blocks' ),
				dayName
			);
}

function closingLabel(
	dayName: string,
	position: number,
	count: number
): string {
	return count > 1
		? sprintf(
				/* translators: 1: day name, e.g. Monday, 2: interval number */
				__( 'Closing, %1$s, interval %2$d', 'jetpack-blocks' ),
				dayName,
				position
			)
		: sprintf(
				/* translators: %s: day name, e.g. Monday */
				__( 'Closing, %s', 'jetpack-blocks' ),
				dayName
			);
}

export function DayEdit( {
	day,
	dayName,
	onToggle,
	onAddInterval,
	onRemoveInterval,
	onChangeInterval,
}: DayEditProps ) {
	const addButton = useRef< HTMLButtonElement >( null );
	const isOpen = day.hours.length > 0;
	const count = day.hours.length;

	const remove = ( index: number ) => {
		onRemoveInterval( index );
		// The pressed button goes away; keep keyboard focus in this day.
		addButton.current?.focus();
	};

	return (
		<fieldset
			className={ `jetpack-business-hours__day is-${ isOpen ? 'open' : 'closed' }` }
		>
			<legend className="jetpack-business-hours__day-name">
				{ dayName }
			</legend>
			<ToggleControl
				__nextHasNoMarginBottom
				className="jetpack-business-hours__toggle"
				label={
					isOpen
						? __( 'Open', 'jetpack-blocks' )
						: __( 'Closed', 'jetpack-blocks' )
				}
				checked={ isOpen }
				onChange={ onToggle }
			/>
			{ isOpen && (
				<div className="jetpack-business-hours__intervals">
					{ day.hours.map( ( interval, index ) => (
						<div
							className="jetpack-business-hours__interval"
							key={ index }
						>
							<TextControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								type="time"
								label={ __( 'Opening', 'jetpack-blocks' ) }
								aria-label={ openingLabel(
									dayName,
									index + 1,
									count
								) }
								value={ interval.opening }
								onChange={ ( value ) =>
									onChangeInterval( index, 'opening', value )
								}
							/>
							<TextControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								type="time"
								label={ __( 'Closing', 'jetpack-blocks' ) }
								aria-label={ closingLabel(
									dayName,
									index + 1,
									count
								) }
								value={ interval.closing }
								onChange={ ( value ) =>
									onChangeInterval( index, 'closing', value )
								}
							/>
							{ count > 1 && (
								<Button
									__next40pxDefaultSize
									variant="tertiary"
									isDestructive
									className="jetpack-business-hours__remove"
									aria-label={ sprintf(
										/* translators: 1: day name, e.g. Monday, 2: interval number */
										__(
											'Remove hours, %1$s, interval %2$d',
											'jetpack-blocks'
										),
										dayName,
										index + 1
									) }
									onClick={ () => remove( index ) }
								>
									{ __( 'Remove hours', 'jetpack-blocks' ) }
								</Button>
							) }
						</div>
					) ) }
					<Button
						__next40pxDefaultSize
						ref={ addButton }
						variant="secondary"
						className="jetpack-business-hours__add"
						aria-label={ sprintf(
							/* translators: %s: day name, e.g. Monday */
							__( 'Add hours, %s', 'jetpack-blocks' ),
							dayName
						) }
						onClick={ onAddInterval }
					>
						{ __( 'Add hours', 'jetpack-blocks' ) }
					</Button>
				</div>
			) }
		</fieldset>
	);
}
