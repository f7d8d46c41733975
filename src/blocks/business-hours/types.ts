/** Three-letter day keys as stored in the `days` attribute, Sunday first. */
export type DayKey = 'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat';

/** One opening/closing pair, each "HH:MM" (24-hour) when well formed. */
export interface BusinessHoursInterval {
	opening: string;
	closing: string;
}

/** A day and its intervals; a day with no intervals is closed. */
export interface BusinessHoursDay {
	name: DayKey;
	hours: BusinessHoursInterval[];
}

// A type alias (not an interface) so it satisfies BlockEditProps' Record<string, unknown> constraint.
export type BusinessHoursAttributes = {
	days: BusinessHoursDay[];
	className?: string;
};

/** What the editor needs to show days the way the site does. */
export interface LocalizedWeek {
	/** Day key → full day name in the site's language. */
	days: Record< DayKey, string >;
	/** 0 (Sunday) … 6 (Saturday). */
	startOfWeek: number;
	/** PHP-style time format of the site (e.g. "g:i a"). */
	timeFormat: string;
}
