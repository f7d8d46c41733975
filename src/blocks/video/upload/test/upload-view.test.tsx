/**
 * The upload view's states, driven by a real tus flow: tus-js-client (its browser build, through
 * jsdom's XMLHttpRequest) talks over loopback HTTP to a small tus server started by the test, which
 * records what it receives and can be told to hold a response or refuse a request. The token comes
 * from api-fetch's fetch handler standing in for the admin-ajax action.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import apiFetch from '@wordpress/api-fetch';
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import VideoUploadView from '../index';

// Jest resolves packages for Node; the editor bundle gets tus-js-client's browser build (XHR,
// Blob slices, localStorage fingerprints), so the test uses that same build.
jest.mock( 'tus-js-client', () =>
	jest.requireActual( 'tus-js-client/lib.es5/browser/index.js' )
);

interface Upload {
	length: number;
	received: Buffer[];
	metadata: string;
	deleted: boolean;
}

const EXPOSED = [
	'Location',
	'Tus-Resumable',
	'Upload-Offset',
	'Upload-Length',
	'x-videopress-upload-guid',
	'x-videopress-upload-media-id',
	'x-videopress-upload-src-url',
].join( ', ' );

/** The admin-ajax action's answer (a token whose payload expires in the far future). */
const tokenHandler = async () => ( {
	success: true,
	data: {
		upload_token: `h.${ btoa( JSON.stringify( { exp: 4102444800 } ) ) }.s`,
		upload_blog_id: 1,
		upload_action_url: `${ origin }/files`,
	},
} );

let server: http.Server;
let origin = '';
let uploads: Upload[] = [];
let requests: Array< {
	method: string;
	url: string;
	token: string;
	offset: string;
} > = [];
/** Next creation or PATCH refusal: status and body. */
let refuse: { status: number; body: string } | null = null;
/** When set, PATCH responses wait for this promise. */
let hold: Promise< void > | null = null;

function offsetOf( upload: Upload ) {
	return upload.received.reduce( ( sum, part ) => sum + part.length, 0 );
}

function completion( id: number ): Record< string, string > {
	return {
		'x-videopress-upload-guid': 'AbCd1234',
		'x-videopress-upload-media-id': String( 100 + id ),
		'x-videopress-upload-src-url': `${ origin }/video-${ id }.mp4`,
	};
}

beforeAll( async () => {
	server = http.createServer( ( req, res ) => {
		const cors = {
			'Access-Control-Allow-Origin': req.headers.origin ?? '*',
			'Access-Control-Expose-Headers': EXPOSED,
		};
		if (
			req.method === 'OPTIONS' &&
			req.headers[ 'access-control-request-method' ]
		) {
			res.writeHead( 204, {
				...cors,
				'Access-Control-Allow-Methods': 'GET, POST',
				'Access-Control-Allow-Headers':
					req.headers[ 'access-control-request-headers' ] ?? '',
			} );
			res.end();
			return;
		}
		const chunks: Buffer[] = [];
		req.on( 'data', ( chunk ) => chunks.push( chunk ) );
		req.on( 'end', async () => {
			const method = String(
				req.headers[ 'x-http-method-override' ] ?? req.method
			);
			requests.push( {
				method,
				url: req.url ?? '',
				token: String(
					req.headers[ 'x-videopress-upload-token' ] ?? ''
				),
				offset: String( req.headers[ 'upload-offset' ] ?? '' ),
			} );
			const send = (
				status: number,
				headers: Record< string, string > = {},
				body = ''
			) => {
				res.writeHead( status, {
					...cors,
					'Tus-Resumable': '1.0.0',
					...headers,
				} );
				res.end( body );
			};
			if ( refuse && ( method === 'POST' || method === 'PATCH' ) ) {
				const { status, body } = refuse;
				refuse = null;
				return send(
					status,
					{ 'Content-Type': 'application/json' },
					body
				);
			}
			const id = Number( ( req.url ?? '' ).split( '/' ).pop() );
			const upload = uploads[ id ];
			if ( method === 'POST' ) {
				uploads.push( {
					length: Number( req.headers[ 'upload-length' ] ),
					received: [],
					metadata: String( req.headers[ 'upload-metadata' ] ),
					deleted: false,
				} );
				return send( 201, {
					Location: `/files/${ uploads.length - 1 }`,
				} );
			}
			if ( ! upload || upload.deleted ) {
				return send( 404 );
			}
			const done =
				offsetOf( upload ) === upload.length ? completion( id ) : {};
			if ( method === 'HEAD' ) {
				return send( 200, {
					'Upload-Offset': String( offsetOf( upload ) ),
					'Upload-Length': String( upload.length ),
					...done,
				} );
			}
			if ( method === 'DELETE' ) {
				upload.deleted = true;
				return send( 204 );
			}
			if (
				Number( req.headers[ 'upload-offset' ] ) !== offsetOf( upload )
			) {
				return send( 409 );
			}
			upload.received.push( Buffer.concat( chunks ) );
			if ( hold ) {
				await hold;
			}
			const finished =
				offsetOf( upload ) === upload.length ? completion( id ) : {};
			send( 204, {
				'Upload-Offset': String( offsetOf( upload ) ),
				...finished,
			} );
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	origin = `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }`;
	apiFetch.setFetchHandler( tokenHandler );
} );

afterAll(
	() => new Promise< void >( ( resolve ) => server.close( () => resolve() ) )
);

beforeEach( () => {
	uploads = [];
	requests = [];
	refuse = null;
	hold = null;
	window.localStorage.clear();
} );

function video( size = 200_000 ) {
	return new File( [ new Uint8Array( size ).fill( 7 ) ], 'holiday.mp4', {
		type: 'video/mp4',
		lastModified: 1700000000000,
	} );
}

it( 'uploads, then takes the title and the chosen frame to the block on Done', async () => {
	URL.createObjectURL = () => 'blob:local-preview';
	URL.revokeObjectURL = () => {};
	const onComplete = jest.fn();
	render(
		<VideoUploadView
			file={ video() }
			onComplete={ onComplete }
			onCancel={ jest.fn() }
		/>
	);
	fireEvent.change( screen.getByLabelText( 'Video title' ), {
		target: { value: 'Our holiday' },
	} );
	const preview = document.querySelector( 'video' ) as HTMLVideoElement;
	Object.defineProperty( preview, 'duration', { value: 3.2 } );
	fireEvent.loadedMetadata( preview );
	fireEvent.change( screen.getByLabelText( 'Pick a poster frame' ), {
		target: { value: '1500' },
	} );
	expect(
		await screen.findByText( 'Upload Complete', {}, { timeout: 5000 } )
	).toBeTruthy();
	expect( uploads[ 0 ]?.metadata ).toBe(
		`filename ${ btoa( 'holiday.mp4' ) },filetype ${ btoa( 'video/mp4' ) }`
	);
	expect( Buffer.concat( uploads[ 0 ]?.received ?? [] ).length ).toBe(
		200_000
	);
	// Every request carried the token and went as POST with the method override.
	expect( requests.map( ( r ) => r.method ) ).toEqual( [ 'POST', 'PATCH' ] );
	expect( requests.every( ( r ) => r.token.startsWith( 'h.' ) ) ).toBe(
		true
	);
	fireEvent.click( screen.getByRole( 'button', { name: 'Done' } ) );
	expect( onComplete ).toHaveBeenCalledWith( {
		id: 100,
		guid: 'AbCd1234',
		src: `${ origin }/video-0.mp4`,
		title: 'Our holiday',
		poster: { atTimeMs: 1500 },
	} );
} );

it( 'pauses and resumes, showing the percentage', async () => {
	let release: () => void = () => {};
	hold = new Promise< void >( ( resolve ) => ( release = resolve ) );
	render(
		<VideoUploadView
			file={ video() }
			onComplete={ jest.fn() }
			onCancel={ jest.fn() }
		/>
	);
	expect( screen.getByText( /^Uploading \(\d+%\)$/ ) ).toBeTruthy();
	expect(
		screen.getByRole( 'progressbar', { name: 'Upload progress' } )
	).toBeTruthy();
	await waitFor( () =>
		expect( requests.map( ( r ) => r.method ) ).toContain( 'PATCH' )
	);
	fireEvent.click( screen.getByRole( 'button', { name: 'Pause' } ) );
	expect( screen.getByText( /^Paused \(\d+%\)$/ ) ).toBeTruthy();
	hold = null;
	release();
	fireEvent.click( screen.getByRole( 'button', { name: 'Resume' } ) );
	expect(
		await screen.findByText( 'Upload Complete', {}, { timeout: 5000 } )
	).toBeTruthy();
	// Resuming asked the server where it stood instead of starting over.
	expect( requests.filter( ( r ) => r.method === 'POST' ) ).toHaveLength( 1 );
	expect( requests.map( ( r ) => r.method ) ).toContain( 'HEAD' );
} );

it( 'shows the unsupported-format message for "Invalid Mime", with the settings link', async () => {
	refuse = {
		status: 400,
		body: JSON.stringify( {
			code: 'invalid_mime',
			message: 'Invalid Mime',
		} ),
	};
	render(
		<VideoUploadView
			file={ video() }
			onComplete={ jest.fn() }
			onCancel={ jest.fn() }
		/>
	);
	const alert = await screen.findByRole( 'alert' );
	expect( alert.textContent ).toContain(
		'The format of the video you uploaded is not supported.'
	);
	expect(
		screen.getByRole( 'link', {
			name: /Check the recommended video settings/,
		} )
	).toHaveProperty(
		'href',
		'https://wordpress.com/support/videopress/recommended-video-settings/'
	);
} );

it( 'shows other server messages as given, and the generic one when there is none; Try again succeeds', async () => {
	refuse = {
		status: 403,
		body: JSON.stringify( {
			message: 'Sorry, you are not allowed to upload files.',
		} ),
	};
	render(
		<VideoUploadView
			file={ video() }
			onComplete={ jest.fn() }
			onCancel={ jest.fn() }
		/>
	);
	expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
		'Sorry, you are not allowed to upload files.'
	);
	refuse = { status: 400, body: '<html>Bad gateway</html>' };
	fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
	await waitFor( () =>
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'An error was encountered during the upload. Check your network connection.'
		)
	);
	fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
	expect(
		await screen.findByText( 'Upload Complete', {}, { timeout: 5000 } )
	).toBeTruthy();
} );

it( "shows the site's size-limit message when the server refuses the upload at creation (413)", async () => {
	const message =
		'This video is 2 GB; this site accepts uploads up to 512 MB. Ask the site administrator to raise the upload limit.';
	refuse = { status: 413, body: JSON.stringify( { message } ) };
	render(
		<VideoUploadView
			file={ video() }
			onComplete={ jest.fn() }
			onCancel={ jest.fn() }
		/>
	);
	expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
		message
	);
	// Refused once, not retried: a size limit does not change by asking again.
	expect( requests.map( ( { method } ) => method ) ).toEqual( [ 'POST' ] );
} );

it( 'Cancel terminates the upload on the server and tells the block', async () => {
	let release: () => void = () => {};
	hold = new Promise< void >( ( resolve ) => ( release = resolve ) );
	const onCancel = jest.fn();
	render(
		<VideoUploadView
			file={ video() }
			onComplete={ jest.fn() }
			onCancel={ onCancel }
		/>
	);
	await waitFor( () =>
		expect( requests.map( ( r ) => r.method ) ).toContain( 'PATCH' )
	);
	hold = null;
	release();
	fireEvent.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
	await waitFor( () => expect( onCancel ).toHaveBeenCalled() );
	expect( uploads[ 0 ]?.deleted ).toBe( true );
} );

it( 'a view mounted again for the same file resumes the earlier upload', async () => {
	let release: () => void = () => {};
	hold = new Promise< void >( ( resolve ) => ( release = resolve ) );
	const first = render(
		<VideoUploadView
			file={ video() }
			onComplete={ jest.fn() }
			onCancel={ jest.fn() }
		/>
	);
	await waitFor( () =>
		expect( requests.map( ( r ) => r.method ) ).toContain( 'PATCH' )
	);
	act( () => first.unmount() );
	hold = null;
	release();
	render(
		<VideoUploadView
			file={ video() }
			onComplete={ jest.fn() }
			onCancel={ jest.fn() }
		/>
	);
	expect(
		await screen.findByText( 'Upload Complete', {}, { timeout: 5000 } )
	).toBeTruthy();
	// One upload on the server: the second view found it by fingerprint (HEAD), not a new POST.
	expect( uploads ).toHaveLength( 1 );
	expect( requests.filter( ( r ) => r.method === 'POST' ) ).toHaveLength( 1 );
	expect( requests.slice( -1 )[ 0 ]?.method ).toBe( 'HEAD' );
} );

it( 'mounted twice in a row (as React may do), it still makes one upload', async () => {
	const { StrictMode } = await import( 'react' );
	render(
		<StrictMode>
			<VideoUploadView
				file={ video() }
				onComplete={ jest.fn() }
				onCancel={ jest.fn() }
			/>
		</StrictMode>
	);
	expect(
		await screen.findByText( 'Upload Complete', {}, { timeout: 5000 } )
	).toBeTruthy();
	expect( uploads ).toHaveLength( 1 );
} );

it( 'says why when the site refuses an upload token', async () => {
	apiFetch.setFetchHandler( () =>
		Promise.reject( {
			success: false,
			data: {
				message:
					'Your session has expired. Reload the page and try again.',
			},
		} )
	);
	try {
		render(
			<VideoUploadView
				file={ video() }
				onComplete={ jest.fn() }
				onCancel={ jest.fn() }
			/>
		);
		expect( ( await screen.findByRole( 'alert' ) ).textContent ).toBe(
			'Your session has expired. Reload the page and try again.'
		);
		expect( requests ).toEqual( [] );
	} finally {
		apiFetch.setFetchHandler( tokenHandler );
	}
} );
