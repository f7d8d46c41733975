/**
 * The read-only week shown while the block is not selected: the same list as render.php prints
 * for visitors (day name, then its hours in the site's time format, or "Closed").
 */
import { __ } from '@wordpress/i18n';
import { formatDayHours, orderDays } from '../hours';
import type { BusinessHoursDay, LocalizedWeek } from '../types';

export interface HoursPreviewProps {
	days: BusinessHoursDay[];
	week: LocalizedWeek;
}

export function HoursPreview( { days, week }: HoursPreviewProps ) {
	return (
		<dl className="jetpack-business-hours">
			{ orderDays( days, week.startOfWeek ).map( ( day ) => (
				<div className="jetpack-business-hours__item" key={ day.name }>
					<dt className={ day.name }>{ week.days[ day.name ] }</dt>
					<dd className={ day.name }>
						{ formatDayHours( day, week.timeFormat ) ??
							__( 'Closed', 'jetpack-blocks' ) }
					</dd>
				</div>
			) ) }
		</dl>
	);
}
