import { getBlockTransforms, registerBlockType } from '@wordpress/blocks';
import {
	fromCoreVideo,
	isConvertibleCoreVideo,
	toCoreVideo,
} from '../transforms';
import type { VideoAttributes } from '../types';

describe( 'conversion between core/video and videopress/video', () => {
	it( 'offers conversion only for core video blocks with a guid or tracks', () => {
		expect( isConvertibleCoreVideo( { guid: 'Ab3dEf7h' } ) ).toBe( true );
		expect(
			isConvertibleCoreVideo( {
				tracks: [ { src: 'a.vtt', srcLang: 'fr', kind: 'captions' } ],
			} )
		).toBe( true );
		expect(
			isConvertibleCoreVideo( { src: 'clip.mp4', tracks: [] } )
		).toBe( false );
	} );

	it( 'keeps file, options and tracks both ways', () => {
		const core = {
			id: 5,
			src: 'http://localhost/clip.mp4',
			guid: 'Ab3dEf7h',
			autoplay: true,
			loop: true,
			muted: true,
			playsInline: true,
			controls: false,
			poster: 'http://localhost/poster.jpg',
			preload: 'auto',
			caption: 'Harbour',
			tracks: [
				{
					src: 'http://localhost/fr.vtt',
					label: 'Français',
					srcLang: 'fr',
					kind: 'captions',
				},
			],
		};
		const video = fromCoreVideo( core );
		expect( video ).toMatchObject( {
			id: 5,
			guid: 'Ab3dEf7h',
			playsinline: true,
			controls: false,
			preload: 'auto',
			videoPressTracks: [
				{
					src: 'http://localhost/fr.vtt',
					label: 'Français',
					srcLang: 'fr',
					kind: 'captions',
				},
			],
		} );
		expect(
			toCoreVideo( { maxWidth: '100%', ...video } as VideoAttributes )
		).toMatchObject( core );
	} );

	it( 'defaults an unknown track kind to subtitles and a missing language to en', () => {
		expect(
			fromCoreVideo( {
				guid: 'Ab3dEf7h',
				tracks: [ { src: 'x.vtt', kind: 'odd' } ],
			} ).videoPressTracks
		).toEqual( [
			{ src: 'x.vtt', kind: 'subtitles', srcLang: 'en', label: '' },
		] );
	} );

	it( 'is registered on the block', () => {
		const { metadata, settings } = require( '../index' );
		registerBlockType( metadata, settings );
		expect(
			getBlockTransforms( 'from', 'videopress/video' ).map(
				( transform ) => ( transform as { blocks?: string[] } ).blocks
			)
		).toContainEqual( [ 'core/video' ] );
	} );
} );
