/**
 * Editor UI: while selected, every day (in the site's week order) with an Open/Closed toggle and
 * editable intervals; otherwise the read-only list visitors see. Loaded lazily (see index.ts).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';
import { DayEdit } from './components/day-edit';
import { HoursPreview } from './components/hours-preview';
import {
	addInterval,
	normalizeDays,
	orderDays,
	removeInterval,
	setDayOpen,
	updateInterval,
} from './hours';
import { useLocalizedWeek } from './use-localized-week';
import type { BusinessHoursAttributes, BusinessHoursDay } from './types';

// Editor-only styles, added where the block shows once this UI loads (shared/lazy-edit.tsx).
export { default as editorStyles } from './editor.scss?inline';

export default function BusinessHoursEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< BusinessHoursAttributes > ) {
	const week = useLocalizedWeek();
	const blockProps = useBlockProps();
	const days = normalizeDays( attributes.days );

	if ( ! week ) {
		return (
			<div { ...blockProps } aria-busy="true">
				<Spinner />
				<span className="screen-reader-text">
					{ __( 'Loading business hours…', 'jetpack-blocks' ) }
				</span>
			</div>
		);
	}

	if ( ! isSelected ) {
		return (
			<div { ...blockProps }>
				<HoursPreview days={ days } week={ week } />
			</div>
		);
	}

	const saveDays = ( next: BusinessHoursDay[] ) =>
		setAttributes( { days: next } );

	return (
		<div { ...blockProps }>
			<div className="jetpack-business-hours-edit">
				{ orderDays( days, week.startOfWeek ).map( ( day ) => (
					<DayEdit
						key={ day.name }
						day={ day }
						dayName={ week.days[ day.name ] }
						onToggle={ ( isOpen ) =>
							saveDays( setDayOpen( days, day.name, isOpen ) )
						}
						onAddInterval={ () =>
							saveDays( addInterval( days, day.name ) )
						}
						onRemoveInterval={ ( index ) =>
							saveDays( removeInterval( days, day.name, index ) )
						}
						onChangeInterval={ ( index, field, value ) =>
							saveDays(
								updateInterval(
									days,
									day.name,
									index,
									field,
									value
								)
							)
						}
					/>
				) ) }
			</div>
		</div>
	);
}
