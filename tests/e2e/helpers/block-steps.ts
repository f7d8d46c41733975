/**
 * Steps shared by the block specs, so that each spec reads as a short story:
 * insert → edit → save → reload (valid, no console error) → visit the front end.
 */
import type { Locator, Page } from '@playwright/test';
import {
	expect,
	type Admin,
	type Editor,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

export interface EditorBlock {
	name: string;
	isValid: boolean;
	attributes: Record< string, unknown >;
	innerBlocks: EditorBlock[];
}

/**
 * A block among the inserter's search results. The inserter keeps showing its category lists (which
 * hold the same option) until the debounced search renders the results, a listbox named "Blocks":
 * a click on the category list's option can land on whatever replaces it.
 */
export function inserterSearchResult( page: Page, title: string ): Locator {
	return page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option', { name: title, exact: true } );
}

export class BlockSteps {
	constructor(
		private readonly page: Page,
		private readonly admin: Admin,
		private readonly editor: Editor,
		private readonly requestUtils: RequestUtils
	) {}

	/** A new post open in the editor. */
	async newPost( title = 'Block test' ): Promise< void > {
		await this.admin.createNewPost( { title, showWelcomeGuide: false } );
	}

	/** Opens an existing post (e.g. one created with stored content) in the editor. */
	async editPost( postId: number ): Promise< void > {
		await this.admin.editPost( postId );
		await this.waitForEditor();
	}

	/** Creates a post whose content is the given stored markup; returns its id and link. */
	async createPostWithContent(
		content: string,
		title = 'Stored content'
	): Promise< { id: number; link: string } > {
		const post = ( await this.requestUtils.createPost( {
			title,
			content,
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} ) ) as {
			id: number;
			link: string;
		};
		return post;
	}

	/** Inserts a block the way a user does: the inserter, a search, a click. */
	async insertFromInserter( title: string ): Promise< Locator > {
		await this.page
			.getByRole( 'button', {
				name: /^(Toggle block inserter|Block Inserter)$/,
			} )
			.first()
			.click();
		const search = this.page.getByRole( 'searchbox', { name: /Search/ } );
		await search.fill( title );
		await inserterSearchResult( this.page, title ).click();
		// Close the inserter if it stayed open (it does on wide screens).
		const close = this.page.getByRole( 'button', {
			name: 'Close Block Inserter',
		} );
		if ( await close.isVisible() ) {
			await close.click();
		}
		const block = this.editor.canvas.locator( '[data-type]' ).last();
		await expect( block ).toBeVisible();
		return block;
	}

	/** The canvas element of the first block of a type. */
	block( name: string ): Locator {
		return this.editor.canvas.locator( `[data-type="${ name }"]` ).first();
	}

	/** Publishes (first save) or updates the post and returns its id. */
	async save(): Promise< number > {
		const postId = await this.page.evaluate( () =>
			( window as unknown as { wp: WpGlobal } ).wp.data
				.select( 'core/editor' )
				.getCurrentPostId()
		);
		const status = await this.page.evaluate( () =>
			( window as unknown as { wp: WpGlobal } ).wp.data
				.select( 'core/editor' )
				.getEditedPostAttribute( 'status' )
		);
		if ( status === 'publish' ) {
			await this.editor.saveDraft().catch( async () => {
				await this.page
					.getByRole( 'button', { name: 'Save', exact: true } )
					.click();
			} );
		} else {
			await this.editor.publishPost();
		}
		await expect
			.poll( () =>
				this.page.evaluate( () => {
					const editor = (
						window as unknown as { wp: WpGlobal }
					 ).wp.data.select( 'core/editor' );
					return (
						! editor.isSavingPost() && ! editor.isEditedPostDirty()
					);
				} )
			)
			.toBe( true );
		return Number( postId );
	}

	/** Reloads the editor and checks every block is valid and no warning is shown. */
	async reloadAndCheckValid(): Promise< EditorBlock[] > {
		await this.page.reload();
		return this.checkValid();
	}

	/**
	 * Opens a stored post in the editor and checks every block is valid and no warning is shown:
	 * one editor load, where `editPost` then `reloadAndCheckValid` would be two.
	 */
	async openAndCheckValid( postId: number ): Promise< EditorBlock[] > {
		await this.admin.editPost( postId );
		return this.checkValid();
	}

	private async checkValid(): Promise< EditorBlock[] > {
		await this.waitForEditor();
		await expect(
			this.editor.canvas.getByText( /unexpected or invalid content/i )
		).toHaveCount( 0 );
		const blocks = await this.editorBlocks();
		const invalid = flatten( blocks ).filter(
			( block ) => ! block.isValid
		);
		expect(
			invalid.map( ( block ) => block.name ),
			'invalid blocks after reload'
		).toEqual( [] );
		return blocks;
	}

	async editorBlocks(): Promise< EditorBlock[] > {
		return this.page.evaluate( () => {
			const shape = ( list: EditorBlock[] ): EditorBlock[] =>
				list.map( ( { name, isValid, attributes, innerBlocks } ) => ( {
					name,
					isValid,
					attributes,
					innerBlocks: shape( innerBlocks ),
				} ) );
			return shape(
				( window as unknown as { wp: WpGlobal } ).wp.data
					.select( 'core/block-editor' )
					.getBlocks()
			);
		} );
	}

	/** Opens the published post as a logged-out visitor would see it. */
	async visitFrontEnd( postId: number ): Promise< Page > {
		const link = await this.page.evaluate(
			( id ) =>
				( window as unknown as { wp: WpGlobal } ).wp.data
					.select( 'core' )
					.getEntityRecord( 'postType', 'post', id )?.link as string,
			postId
		);
		const visitor = await BlockSteps.anonymousPage( this.page );
		await visitor.goto( link ?? `/?p=${ postId }` );
		return visitor;
	}

	/**
	 * A page of a new, signed-out browser context (`close()` closes the context). A context of its own, not
	 * `browser.newPage()`: axe needs to open pages in the visitor's context.
	 */
	static async anonymousPage( page: Page ): Promise< Page > {
		const context = await page
			.context()
			.browser()!
			.newContext( {
				baseURL: process.env.WP_BASE_URL,
				storageState: { cookies: [], origins: [] },
			} );
		const visitor = await context.newPage();
		// Closing the visitor's page closes its context, and waits for it. A context still closing
		// when the next test starts makes that test fail before its first line: Playwright starts
		// tracing on every open context's request object then, and a closing one answers "Target
		// page, context or browser has been closed" (seen on CI as 0 ms failures).
		visitor.close = ( options ) => context.close( options );
		return visitor;
	}

	/** The script URLs a page loaded (to check that static blocks ship no JS). */
	static async scriptSources( page: Page ): Promise< string[] > {
		return page
			.locator( 'script[src]' )
			.evaluateAll( ( scripts ) =>
				scripts.map( ( script ) => ( script as HTMLScriptElement ).src )
			);
	}

	private async waitForEditor(): Promise< void > {
		await this.page.waitForFunction( () => {
			const wp = ( window as unknown as { wp?: WpGlobal } ).wp;
			return (
				!! wp?.data?.select( 'core/editor' )?.getCurrentPostId?.() &&
				!! wp.blocks?.getBlockType
			);
		} );
		await expect( this.editor.canvas.locator( 'body' ) ).toBeVisible();
	}
}

function flatten( blocks: EditorBlock[] ): EditorBlock[] {
	return blocks.flatMap( ( block ) => [
		block,
		...flatten( block.innerBlocks ),
	] );
}

/** The slice of the editor's `wp` global the steps read. */
interface WpGlobal {
	data: {
		select: ( store: string ) => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- untyped page globals
	};
	blocks?: { getBlockType?: unknown };
}
