/**
 * The browser suite's language model: a deterministic stand-in on 127.0.0.1 that speaks the OpenAI
 * wire format, so the product talks to it through its real OpenAI-compatible provider — the same
 * code path, limits and error mapping as a hosted service or a model server on the same computer.
 *
 * It is a test double, never shipped and never reachable from a visitor's site. Its answers are
 * fixed shapes, not language understanding; what the tests prove is what the product does with a
 * model's answer (stream, markdown to blocks, function calls merged into a form, images stored…).
 *
 *   POST /v1/chat/completions     text (streamed in pieces, or whole), a function call when a
 *                                 scripted reply says so, and the error replies of real services
 *   POST /v1/audio/transcriptions 404 unless a reply is scripted (like llama.cpp's server, which has
 *                                 no speech endpoint): the product falls back to its local recogniser
 *   POST /v1/images/generations   one PNG (b64_json, or a url when the request's prompt asks)
 *   GET  /v1/models               the model list
 *   POST /__standin/replies       script the next answer to a prompt containing `match`
 *   GET  /__standin/requests      what the stand-in received (bodies of audio left out)
 *
 * Markers in a prompt ask for a service's failures: `[standin-moderation]` (400 content policy),
 * `[standin-down]` (503), `[standin-unclear]` (the unclear-prompt marker as the answer),
 * `[standin-midstream]` (the connection drops after the first piece); `[standin-slow]` streams a
 * piece every 300 ms, for stories that watch an answer arrive on a loaded machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import crypto from 'node:crypto';

export interface ScriptedReply {
	/** Text the request's messages (or audio file name / image prompt) must contain. */
	match: string;
	/** Which endpoint it answers. Default chat. */
	kind?: 'chat' | 'transcription' | 'image';
	/** Text of a chat answer or of a transcription. */
	content?: string;
	/** A function call as the answer (chat). */
	functionCall?: { name: string; arguments: string };
	/** An HTTP error instead: status and JSON body. */
	status?: number;
	body?: unknown;
	/** How many requests it answers (default 1). */
	times?: number;
}

export interface ReceivedRequest {
	path: string;
	body: Record< string, unknown >;
	/** For multipart requests: the form's text fields and the file's name and size. */
	form?: Record< string, string >;
}

export interface AiStandIn {
	/** Base URL to configure, e.g. http://127.0.0.1:PORT/v1. */
	baseUrl: string;
	close: () => Promise< void >;
}

/** Milliseconds between two streamed pieces: slow enough to see an answer arrive. */
const PIECE_DELAY_MS = 80;

function sleep( ms: number ): Promise< void > {
	return new Promise( ( resolve ) => setTimeout( resolve, ms ) );
}

/** All text a chat request carries, for matching. */
function chatText( body: Record< string, unknown > ): string {
	const messages = Array.isArray( body.messages ) ? body.messages : [];
	return messages
		.map( ( message: { content?: unknown } ) =>
			typeof message?.content === 'string' ? message.content : ''
		)
		.join( '\n' );
}

function lastUserText( body: Record< string, unknown > ): string {
	const messages = Array.isArray( body.messages ) ? body.messages : [];
	for ( let index = messages.length - 1; index >= 0; index-- ) {
		const message = messages[ index ] as {
			role?: string;
			content?: unknown;
		};
		if ( message?.role === 'user' && typeof message.content === 'string' ) {
			return message.content;
		}
	}
	return '';
}

/** A short fingerprint of a prompt: tests find it in the answer to know which request it answers. */
export function replyId( prompt: string ): string {
	return crypto
		.createHash( 'sha1' )
		.update( prompt )
		.digest( 'hex' )
		.slice( 0, 6 );
}

/**
 * The default chat answer: markdown of two paragraphs (one **bold** phrase) that names the stand-in
 * and the reply id; a title request gets one line.
 */
export function defaultAnswer( body: Record< string, unknown > ): string {
	const system = ( Array.isArray( body.messages ) ? body.messages : [] )
		.filter( ( message: { role?: string } ) => message?.role === 'system' )
		.map( ( message: { content?: unknown } ) =>
			String( message.content ?? '' )
		)
		.join( '\n' );
	const prompt = lastUserText( body );
	const id = replyId( prompt );
	if ( /answer with the title only/i.test( system + prompt ) ) {
		return `A Stand-in Title ${ id }`;
	}
	return [
		`The **stand-in model** answered request ${ id } in two paragraphs.`,
		'Each paragraph of a markdown answer becomes a block of its own.',
	].join( '\n\n' );
}

/** A solid 64×64 PNG whose colour comes from the prompt. */
export function solidPng( prompt: string ): Buffer {
	const digest = crypto.createHash( 'sha1' ).update( prompt ).digest();
	const [ red = 0, green = 0, blue = 0 ] = digest;
	const size = 64;
	const row = Buffer.alloc( 1 + size * 3 );
	for ( let x = 0; x < size; x++ ) {
		row[ 1 + x * 3 ] = red;
		row[ 2 + x * 3 ] = green;
		row[ 3 + x * 3 ] = blue;
	}
	const raw = Buffer.concat( Array.from( { length: size }, () => row ) );
	// PNG chunks end with a CRC-32 of their type and data (Node's zlib computes it).
	const crc = ( data: Buffer ) => zlib.crc32( data );
	const chunk = ( type: string, data: Buffer ) => {
		const length = Buffer.alloc( 4 );
		length.writeUInt32BE( data.length );
		const typed = Buffer.concat( [ Buffer.from( type, 'ascii' ), data ] );
		const sum = Buffer.alloc( 4 );
		sum.writeUInt32BE( crc( typed ) );
		return Buffer.concat( [ length, typed, sum ] );
	};
	const header = Buffer.alloc( 13 );
	header.writeUInt32BE( size, 0 );
	header.writeUInt32BE( size, 4 );
	header[ 8 ] = 8; // Bit depth.
	header[ 9 ] = 2; // Truecolour.
	return Buffer.concat( [
		Buffer.from( [ 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a ] ),
		chunk( 'IHDR', header ),
		chunk( 'IDAT', zlib.deflateSync( raw ) ),
		chunk( 'IEND', Buffer.alloc( 0 ) ),
	] );
}

/** The text fields of a multipart body, and each file's name and size. */
function parseMultipart(
	body: Buffer,
	contentType: string
): Record< string, string > {
	const boundary = /boundary="?([^";]+)"?/i.exec( contentType )?.[ 1 ];
	const fields: Record< string, string > = {};
	if ( ! boundary ) {
		return fields;
	}
	const text = body.toString( 'latin1' );
	for ( const part of text.split( `--${ boundary }` ) ) {
		const headerEnd = part.indexOf( '\r\n\r\n' );
		if ( headerEnd < 0 ) {
			continue;
		}
		const headers = part.slice( 0, headerEnd );
		const name = /name="([^"]*)"/i.exec( headers )?.[ 1 ];
		if ( ! name ) {
			continue;
		}
		const value = part.slice( headerEnd + 4 ).replace( /\r\n$/, '' );
		const fileName = /filename="([^"]*)"/i.exec( headers )?.[ 1 ];
		if ( fileName !== undefined ) {
			fields[ `${ name }.filename` ] = fileName;
			fields[ `${ name }.size` ] = String(
				Buffer.byteLength( value, 'latin1' )
			);
		} else {
			fields[ name ] = Buffer.from( value, 'latin1' ).toString( 'utf8' );
		}
	}
	return fields;
}

function json( response: http.ServerResponse, status: number, body: unknown ) {
	response.writeHead( status, { 'Content-Type': 'application/json' } );
	response.end( JSON.stringify( body ) );
}

function errorBody(
	message: string,
	code: string,
	type = 'invalid_request_error'
) {
	return { error: { message, type, code } };
}

export async function startAiStandIn(): Promise< AiStandIn > {
	const replies: ScriptedReply[] = [];
	const received: ReceivedRequest[] = [];

	const takeReply = ( kind: ScriptedReply[ 'kind' ], text: string ) => {
		const index = replies.findIndex(
			( reply ) =>
				( reply.kind ?? 'chat' ) === kind &&
				text.includes( reply.match )
		);
		if ( index < 0 ) {
			return undefined;
		}
		const reply = replies[ index ] as ScriptedReply;
		reply.times = ( reply.times ?? 1 ) - 1;
		if ( reply.times <= 0 ) {
			replies.splice( index, 1 );
		}
		return reply;
	};

	const chat = async (
		body: Record< string, unknown >,
		response: http.ServerResponse
	) => {
		const text = chatText( body );
		const reply = takeReply( 'chat', text );
		if ( reply?.status ) {
			json(
				response,
				reply.status,
				reply.body ?? errorBody( 'Scripted failure', 'scripted' )
			);
			return;
		}
		if ( text.includes( '[standin-moderation]' ) ) {
			json(
				response,
				400,
				errorBody(
					'Your request was rejected as a result of our safety system.',
					'content_policy_violation'
				)
			);
			return;
		}
		if ( text.includes( '[standin-down]' ) ) {
			json(
				response,
				503,
				errorBody(
					'The server is overloaded.',
					'overloaded',
					'server_error'
				)
			);
			return;
		}
		const model = typeof body.model === 'string' ? body.model : 'standin';
		const content = text.includes( '[standin-unclear]' )
			? 'JETPACK_AI_ERROR'
			: ( reply?.content ??
				( reply?.functionCall ? '' : defaultAnswer( body ) ) );
		const call = reply?.functionCall;
		const frame = (
			delta: Record< string, unknown >,
			finish: string | null = null
		) =>
			`data: ${ JSON.stringify( {
				id: 'chatcmpl-standin',
				object: 'chat.completion.chunk',
				model,
				choices: [ { index: 0, delta, finish_reason: finish } ],
			} ) }\n\n`;

		if ( body.stream !== true ) {
			const message: Record< string, unknown > = {
				role: 'assistant',
				content: call ? null : content,
			};
			if ( call ) {
				message.tool_calls = [
					{ id: 'call_standin', type: 'function', function: call },
				];
			}
			json( response, 200, {
				id: 'chatcmpl-standin',
				object: 'chat.completion',
				model,
				choices: [
					{
						index: 0,
						message,
						finish_reason: call ? 'tool_calls' : 'stop',
					},
				],
			} );
			return;
		}
		response.writeHead( 200, { 'Content-Type': 'text/event-stream' } );
		response.write( frame( { role: 'assistant', content: '' } ) );
		if ( call ) {
			// As OpenAI streams a tool call: the name first, the arguments in fragments.
			response.write(
				frame( {
					tool_calls: [
						{
							index: 0,
							id: 'call_standin',
							type: 'function',
							function: { name: call.name, arguments: '' },
						},
					],
				} )
			);
			for ( let at = 0; at < call.arguments.length; at += 40 ) {
				await sleep( PIECE_DELAY_MS );
				response.write(
					frame( {
						tool_calls: [
							{
								index: 0,
								function: {
									arguments: call.arguments.slice(
										at,
										at + 40
									),
								},
							},
						],
					} )
				);
			}
			response.write( frame( {}, 'tool_calls' ) );
			response.end( 'data: [DONE]\n\n' );
			return;
		}
		const pieces = content.match( /\S+\s*|\s+/g ) ?? [];
		for ( let index = 0; index < pieces.length; index += 3 ) {
			if ( response.destroyed ) {
				return;
			}
			response.write(
				frame( {
					content: pieces.slice( index, index + 3 ).join( '' ),
				} )
			);
			if ( index === 0 && text.includes( '[standin-midstream]' ) ) {
				response.destroy();
				return;
			}
			await sleep(
				text.includes( '[standin-slow]' ) ? 300 : PIECE_DELAY_MS
			);
		}
		response.write( frame( {}, 'stop' ) );
		response.end( 'data: [DONE]\n\n' );
	};

	const server = http.createServer( ( request, response ) => {
		const chunks: Buffer[] = [];
		request.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
		request.on( 'end', () => {
			const raw = Buffer.concat( chunks );
			const url = new URL( request.url ?? '/', 'http://standin' );
			const contentType = String(
				request.headers[ 'content-type' ] ?? ''
			);
			let body: Record< string, unknown > = {};
			let form: Record< string, string > | undefined;
			if ( contentType.startsWith( 'multipart/form-data' ) ) {
				form = parseMultipart( raw, contentType );
			} else if ( raw.length ) {
				try {
					body = JSON.parse( raw.toString( 'utf8' ) ) as Record<
						string,
						unknown
					>;
				} catch {
					json(
						response,
						400,
						errorBody( 'Invalid JSON body.', 'invalid_json' )
					);
					return;
				}
			}
			const path = url.pathname;
			if ( ! path.startsWith( '/__standin/' ) ) {
				received.push( { path, body, ...( form ? { form } : {} ) } );
			}
			const handle = async () => {
				if (
					path === '/__standin/replies' &&
					request.method === 'POST'
				) {
					replies.push( body as unknown as ScriptedReply );
					json( response, 200, { queued: replies.length } );
				} else if ( path === '/__standin/requests' ) {
					json( response, 200, received );
				} else if ( path === '/v1/models' ) {
					json( response, 200, {
						object: 'list',
						data: [ { id: 'standin-model', object: 'model' } ],
					} );
				} else if (
					path === '/v1/chat/completions' &&
					request.method === 'POST'
				) {
					await chat( body, response );
				} else if (
					path === '/v1/audio/transcriptions' &&
					request.method === 'POST'
				) {
					const reply = takeReply(
						'transcription',
						form?.[ 'file.filename' ] ?? ''
					);
					if ( ! reply ) {
						json(
							response,
							404,
							errorBody( 'File Not Found', 'not_found' )
						);
					} else if ( reply.status ) {
						json( response, reply.status, reply.body ?? {} );
					} else {
						json( response, 200, { text: reply.content ?? '' } );
					}
				} else if (
					path === '/v1/images/generations' &&
					request.method === 'POST'
				) {
					const prompt =
						typeof body.prompt === 'string' ? body.prompt : '';
					const reply = takeReply( 'image', prompt );
					if ( reply?.status ) {
						json( response, reply.status, reply.body ?? {} );
						return;
					}
					const png = solidPng( prompt );
					json( response, 200, {
						created: 0,
						data: [
							prompt.includes( '[standin-image-url]' )
								? {
										url: `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }/__standin/image.png?p=${ encodeURIComponent( prompt ) }`,
									}
								: { b64_json: png.toString( 'base64' ) },
						],
					} );
				} else if ( path === '/__standin/image.png' ) {
					response.writeHead( 200, { 'Content-Type': 'image/png' } );
					response.end(
						solidPng( url.searchParams.get( 'p' ) ?? '' )
					);
				} else {
					json(
						response,
						404,
						errorBody( 'Not found', 'not_found' )
					);
				}
			};
			void handle().catch( () => response.destroy() );
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${ port }/v1`,
		close: () =>
			new Promise( ( resolve ) => {
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	};
}

/** The stand-in of this test run (started by the suite's global setup). */
export function standInBaseUrl(): string {
	const url = process.env.JETPACK_BLOCKS_E2E_AI_STANDIN;
	if ( ! url ) {
		throw new Error(
			'The AI stand-in is not running (tests/e2e/global-setup.ts starts it).'
		);
	}
	return url;
}

/** Scripts the stand-in's next answer to a prompt containing `reply.match`. */
export async function scriptReply( reply: ScriptedReply ): Promise< void > {
	const response = await fetch(
		standInBaseUrl().replace( /\/v1$/, '/__standin/replies' ),
		{
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( reply ),
		}
	);
	if ( ! response.ok ) {
		throw new Error( `stand-in: ${ response.status }` );
	}
}

/** What the stand-in received, optionally only requests whose JSON contains `containing`. */
export async function standInRequests(
	containing = ''
): Promise< ReceivedRequest[] > {
	const response = await fetch(
		standInBaseUrl().replace( /\/v1$/, '/__standin/requests' )
	);
	const all = ( await response.json() ) as ReceivedRequest[];
	return all.filter( ( item ) =>
		JSON.stringify( item ).includes( containing )
	);
}
