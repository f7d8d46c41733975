/**
 * Previewing a notification in the editor: it shows for 3000 ms (spec 001 §4, §9) and then clears;
 * previewing another one restarts the time.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { NOTIFICATION_PREVIEW_MS, type NotificationKind } from './constants';

export function useNotificationPreview(): {
	audition: NotificationKind | null;
	preview: ( kind: NotificationKind ) => void;
	clear: () => void;
} {
	const [ audition, setAudition ] = useState< NotificationKind | null >(
		null
	);
	const timer = useRef< ReturnType< typeof setTimeout > | null >( null );
	const stop = () => {
		if ( timer.current !== null ) {
			clearTimeout( timer.current );
			timer.current = null;
		}
	};
	const clear = useCallback( () => {
		stop();
		setAudition( null );
	}, [] );
	const preview = useCallback( ( kind: NotificationKind ) => {
		stop();
		setAudition( kind );
		timer.current = setTimeout( () => {
			timer.current = null;
			setAudition( null );
		}, NOTIFICATION_PREVIEW_MS );
	}, [] );
	useEffect( () => stop, [] );
	return { audition, preview, clear };
}
