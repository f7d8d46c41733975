/**
 * The payment account's state for Simple Payments' form: whether an account is connected, where to
 * connect one, and the earnings screen. Without an answer the form still works; only the account
 * hint is missing.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

export interface PaymentsStatus {
	connected_account_id?: string | null;
	connect_url?: string | null;
	earnings_url?: string;
}

const STATUS_PATH =
	'/wpcom/v2/memberships/status?source=gutenberg&type=all&is_editable=true';

export function usePaymentsStatus(): PaymentsStatus | null {
	const [ status, setStatus ] = useState< PaymentsStatus | null >( null );
	useEffect( () => {
		let live = true;
		apiFetch< PaymentsStatus >( { path: STATUS_PATH } )
			.then( ( answer ) => live && setStatus( answer ) )
			// Without the status the form still works; only the account hint is missing.
			.catch( () => live && setStatus( {} ) );
		return () => {
			live = false;
		};
	}, [] );
	return status;
}
