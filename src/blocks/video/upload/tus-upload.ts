/**
 * The resumable upload itself (spec 002 §7, §9): tus-js-client against the site's tus endpoint, in
 * 10,000,000-byte chunks with retry delays 0, 1, 3, 5 and 10 s, metadata filename and filetype, every
 * method other than GET/POST tunnelled through POST with `X-HTTP-Method-Override`, and an upload
 * token on every request. The upload URL is remembered per file (tus fingerprint in localStorage), so
 * after a page reload choosing the same file resumes where the server's offset says.
 *
 * This module is only reached through a dynamic import from the upload view, so tus-js-client stays
 * out of the editor bundle.
 */
import {
	DefaultHttpStack,
	Upload,
	type DetailedError,
	type HttpRequest,
	type HttpResponse,
	type HttpStack,
	type UploadOptions,
} from 'tus-js-client';
import { fetchUploadToken, tokenExpiry, type UploadToken } from './token';

export const CHUNK_SIZE = 10_000_000;
export const RETRY_DELAYS = [ 0, 1000, 3000, 5000, 10000 ];

/** Headers of the upload protocol (the reference service's names, which the server answers with). */
export const UPLOAD_HEADERS = {
	token: 'x-videopress-upload-token',
	key: 'x-videopress-upload-key',
	keyToken: 'x-videopress-upload-key-token',
	guid: 'x-videopress-upload-guid',
	mediaId: 'x-videopress-upload-media-id',
	src: 'x-videopress-upload-src-url',
} as const;

/** A token is renewed when it has less than this left, so no request goes out with one about to expire. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;

export interface UploadedMedia {
	id: number;
	guid: string;
	src: string;
}

export interface UploadFailure {
	/** HTTP status of the refusal; null when no response came (network) or before any request. */
	status: number | null;
	/** The server's message ('' when it gave none). */
	message: string;
}

export interface UploadCallbacks {
	onProgress: ( bytesSent: number, bytesTotal: number ) => void;
	onSuccess: ( media: UploadedMedia ) => void;
	onError: ( failure: UploadFailure ) => void;
}

export interface ResumableUploadOptions {
	/** Where tokens come from (the admin-ajax action by default). */
	fetchToken?: ( key?: string ) => Promise< UploadToken >;
	/** Extra tus options (tests: smaller chunks, URL storage outside a browser). */
	tusOptions?: Partial< UploadOptions >;
}

export interface ResumableUpload {
	/** Starts, resumes after a pause, or tries again after an error. */
	start: () => void;
	pause: () => Promise< void >;
	/** Stops and deletes what the server holds (tus termination). */
	cancel: () => Promise< void >;
}

/**
 * Sends every method but GET and POST as a POST carrying `X-HTTP-Method-Override`, the tunnelling
 * the spec describes (proxies and hosts that refuse PATCH/DELETE/HEAD bodies still pass it).
 */
export class MethodOverrideHttpStack implements HttpStack {
	private inner: HttpStack;

	constructor( inner: HttpStack = new DefaultHttpStack( {} ) ) {
		this.inner = inner;
	}

	createRequest( method: string, url: string ): HttpRequest {
		const verb = method.toUpperCase();
		if ( verb === 'GET' || verb === 'POST' ) {
			return this.inner.createRequest( verb, url );
		}
		const request = this.inner.createRequest( 'POST', url );
		request.setHeader( 'X-HTTP-Method-Override', verb );
		return request;
	}

	getName(): string {
		return `method-override(${ this.inner.getName() })`;
	}
}

/** The server's message from an error body (`{ code, message }`), or ''. */
function serverMessage( response: HttpResponse | null | undefined ): string {
	try {
		const body = JSON.parse( response?.getBody() ?? '' );
		return typeof body?.message === 'string' ? body.message : '';
	} catch {
		return '';
	}
}

export function describeFailure( error: unknown ): UploadFailure {
	const response = ( error as DetailedError | undefined )?.originalResponse;
	if ( response ) {
		return {
			status: response.getStatus(),
			message: serverMessage( response ),
		};
	}
	return { status: null, message: '' };
}

export function createResumableUpload(
	file: File | Blob | Buffer,
	callbacks: UploadCallbacks,
	{
		fetchToken = fetchUploadToken,
		tusOptions = {},
	}: ResumableUploadOptions = {}
): ResumableUpload {
	let token: UploadToken | null = null;
	// Upload URL → token bound to that upload (from the creation response).
	const keyTokens = new Map< string, { token: string; expiresAt: number } >();
	let upload: Upload | null = null;
	let stopped = false;
	let finished = false;

	async function siteToken(): Promise< UploadToken > {
		if ( ! token || token.expiresAt - Date.now() < TOKEN_MARGIN_MS ) {
			token = await fetchToken();
		}
		return token;
	}

	function build( endpoint: string ): Upload {
		const name = ( file as File ).name ?? 'video';
		const type = ( file as File ).type ?? '';
		return new Upload( file, {
			endpoint,
			chunkSize: CHUNK_SIZE,
			retryDelays: RETRY_DELAYS,
			metadata: { filename: name, filetype: type },
			storeFingerprintForResuming: true,
			removeFingerprintOnSuccess: true,
			overridePatchMethod: true,
			httpStack: new MethodOverrideHttpStack(),
			async onBeforeRequest( request ) {
				const bound = keyTokens.get( request.getURL() );
				const value =
					bound && bound.expiresAt - Date.now() > TOKEN_MARGIN_MS
						? bound.token
						: ( await siteToken() ).token;
				request.setHeader( UPLOAD_HEADERS.token, value );
			},
			onAfterResponse( request, response ) {
				const keyToken = response.getHeader( UPLOAD_HEADERS.keyToken );
				const location = response.getHeader( 'Location' );
				if ( keyToken && location ) {
					keyTokens.set(
						new URL( location, request.getURL() ).toString(),
						{
							token: keyToken,
							expiresAt: tokenExpiry( keyToken ),
						}
					);
				}
			},
			onProgress: ( sent, total ) => {
				if ( ! stopped ) {
					callbacks.onProgress( sent, total );
				}
			},
			onSuccess: ( { lastResponse } ) => {
				const guid =
					lastResponse.getHeader( UPLOAD_HEADERS.guid ) ?? '';
				const id = Number(
					lastResponse.getHeader( UPLOAD_HEADERS.mediaId )
				);
				const src = lastResponse.getHeader( UPLOAD_HEADERS.src ) ?? '';
				if ( ! guid || ! id || ! src ) {
					callbacks.onError( {
						status: lastResponse.getStatus(),
						message: '',
					} );
					return;
				}
				finished = true;
				callbacks.onSuccess( { id, guid, src } );
			},
			onError: ( error ) => {
				if ( ! stopped ) {
					callbacks.onError( describeFailure( error ) );
				}
			},
			...tusOptions,
		} );
	}

	async function begin(): Promise< void > {
		let endpoint: string;
		try {
			endpoint = ( await siteToken() ).url;
		} catch ( error ) {
			callbacks.onError( {
				status: null,
				message: ( error as Error )?.message ?? '',
			} );
			return;
		}
		if ( stopped ) {
			return;
		}
		if ( ! upload ) {
			upload = build( endpoint );
			const previous = await upload.findPreviousUploads();
			// The newest earlier attempt for this same file: the server knows how much of it arrived.
			previous.sort( ( a, b ) =>
				String( b.creationTime ).localeCompare(
					String( a.creationTime )
				)
			);
			if ( previous[ 0 ] ) {
				upload.resumeFromPreviousUpload( previous[ 0 ] );
			}
		}
		if ( ! stopped ) {
			upload.start();
		}
	}

	return {
		start() {
			if ( finished ) {
				return;
			}
			stopped = false;
			void begin();
		},
		async pause() {
			stopped = true;
			await upload?.abort( false );
		},
		async cancel() {
			stopped = true;
			try {
				await upload?.abort( true );
			} catch {
				// The server could not be told; it removes abandoned uploads after a day.
			}
		},
	};
}
