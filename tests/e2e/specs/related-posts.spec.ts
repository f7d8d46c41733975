/**
 * jetpack/related-posts with the local engine: posts made through REST with overlapping tags and
 * words, the block inserted and configured in the editor, and the visitor's server-rendered list
 * ordered by similarity. Every word and tag carries a per-run suffix, so no other spec's posts on
 * the shared site can be related to these.
 *
 * Scores (php-stubs/related-posts/engine.php: 3 per shared tag, 2 per shared category, 10 × the
 * cosine of the word vectors, title words weighing 3):
 * - "same": both tags and the same words → 16;
 * - "words": no tag, most of the words → about 5.6;
 * - "tag": one tag, no word → 3;
 * - "unrelated": nothing shared → not listed, until it gets both tags and one word → about 7.1.
 */
import { test, expect } from '../helpers/test';
import type { Page } from '@playwright/test';
import { request as apiRequest } from '@playwright/test';
import { BlockSteps } from '../helpers/block-steps';
import { signedInUser } from '../helpers/users';

interface Created {
	id: number;
	link: string;
	/** The title as given (the route and the page show it unchanged: plain words). */
	title: string;
}

/** A 1 × 1 PNG, the featured image of the most similar post. */
const PIXEL_PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64'
);
const IMAGE_ALT = 'Paper lanterns over the harbour';

const paragraph = ( text: string ) =>
	`<!-- wp:paragraph --><p>${ text }</p><!-- /wp:paragraph -->`;

async function listedTitles( visitor: Page ): Promise< string[] > {
	return visitor
		.locator(
			'.wp-block-jetpack-related-posts .jp-related-posts-i2__post-link'
		)
		.allTextContents();
}

// The related-posts module is site-wide state: the tag runs these stories after every other
// worker's, one after the other (the site-wide project of playwright.config.ts).
test.describe( 'jetpack/related-posts @site-wide', () => {
	test.describe.configure( { mode: 'serial' } );

	test( 'activate, configure, save, reload, and list the most similar posts to visitors', async ( {
		page,
		blocks,
		editor,
		requestUtils,
		visitorMarkup,
	} ) => {
		const run = Date.now().toString( 36 );
		const word = ( stem: string ) => `${ stem }${ run }x`;
		const amber = word( 'amber' );
		const birch = word( 'birch' );
		const cedar = word( 'cedar' );
		const delta = word( 'delta' );
		const ember = word( 'ember' );
		const fable = word( 'fable' );
		const gusto = word( 'gusto' );
		const haze = word( 'haze' );
		const iris = word( 'iris' );

		const tag = async ( name: string ) =>
			(
				( await requestUtils.rest( {
					method: 'POST',
					path: '/wp/v2/tags',
					data: { name },
				} ) ) as { id: number }
			 ).id;
		const tagOne = await tag( `Lanterns ${ run }` );
		const tagTwo = await tag( `Harbours ${ run }` );

		const image = ( await requestUtils.uploadMedia( {
			name: `lanterns-${ run }.png`,
			mimeType: 'image/png',
			buffer: PIXEL_PNG,
		} as never ) ) as { id: number };
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/media/${ image.id }`,
			data: { alt_text: IMAGE_ALT },
		} );

		const post = async (
			title: string,
			content: string,
			tags: number[],
			extra: Record< string, unknown > = {}
		): Promise< Created > => ( {
			...( ( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title,
					content: paragraph( content ),
					tags,
					status: 'publish',
					...extra,
				},
			} ) ) as { id: number; link: string } ),
			title,
		} );

		const same = await post(
			`${ amber } ${ birch } ${ cedar } guide`,
			`${ amber } ${ birch } ${ cedar } ${ delta }`,
			[ tagOne, tagTwo ],
			{ featured_media: image.id }
		);
		const byWords = await post(
			`${ amber } ${ ember } notes`,
			`${ amber } ${ birch }`,
			[]
		);
		const byTag = await post( `${ fable } ${ gusto }`, fable, [ tagOne ] );
		const unrelated = await post( `${ haze } ${ iris }`, haze, [] );
		// A draft and a password-protected post sharing everything are never listed.
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: `${ amber } ${ birch } ${ cedar } draft`,
				content: paragraph( `${ amber } ${ birch } ${ cedar }` ),
				tags: [ tagOne, tagTwo ],
				status: 'draft',
			},
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: `${ amber } ${ birch } ${ cedar } secret`,
				content: paragraph( `${ amber } ${ birch } ${ cedar }` ),
				tags: [ tagOne, tagTwo ],
				status: 'publish',
				password: 'hidden',
			},
		} );
		const target = await post(
			`${ amber } ${ birch } ${ cedar }`,
			`${ amber } ${ birch } ${ cedar } ${ delta }`,
			[ tagOne, tagTwo ]
		);

		const title = ( created: Created ) => created.title;

		// The route answers the spec's item shape, most similar first.
		const answer = ( await requestUtils.rest( {
			path: `/wpcom/v2/related-posts/${ target.id }`,
		} ) ) as Array< Record< string, unknown > >;
		expect( answer.map( ( item ) => item.id ) ).toEqual( [
			same.id,
			byWords.id,
			byTag.id,
		] );
		expect( answer[ 0 ] ).toMatchObject( {
			url: same.link,
			title: title( same ),
			author: 'admin',
			img: { src: expect.stringMatching( /\.png$/ ), alt: IMAGE_ALT },
			block_context: { text: expect.stringContaining( run ) },
		} );

		// The feature starts off (the module's default), whatever ran before on this site.
		await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/module/related-posts/active',
			data: { active: false },
		} );
		const status = ( await requestUtils.rest( {
			path: '/wpcom/v2/related-posts',
		} ) ) as { enabled: boolean };
		expect( status ).toEqual( { enabled: false } );

		await blocks.editPost( target.id );

		// Slow the activation down enough to see its busy label.
		await page.route( /related-posts(%2F|\/)enable/, async ( route ) => {
			await new Promise( ( resolve ) => setTimeout( resolve, 800 ) );
			await route.continue();
		} );
		await blocks.insertFromInserter( 'Related Posts' );
		// The heading inner block becomes the last block in the canvas once the feature is on.
		const block = blocks.block( 'jetpack/related-posts' );
		const headline = block.getByRole( 'document', {
			name: /Block: Heading/,
		} );
		await expect(
			block.getByText(
				"You'll need to activate the Related Posts feature to use this block."
			)
		).toBeVisible();
		await block
			.getByRole( 'button', { name: 'Activate Related Posts' } )
			.click();
		await expect(
			block.getByRole( 'button', { name: 'Activating Related Posts' } )
		).toBeVisible();
		await expect( headline ).toBeVisible();
		await page.unroute( /related-posts(%2F|\/)enable/ );

		// The live preview: the three related posts, then a placeholder for the fourth slot.
		const previewTitles = block.locator(
			'.jp-related-posts-i2__post-link'
		);
		await expect( previewTitles ).toHaveText( [
			title( same ),
			title( byWords ),
			title( byTag ),
		] );

		await headline.click();
		await page.keyboard.type( 'More to read' );

		await editor.selectBlocks( block );
		await editor.openDocumentSettingsSidebar();
		await page.getByRole( 'tab', { name: 'Block' } ).click();
		const count = page.getByRole( 'spinbutton', {
			name: 'Number of posts',
		} );
		await count.fill( '4' );
		await expect(
			block.getByText(
				"Preview unavailable: you haven't published enough posts with similar content."
			)
		).toHaveCount( 1 );
		await page.getByRole( 'checkbox', { name: 'Display author' } ).check();
		await page.getByRole( 'checkbox', { name: 'Display context' } ).check();
		await page.getByRole( 'checkbox', { name: 'Display date' } ).uncheck();
		await page
			.getByRole( 'checkbox', { name: 'Display thumbnails' } )
			.check();
		await expect(
			block.getByRole( 'img', { name: IMAGE_ALT } )
		).toHaveCount( 1 );
		await editor.clickBlockToolbarButton( 'List view' );
		await expect( block ).toHaveClass( /is-layout-list/ );

		const postId = await blocks.save();
		expect( postId ).toBe( target.id );
		// Opened with the feature already on, the block shows the related posts the post record
		// embeds and asks for none (spec 002 §4).
		const listRequests: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /related-posts(%2F|\/)\d+/.test( request.url() ) ) {
				listRequests.push( request.url() );
			}
		} );
		const saved = await blocks.reloadAndCheckValid();
		await expect( previewTitles ).toHaveText( [
			title( same ),
			title( byWords ),
			title( byTag ),
		] );
		expect( listRequests ).toEqual( [] );
		expect(
			saved.filter( ( { name } ) => name !== 'core/paragraph' )
		).toMatchObject( [
			{
				name: 'jetpack/related-posts',
				attributes: {
					postLayout: 'list',
					displayAuthor: true,
					displayContext: true,
					displayDate: false,
					displayThumbnails: true,
					postsToShow: 4,
				},
				innerBlocks: [
					{
						name: 'core/heading',
						attributes: { content: 'More to read' },
					},
				],
			},
		] );

		const visitor = await blocks.visitFrontEnd( postId );
		const related = visitor.locator( '.wp-block-jetpack-related-posts' );
		await expect( related ).toHaveClass( /is-layout-list/ );
		await expect(
			related.getByRole( 'heading', { name: 'More to read' } )
		).toBeVisible();
		const nav = related.getByRole( 'navigation', {
			name: 'Related posts',
		} );
		expect( await listedTitles( visitor ) ).toEqual( [
			title( same ),
			title( byWords ),
			title( byTag ),
		] );
		await expect(
			nav.getByRole( 'heading', { level: 3 } ).first()
		).toHaveText( title( same ) );
		await expect(
			nav.getByRole( 'link', { name: title( same ) } )
		).toHaveAttribute( 'href', same.link );
		await expect( related.getByText( title( unrelated ) ) ).toHaveCount(
			0
		);
		await expect(
			related.getByText( `${ amber } ${ birch } ${ cedar } secret` )
		).toHaveCount( 0 );
		await expect(
			related.getByText( `${ amber } ${ birch } ${ cedar } draft` )
		).toHaveCount( 0 );
		// Three found: one row of three (the headline is h2, so post titles are h3); author and context shown, date hidden.
		await expect(
			nav.locator( '.jp-related-posts-i2__row[data-post-count="3"]' )
		).toHaveCount( 1 );
		await expect(
			nav.locator( '.jp-related-posts-i2__post-author' ).first()
		).toHaveText( 'By admin' );
		await expect(
			nav.locator( '.jp-related-posts-i2__post-context' ).nth( 1 )
		).toHaveText( 'Similar post' );
		await expect(
			nav.locator( '.jp-related-posts-i2__post-context a' ).first()
		).toHaveText( /In “(Lanterns|Harbours) / );
		await expect( nav.locator( 'time' ) ).toHaveCount( 0 );
		// Only the post with a featured image has a thumbnail, with the image's alternative text.
		await expect( nav.locator( 'img' ) ).toHaveCount( 1 );
		await expect( nav.locator( 'img' ) ).toHaveAttribute(
			'alt',
			IMAGE_ALT
		);
		expect(
			( await BlockSteps.scriptSources( visitor ) ).filter( ( src ) =>
				src.includes( 'jetpack-blocks' )
			)
		).toEqual( [] );
		await visitorMarkup.check( visitor, 'jetpack/related-posts' );

		// Editing a post re-indexes it: the unrelated post gets both tags and one shared word, the
		// tag-only post loses its tag.
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/posts/${ unrelated.id }`,
			data: {
				tags: [ tagOne, tagTwo ],
				content: paragraph( `${ haze } ${ amber }` ),
			},
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/posts/${ byTag.id }`,
			data: { tags: [] },
		} );
		await visitor.reload();
		expect( await listedTitles( visitor ) ).toEqual( [
			title( same ),
			title( unrelated ),
			title( byWords ),
		] );
		await visitor.close();
	} );

	test( 'opens content saved by the reference plugin as valid', async ( {
		blocks,
	} ) => {
		const stored =
			'<!-- wp:jetpack/related-posts {"postLayout":"list","displayDate":false,"displayThumbnails":true,"displayContext":true,"postsToShow":4} /-->';
		const post = await blocks.createPostWithContent( stored );
		const [ block ] = await blocks.openAndCheckValid( post.id );
		expect( block ).toMatchObject( {
			name: 'jetpack/related-posts',
			attributes: {
				postLayout: 'list',
				displayDate: false,
				displayThumbnails: true,
				displayContext: true,
				postsToShow: 4,
			},
		} );
	} );

	test( "keeps the reference's colours, font size, spacing and 12.5 headline, in the editor and for visitors", async ( {
		blocks,
		visitorMarkup,
	} ) => {
		// Colours with enough contrast for the visitor-markup check. The feature is on (the first
		// story turned it on). A partner post sharing the words, so the
		// styled block has something to list.
		const run = Date.now().toString( 36 );
		const words = `quill${ run }x inkwell${ run }x parchment${ run }x`;
		const partner = await blocks.createPostWithContent(
			paragraph( `${ words } letters` ),
			`Letters ${ run }`
		);
		const stored =
			paragraph( `${ words } notes` ) +
			'\n<!-- wp:jetpack/related-posts {"displayHeadline":true,"headline":"You might also like","postsToShow":2,"backgroundColor":"black","textColor":"white","fontSize":"large","align":"wide","style":{"elements":{"link":{"color":{"text":"var:preset|color|pale-cyan-blue"}}},"typography":{"lineHeight":"1.8"},"spacing":{"padding":{"top":"20px","bottom":"20px"}}}} /-->';
		const post = await blocks.createPostWithContent(
			stored,
			`Notes ${ run }`
		);

		await blocks.editPost( post.id );
		const saved = await blocks.editorBlocks();
		expect( saved[ 1 ] ).toMatchObject( {
			name: 'jetpack/related-posts',
			isValid: true,
			attributes: {
				backgroundColor: 'black',
				textColor: 'white',
				fontSize: 'large',
				align: 'wide',
				style: {
					typography: { lineHeight: '1.8' },
					spacing: { padding: { top: '20px', bottom: '20px' } },
				},
				displayHeadline: true,
				headline: 'You might also like',
			},
		} );

		const visitor = await blocks.visitFrontEnd( post.id );
		const related = visitor.locator( '.wp-block-jetpack-related-posts' );
		for ( const name of [
			'alignwide',
			'has-background',
			'has-black-background-color',
			'has-white-color',
			'has-large-font-size',
		] ) {
			await expect( related ).toHaveClass(
				new RegExp( `\\b${ name }\\b` )
			);
		}
		await expect( related ).toHaveAttribute(
			'style',
			/line-height:\s*1\.8/
		);
		await expect( related ).toHaveAttribute(
			'style',
			/padding-top:\s*20px/
		);
		await expect(
			related.getByRole( 'heading', { name: 'You might also like' } )
		).toBeVisible();
		await expect(
			related.getByRole( 'link', { name: `Letters ${ run }` } )
		).toHaveAttribute( 'href', partner.link );
		await visitorMarkup.check( visitor, 'jetpack/related-posts' );
		await visitor.close();
	} );

	test( 'an author, who can publish, may switch the feature on; a contributor may not', async ( {
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/module/related-posts/active',
			data: { active: false },
		} );
		const enable = async ( role: string ) => {
			const user = await signedInUser( role, `rp${ role }` );
			const response = await user.context.post(
				`/?rest_route=${ encodeURIComponent(
					'/wpcom/v2/related-posts/enable'
				) }`,
				{ headers: { 'X-WP-Nonce': user.restNonce } }
			);
			const answer = {
				status: response.status(),
				body: ( await response.json() ) as unknown,
			};
			await user.context.dispose();
			return answer;
		};

		const contributor = await enable( 'contributor' );
		expect( contributor.status ).toBe( 403 );
		expect(
			await requestUtils.rest( { path: '/wpcom/v2/related-posts' } )
		).toEqual( { enabled: false } );

		expect( await enable( 'author' ) ).toEqual( {
			status: 200,
			body: true,
		} );
		expect(
			await requestUtils.rest( { path: '/wpcom/v2/related-posts' } )
		).toEqual( { enabled: true } );
	} );

	test( "a visitor's page reads the candidates' posts, metadata and terms together, not post by post", async ( {
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/jetpack/v4/module/related-posts/active',
			data: { active: true },
		} );
		const run = Date.now().toString( 36 );
		const tag = (
			( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/tags',
				data: { name: `Queries ${ run }` },
			} ) ) as { id: number }
		 ).id;
		const publish = async ( title: string, content: string ) =>
			( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: { title, content, tags: [ tag ], status: 'publish' },
			} ) ) as { id: number; link: string };
		const candidates = [];
		for ( let index = 0; index < 6; index++ ) {
			candidates.push(
				await publish(
					`Candidate ${ index } ${ run }`,
					paragraph( `Shared ${ run }` )
				)
			);
		}
		const page = await publish(
			`Reader ${ run }`,
			`${ paragraph(
				`Shared ${ run }`
			) }<!-- wp:jetpack/related-posts {"postsToShow":3} /-->`
		);

		const visitor = await apiRequest.newContext( {
			baseURL: process.env.WP_BASE_URL,
		} );
		const response = await visitor.get( page.link, {
			headers: {
				'X-E2E-Loaded-Files': '1',
				'X-E2E-Watch-Ids': candidates
					.map( ( candidate ) => candidate.id )
					.join( ',' ),
			},
		} );
		expect( response.status() ).toBe( 200 );
		const html = await response.text();
		const header = response.headers()[ 'x-e2e-watched-queries' ];
		await visitor.dispose();
		// Three of them listed (the newest first: they share the same tag and words).
		for ( const index of [ 5, 4, 3 ] ) {
			expect( html ).toContain( `Candidate ${ index } ${ run }` );
		}
		// Their posts, their metadata and their terms: one query each (with the object cache of the
		// test stack, fewer). Post by post it was three queries a candidate.
		expect( header, 'the test mu-plugin answered' ).toBeDefined();
		expect(
			( JSON.parse( header ?? '[]' ) as string[] ).length
		).toBeLessThanOrEqual( 3 );
	} );
} );
