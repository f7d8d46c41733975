import {
	findTransform,
	getBlockTransforms,
	registerBlockType,
} from '@wordpress/blocks';
import {
	fromCoreVideo,
	isConvertibleCoreVideo,
	toCoreVideo,
} from '../transforms';
import type { VideoAttributes } from '../types';

type Win = Window & { JetpackBlocksInitialState?: unknown };

describe( 'conversion between core/video and videopress/video', () => {
	// A site whose plan has video hosting (the plan rule itself is tested below and in the placeholder).
	beforeEach( () => {
		( window as Win ).JetpackBlocksInitialState = {
			sitePlan: { product_slug: 'jetpack_premium' },
		};
	} );
	afterAll( () => {
		delete ( window as Win ).JetpackBlocksInitialState;
	} );

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

	it( 'takes a single dropped video file into its upload; other drops are left alone', () => {
		const { metadata, settings } = require( '../index' );
		if ( ! getBlockTransforms( 'from', 'videopress/video' ).length ) {
			registerBlockType( metadata, settings );
		}
		// What the editor does with dropped files: the matching files transform of lowest priority.
		const forFiles = ( files: File[] ) =>
			findTransform(
				getBlockTransforms( 'from' ).filter(
					( transform ) => transform.type === 'files'
				) as never,
				( transform ) =>
					(
						transform as unknown as {
							isMatch: ( f: File[] ) => boolean;
						}
					 ).isMatch( files )
			) as unknown as {
				blockName: string;
				transform: ( f: File[] ) => {
					name: string;
					attributes: Record< string, unknown >;
				};
			} | null;
		const clip = new File( [ 'x' ], 'clip.webm', { type: 'video/webm' } );
		const found = forFiles( [ clip ] );
		expect( found?.blockName ).toBe( 'videopress/video' );
		const block = found?.transform( [ clip ] );
		expect( block?.name ).toBe( 'videopress/video' );
		expect( block?.attributes.fileForImmediateUpload ).toBe( clip );

		expect(
			forFiles( [ new File( [ 'x' ], 'a.png', { type: 'image/png' } ) ] )
		).toBeNull();
		expect( forFiles( [ clip, clip ] ) ).toBeNull();

		// Without the plan video hosting needs, the drop is WordPress's own video block's.
		( window as Win ).JetpackBlocksInitialState = {
			sitePlan: { product_slug: 'jetpack_free' },
		};
		expect( forFiles( [ clip ] ) ).toBeNull();
	} );
} );
