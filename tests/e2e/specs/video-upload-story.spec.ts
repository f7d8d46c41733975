/**
 * videopress/video, the upload story in the editor: insert the block, choose a video made by ffmpeg,
 * pause the resumable upload and resume it, pick a poster frame with the scrubber, type a title,
 * Done; save, reload valid; a visitor gets a native <video> of the uploaded file. The upload machinery
 * (tus-js-client) is fetched only once a file is chosen, never with the editor bundle. Then the
 * editor reloads the page in the middle of an upload: choosing the same file again carries on from
 * the last chunk the server has, instead of sending the whole file again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Route } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { testVideoOnDisk } from '../helpers/test-video';

const ROOT = path.resolve( __dirname, '../../..' );

/** The pattern clip the stories upload, as bytes. */
function webmVideo(): Buffer {
	const video = testVideoOnDisk( 'story.webm' );
	video.cleanUp();
	return video.bytes;
}

test.describe( 'videopress/video upload', () => {
	test( 'upload with pause and resume, poster frame, title, Done; saved and shown to visitors', async ( {
		page,
		blocks,
		visitorMarkup,
	} ) => {
		test.setTimeout( 120_000 );
		// The editor bundle never carries the upload library; it is a chunk of its own.
		const editorJs = fs.readFileSync(
			path.join( ROOT, 'build/editor.js' ),
			'utf8'
		);
		expect( editorJs ).not.toContain( 'Tus-Resumable' );

		const video = webmVideo();
		const tusScripts: string[] = [];
		page.on( 'response', ( response ) => {
			if ( /blocks\/video\/tus-upload\.js/.test( response.url() ) ) {
				tusScripts.push( response.url() );
			}
		} );

		// The first chunk is held on its way until the story has paused (a slow line, made certain).
		let heldPatches = 0;
		let release: () => void = () => {};
		const released = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( /video-uploads/, async ( route: Route ) => {
			const override = await route
				.request()
				.headerValue( 'x-http-method-override' );
			if ( override === 'PATCH' && heldPatches === 0 ) {
				heldPatches += 1;
				await released;
				// Paused meanwhile: the browser already dropped this request.
				await route.continue().catch( () => {} );
				return;
			}
			await route.continue();
		} );

		await blocks.newPost( 'Video upload story' );
		const block = await blocks.insertFromInserter( 'VideoPress' );
		expect( tusScripts ).toEqual( [] );
		const [ chooser ] = await Promise.all( [
			page.waitForEvent( 'filechooser' ),
			block
				.getByRole( 'button', { name: 'Upload', exact: true } )
				.click(),
		] );
		await chooser.setFiles( {
			name: 'story.webm',
			mimeType: 'video/webm',
			buffer: video,
		} );

		await expect( block.getByText( /^Uploading \(\d+%\)$/ ) ).toBeVisible();
		await expect.poll( () => heldPatches ).toBe( 1 );
		expect( tusScripts ).toHaveLength( 1 );
		await block.getByRole( 'button', { name: 'Pause' } ).click();
		await expect( block.getByText( /^Paused \(\d+%\)$/ ) ).toBeVisible();
		release();

		// While paused: a title and a poster frame at 1.5 s.
		await block
			.getByRole( 'textbox', { name: 'Video title' } )
			.fill( 'Test pattern' );
		const scrubber = block.getByRole( 'slider', {
			name: 'Pick a poster frame',
		} );
		await expect( scrubber ).toBeEnabled();
		await scrubber.fill( '1500' );
		await expect( block.getByText( '0:01.5' ) ).toBeVisible();

		await block.getByRole( 'button', { name: 'Resume' } ).click();
		await expect( block.getByText( 'Upload Complete' ) ).toBeVisible( {
			timeout: 30_000,
		} );
		await block.getByRole( 'button', { name: 'Done' } ).click();

		// Neither the video's shape (read from the file by the preview: its aspect-ratio classes,
		// spec 002 §9; the test video is 320×240) nor the poster made from the chosen frame is
		// waited for here: saving is locked until both are known, so the save below must carry
		// them.
		const attributes = await page.evaluate(
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
					.getBlocks()[ 0 ]?.attributes
		);
		expect( attributes?.guid ).toMatch( /^[a-zA-Z0-9]{8}$/ );
		expect( String( attributes?.src ) ).toMatch( /\/story(-\d+)?\.webm$/ );

		// The stored file is the chosen one, byte for byte.
		const stored = await page.request.get( String( attributes?.src ) );
		expect( Buffer.from( await stored.body() ).equals( video ) ).toBe(
			true
		);

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved ).toMatchObject( {
			name: 'videopress/video',
			attributes: {
				guid: attributes?.guid,
				id: attributes?.id,
				// Saved with the poster made from the chosen frame, and the shape of the file.
				poster: expect.stringMatching( /\/poster-[^/]+\.jpg$/ ),
				videoPressClassNames: 'wp-embed-aspect-4-3 wp-has-aspect-ratio',
			},
		} );

		const visitor = await blocks.visitFrontEnd( postId );
		const player = visitor.locator( 'video' ).first();
		await expect( player ).toBeAttached();
		await expect( player ).toHaveAttribute(
			'src',
			String( attributes?.src )
		);
		await visitorMarkup.check( visitor, 'videopress/video' );
		await visitor.close();
	} );
} );

test.describe( 'videopress/video upload when the server keeps failing', () => {
	// The browser logs each refused chunk; that is the point of this story.
	test.use( { allowedConsoleError: /status of 500/ } );

	test( 'after the last retry the view offers Try again, and trying again finishes the upload', async ( {
		page,
		blocks,
	} ) => {
		test.setTimeout( 120_000 );
		// Every chunk fails (WordPress's fatal-error page) until the client's retries (0, 1, 3, 5, 10 s) run out.
		let failures = 0;
		await page.route( /video-uploads/, async ( route: Route ) => {
			const override = await route
				.request()
				.headerValue( 'x-http-method-override' );
			if ( override === 'PATCH' && failures < 6 ) {
				failures += 1;
				await route.fulfill( {
					status: 500,
					contentType: 'text/html',
					headers: { 'Tus-Resumable': '1.0.0' },
					body: '<p>There has been a critical error on this website.</p>',
				} );
				return;
			}
			await route.continue();
		} );
		await blocks.newPost( 'Video upload failure story' );
		const block = await blocks.insertFromInserter( 'VideoPress' );
		const [ chooser ] = await Promise.all( [
			page.waitForEvent( 'filechooser' ),
			block
				.getByRole( 'button', { name: 'Upload', exact: true } )
				.click(),
		] );
		await chooser.setFiles( {
			name: 'retry.webm',
			mimeType: 'video/webm',
			buffer: webmVideo(),
		} );
		const alert = block.getByRole( 'alert' );
		await expect( alert ).toHaveText(
			'An error was encountered during the upload. Check your network connection.',
			{ timeout: 40_000 }
		);
		expect( failures ).toBe( 6 );
		await block.getByRole( 'button', { name: 'Try again' } ).click();
		await expect( block.getByText( 'Upload Complete' ) ).toBeVisible( {
			timeout: 30_000,
		} );
		await block.getByRole( 'button', { name: 'Done' } ).click();
		await expect(
			block.getByRole( 'button', { name: 'Done' } )
		).toHaveCount( 0 );
	} );
} );

test.describe( 'videopress/video upload across a page reload', () => {
	test( 'after a reload mid-upload, choosing the same file again sends only what the server lacks', async ( {
		page,
		blocks,
	} ) => {
		test.setTimeout( 180_000 );
		// About 12 MB of noise: more than one chunk. Chosen from disk twice, it is the same file to
		// the browser (modification time included), which is what the upload's fingerprint is made of.
		const video = testVideoOnDisk( 'long-take.webm', {
			seconds: 4,
			noise: true,
		} );
		expect( video.bytes.length ).toBeGreaterThan( 10_000_000 );
		expect( video.bytes.length ).toBeLessThan( 20_000_000 );

		// The second chunk never arrives before the reload (a connection lost with the page).
		let reloaded = false;
		let heldSecondChunk = false;
		const afterReload: Array< {
			method: string;
			offset: string | null;
			bytes: number;
		} > = [];
		await page.route( /video-uploads/, async ( route: Route ) => {
			const request = route.request();
			const override = await request.headerValue(
				'x-http-method-override'
			);
			const offset = await request.headerValue( 'upload-offset' );
			if ( reloaded ) {
				afterReload.push( {
					method: override ?? request.method(),
					offset,
					bytes: request.postDataBuffer()?.length ?? 0,
				} );
			} else if ( override === 'PATCH' && offset !== '0' ) {
				heldSecondChunk = true;
				// Left hanging: the reload takes the request down with the page.
				return;
			}
			await route.continue().catch( () => {} );
		} );
		// Leaving an editor with unsaved changes asks first; the editor here says yes.
		page.on( 'dialog', ( dialog ) => void dialog.accept() );

		await blocks.newPost( 'Video reload story' );
		const block = await blocks.insertFromInserter( 'VideoPress' );
		const postId = await blocks.save();
		const choose = async ( target: typeof block ) => {
			const [ chooser ] = await Promise.all( [
				page.waitForEvent( 'filechooser' ),
				target
					.getByRole( 'button', { name: 'Upload', exact: true } )
					.click(),
			] );
			await chooser.setFiles( video.file );
		};

		const firstChunk = page.waitForResponse(
			( response ) =>
				/video-uploads/.test( response.url() ) &&
				response.request().headers()[ 'x-http-method-override' ] ===
					'PATCH'
		);
		await choose( block );
		expect( ( await firstChunk ).headers()[ 'upload-offset' ] ).toBe(
			'10000000'
		);
		await expect.poll( () => heldSecondChunk ).toBe( true );
		await expect( block.getByText( /^Uploading \(\d+%\)$/ ) ).toBeVisible();

		reloaded = true;
		await page.reload();
		expect( new URL( page.url() ).searchParams.get( 'post' ) ).toBe(
			String( postId )
		);
		const again = blocks.block( 'videopress/video' );
		await expect(
			again.getByRole( 'button', { name: 'Upload', exact: true } )
		).toBeVisible( { timeout: 30_000 } );
		await choose( again );
		await expect( again.getByText( 'Upload Complete' ) ).toBeVisible( {
			timeout: 60_000,
		} );

		// No new upload was created: the client asked where the old one stood and sent the rest.
		expect(
			afterReload.map( ( request ) => request.method )
		).not.toContain( 'POST' );
		expect( afterReload.map( ( request ) => request.method ) ).toContain(
			'HEAD'
		);
		const patches = afterReload.filter(
			( request ) => request.method === 'PATCH'
		);
		expect( patches.map( ( request ) => request.offset ) ).toEqual( [
			'10000000',
		] );
		expect( patches[ 0 ]?.bytes ).toBe( video.bytes.length - 10_000_000 );

		await again.getByRole( 'button', { name: 'Done' } ).click();
		const [ saved ] = await blocks.editorBlocks();
		const src = String( saved?.attributes.src );
		expect( saved?.attributes.guid ).toMatch( /^[a-zA-Z0-9]{8}$/ );
		expect( src ).toMatch( /\/long-take(-\d+)?\.webm$/ );
		const stored = await page.request.get( src );
		expect( Buffer.from( await stored.body() ).equals( video.bytes ) ).toBe(
			true
		);
		video.cleanUp();
	} );
} );

test.describe( 'videopress/video from a dropped file', () => {
	test( 'a video file dropped into the editor becomes the video block and uploads', async ( {
		page,
		editor,
		blocks,
	} ) => {
		test.setTimeout( 120_000 );
		const video = webmVideo();
		await blocks.newPost( 'Video drop story' );
		const frame =
			page.frame( { name: 'editor-canvas' } ) ?? page.mainFrame();
		// The file as the browser hands it over on a drop from the desktop.
		const dataTransfer = await frame.evaluateHandle( ( base64 ) => {
			const bytes = Uint8Array.from( atob( base64 ), ( c ) =>
				c.charCodeAt( 0 )
			);
			const transfer = new DataTransfer();
			transfer.items.add(
				new File( [ bytes ], 'dropped.webm', { type: 'video/webm' } )
			);
			return transfer;
		}, video.toString( 'base64' ) );
		const root = editor.canvas.locator( '.is-root-container' );
		for ( const type of [ 'dragenter', 'dragover', 'drop' ] ) {
			await root.dispatchEvent( type, { dataTransfer } );
		}

		const block = blocks.block( 'videopress/video' );
		await expect( block.getByText( 'Upload Complete' ) ).toBeVisible( {
			timeout: 30_000,
		} );
		await block.getByRole( 'button', { name: 'Done' } ).click();
		const [ dropped ] = await blocks.editorBlocks();
		expect( dropped?.name ).toBe( 'videopress/video' );
		expect( dropped?.attributes.guid ).toMatch( /^[a-zA-Z0-9]{8}$/ );
		// The file went into the upload, not into the stored attributes.
		expect( dropped?.attributes.fileForImmediateUpload ).toBeUndefined();
		const stored = await page.request.get(
			String( dropped?.attributes.src )
		);
		expect( Buffer.from( await stored.body() ).equals( video ) ).toBe(
			true
		);
	} );
} );
