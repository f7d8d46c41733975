/**
 * videopress/video: an editor uploads a generated video through the block, configures it (title,
 * description with chapters, a subtitles track, rating and privacy — one change refused by the
 * server and rolled back), saves, and a visitor watches a native <video> with its tracks and poster;
 * a private video is not shown to a signed-out visitor, nor served by its routes.
 */
import { request, type Page } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { BlockSteps } from '../helpers/block-steps';
import { testVideoOnDisk } from '../helpers/test-video';

const SUBTITLES = [
	'WEBVTT',
	'',
	'00:00:00.000 --> 00:00:02.000',
	'Bonjour et bienvenue',
	'',
].join( '\n' );

let videoFile = '';

test.beforeAll( () => {
	videoFile = testVideoOnDisk( 'harbour-tour.mp4' ).file;
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
		// The resumable upload view: once the upload is complete, Done hands the video to the block.
		await expect( block.getByText( 'Upload Complete' ) ).toBeVisible( {
			timeout: 30_000,
		} );
		await block.getByRole( 'button', { name: 'Done' } ).click();
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
		const trackForm = page.locator( '.videopress-video__track-form' );
		const trackList = page.locator( '.videopress-video__track-list li' );
		await trackForm
			.locator( 'input[type="file"]' )
			.setInputFiles( trackFile );
		await page.getByRole( 'textbox', { name: 'Label' } ).fill( 'Français' );
		await page
			.getByRole( 'textbox', { name: 'Source language' } )
			.fill( 'fr' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		// Back to the list, which now holds it.
		await expect(
			trackList.filter( { hasText: 'fr · subtitles' } )
		).toBeVisible();
		const trackKinds = async () =>
			(
				( await blockAttributes( page ) ).videoPressTracks as Array< {
					kind: string;
					srcLang: string;
				} >
			 ).map( ( track ) => `${ track.kind }/${ track.srcLang }` );
		await expect
			.poll( trackKinds )
			.toEqual( [ 'subtitles/fr', 'chapters/en' ] );
		await page.getByRole( 'button', { name: 'Upload track' } ).click();
		await trackForm
			.locator( 'input[type="file"]' )
			.setInputFiles( trackFile );
		await page
			.getByRole( 'textbox', { name: 'Source language' } )
			.fill( 'fr' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect(
			trackForm
				.locator( '.components-notice__content' )
				.getByText(
					'A track already exists for that language and kind.'
				)
		).toBeVisible();

		// As captions it is another track; deleting it shows "Deleting" until the server answers.
		await page
			.getByRole( 'combobox', { name: 'Kind' } )
			.selectOption( 'captions' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect(
			trackList.filter( { hasText: 'fr · captions' } )
		).toBeVisible();
		await expect
			.poll( trackKinds )
			.toEqual( [ 'subtitles/fr', 'captions/fr', 'chapters/en' ] );
		let releaseDelete: () => void = () => {};
		const deleteHeld = new Promise< void >(
			( resolve ) => ( releaseDelete = resolve )
		);
		await page.route( /tracks(%2F|\/)delete/, async ( route ) => {
			await deleteHeld;
			await route.continue();
		} );
		await trackList
			.filter( { hasText: 'fr · captions' } )
			.getByRole( 'button', { name: 'Delete' } )
			.click();
		await expect(
			page.getByRole( 'button', { name: 'Deleting' } )
		).toBeDisabled();
		releaseDelete();
		await expect
			.poll( trackKinds )
			.toEqual( [ 'subtitles/fr', 'chapters/en' ] );
		await expect( trackList ).toHaveCount( 2 );
		await page.unroute( /tracks(%2F|\/)delete/ );
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
		const publicSrc = String( await video.getAttribute( 'src' ) );
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
		// Its file left the address visitors saw; the media record and attachment page do not tell the new one.
		// (Unknown paths of a site with plain permalinks answer its front page: check what is sent.)
		// Redirects are followed: none may lead to the file.
		const oldAddress = await anonymous.get( publicSrc );
		expect( oldAddress.headers()[ 'content-type' ] ?? '' ).not.toMatch(
			/^video\//
		);
		expect( oldAddress.url() ).not.toMatch( /videopress-private/ );
		const mediaId = Number( saved?.attributes.id );
		const anonymousMedia = ( await (
			await anonymous.get(
				`/?rest_route=${ encodeURIComponent( `/wp/v2/media/${ mediaId }` ) }`
			)
		).json() ) as Record< string, unknown >;
		expect( anonymousMedia.source_url ).toBeUndefined();
		expect( JSON.stringify( anonymousMedia ) ).not.toMatch( /\.mp4/ );
		// Its attachment page does not lead to the file either (WordPress would redirect to it).
		const attachmentPage = await anonymous.get(
			`/?attachment_id=${ mediaId }`
		);
		expect( attachmentPage.headers()[ 'content-type' ] ?? '' ).not.toMatch(
			/^video\//
		);
		expect( attachmentPage.url() ).not.toMatch(
			/videopress-private|\.mp4/
		);
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
		// The cookie-checked file address: no nonce in it (issue 21).
		expect( fileUrl ).toContain( `videopress_file=${ guid }` );
		expect( fileUrl ).not.toContain( '_wpnonce' );
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
			storageState: { cookies: [], origins: [] },
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

		// Tracks: a file that is not WebVTT is refused; a track is stored, listed and deleted.
		const media = ( await requestUtils.uploadMedia(
			videoFile
		) ) as unknown as {
			id: number;
			jetpack_videopress: { guid: string };
		};
		const guid = media.jetpack_videopress.guid;
		expect( guid ).toMatch( /^[a-zA-Z0-9]{8}$/ );
		const tracksPath = `/rest/v1.1/videos/${ guid }/tracks`;
		const vtt = ( text: string ) => ( {
			name: 'de.vtt',
			mimeType: 'text/vtt',
			buffer: Buffer.from( text ),
		} );
		const notVtt = await requestUtils
			.rest( {
				method: 'POST',
				path: tracksPath,
				multipart: {
					kind: 'captions',
					srclang: 'de',
					label: 'Deutsch',
					vtt: vtt( '1\n00:00.000 --> 00:01.000\nHallo' ),
				},
			} )
			.then(
				() => null,
				( failure: { code?: string } ) => failure
			);
		expect( notVtt?.code ).toBe( 'invalid_vtt' );
		const stored = ( await requestUtils.rest( {
			method: 'POST',
			path: tracksPath,
			multipart: {
				kind: 'captions',
				srclang: 'de',
				label: 'Deutsch',
				vtt: vtt( 'WEBVTT\n\n00:00.000 --> 00:01.000\nHallo\n' ),
			},
		} ) ) as { src: string };
		const listed = ( await requestUtils.rest( {
			path: `/rest/v1.1/videos/${ guid }`,
		} ) ) as {
			tracks: Record<
				string,
				Record< string, { src: string; label: string } >
			>;
		};
		expect( listed.tracks ).toEqual( {
			captions: { de: { src: stored.src, label: 'Deutsch' } },
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: `${ tracksPath }/delete`,
			multipart: { kind: 'captions', srclang: 'de' },
		} );
		expect(
			(
				( await requestUtils.rest( {
					path: `/rest/v1.1/videos/${ guid }`,
				} ) ) as { tracks: unknown }
			 ).tracks
		).toEqual( {} );

		// A poster taken from the frame at 1.5 s on the server (ffmpeg), then read back.
		const poster = ( await requestUtils.rest( {
			method: 'POST',
			path: `/rest/v1.1/videos/${ guid }/poster`,
			data: { at_time: 1500, is_millisec: true },
		} ) ) as { generating: boolean; poster: string };
		expect( poster ).toEqual( {
			generating: false,
			poster: expect.stringMatching( /poster-.+\.jpe?g$/ ),
		} );
		expect(
			await requestUtils.rest( {
				path: `/rest/v1.1/videos/${ guid }/poster`,
			} )
		).toEqual( poster );

		// Bad input from an editor: 400s with a message.
		const refusals: Array< [ Record< string, unknown >, string ] > = [
			[ {}, 'invalid_id' ],
			[ { id: 999999, rating: 'G' }, 'not_found' ],
			[ { id: media.id, rating: 'X-18' }, 'invalid_rating' ],
			[ { id: media.id, privacy_setting: 3 }, 'invalid_privacy_setting' ],
			[ { id: media.id }, 'nothing_to_update' ],
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

	test( 'a core video block with a guid converts to the video block and back', async ( {
		page,
		blocks,
		editor,
		requestUtils,
	} ) => {
		const media = ( await requestUtils.uploadMedia(
			videoFile
		) ) as unknown as {
			id: number;
			source_url: string;
			jetpack_videopress: { guid: string };
		};
		const guid = media.jetpack_videopress.guid;
		const post = await blocks.createPostWithContent(
			[
				`<!-- wp:video {"id":${ media.id },"guid":"${ guid }"} -->`,
				`<figure class="wp-block-video"><video controls src="${ media.source_url }"></video></figure>`,
				'<!-- /wp:video -->',
			].join( '\n' ),
			'Core video to convert'
		);
		await blocks.editPost( post.id );
		await editor.selectBlocks(
			editor.canvas.locator( '[data-type="core/video"]' )
		);
		await editor.openDocumentSettingsSidebar();
		await page
			.getByRole( 'button', { name: 'Transform blocks to VideoPress' } )
			.click();
		await expect
			.poll( async () => ( await blocks.editorBlocks() )[ 0 ] )
			.toMatchObject( {
				name: 'videopress/video',
				attributes: { id: media.id, guid, src: media.source_url },
			} );
		await expect(
			editor.canvas.locator( '[data-type="videopress/video"] video' )
		).toBeVisible();

		await editor.selectBlocks(
			editor.canvas.locator( '[data-type="videopress/video"]' )
		);
		await editor.transformBlockTo( 'core/video' );
		await expect
			.poll( async () => ( await blocks.editorBlocks() )[ 0 ] )
			.toMatchObject( {
				name: 'core/video',
				attributes: { id: media.id, guid, src: media.source_url },
			} );
		await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'core/video',
			attributes: { guid },
		} );
	} );

	test( 'a video-host address with a guid inserts that video from the media library', async ( {
		blocks,
		editor,
		requestUtils,
	} ) => {
		const media = ( await requestUtils.uploadMedia(
			videoFile
		) ) as unknown as {
			id: number;
			jetpack_videopress: { guid: string };
		};
		const guid = media.jetpack_videopress.guid;
		await blocks.newPost( 'Video from an address' );
		const block = await blocks.insertFromInserter( 'VideoPress' );
		const address = block.getByRole( 'textbox', {
			name: 'Or insert from URL',
		} );
		await address.fill( 'https://example.com/not-a-video' );
		await block.getByRole( 'button', { name: 'Insert' } ).click();
		await expect(
			block.getByText(
				'That address is neither a video host address with a video id nor a video file.'
			)
		).toBeVisible();
		await address.fill( `https://videopress.com/v/${ guid }` );
		await block.getByRole( 'button', { name: 'Insert' } ).click();
		await expect( block.locator( 'video' ) ).toBeVisible();
		await expect
			.poll(
				async () => ( await blocks.editorBlocks() )[ 0 ]?.attributes
			)
			.toMatchObject( { guid, id: media.id } );
		await editor.selectBlocks( block );
		await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved?.attributes ).toMatchObject( { guid, id: media.id } );
	} );

	test( 'visitors get the chosen playback options; autoplay comes with muted and playsinline', async ( {
		page,
		blocks,
		requestUtils,
		visitorMarkup,
	} ) => {
		const media = ( await requestUtils.uploadMedia(
			videoFile
		) ) as unknown as {
			id: number;
			jetpack_videopress: { guid: string };
		};
		const guid = media.jetpack_videopress.guid;
		const post = await blocks.createPostWithContent(
			[
				`<!-- wp:videopress/video {"autoplay":true,"controls":false,"guid":"${ guid }","id":${ media.id },"loop":true,"preload":"none","maxWidth":"320px"} -->`,
				'<figure class="wp-block-videopress-video"><figcaption class="wp-element-caption">Test card</figcaption></figure>',
				'<!-- /wp:videopress/video -->',
			].join( '\n' ),
			'Video options'
		);
		const visitor = await BlockSteps.anonymousPage( page );
		await visitor.goto( post.link );
		const video = visitor.locator( '.wp-block-videopress-video video' );
		for ( const flag of [ 'autoplay', 'muted', 'playsinline', 'loop' ] ) {
			await expect( video ).toHaveAttribute( flag, '' );
		}
		await expect( video ).not.toHaveAttribute( 'controls', /.*/ );
		await expect( video ).toHaveAttribute( 'preload', 'none' );
		await expect(
			visitor.locator( '.wp-block-videopress-video' )
		).toHaveAttribute( 'style', /max-width:\s*320px/ );
		await expect( visitor.locator( 'figcaption' ) ).toHaveText(
			'Test card'
		);
		await visitorMarkup.check( visitor, 'videopress/video' );
		await visitor.close();
	} );

	// Videos private by default is a site-wide switch: the tag runs it where no other story sees it.
	test( 'the site default privacy applies to videos that follow it @site-wide', async ( {
		requestUtils,
	} ) => {
		const media = ( await requestUtils.uploadMedia(
			videoFile
		) ) as unknown as {
			id: number;
			jetpack_videopress: { guid: string; privacy_setting: number };
		};
		const { guid } = media.jetpack_videopress;
		expect( media.jetpack_videopress.privacy_setting ).toBe( 2 );
		const anonymous = await request.newContext( {
			baseURL: process.env.WP_BASE_URL,
			storageState: { cookies: [], origins: [] },
		} );
		const details = () =>
			anonymous.get(
				`/?rest_route=${ encodeURIComponent( `/rest/v1.1/videos/${ guid }` ) }`
			);
		expect( ( await details() ).status() ).toBe( 200 );
		const publicUrl = String(
			( ( await ( await details() ).json() ) as { original: string } )
				.original
		);
		try {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: { videopress_private_enabled_for_site: true },
			} );
			expect( ( await details() ).status() ).toBe( 401 );
			const old = await anonymous.get( publicUrl );
			expect( old.headers()[ 'content-type' ] ?? '' ).not.toMatch(
				/^video\//
			);
		} finally {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: { videopress_private_enabled_for_site: false },
			} );
		}
		const back = await details();
		expect( back.status() ).toBe( 200 );
		const file = await anonymous.get(
			String( ( ( await back.json() ) as { original: string } ).original )
		);
		expect( file.headers()[ 'content-type' ] ).toBe( 'video/mp4' );
		await anonymous.dispose();
	} );
} );
