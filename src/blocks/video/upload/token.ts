/**
 * Upload tokens from the site's admin-ajax action `videopress-get-upload-jwt` (spec 002 §7). The
 * request goes through @wordpress/api-fetch so it carries the editor's REST nonce, which the action
 * checks. Tokens are short-lived JWTs; `expiresAt` lets the uploader fetch a fresh one before a
 * request rather than after a refusal.
 */
import apiFetch from '@wordpress/api-fetch';

export interface UploadToken {
	token: string;
	blogId: number;
	/** The tus creation URL. */
	url: string;
	/** Unix ms after which the server refuses the token. */
	expiresAt: number;
}

interface AjaxResponse {
	success: boolean;
	data?: {
		upload_token?: string;
		upload_blog_id?: number;
		upload_action_url?: string;
		message?: string;
	};
}

declare global {
	interface Window {
		ajaxurl?: string;
	}
}

/** Unix ms from a JWT's `exp` claim (0 when it has none we can read). */
export function tokenExpiry( token: string ): number {
	try {
		const payload = token.split( '.' )[ 1 ] ?? '';
		const json = atob( payload.replace( /-/g, '+' ).replace( /_/g, '/' ) );
		const exp = Number( JSON.parse( json ).exp );
		return Number.isFinite( exp ) ? exp * 1000 : 0;
	} catch {
		return 0;
	}
}

function ajaxUrl(): string {
	return window.ajaxurl ?? '/wp-admin/admin-ajax.php';
}

/** A fresh token (bound to one upload when `key` is given). Rejects with the server's message. */
export async function fetchUploadToken( key?: string ): Promise< UploadToken > {
	const body = new FormData();
	body.append( 'action', 'videopress-get-upload-jwt' );
	if ( key ) {
		body.append( 'key', key );
	}
	let response: AjaxResponse;
	try {
		response = await apiFetch< AjaxResponse >( {
			url: ajaxUrl(),
			method: 'POST',
			body,
		} );
	} catch ( error ) {
		// admin-ajax answers refusals as { success: false, data: { message } } with a 4xx status.
		const message = ( error as AjaxResponse )?.data?.message;
		throw new Error( message ?? '' );
	}
	const data = response?.data;
	if (
		! response?.success ||
		! data?.upload_token ||
		! data.upload_action_url
	) {
		throw new Error( data?.message ?? '' );
	}
	return {
		token: data.upload_token,
		blogId: Number( data.upload_blog_id ?? 0 ),
		url: data.upload_action_url,
		expiresAt: tokenExpiry( data.upload_token ),
	};
}
