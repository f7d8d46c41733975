/**
 * videopress/video, the upload story in the editor: insert the block, choose a video made by ffmpeg,
 * pause the resumable upload and resume it, pick a poster frame with the scrubber, type a title,
 * Done; save, reload valid; a visitor gets a native <video> of the uploaded file. The upload machinery
 * (tus-js-client) is fetched only once a file is chosen, never with the editor bundle.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Route } from '@playwright/test';
import { test, expect } from '../helpers/test';

const ROOT = path.resolve( __dirname, '../../..' );

function webmVideo(): Buffer {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'video-story-' ) );
	const file = path.join( dir, 'story.webm' );
	execFileSync( '/usr/bin/ffmpeg', [
		'-v',
		'error',
		'-y',
		'-f',
		'lavfi',
		'-i',
		'testsrc=duration=3:size=320x240:rate=25',
		'-c:v',
		'libvpx',
		'-b:v',
		'400k',
		file,
	] );
	const video = fs.readFileSync( file );
	fs.rmSync( dir, { recursive: true, force: true } );
	return video;
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
			attributes: { guid: attributes?.guid, id: attributes?.id },
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
