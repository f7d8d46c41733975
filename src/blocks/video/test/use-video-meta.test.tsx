/**
 * The video file settings change optimistically through the meta route and come back on failure
 * with an error notice (spec 002 §4); the server is the apiFetch stand-in here.
 */
import apiFetch from '@wordpress/api-fetch';
import { act, renderHook, waitFor } from '@testing-library/react';
import { select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { useVideoMeta } from '../hooks/use-video-meta';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

const record = {
	id: 12,
	source_url: 'http://localhost/wp-content/uploads/clip.mp4',
	jetpack_videopress: {
		guid: 'Ab3dEf7h',
		rating: 'X-18',
		allow_download: false,
		privacy_setting: 2,
		title: 'Clip',
		description: '',
	},
};

function server( meta: () => Promise< unknown > ) {
	fetchMock.mockImplementation( ( options: { path: string } ) =>
		options.path.startsWith( '/wp/v2/media/' )
			? Promise.resolve( record )
			: meta()
	);
}

beforeEach( () => fetchMock.mockReset() );

it( 'reads the media record and keeps a change the server accepts', async () => {
	let answer: ( value: unknown ) => void = () => {};
	server( () => new Promise( ( resolve ) => ( answer = resolve ) ) );
	const { result } = renderHook( () => useVideoMeta( 12 ) );
	await waitFor( () => expect( result.current.values ).not.toBeNull() );
	expect( result.current.guid ).toBe( 'Ab3dEf7h' );

	let saved: Promise< boolean > = Promise.resolve( false );
	act( () => {
		saved = result.current.update( { privacy_setting: 1 } );
	} );
	// Shown at once, and the controls wait while the request runs.
	expect( result.current.values?.privacy_setting ).toBe( 1 );
	expect( result.current.isUpdating ).toBe( true );
	expect( fetchMock ).toHaveBeenLastCalledWith( {
		path: '/wpcom/v2/videopress/meta',
		method: 'POST',
		data: { id: 12, privacy_setting: 1 },
	} );
	await act( async () => {
		answer( { code: 'success', data: 200 } );
		await expect( saved ).resolves.toBe( true );
	} );
	expect( result.current.values?.privacy_setting ).toBe( 1 );
	expect( result.current.isUpdating ).toBe( false );
} );

it( 'reverts the change and shows a notice when the server refuses', async () => {
	server( () =>
		Promise.reject( {
			code: 'internal_error',
			message: 'Database is gone.',
		} )
	);
	const { result } = renderHook( () => useVideoMeta( 12 ) );
	await waitFor( () => expect( result.current.values ).not.toBeNull() );
	await act( async () => {
		await expect(
			result.current.update( { rating: 'PG-13', allow_download: true } )
		).resolves.toBe( false );
	} );
	expect( result.current.values ).toMatchObject( {
		rating: 'X-18',
		allow_download: false,
	} );
	expect( result.current.isUpdating ).toBe( false );
	expect(
		select( noticesStore )
			.getNotices()
			.map( ( notice ) => notice.content )
	).toContain( 'The video settings could not be saved: Database is gone.' );
} );

it( 'treats an answer without status 200 as a failure', async () => {
	server( () => Promise.resolve( { code: 'success' } ) );
	const { result } = renderHook( () => useVideoMeta( 12 ) );
	await waitFor( () => expect( result.current.values ).not.toBeNull() );
	await act( async () => {
		await result.current.update( { allow_download: true } );
	} );
	expect( result.current.values?.allow_download ).toBe( false );
	expect( fetchMock ).toHaveBeenLastCalledWith(
		expect.objectContaining( { data: { id: 12, allow_download: 1 } } )
	);
} );

it( 'reads the media record again on reload after it could not be read', async () => {
	let fail = true;
	fetchMock.mockImplementation( () =>
		fail
			? Promise.reject( {
					code: 'http_request_failed',
					message: 'The site did not answer.',
				} )
			: Promise.resolve( record )
	);
	const { result } = renderHook( () => useVideoMeta( 12 ) );
	await waitFor( () =>
		expect( result.current.loadError ).toBe( 'The site did not answer.' )
	);
	expect( result.current.values ).toBeNull();

	fail = false;
	act( () => result.current.reload() );
	await waitFor( () => expect( result.current.values ).not.toBeNull() );
	expect( result.current.loadError ).toBeNull();
	expect( result.current.guid ).toBe( 'Ab3dEf7h' );
} );
