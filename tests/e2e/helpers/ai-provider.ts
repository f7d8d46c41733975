/**
 * What the AI provider specs share: a fake OpenAI-compatible upstream on 127.0.0.1, and an
 * administrator whose provider setting is their own (tests/e2e/mu-plugins/e2e-ai-provider.php), so a
 * spec can point the provider anywhere while other specs keep the site's own model setting.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
	request,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

export interface UpstreamRequest {
	method: string;
	url: string;
	headers: http.IncomingHttpHeaders;
	body: string;
	/** The body's bytes (an uploaded file stays intact here, not in `body`). */
	raw: Buffer;
}

export interface FakeUpstream {
	/** Base URL to configure, e.g. http://127.0.0.1:PORT/v1. */
	baseUrl: string;
	port: number;
	/** Requests received so far. */
	requests: UpstreamRequest[];
	/** Bytes of body written so far, all answers together. */
	bytesSent: () => number;
	close: () => Promise< void >;
}

export type UpstreamHandler = (
	incoming: UpstreamRequest,
	response: http.ServerResponse,
	write: ( chunk: string ) => Promise< boolean >
) => void | Promise< void >;

/** An SSE delta frame as OpenAI sends it. */
export function deltaFrame( content: string ): string {
	return `data: ${ JSON.stringify( {
		choices: [ { index: 0, delta: { content } } ],
	} ) }\n\n`;
}

/** A normal streamed answer in three pieces. */
export const answerInPieces: UpstreamHandler = async (
	_incoming,
	response
) => {
	response.writeHead( 200, { 'Content-Type': 'text/event-stream' } );
	for ( const piece of [ 'Bees ', 'make ', 'honey.' ] ) {
		response.write( deltaFrame( piece ) );
	}
	response.end( 'data: [DONE]\n\n' );
};

/**
 * Starts a fake upstream. `write` respects back-pressure and resolves false once the client hung
 * up, so endless answers stop as soon as the site stops reading.
 */
export async function startFakeUpstream(
	handler: UpstreamHandler
): Promise< FakeUpstream > {
	const requests: UpstreamRequest[] = [];
	let sent = 0;
	const server = http.createServer( ( req, res ) => {
		const chunks: Buffer[] = [];
		req.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
		req.on( 'end', () => {
			const raw = Buffer.concat( chunks );
			const incoming = {
				method: req.method ?? '',
				url: req.url ?? '',
				headers: req.headers,
				body: raw.toString( 'utf8' ),
				raw,
			};
			requests.push( incoming );
			let closed = false;
			res.on( 'close', () => ( closed = true ) );
			const write = ( chunk: string ) =>
				new Promise< boolean >( ( resolve ) => {
					if ( closed || res.destroyed ) {
						resolve( false );
						return;
					}
					sent += Buffer.byteLength( chunk );
					if ( res.write( chunk ) ) {
						resolve( true );
						return;
					}
					const done = () => {
						res.off( 'drain', done );
						res.off( 'close', done );
						resolve( ! closed );
					};
					res.on( 'drain', done );
					res.on( 'close', done );
				} );
			void Promise.resolve( handler( incoming, res, write ) ).catch( () =>
				res.destroy()
			);
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${ port }/v1`,
		port,
		requests,
		bytesSent: () => sent,
		close: () =>
			new Promise( ( resolve ) => {
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	};
}

export interface QueryError {
	code: string;
	message: string;
	data: {
		status: number;
		reason?: string;
		upstream_status?: number;
		retry_after?: number;
	};
}

/** A JSON answer of the transcription or images route. */
export interface RouteAnswer {
	status: number;
	body: Record< string, unknown >;
}

/** An upstream's JSON error reply, as OpenAI words it. */
export function upstreamError(
	status: number,
	error: { message: string; type?: string; code?: string },
	headers: Record< string, string > = {}
): UpstreamHandler {
	return ( _incoming, response ) => {
		response.writeHead( status, {
			'Content-Type': 'application/json',
			...headers,
		} );
		response.end( JSON.stringify( { error } ) );
	};
}

/**
 * The parts of a multipart/form-data body: name, file name and bytes of each (enough to check
 * what the provider uploads; not a general parser).
 */
export function multipartParts(
	incoming: UpstreamRequest
): Map< string, { filename?: string; type?: string; data: Buffer } > {
	const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(
		incoming.headers[ 'content-type' ] ?? ''
	);
	const parts = new Map<
		string,
		{ filename?: string; type?: string; data: Buffer }
	>();
	if ( ! boundary ) {
		return parts;
	}
	const delimiter = Buffer.from( `--${ boundary[ 1 ] ?? boundary[ 2 ] }` );
	let start = incoming.raw.indexOf( delimiter );
	while ( start !== -1 ) {
		const next = incoming.raw.indexOf(
			delimiter,
			start + delimiter.length
		);
		if ( next === -1 ) {
			break;
		}
		// Between a delimiter line and the next one's CRLF: headers, blank line, data.
		const part = incoming.raw.subarray(
			start + delimiter.length + 2,
			next - 2
		);
		const split = part.indexOf( '\r\n\r\n' );
		const head = part.subarray( 0, split ).toString( 'utf8' );
		const name = /name="([^"]*)"/.exec( head )?.[ 1 ];
		if ( name !== undefined ) {
			parts.set( name, {
				filename: /filename="([^"]*)"/.exec( head )?.[ 1 ],
				type: /content-type:\s*(\S+)/i.exec( head )?.[ 1 ],
				data: part.subarray( split + 4 ),
			} );
		}
		start = next;
	}
	return parts;
}

export interface QueryAnswer {
	status: number;
	text: string;
	json: () => QueryError;
}

export interface ProviderSettings {
	service?: string;
	base_url: string;
	api_key?: string;
	model?: string;
	larger_model?: string;
	transcription_model?: string;
	image_model?: string;
	allow_local?: boolean;
	tier?: 'free' | 'unlimited';
}

/** An administrator with a provider setting of their own, signed in through a request context. */
export class ProviderAdmin {
	constructor(
		readonly username: string,
		readonly api: APIRequestContext,
		private readonly nonce: string
	) {}

	static async create(
		requestUtils: RequestUtils,
		name: string
	): Promise< ProviderAdmin > {
		const username = `e2e-ai-provider-${ name }-${ Date.now() }`;
		await requestUtils.createUser( {
			username,
			email: `${ username }@example.org`,
			password: 'password',
			roles: [ 'administrator' ],
		} );
		const api = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		const login = await api.post( '/wp-login.php', {
			form: { log: username, pwd: 'password', testcookie: '1' },
			headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		} );
		if ( ! login.ok() ) {
			throw new Error( `login of ${ username }: ${ login.status() }` );
		}
		const nonce = (
			await (
				await api.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
			).text()
		).trim();
		return new ProviderAdmin( username, api, nonce );
	}

	/** A REST call as this user (cookie + nonce). */
	rest(
		method: string,
		path: string,
		data?: unknown,
		params: Record< string, string > = {}
	): Promise< APIResponse > {
		return this.api.fetch( '/', {
			method,
			params: { rest_route: path, ...params },
			headers: { 'X-WP-Nonce': this.nonce },
			data,
		} );
	}

	private async setMeta( meta: Record< string, unknown > ): Promise< void > {
		const response = await this.rest( 'POST', '/wp/v2/users/me', { meta } );
		if ( ! response.ok() ) {
			throw new Error( `user meta: ${ await response.text() }` );
		}
	}

	/** Stores provider settings directly (the settings screen is tested on its own). */
	async useProvider( settings: ProviderSettings ): Promise< void > {
		await this.setMeta( {
			jetpack_blocks_e2e_ai_settings: JSON.stringify( {
				api_key: '',
				model: 'fake-model',
				tier: 'unlimited',
				...settings,
			} ),
		} );
	}

	/** The settings as stored (through the screen or useProvider). */
	async storedSettings(): Promise< ProviderSettings > {
		return JSON.parse(
			( ( await this.meta() )
				.jetpack_blocks_e2e_ai_settings as string ) || '{}'
		);
	}

	/** Turns the administrator's opt-in for local provider hosts on or off. */
	async allowLocalHosts( allowed: boolean ): Promise< void > {
		await this.setMeta( { jetpack_blocks_e2e_allow_local_ai: allowed } );
	}

	/** Peak memory in bytes of this user's last AI query. */
	async lastQueryMemory(): Promise< number > {
		return Number( ( await this.meta() ).jetpack_blocks_e2e_query_memory );
	}

	private async meta(): Promise< Record< string, unknown > > {
		const response = await this.rest( 'GET', '/wp/v2/users/me', undefined, {
			context: 'edit',
		} );
		return (
			( await response.json() ) as { meta: Record< string, unknown > }
		 ).meta;
	}

	/** A bearer token of this user, as the editor's client gets one. */
	async bearer(): Promise< string > {
		const token = await this.rest( 'POST', '/jetpack/v4/jetpack-ai-jwt' );
		return ( ( await token.json() ) as { token: string } ).token;
	}

	/**
	 * POSTs to a bearer route as the editor's client does (no cookies): JSON `data` or a
	 * `multipart` form.
	 */
	async bearerPost(
		route: string,
		body: {
			data?: unknown;
			multipart?: Record<
				string,
				{ name: string; mimeType: string; buffer: Buffer }
			>;
		},
		timeout = 20_000
	): Promise< RouteAnswer > {
		const jwt = await this.bearer();
		const client = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		try {
			const response = await client.post(
				`/?rest_route=${ encodeURIComponent( route ) }`,
				{
					headers: { Authorization: `Bearer ${ jwt }` },
					...body,
					timeout,
				}
			);
			return {
				status: response.status(),
				body: ( await response.json() ) as Record< string, unknown >,
			};
		} finally {
			await client.dispose();
		}
	}

	/** POSTs an audio file to the transcription route. */
	transcribe(
		file: { name: string; mimeType: string; buffer: Buffer },
		timeout = 60_000
	): Promise< RouteAnswer > {
		return this.bearerPost(
			'/wpcom/v2/jetpack-ai-transcription',
			{ multipart: { audio_file: file } },
			timeout
		);
	}

	/** POSTs a prompt to the images route. */
	generateImage( prompt: string ): Promise< RouteAnswer > {
		return this.bearerPost( '/wpcom/v2/jetpack-ai/images/generations', {
			data: { prompt },
		} );
	}

	/**
	 * POSTs a completion as the editor's client does (bearer token, no cookies), with a prompt of
	 * one user message; `model` and `feature` as the block sends them.
	 */
	async query(
		options: {
			stream?: boolean;
			timeout?: number;
			model?: string;
			feature?: string;
		} = {}
	): Promise< QueryAnswer > {
		const jwt = await this.bearer();
		const client = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		try {
			const response = await client.post(
				`/?rest_route=${ encodeURIComponent( '/wpcom/v2/jetpack-ai-query' ) }`,
				{
					headers: { Authorization: `Bearer ${ jwt }` },
					data: {
						messages: [
							{ role: 'user', content: 'Tell me about bees' },
						],
						feature: options.feature ?? 'ai-assistant',
						stream: options.stream ?? true,
						...( options.model ? { model: options.model } : {} ),
					},
					timeout: options.timeout ?? 20_000,
				}
			);
			const text = await response.text();
			return {
				status: response.status(),
				text,
				json: () => JSON.parse( text ) as QueryError,
			};
		} finally {
			await client.dispose();
		}
	}

	async dispose(): Promise< void > {
		await this.api.dispose();
	}
}

/** The text of an event stream's deltas, and its last event. */
export function readStream( text: string ): {
	content: string;
	last: string;
} {
	const events = text
		.split( '\n\n' )
		.map( ( event ) => event.replace( /^data: /, '' ).trim() )
		.filter( Boolean );
	let content = '';
	for ( const event of events ) {
		if ( event.startsWith( '{' ) ) {
			const parsed = JSON.parse( event ) as {
				choices?: Array< { delta?: { content?: string } } >;
			};
			content += parsed.choices?.[ 0 ]?.delta?.content ?? '';
		}
	}
	return { content, last: events[ events.length - 1 ] ?? '' };
}
