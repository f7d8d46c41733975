import { test, expect } from '../helpers/test';

/** Visitor markup of the default hours, as sites using the reference plugin show it (Mon first, g:i a). */
const DEFAULT_HOURS_MARKUP =
	'<dl class="jetpack-business-hours wp-block-jetpack-business-hours">' +
	[
		'Mon|Monday',
		'Tue|Tuesday',
		'Wed|Wednesday',
		'Thu|Thursday',
		'Fri|Friday',
	]
		.map( ( day ) => day.split( '|' ) )
		.map(
			( [ key, name ] ) =>
				`<div class="jetpack-business-hours__item"><dt class="${ key }">${ name }</dt><dd class="${ key }">9:00 am - 5:00 pm</dd></div>`
		)
		.join( '' ) +
	'<div class="jetpack-business-hours__item"><dt class="Sat">Saturday</dt><dd class="Sat">Closed</dd></div>' +
	'<div class="jetpack-business-hours__item"><dt class="Sun">Sunday</dt><dd class="Sun">Closed</dd></div></dl>';

test.describe( 'jetpack/business-hours', () => {
	test( 'insert, open Sunday, add a split shift, save, reload, and list the hours for visitors', async ( {
		page,
		blocks,
		visitorMarkup,
	} ) => {
		await blocks.newPost( 'Hours story' );
		const block = await blocks.insertFromInserter( 'Business Hours' );

		const sunday = block.getByRole( 'group', { name: 'Sunday' } );
		await sunday.getByRole( 'checkbox', { name: 'Closed' } ).check();
		await expect(
			sunday
				.getByRole( 'textbox', { name: 'Opening, Sunday' } )
				.or( sunday.getByLabel( 'Opening, Sunday' ) )
		).toHaveValue( '09:00' );

		const monday = block.getByRole( 'group', { name: 'Monday' } );
		await monday
			.getByRole( 'button', { name: 'Add hours, Monday' } )
			.click();
		await monday
			.getByLabel( 'Opening, Monday, interval 1' )
			.fill( '08:30' );
		await monday
			.getByLabel( 'Closing, Monday, interval 2' )
			.fill( '20:00' );

		const postId = await blocks.save();
		const [ saved ] = await blocks.reloadAndCheckValid();
		const days = saved?.attributes.days as Array< {
			name: string;
			hours: Array< { opening: string; closing: string } >;
		} >;
		expect( days.find( ( day ) => day.name === 'Sun' )?.hours ).toEqual( [
			{ opening: '09:00', closing: '17:00' },
		] );
		expect( days.find( ( day ) => day.name === 'Mon' )?.hours ).toEqual( [
			{ opening: '08:30', closing: '17:00' },
			{ opening: '18:00', closing: '20:00' },
		] );

		// Not selected: the read-only list.
		await page.keyboard.press( 'Escape' );
		const visitor = await blocks.visitFrontEnd( postId );
		const list = visitor.locator( 'dl.wp-block-jetpack-business-hours' );
		// The post content filters typeset " - " as an en dash, for every block alike.
		await expect( list.locator( 'dd.Mon' ) ).toHaveText(
			'8:30 am – 5:00 pm, 6:00 pm – 8:00 pm'
		);
		await expect( list.locator( 'dd.Sun' ) ).toHaveText(
			'9:00 am – 5:00 pm'
		);
		await expect( list.locator( 'dd.Sat' ) ).toHaveText( 'Closed' );
		await expect( list.locator( 'dt' ).first() ).toHaveText( 'Monday' );
		await visitorMarkup.check( visitor, 'jetpack/business-hours' );
		await visitor.close();
	} );

	test( 'renders content saved by the reference plugin with the same visitor markup', async ( {
		page,
		blocks,
		requestUtils,
	} ) => {
		// The block's own output, byte for byte (the block renderer skips the post content filters).
		const rendered = ( await requestUtils.rest( {
			path: '/wp/v2/block-renderer/jetpack/business-hours',
			params: { context: 'edit' },
		} ) ) as { rendered: string };
		expect( rendered.rendered ).toBe( DEFAULT_HOURS_MARKUP );

		// On the page, after the content filters have typeset the dashes.
		const post = await blocks.createPostWithContent(
			'<!-- wp:jetpack/business-hours /-->'
		);
		await page.goto( post.link );
		const markup = await page
			.locator( 'dl.jetpack-business-hours' )
			.evaluate( ( element ) => element.outerHTML );
		expect( markup ).toBe(
			DEFAULT_HOURS_MARKUP.replaceAll( ' - ', ' – ' )
		);

		const [ block ] = await blocks.openAndCheckValid( post.id );
		expect( block?.name ).toBe( 'jetpack/business-hours' );
	} );
} );
