/**
 * The external media picker in the editor: from a slideshow's placeholder, "Select Image" →
 * Openverse opens the browser; a search goes through this site's list route to the Openverse
 * stand-in on loopback (the site's proxy pointed at it by the own site's mu-plugins); two results
 * are picked, copied into the media library ("Inserting media") and become the slideshow's
 * images; the post saves and reopens valid. The same from a core gallery's placeholder and then
 * its toolbar's Add menu (appending), and the companion app's uploads into a tiled gallery.
 */
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import {
	EXTERNAL_MEDIA_MU_PLUGINS,
	png,
	routeRemoteImages,
	startExternalMediaService,
	type ExternalMediaService,
} from '../helpers/external-media-service';

test.use( {
	ownSiteName: 'external-media-picker',
	ownSiteMuPlugins: [ 'e2e-offline.php', ...EXTERNAL_MEDIA_MU_PLUGINS ],
} );

test.describe( 'external media picker', () => {
	test.describe.configure( { timeout: 180_000 } );

	let service: ExternalMediaService;

	test.beforeAll( async () => {
		service = await startExternalMediaService();
	} );

	test.afterAll( async () => {
		await service?.close();
	} );

	test( 'picks two Openverse images into a slideshow', async ( {
		page,
		blocks,
		requestUtils,
	} ) => {
		// The editor's requests carry the stand-in's port; the originals' hosts are served locally.
		await page.context().setExtraHTTPHeaders( service.headers );
		await routeRemoteImages( page.context() );

		await blocks.newPost( 'Picker story' );
		const block = await blocks.insertFromInserter( 'Slideshow' );
		// The library button stays; the sources menu comes beside it.
		await expect(
			block.getByRole( 'button', { name: 'Media Library' } )
		).toBeVisible();
		await block.getByRole( 'button', { name: 'Select Image' } ).click();
		await expect(
			page.getByRole( 'menuitem', { name: 'Pexels Free Photos' } )
		).toBeVisible();
		await page.getByRole( 'menuitem', { name: 'Openverse' } ).click();

		const dialog = page.getByRole( 'dialog', { name: 'Select media' } );
		await expect( dialog ).toBeVisible();
		const box = dialog.getByRole( 'searchbox', { name: 'Search' } );
		await expect( box ).toBeFocused();
		const search = dialog.getByRole( 'button', { name: 'Search' } );
		await box.fill( '' );
		await expect( search ).toBeDisabled();
		await box.fill( 'mountain view' );
		await search.click();

		// 25 matches: a first page of 20, then "Load More".
		const options = dialog.getByRole( 'option' );
		await expect( options ).toHaveCount( 20 );
		await dialog.getByRole( 'button', { name: 'Load More' } ).click();
		await expect( options ).toHaveCount( 25 );
		await expect(
			dialog.getByRole( 'button', { name: 'Load More' } )
		).toHaveCount( 0 );
		const asked = service.seen
			.filter( ( seen ) => seen.url.pathname === '/openverse/v1/images/' )
			.map( ( seen ) => seen.url.searchParams );
		expect( asked.map( ( params ) => params.get( 'q' ) ) ).toContain(
			'mountain view'
		);
		expect( asked.map( ( params ) => params.get( 'page' ) ) ).toContain(
			'2'
		);

		// One picked with the mouse, one with the keyboard.
		await dialog
			.getByRole( 'option', { name: 'Mountain view 2', exact: true } )
			.click();
		await dialog
			.getByRole( 'option', { name: 'Mountain view 3', exact: true } )
			.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			dialog.getByRole( 'option', { selected: true } )
		).toHaveCount( 2 );
		await dialog.getByRole( 'button', { name: 'Insert' } ).click();
		await expect( dialog ).toBeHidden( { timeout: 60_000 } );

		await expect( block.getByText( 'Slide 1 of 2' ) ).toBeVisible();

		await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved?.name ).toBe( 'jetpack/slideshow' );
		const images = saved?.attributes.images as Array< {
			id: string;
			url: string;
			alt: string;
		} >;
		expect( images ).toHaveLength( 2 );
		expect( saved?.attributes.ids ).toEqual(
			images.map( ( image ) => Number( image.id ) )
		);

		// Both are now in this site's media library, with the attribution the licence asks for.
		for ( const [ index, image ] of images.entries() ) {
			const media = ( await requestUtils.rest( {
				path: `/wp/v2/media/${ image.id }`,
				params: { context: 'edit' },
			} ) ) as {
				source_url: string;
				alt_text: string;
				caption: { raw: string };
			};
			expect( new URL( media.source_url ).pathname ).toMatch(
				/\/wp-content\/uploads\//
			);
			expect( image.url ).toContain( '/wp-content/uploads/' );
			expect( media.caption.raw ).toContain(
				`Mountain view ${ index + 2 }`
			);
			expect( media.caption.raw ).toMatch( /is licensed under/ );
		}
	} );

	test( 'fills a core gallery, then adds to it from its toolbar', async ( {
		page,
		blocks,
		editor,
	} ) => {
		await page.context().setExtraHTTPHeaders( service.headers );
		await routeRemoteImages( page.context() );

		async function pickFromOpenverse( search: string, titles: string[] ) {
			await page.getByRole( 'menuitem', { name: 'Openverse' } ).click();
			const dialog = page.getByRole( 'dialog', { name: 'Select media' } );
			const box = dialog.getByRole( 'searchbox', { name: 'Search' } );
			await box.fill( search );
			await dialog.getByRole( 'button', { name: 'Search' } ).click();
			for ( const title of titles ) {
				await dialog
					.getByRole( 'option', { name: title, exact: true } )
					.click();
			}
			await dialog.getByRole( 'button', { name: 'Insert' } ).click();
			await expect( dialog ).toBeHidden( { timeout: 60_000 } );
		}

		await blocks.newPost( 'Gallery picker story' );
		await blocks.insertFromInserter( 'Gallery' );
		// Its image blocks come after it in the canvas: name the gallery itself.
		const gallery = editor.canvas.locator( '[data-type="core/gallery"]' );
		await gallery.getByRole( 'button', { name: 'Select Image' } ).click();
		await pickFromOpenverse( 'mountain lake', [ 'Mountain lake at dawn' ] );
		await expect( gallery.locator( 'img' ) ).toHaveCount( 1 );

		// The gallery toolbar's Add menu lists the sources too, and adds: the first image stays.
		await editor.selectBlocks( gallery );
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Add', exact: true } )
			.click();
		await expect(
			page.getByRole( 'menuitem', { name: 'Open Media Library' } )
		).toBeVisible();
		await pickFromOpenverse( 'mountain view', [ 'Mountain view 7' ] );
		await expect( gallery.locator( 'img' ) ).toHaveCount( 2 );

		await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved?.name ).toBe( 'core/gallery' );
		const captions = saved?.innerBlocks.map( ( image ) =>
			String( image.attributes.caption ?? '' )
		);
		expect( captions?.[ 0 ] ).toContain( 'Mountain lake at dawn' );
		expect( captions?.[ 1 ] ).toContain( 'Mountain view 7' );
		for ( const image of saved?.innerBlocks ?? [] ) {
			expect( image.name ).toBe( 'core/image' );
			expect( Number( image.attributes.id ) ).toBeGreaterThan( 0 );
			expect( String( image.attributes.url ) ).toContain(
				'/wp-content/uploads/'
			);
		}
	} );

	test( 'inserts what the phone uploads while the companion-app dialog is open', async ( {
		page,
		blocks,
		requestUtils,
	} ) => {
		// Something uploaded before the dialog opens is not offered.
		await requestUtils.uploadMedia( {
			name: 'before-the-dialog.png',
			mimeType: 'image/png',
			buffer: png( 120, 80 ),
		} as never );

		await blocks.newPost( 'Phone upload story' );
		const block = await blocks.insertFromInserter( 'Tiled Gallery' );
		await block.getByRole( 'button', { name: 'Select Image' } ).click();
		await page
			.getByRole( 'menuitem', { name: 'Jetpack Mobile App' } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Jetpack Mobile App',
		} );
		await expect(
			dialog.getByText( 'Upload from your phone' )
		).toBeVisible();
		await expect(
			dialog.getByRole( 'img', {
				name: 'QR code that opens the mobile app',
			} )
		).toBeVisible();

		// The phone uploads through the site's REST API, as the app does; the dialog polls for it.
		const phone = ( await requestUtils.uploadMedia( {
			name: 'from-the-phone.png',
			mimeType: 'image/png',
			buffer: png( 300, 200 ),
		} as never ) ) as { id: number };
		await expect(
			dialog.getByText( 'Select images to be added' )
		).toBeVisible( {
			timeout: 10_000,
		} );
		const options = dialog.getByRole( 'option' );
		await expect( options ).toHaveCount( 1 );
		await expect(
			dialog.getByRole( 'button', { name: 'Add images' } )
		).toBeDisabled();
		await options.first().click();
		await dialog.getByRole( 'button', { name: 'Add 1 image' } ).click();
		await expect( dialog ).toBeHidden( { timeout: 30_000 } );

		await expect( block.locator( 'img' ) ).toHaveCount( 1 );
		await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved?.name ).toBe( 'jetpack/tiled-gallery' );
		expect( saved?.attributes.ids ).toEqual( [ phone.id ] );
	} );

	test( 'lists Pexels 10 at a time and copies a photo into a tiled gallery', async ( {
		page,
		blocks,
	} ) => {
		await page.context().setExtraHTTPHeaders( service.headers );
		await routeRemoteImages( page.context() );
		await page.goto( '/wp-admin/options-media.php' );
		await page.getByLabel( 'Pexels API key' ).fill( service.pexels.key );
		await page.getByRole( 'button', { name: 'Save Changes' } ).click();
		await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();

		await blocks.newPost( 'Pexels story' );
		const block = await blocks.insertFromInserter( 'Tiled Gallery' );
		await block.getByRole( 'button', { name: 'Select Image' } ).click();
		await page
			.getByRole( 'menuitem', { name: 'Pexels Free Photos' } )
			.click();
		const dialog = page.getByRole( 'dialog', { name: 'Select media' } );
		const box = dialog.getByRole( 'searchbox', { name: 'Search' } );
		await expect( box ).toBeFocused();
		// 11 photos match: a page of 10, then one more.
		await box.fill( 'ridge' );
		await dialog.getByRole( 'button', { name: 'Search' } ).click();
		const options = dialog.getByRole( 'option' );
		await expect( options ).toHaveCount( 10 );
		await dialog.getByRole( 'button', { name: 'Load More' } ).click();
		await expect( options ).toHaveCount( 11 );

		await dialog
			.getByRole( 'option', { name: 'Mountain ridge 2', exact: true } )
			.click();
		await dialog.getByRole( 'button', { name: 'Insert' } ).click();
		await expect( dialog ).toBeHidden( { timeout: 60_000 } );
		await expect( block.locator( 'img' ) ).toHaveCount( 1 );

		await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		expect( saved?.name ).toBe( 'jetpack/tiled-gallery' );
		expect( saved?.attributes.ids as number[] ).toHaveLength( 1 );
	} );

	test.describe( 'photo library', () => {
		// The list answers 403 authorization_required until the account is connected (the
		// contract), and the browser logs every 4xx it receives.
		test.use( {
			allowedConsoleError: /the server responded with a status of 403/,
		} );

		test( 'connects Google Photos in a popup, browses an album and puts a photo in an image block', async ( {
			page,
			blocks,
		} ) => {
			await page.context().setExtraHTTPHeaders( service.headers );
			await routeRemoteImages( page.context() );

			// The site owner's OAuth client (here the stand-in's).
			await page.goto( '/wp-admin/options-media.php' );
			await page
				.getByLabel( 'Google OAuth client ID' )
				.fill( service.google.clientId );
			await page
				.getByLabel( 'Google OAuth client secret' )
				.fill( service.google.clientSecret );
			await page.getByRole( 'button', { name: 'Save Changes' } ).click();
			await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();

			await blocks.newPost( 'Photo library story' );
			const block = await blocks.insertFromInserter( 'Image' );
			await block.getByRole( 'button', { name: 'Select Image' } ).click();
			await page
				.getByRole( 'menuitem', { name: 'Google Photos' } )
				.click();
			const dialog = page.getByRole( 'dialog', { name: 'Select media' } );
			const connect = dialog.getByRole( 'button', {
				name: 'Connect to Google Photos',
			} );
			await expect( connect ).toBeVisible();

			// The consent page (the stand-in approves at once) returns to the site, which closes it.
			const popup = page.waitForEvent( 'popup' );
			await connect.click();
			await ( await popup ).waitForEvent( 'close', { timeout: 30_000 } );
			await expect(
				dialog.getByRole( 'button', {
					name: 'Disconnect from Google Photos',
				} )
			).toBeVisible();
			await expect(
				dialog.getByRole( 'option', { name: 'IMG_0001', exact: true } )
			).toBeVisible();
			// An image placeholder asks for photos only: the type filter is fixed.
			await expect(
				dialog.getByRole( 'combobox', { name: 'Media Type' } )
			).toBeDisabled();

			await dialog
				.getByRole( 'combobox', { name: 'View' } )
				.selectOption( { label: 'Albums' } );
			await dialog
				.getByRole( 'option', {
					name: /^Holidays 2024 \(\d+ items\)$/,
				} )
				.click();
			await expect(
				dialog.getByRole( 'navigation', { name: 'Album' } )
			).toContainText( 'Albums → Holidays 2024' );
			const photo = dialog.getByRole( 'option', {
				name: 'IMG_0001',
				exact: true,
			} );
			await photo.click();
			await dialog.getByRole( 'button', { name: 'Insert' } ).click();
			await expect( dialog ).toBeHidden( { timeout: 60_000 } );

			await blocks.save();
			const [ saved ] = await blocks.reloadAndCheckValid();
			expect( saved?.name ).toBe( 'core/image' );
			expect( Number( saved?.attributes.id ) ).toBeGreaterThan( 0 );
			expect( String( saved?.attributes.url ) ).toContain(
				'/wp-content/uploads/'
			);
		} );
	} );

	test.describe( 'offline', () => {
		// The site answers 502 external_media_unreachable, which the browser logs.
		test.use( {
			allowedConsoleError: /the server responded with a status of 502/,
		} );

		test( 'says Openverse cannot be reached, with Retry, instead of an empty grid', async ( {
			page,
			blocks,
		} ) => {
			// No stand-in header: the site tries the real Openverse, which this machine cannot reach.
			await blocks.newPost( 'Offline picker story' );
			const block = await blocks.insertFromInserter( 'Slideshow' );
			await block.getByRole( 'button', { name: 'Select Image' } ).click();
			await page.getByRole( 'menuitem', { name: 'Openverse' } ).click();
			const dialog = page.getByRole( 'dialog', { name: 'Select media' } );
			await expect(
				dialog.getByText(
					/^Openverse could not be reached from this site\./
				)
			).toBeVisible( { timeout: 30_000 } );
			await expect(
				dialog.getByText(
					'Sorry, but nothing matched your search criteria.'
				)
			).toHaveCount( 0 );
			await expect( dialog.getByRole( 'option' ) ).toHaveCount( 0 );

			// With the stand-in reachable, Retry asks again, and the failure gives way to the answer.
			await page.context().setExtraHTTPHeaders( service.headers );
			await routeRemoteImages( page.context() );
			const asked = service.seen.length;
			await dialog.getByRole( 'button', { name: 'Retry' } ).click();
			await expect(
				dialog.getByText( /^Openverse could not be reached/ )
			).toHaveCount( 0 );
			await expect
				.poll( () =>
					service.seen
						.slice( asked )
						.some(
							( seen ) =>
								seen.url.pathname === '/openverse/v1/images/'
						)
				)
				.toBe( true );
		} );
	} );
} );
