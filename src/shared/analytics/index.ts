/**
 * The product's analytics helper: `recordEvent`, `setIdentity`, `setTrackingOptOut`, and
 * `configureAnalytics` (e.g. to read the user's connection from the connection store). One shared
 * instance per page; `createAnalytics` makes separate ones (tests).
 */
import { createAnalytics, type AnalyticsOptions } from './analytics';
import type { AnalyticsIdentity, EventProperties } from './pixel';

const analytics = createAnalytics();

/** Records an event (sent now, or once the identity is known); answers whether it was accepted. */
export function recordEvent(
	name: string,
	properties?: EventProperties
): boolean {
	return analytics.recordEvent( name, properties );
}

export function setIdentity( identity: AnalyticsIdentity ): void {
	analytics.setIdentity( identity );
}

export function setTrackingOptOut( optOut: boolean ): void {
	analytics.setTrackingOptOut( optOut );
}

export function configureAnalytics( options: AnalyticsOptions ): void {
	analytics.configure( options );
}

export {
	AKISMET_EVENT_PREFIX,
	DEFAULT_EVENT_PREFIX,
	DEFAULT_PIXEL_URL,
	MAX_QUEUED_EVENTS,
	createAnalytics,
} from './analytics';
export type { Analytics, AnalyticsOptions } from './analytics';
export { buildPixelUrl, sanitizeProperties } from './pixel';
export type { AnalyticsIdentity, EventProperties, QueuedEvent } from './pixel';
