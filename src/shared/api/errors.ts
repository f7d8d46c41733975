/**
 * Errors of the REST API client (spec 000 §8, HTTP client). Every failure of a route function is
 * one of these; no raw `Response`, api-fetch error object or exception escapes the client.
 *
 * ApiClientError
 * ├─ ApiError                     any status outside 2xx: "{server message} (Status {code})"
 * │  └─ NotFoundError             404
 * │     └─ NotFoundAfterRedirectError   404 reached through a redirect
 * ├─ JsonParseError               a 2xx body that is not valid JSON
 * │  └─ JsonParseAfterRedirectError     the same, reached through a redirect (e.g. a login page)
 * └─ NetworkError                 no response at all (connection refused, offline, CORS, …)
 */
import { __, sprintf } from '@wordpress/i18n';

export class ApiClientError extends Error {
	constructor( message: string, options?: { cause?: unknown } ) {
		super( message, options );
		this.name = 'ApiClientError';
	}
}

/** The message format of an HTTP error: "{server message} (Status {code})". */
export function statusErrorMessage(
	serverMessage: string,
	status: number
): string {
	return sprintf(
		/* translators: 1: the server's error message, 2: the HTTP status code. */
		__( '%1$s (Status %2$d)', 'jetpack-blocks' ),
		serverMessage,
		status
	);
}

export interface ApiErrorDetails {
	/** The HTTP status code. */
	status: number;
	/** The parsed JSON body of the response, or `null` when the body is not JSON. */
	response: unknown;
	/** The message the server sent (the body's `message`, else the status text). */
	serverMessage: string;
	/** The body's `code` (a WP_Error code), when it has one. */
	code?: string;
	/** The final URL of the response. */
	url?: string;
}

/** A response with a status outside 2xx. */
export class ApiError extends ApiClientError {
	readonly status: number;
	readonly response: unknown;
	readonly serverMessage: string;
	readonly code?: string;
	readonly url?: string;

	constructor( details: ApiErrorDetails ) {
		super( statusErrorMessage( details.serverMessage, details.status ) );
		this.name = 'ApiError';
		this.status = details.status;
		this.response = details.response;
		this.serverMessage = details.serverMessage;
		this.code = details.code;
		this.url = details.url;
	}
}

/** A 404: the route (or the item it names) does not exist. */
export class NotFoundError extends ApiError {
	constructor( details: ApiErrorDetails ) {
		super( details );
		this.name = 'NotFoundError';
	}
}

/** A 404 reached after the browser followed a redirect (the REST root moved, or a proxy redirected). */
export class NotFoundAfterRedirectError extends NotFoundError {
	constructor( details: ApiErrorDetails ) {
		super( details );
		this.name = 'NotFoundAfterRedirectError';
	}
}

export interface JsonParseErrorDetails {
	status: number;
	/** The raw body that failed to parse. */
	body: string;
	url?: string;
	cause?: unknown;
}

/** A successful status whose body is not valid JSON. */
export class JsonParseError extends ApiClientError {
	readonly status: number;
	readonly body: string;
	readonly url?: string;

	constructor( details: JsonParseErrorDetails, message?: string ) {
		super(
			message ??
				__(
					'The server answered with something that is not valid JSON.',
					'jetpack-blocks'
				),
			{ cause: details.cause }
		);
		this.name = 'JsonParseError';
		this.status = details.status;
		this.body = details.body;
		this.url = details.url;
	}
}

/**
 * A body that is not valid JSON, reached after a redirect — typically the REST request was sent to
 * a login or error page.
 */
export class JsonParseAfterRedirectError extends JsonParseError {
	constructor( details: JsonParseErrorDetails ) {
		super(
			details,
			__(
				'The request was redirected to a page that is not valid JSON.',
				'jetpack-blocks'
			)
		);
		this.name = 'JsonParseAfterRedirectError';
	}
}

/** No response: the request never reached the server, or the connection failed. */
export class NetworkError extends ApiClientError {
	/** `fetch_error`, `offline_error` (api-fetch's codes) or `network_error` for anything else. */
	readonly code: string;

	constructor(
		options: { code?: string; message?: string; cause?: unknown } = {}
	) {
		super(
			options.message ||
				__(
					'Could not get a valid response from the server.',
					'jetpack-blocks'
				),
			{ cause: options.cause }
		);
		this.name = 'NetworkError';
		this.code = options.code ?? 'network_error';
	}
}
