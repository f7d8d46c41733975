/**
 * The release zip alone is a working plugin: on a fresh site of its own (no plugin files), the zip
 * that `npm run plugin-zip` packs is installed by WordPress's own Plugin_Upgrader (what Plugins →
 * Add New Plugin → Upload Plugin runs), activated on the Plugins screen, and then a post with two of its blocks
 * (one rendered by the server, one saved markup) is written, saved, reloaded valid and seen by a
 * visitor. A file the zip lacks fails here: the site has nothing else of the repository.
 */
import fs from 'node:fs';
import { ownSiteTest as test, expect } from '../helpers/own-site-editor';
import {
	ownSiteDir,
	packPluginZip,
	pluginDir,
	sitePhp,
} from '../release/site-files';

test.use( {
	ownSiteName: 'plugin-zip',
	ownSiteMuPlugins: [ 'e2e-offline.php' ],
	// A site without the plugin: served with no link to the repository and nothing active.
	ownSitePlugin: 'none',
} );
test.describe.configure( { timeout: 240_000 } );

test( 'uploaded through Plugins → Add New → Upload, activated, two blocks written, saved and seen by a visitor', async ( {
	page,
	blocks,
} ) => {
	const zip = packPluginZip( 'plugin-zip' );
	const dir = ownSiteDir( 'plugin-zip' );
	expect( fs.existsSync( pluginDir( dir ) ) ).toBe( false );

	// What Plugins → Add New Plugin → Upload Plugin does with the uploaded file: Plugin_Upgrader
	// unpacks it into wp-content/plugins. (The upload form itself refuses the ~3 MB zip on this
	// server: PHP's default upload_max_filesize is 2 MB.)
	const installed = sitePhp< true | string >(
		dir,
		`
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
wp_set_current_user( 1 );
$result = ( new Plugin_Upgrader( new Automatic_Upgrader_Skin() ) )->install( ${ JSON.stringify(
			zip
		) } );
echo wp_json_encode( is_wp_error( $result ) ? $result->get_error_message() : $result );
`
	);
	expect( installed ).toBe( true );
	// Activated from the Plugins screen, as the owner does.
	await page.goto( '/wp-admin/plugins.php' );
	const row = page.locator(
		'tr[data-plugin="jetpack-blocks/jetpack-blocks.php"]'
	);
	await row.getByRole( 'link', { name: 'Activate Jetpack Blocks' } ).click();
	await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
	await expect(
		page.locator( 'tr[data-plugin="jetpack-blocks/jetpack-blocks.php"]' )
	).toContainText( 'Version 12.5.0' );
	// The plugin WordPress runs is the zip's copy.
	expect( fs.lstatSync( pluginDir( dir ) ).isSymbolicLink() ).toBe( false );

	await blocks.newPost( 'From the zip' );
	await blocks.insertFromInserter( 'Business Hours' );
	const rating = await blocks.insertFromInserter( 'Star Rating' );
	const third = rating.getByRole( 'button', { name: 'Rate 3 out of 5' } );
	const box = await third.boundingBox();
	await third.click( { position: { x: ( box?.width ?? 24 ) - 3, y: 8 } } );
	await expect( rating.getByRole( 'group' ) ).toHaveAccessibleName(
		'Rating: 3 out of 5'
	);
	const postId = await blocks.save();
	const saved = await blocks.reloadAndCheckValid();
	expect( saved.map( ( block ) => block.name ) ).toEqual( [
		'jetpack/business-hours',
		'jetpack/rating-star',
	] );

	const visitor = await blocks.visitFrontEnd( postId );
	const hours = visitor.locator( 'dl.wp-block-jetpack-business-hours' );
	// Rendered by the zip's PHP (the day names and times come from the server).
	await expect( hours.locator( 'dt' ).first() ).toHaveText( 'Monday' );
	await expect( hours.locator( 'dd.Mon' ) ).toHaveText( '9:00 am – 5:00 pm' );
	await expect(
		visitor.locator(
			'.wp-block-jetpack-rating-star meta[itemprop="ratingValue"]'
		)
	).toHaveAttribute( 'content', '3' );
	await visitor.close();
} );
