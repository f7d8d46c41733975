import apiFetch from '@wordpress/api-fetch';
import { pollPoster } from '../poster';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const fetchMock = apiFetch as unknown as jest.Mock;

it( 'polls the poster every 2 s until it is no longer generating', async () => {
	fetchMock
		.mockResolvedValueOnce( { generating: true, poster: '' } )
		.mockResolvedValueOnce( { generating: true, poster: '' } )
		.mockResolvedValueOnce( {
			generating: false,
			poster: 'http://localhost/p.jpg',
		} );
	const waits: number[] = [];
	const state = await pollPoster( 'Ab3dEf7h', async ( ms ) => {
		waits.push( ms );
	} );
	expect( state ).toEqual( {
		generating: false,
		poster: 'http://localhost/p.jpg',
	} );
	expect( waits ).toEqual( [ 2000, 2000, 2000 ] );
	expect( fetchMock ).toHaveBeenCalledWith( {
		path: '/rest/v1.1/videos/Ab3dEf7h/poster',
	} );
} );

it( 'gives up with a message when the poster never comes', async () => {
	fetchMock.mockReset().mockResolvedValue( { generating: true, poster: '' } );
	await expect( pollPoster( 'Ab3dEf7h', async () => {}, 3 ) ).rejects.toThrow(
		/still being generated/
	);
	expect( fetchMock ).toHaveBeenCalledTimes( 3 );
} );
