/**
 * Translations of the editor's strings reach the lazy chunks too (php-stubs/i18n/script-translations.php):
 * a block's edit UI is a chunk the editor script loads itself, so WordPress never reads the chunk's
 * JSON file — nor any JSON file named after a source file, as `wp i18n make-json` names them for a
 * .po made from this repository's template.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';
import { test, expect } from '../helpers/test';
import { STATE_FILE } from '../global-setup';

const LOCALE = 'fr_FR';

/** A JSON translation file as `wp i18n make-json` writes it, for the file at `source`. */
function jedFile( source: string, messages: Record< string, string > ) {
	return JSON.stringify( {
		'translation-revision-date': '2026-11-27 12:00+0000',
		generator: 'script-translations.spec.ts',
		source,
		domain: 'messages',
		locale_data: {
			messages: {
				'': {
					domain: 'messages',
					'plural-forms': 'nplurals=2; plural=n > 1;',
					lang: LOCALE,
				},
				...Object.fromEntries(
					Object.entries( messages ).map( ( [ id, text ] ) => [
						id,
						[ text ],
					] )
				),
			},
		},
	} );
}

test.describe( 'translations of the editor script', () => {
	const written: string[] = [];

	test.beforeAll( () => {
		const { siteDir } = JSON.parse(
			fs.readFileSync( STATE_FILE, 'utf8' )
		) as { siteDir?: string };
		// eslint-disable-next-line playwright/no-skipped-test -- a suite pointed at another site (WP_BASE_URL) cannot write its files.
		test.skip(
			! siteDir,
			'needs the suite’s own site (its language folder)'
		);
		const folder = path.join( siteDir!, 'wp-content/languages/plugins' );
		fs.mkdirSync( folder, { recursive: true } );
		const write = (
			source: string,
			messages: Record< string, string >
		) => {
			const file = path.join(
				folder,
				`jetpack-blocks-${ LOCALE }-${ crypto
					.createHash( 'md5' )
					.update( source )
					.digest( 'hex' ) }.json`
			);
			fs.writeFileSync( file, jedFile( source, messages ) );
			written.push( file );
		};
		// A language pack made from the release zip: one file per built file, the chunk's included.
		write( 'build/blocks/rating-star/edit.js', {
			'Highest rating': 'Note maximale',
		} );
		// `wp i18n make-json` on a .po of this repository's template: one file per source file.
		write( 'src/blocks/rating-star/star-row.tsx', {
			'Rate %1$s out of %2$s': 'Noter %1$s sur %2$s',
		} );
		// A block's view script, for visitors' pages.
		write( 'build/blocks/map/view.js', {
			'Map of %s': 'Carte de %s',
		} );
		// The dashboard screen's file is not part of the editor: its strings stay out.
		write( 'build/admin/dashboard.js', {
			'Highest rating': 'Pas dans l’éditeur',
		} );
	} );

	test.afterAll( () => {
		written.forEach( ( file ) => fs.rmSync( file, { force: true } ) );
	} );

	test( 'a block’s edit UI, a lazy chunk, shows its strings in the editor’s language', async ( {
		page,
		blocks,
		editor,
		baseURL,
	} ) => {
		await page
			.context()
			.addCookies( [
				{ name: 'e2e_locale', value: LOCALE, url: baseURL! },
			] );
		await blocks.newPost( 'Traductions' );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'lang',
			'fr-FR'
		);
		const block = await blocks.insertFromInserter( 'Star Rating' );
		await expect(
			block.getByRole( 'button', { name: 'Noter 3 sur 5' } )
		).toBeVisible();
		await editor.openDocumentSettingsSidebar();
		await expect(
			page.getByRole( 'spinbutton', { name: 'Note maximale' } )
		).toBeVisible();
	} );

	test( 'a visitor’s page gives a view script its translations in the visitor’s language, and none in English', async ( {
		blocks,
		baseURL,
	} ) => {
		const post = await blocks.createPostWithContent(
			'<!-- wp:jetpack/map /-->',
			'Carte'
		);
		const visitor = await request.newContext( {
			baseURL,
			storageState: { cookies: [], origins: [] },
		} );
		const pageIn = async ( locale?: string ) =>
			(
				await visitor.get( post.link, {
					headers: locale ? { Cookie: `e2e_locale=${ locale }` } : {},
				} )
			).text();
		const translations =
			/<script[^>]*\bid=["']jetpack-map-view-script-js-translations["'][^>]*>([\s\S]*?)<\/script>/;
		const french = await pageIn( LOCALE );
		expect( french ).toMatch( /\bid=["']jetpack-map-view-script-js["']/ );
		expect( french.match( translations )?.[ 1 ] ).toContain(
			'Carte de %s'
		);
		// No language file for English: the script is there, with nothing to translate it.
		const english = await pageIn();
		expect( english ).toMatch( /\bid=["']jetpack-map-view-script-js["']/ );
		expect( english ).not.toMatch( translations );
		await visitor.dispose();
	} );
} );
