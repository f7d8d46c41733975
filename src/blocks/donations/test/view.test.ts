/**
 * The visitors' script on the forms visitors get (render.php prints the markup this plugin first
 * stored, kept as the `own-*` fixtures): tabs, and the custom amount checked before the form leaves
 * the page.
 */
import fs from 'node:fs';
import path from 'node:path';

function storedMarkup( fixture: string ): string {
	const html = fs.readFileSync(
		path.join(
			__dirname,
			'fixtures',
			`jetpack__donations__own-${ fixture }__deprecated-1.html`
		),
		'utf8'
	);
	return html.replace( /<!--[^>]*-->/g, '' );
}

async function visit( fixture: string ): Promise< HTMLElement > {
	document.body.innerHTML = storedMarkup( fixture );
	jest.resetModules();
	await import( '../view' );
	return document.querySelector< HTMLElement >(
		'.wp-block-jetpack-donations'
	)!;
}

/** Submits like the Donate button; true when the form was let through. */
function submit( form: HTMLFormElement ): boolean {
	const event = new Event( 'submit', { bubbles: true, cancelable: true } );
	form.dispatchEvent( event );
	return ! event.defaultPrevented;
}

describe( 'the donations view script', () => {
	it( 'makes tabs of the shown intervals, one panel visible at a time', async () => {
		const block = await visit( 'default' );
		const tabs = Array.from(
			block.querySelectorAll< HTMLButtonElement >( '[role="tab"]' )
		);
		expect( tabs.map( ( tab ) => tab.textContent ) ).toEqual( [
			'One-Time',
			'Monthly',
			'Yearly',
		] );
		const panels = Array.from(
			block.querySelectorAll< HTMLFormElement >( 'form' )
		);
		expect( panels.map( ( panel ) => panel.hidden ) ).toEqual( [
			false,
			true,
			true,
		] );
		tabs[ 1 ]!.click();
		expect( panels.map( ( panel ) => panel.hidden ) ).toEqual( [
			true,
			false,
			true,
		] );
		expect( tabs[ 1 ]!.getAttribute( 'aria-selected' ) ).toBe( 'true' );
		expect( panels[ 1 ]!.getAttribute( 'aria-labelledby' ) ).toBe(
			tabs[ 1 ]!.id
		);
		// Arrow keys move between tabs.
		tabs[ 1 ]!.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'ArrowRight', bubbles: true } )
		);
		expect( panels[ 2 ]!.hidden ).toBe( false );
	} );

	it( 'adds no tabs for a single interval', async () => {
		const block = await visit( 'one-time-eur' );
		expect( block.querySelectorAll( '[role="tab"]' ) ).toHaveLength( 0 );
		expect( block.querySelector( 'form' )!.hidden ).toBe( false );
	} );

	it( 'refuses a custom amount below the minimum with a message, keeping it', async () => {
		const block = await visit( 'default' );
		const form = block.querySelector( 'form' )!;
		const field = form.querySelector< HTMLInputElement >(
			'input[type="number"]'
		)!;
		field.value = '0.2';
		field.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		// Typing an amount unselects the tiers.
		expect(
			Array.from(
				form.querySelectorAll< HTMLInputElement >(
					'input[type="radio"]'
				)
			).some( ( radio ) => radio.checked )
		).toBe( false );

		expect( submit( form ) ).toBe( false );
		const alert = form.querySelector( '[role="alert"]' )!;
		expect( alert.textContent ).toBe(
			'The amount must be at least $0.50.'
		);
		expect( ( alert as HTMLElement ).hidden ).toBe( false );
		expect( field.value ).toBe( '0.2' );
		expect( field.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( field.getAttribute( 'aria-describedby' ) ).toBe( alert.id );

		field.value = '0.5';
		field.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( ( alert as HTMLElement ).hidden ).toBe( true );
		expect( submit( form ) ).toBe( true );
	} );

	it( 'lets a chosen tier through and asks for an amount when none is chosen', async () => {
		const block = await visit( 'jpy-monthly' );
		const form = block.querySelector( 'form' )!;
		expect( submit( form ) ).toBe( true );

		const field = form.querySelector< HTMLInputElement >(
			'input[type="number"]'
		)!;
		field.value = '49';
		field.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( submit( form ) ).toBe( false );
		expect( form.querySelector( '[role="alert"]' )!.textContent ).toBe(
			'The amount must be at least ¥50.'
		);
		field.value = '';
		field.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( submit( form ) ).toBe( false );
		expect( form.querySelector( '[role="alert"]' )!.textContent ).toBe(
			'Choose an amount or enter one.'
		);
		// Picking a tier clears the custom amount and the message.
		const tier = form.querySelector< HTMLInputElement >(
			'input[value="1500"]'
		)!;
		tier.checked = true;
		tier.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( field.value ).toBe( '' );
		expect( submit( form ) ).toBe( true );
	} );
} );
