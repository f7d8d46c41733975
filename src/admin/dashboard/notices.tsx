/**
 * The dashboard's notices: errors stay at the top of the page until dismissed (NoticeList), short
 * confirmations show as snackbars (SnackbarList).
 *
 * Kept in local state with the `@wordpress/notices` action names (createErrorNotice,
 * createSuccessNotice, removeNotice): that package is only a transitive dependency here (not in
 * package.json, so the lint's import/no-extraneous-dependencies rejects it). Once it is declared,
 * this file is the only one to change.
 */
import { NoticeList, SnackbarList } from '@wordpress/components';
import {
	createContext,
	useCallback,
	useContext,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import type { ReactNode } from 'react';

export type NoticeStatus = 'error' | 'success' | 'info' | 'warning';

export interface DashboardNotice {
	id: string;
	status: NoticeStatus;
	content: string;
	/** 'default' notices stay until dismissed; snackbars go away by themselves. */
	type: 'default' | 'snackbar';
}

export interface NoticeOptions {
	/** A notice with the id of an existing one replaces it (e.g. one per module). */
	id?: string;
	type?: DashboardNotice[ 'type' ];
}

export interface NoticesApi {
	notices: DashboardNotice[];
	createNotice: (
		status: NoticeStatus,
		content: string,
		options?: NoticeOptions
	) => string;
	createErrorNotice: ( content: string, options?: NoticeOptions ) => string;
	createSuccessNotice: ( content: string, options?: NoticeOptions ) => string;
	removeNotice: ( id: string ) => void;
}

const NoticesContext = createContext< NoticesApi | null >( null );

export function NoticesProvider( { children }: { children: ReactNode } ) {
	const [ notices, setNotices ] = useState< DashboardNotice[] >( [] );
	const counter = useRef( 0 );

	const createNotice = useCallback(
		(
			status: NoticeStatus,
			content: string,
			options: NoticeOptions = {}
		): string => {
			counter.current += 1;
			const id = options.id ?? `notice-${ counter.current }`;
			const notice: DashboardNotice = {
				id,
				status,
				content,
				type: options.type ?? 'default',
			};
			setNotices( ( current ) => [
				...current.filter( ( item ) => item.id !== id ),
				notice,
			] );
			return id;
		},
		[]
	);

	const removeNotice = useCallback( ( id: string ) => {
		setNotices( ( current ) =>
			current.filter( ( item ) => item.id !== id )
		);
	}, [] );

	const api = useMemo< NoticesApi >(
		() => ( {
			notices,
			createNotice,
			createErrorNotice: ( content, options ) =>
				createNotice( 'error', content, options ),
			createSuccessNotice: ( content, options ) =>
				createNotice( 'success', content, {
					type: 'snackbar',
					...options,
				} ),
			removeNotice,
		} ),
		[ notices, createNotice, removeNotice ]
	);

	return (
		<NoticesContext.Provider value={ api }>
			{ children }
		</NoticesContext.Provider>
	);
}

export function useNotices(): NoticesApi {
	const api = useContext( NoticesContext );
	if ( ! api ) {
		throw new Error( 'useNotices() needs a <NoticesProvider>.' );
	}
	return api;
}

/** The page notices (where this is rendered) and the snackbars (fixed at the bottom). */
export function DashboardNotices() {
	const { notices, removeNotice } = useNotices();
	const pageNotices = notices.filter(
		( notice ) => notice.type === 'default'
	);
	const snackbars = notices.filter(
		( notice ) => notice.type === 'snackbar'
	);

	return (
		<>
			{ pageNotices.length > 0 && (
				<NoticeList
					className="jetpack-blocks-dashboard__notices"
					notices={ pageNotices }
					onRemove={ removeNotice }
				/>
			) }
			{ snackbars.length > 0 && (
				<SnackbarList
					className="jetpack-blocks-dashboard__snackbars"
					notices={ snackbars }
					onRemove={ removeNotice }
				/>
			) }
		</>
	);
}
