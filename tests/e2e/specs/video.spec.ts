/**
 * videopress/video: an editor uploads a generated video through the block, configures it (title,
 * description with chapters, a subtitles track, rating and privacy — one change refused by the
 * server and rolled back), saves, and a visitor watches a native <video> with its tracks and poster;
 * a private video is not shown to a signed-out visitor, nor served by its routes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, type Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';

const SUBTITLES = [
	'WEBVTT',
	'',
	'00:00:00.000 --> 00:00:02.000',
	'Bonjour et bienvenue',
	'',
].join( '\n' );

let videoFile = '';

test.beforeAll( () => {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'video-spec-' ) );
	videoFile = path.join( dir, 'harbour-tour.mp4' );
	execFileSync( 'ffmpeg', [
		'-nostdin',
		'-loglevel',
		'error',
		'-f',
		'lavfi',
		'-i',
		'testsrc=duration=3:size=320x240:rate=25',
		'-pix_fmt',
		'yuv420p',
		videoFile,
	] );
} );

// The refused meta call of the story is a deliberate 500, which the browser logs.
test.use( {
	allowedConsoleError:
		/Failed to load resource: the server responded with a status of 500/,
} );

/** The block's attributes in the editor. */
function blockAttributes( page: Page ) {
	return page.evaluate(
		() =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getBlocks: () => Array< {
									attributes: Record< string, unknown >;
								} >;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()[ 0 ]?.attributes ?? {}
	);
}

test.describe.configure( { mode: 'serial' } );

test.describe( 'videopress/video', () => {
	test( 'upload, configure, save, reload, and a visitor watches it with its tracks and poster', async ( {
		page,
		blocks,
		editor,
		visitorMarkup,
	} ) => {
		test.setTimeout( 180_000 );
		await blocks.newPost( 'Video story' );
		const block = await blocks.insertFromInserter( 'VideoPress' );
		await expect(
			block.getByRole( 'button', { name: 'Upload' } )
		).toBeVisible();
		await expect(
			block.getByRole( 'button', { name: 'Media Library' } )
		).toBeVisible();

		// Only video files reach the upload view.
		await block.locator( 'input[type="file"]' ).setInputFiles( {
			name: 'notes.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from( 'not a video' ),
		} );
		await expect(
			block.getByText( 'Please choose a video file.' )
		).toBeVisible();

		await block.locator( 'input[type="file"]' ).setInputFiles( videoFile );
		const preview = block.locator( 'video' );
		await expect( preview ).toBeVisible( { timeout: 30_000 } );
		await expect
			.poll( async () => ( await blockAttributes( page ) ).guid )
			.toMatch( /^[a-zA-Z0-9]{8}$/ );
		const guid = String( ( await blockAttributes( page ) ).guid );

		// Caption.
		await block
			.getByRole( 'textbox', { name: 'Video caption text' } )
			.fill( 'A morning on the harbour' );

		await editor.selectBlocks( block );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );

		// Details: title and a description with chapters (saved on leaving the field).
		const title = sidebar.getByRole( 'textbox', { name: 'Title' } );
		await expect( title ).toBeEnabled();
		await title.fill( 'Harbour tour' );
		const description = sidebar.getByRole( 'textbox', {
			name: 'Description',
		} );
		const chaptersSaved = page.waitForResponse(
			( response ) =>
				response.url().includes( `${ guid }%2Ftracks` ) ||
				response.url().includes( `${ guid }/tracks` )
		);
		await description.fill(
			'A short tour.\n(0:00) Boarding\n0:01 Lighthouse\n0:02 - Back to the quay'
		);
		await title.focus(); // leaves the description: it is saved
		expect( ( await chaptersSaved ).status() ).toBe( 200 );

		// A subtitles track through the toolbar; the same kind and language again is refused.
		await editor.showBlockToolbar();
		await page.getByRole( 'button', { name: 'Text tracks' } ).click();
		await page.getByRole( 'button', { name: 'Upload track' } ).click();
		const trackFile = {
			name: 'fr.vtt',
			mimeType: 'text/vtt',
			buffer: Buffer.from( SUBTITLES ),
		};
		await page
			.locator( '.videopress-video__track-form input[type="file"]' )
			.setInputFiles( trackFile );
		await page.getByRole( 'textbox', { name: 'Label' } ).fill( 'Français' );
		await page
			.getByRole( 'textbox', { name: 'Source language' } )
			.fill( 'fr' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Upload track' } )
		).toBeHidden();
		await expect
			.poll( async () =>
				(
					( await blockAttributes( page ) )
						.videoPressTracks as Array< {
						kind: string;
						srcLang: string;
					} >
				 ).map( ( track ) => `${ track.kind }/${ track.srcLang }` )
			)
			.toEqual( [ 'subtitles/fr', 'chapters/en' ] );
		await page.getByRole( 'button', { name: 'Text tracks' } ).click();
		await page.getByRole( 'button', { name: 'Upload track' } ).click();
		await page
			.locator( '.videopress-video__track-form input[type="file"]' )
			.setInputFiles( trackFile );
		await page
			.getByRole( 'textbox', { name: 'Source language' } )
			.fill( 'fr' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect(
			page
				.locator( '.components-notice__content' )
				.getByText(
					'A track already exists for that language and kind.'
				)
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Close', exact: true } )
			.click();
		await page.keyboard.press( 'Escape' );

		// Rating: saved; then a refused change comes back with a notice.
		await editor.openDocumentSettingsSidebar();
		const rating = sidebar.getByRole( 'combobox', { name: 'Rating' } );
		await rating.selectOption( 'PG-13' );
		await expect( rating ).toBeEnabled();
		await page.route( '**/videopress%2Fmeta*', ( route ) =>
			route.fulfill( {
				status: 500,
				contentType: 'application/json',
				body: JSON.stringify( {
					code: 'internal_error',
					message: 'The meta store is down.',
				} ),
			} )
		);
		await page.route( '**/wpcom/v2/videopress/meta*', ( route ) =>
			route.fulfill( {
				status: 500,
				contentType: 'application/json',
				body: JSON.stringify( {
					code: 'internal_error',
					message: 'The meta store is down.',
				} ),
			} )
		);
		await rating.selectOption( 'R-17' );
		await expect( rating ).toHaveValue( 'PG-13' );
		await expect(
			page
				.locator( '.components-notice__content' )
				.getByText(
					/The video settings could not be saved: The meta store is down\./
				)
		).toBeVisible();
		await page.unroute( '**/videopress%2Fmeta*' );
		await page.unroute( '**/wpcom/v2/videopress/meta*' );
		const privacy = sidebar.getByRole( 'combobox', {
			name: 'Video Privacy',
		} );
		await privacy.selectOption( 'Public' );
		await expect( privacy ).toBeEnabled();

		// Poster from the frame the preview shows.
		await preview.evaluate( ( video: HTMLVideoElement ) => {
			video.currentTime = 1;
		} );
		await sidebar
			.getByRole( 'button', { name: 'Use the current frame' } )
			.click();
		await expect(
			sidebar.getByRole( 'img', { name: 'Current poster image' } )
		).toBeVisible( {
			timeout: 30_000,
		} );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'videopress/video',
			attributes: {
				guid,
				caption: 'A morning on the harbour',
				title: 'Harbour tour',
			},
		} );
		expect( String( saved?.attributes.poster ) ).toMatch( /poster-/ );

		// The media record holds what the sidebar set.
		const media = await page.evaluate( async ( id ) => {
			const wp = (
				window as unknown as {
					wp: {
						apiFetch: ( options: {
							path: string;
						} ) => Promise< unknown >;
					};
				}
			 ).wp;
			return wp.apiFetch( { path: `/wp/v2/media/${ id }` } );
		}, Number( saved?.attributes.id ) );
		expect( media ).toMatchObject( {
			jetpack_videopress: {
				guid,
				rating: 'PG-13',
				privacy_setting: 0,
				title: 'Harbour tour',
			},
		} );

		const visitor = await blocks.visitFrontEnd( postId );
		const video = visitor.locator( '.wp-block-videopress-video video' );
		await expect( video ).toHaveAttribute(
			'src',
			/\/wp-content\/uploads\/.+\.mp4$/
		);
		await expect( video ).toHaveAttribute( 'poster', /poster-/ );
		await expect(
			video.locator( 'track[kind="subtitles"][srclang="fr"]' )
		).toHaveAttribute( 'label', 'Français' );
		const chapters = video.locator( 'track[kind="chapters"]' );
		const chaptersSrc = String( await chapters.getAttribute( 'src' ) );
		const vtt = await ( await visitor.request.get( chaptersSrc ) ).text();
		expect( vtt ).toContain( '00:00:00.000 --> 00:00:01.000\nBoarding' );
		expect( vtt ).toContain( '00:00:01.001 --> 00:00:02.000\nLighthouse' );
		expect( vtt ).toContain( 'Back to the quay' );
		await expect( visitor.locator( 'figcaption' ) ).toHaveText(
			'A morning on the harbour'
		);
		// The video plays: the browser reads its metadata from the served file.
		await expect
			.poll( () =>
				video.evaluate(
					( element: HTMLVideoElement ) => element.readyState
				)
			)
			.toBeGreaterThan( 0 );
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				src.includes( 'jetpack-blocks' )
			)
		).toEqual( [] );
		await visitorMarkup.check( visitor, 'videopress/video' );
		await visitor.close();

		// Private: signed-out visitors get a notice, and neither the details nor the file.
		await editor.selectBlocks( blocks.block( 'videopress/video' ) );
		await editor.openDocumentSettingsSidebar();
		await sidebar
			.getByRole( 'combobox', { name: 'Video Privacy' } )
			.selectOption( 'Private' );
		await expect(
			sidebar.getByRole( 'combobox', { name: 'Video Privacy' } )
		).toBeEnabled();
		const privateVisitor = await blocks.visitFrontEnd( postId );
		await expect( privateVisitor.locator( 'video' ) ).toHaveCount( 0 );
		await expect(
			privateVisitor.getByText(
				'This video is private. Log in to watch it.'
			)
		).toBeVisible();
		const anonymous = privateVisitor.request;
		for ( const route of [ '', '/file', '/poster' ] ) {
			const response = await anonymous.get(
				`/?rest_route=${ encodeURIComponent( `/rest/v1.1/videos/${ guid }${ route }` ) }`
			);
			expect( { route, status: response.status() } ).toEqual( {
				route,
				status: 401,
			} );
		}
		await visitorMarkup.check( privateVisitor, 'videopress/video' );
		await privateVisitor.close();

		// The signed-in editor still watches it, from the permission-checked file route (ranges too).
		const link = await page.evaluate(
			( id ) =>
				(
					window as unknown as {
						wp: {
							data: {
								select: ( store: string ) => {
									getEntityRecord: (
										kind: string,
										name: string,
										id: number
									) => { link: string };
								};
							};
						};
					}
				 ).wp.data
					.select( 'core' )
					.getEntityRecord( 'postType', 'post', id ).link,
			postId
		);
		const member = await page.context().newPage();
		await member.goto( link );
		const memberVideo = member.locator(
			'.wp-block-videopress-video video'
		);
		const fileUrl = String( await memberVideo.getAttribute( 'src' ) );
		expect( fileUrl ).toContain( `videos/${ guid }/file` );
		const part = await member.request.get( fileUrl, {
			headers: { Range: 'bytes=0-99' },
		} );
		expect( part.status() ).toBe( 206 );
		expect( await part.body() ).toHaveLength( 100 );
		expect( part.headers()[ 'content-range' ] ).toMatch(
			/^bytes 0-99\/\d+$/
		);
		await member.close();
	} );

	test( 'the video routes check who asks and what is sent', async ( {
		requestUtils,
	} ) => {
		const anonymous = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		const rest = ( route: string ) =>
			`/?rest_route=${ encodeURIComponent( route ) }`;
		for ( const route of [
			'/wpcom/v2/videopress/meta',
			'/rest/v1.1/videos/Ab3dEf7h/tracks',
			'/rest/v1.1/videos/Ab3dEf7h/tracks/delete',
			'/rest/v1.1/videos/Ab3dEf7h/poster',
		] ) {
			const response = await anonymous.post( rest( route ) );
			expect( { route, status: response.status() } ).toEqual( {
				route,
				status: 401,
			} );
		}
		expect(
			(
				await anonymous.get( rest( '/rest/v1.1/videos/Zz9Zz9Zz' ) )
			).status()
		).toBe( 404 );
		await anonymous.dispose();

		// Bad input from an editor: 400s with a message.
		const refusals: Array< [ Record< string, unknown >, string ] > = [
			[ {}, 'invalid_id' ],
			[ { id: 999999, rating: 'G' }, 'not_found' ],
		];
		for ( const [ data, code ] of refusals ) {
			const error = await requestUtils
				.rest( {
					method: 'POST',
					path: '/wpcom/v2/videopress/meta',
					data,
				} )
				.then(
					() => null,
					( failure: { code?: string } ) => failure
				);
			expect( error?.code ).toBe( code );
		}
	} );
} );
