/**
 * The visitor's form (render.php's markup) driven by signup-form.ts: the address is checked before
 * anything is sent, the labels follow the request, and the address stays on every refusal. The
 * network is the only stand-in (a fetch answering like the REST route).
 */
import { submitSignupForm } from '../signup-form';

const MESSAGES = {
	invalid: 'Please enter a valid email address, like name@example.com.',
	missing: 'Please enter your email address.',
	'too-long': 'This email address is too long: at most 254 characters.',
};

function renderForm( {
	restNonce,
	nonce = 'n0nc3',
}: { restNonce?: string; nonce?: string | null } = {} ) {
	document.body.innerHTML = `
	<div class="wp-block-jetpack-mailchimp" data-email-messages='${ JSON.stringify(
		MESSAGES
	) }' ${ restNonce ? `data-rest-nonce="${ restNonce }"` : '' }>
		<form class="wp-block-jetpack-mailchimp__form" method="post" action="http://example.test/wp-json/wpcom/v2/mailchimp/subscribe">
			<p><label for="m-email">Enter your email</label><input type="email" id="m-email" name="email"></p>
			<p class="wp-block-jetpack-mailchimp__email-error" id="m-email-error" hidden></p>
			<input type="hidden" name="post_id" value="12">
			<input type="hidden" name="form" value="abc123def456">
			${ nonce === null ? '' : `<input type="hidden" name="nonce" value="${ nonce }">` }
			<div aria-hidden="true"><label>Leave this field empty <input type="text" name="jetpack_blocks_website" value="" tabindex="-1" autocomplete="off"></label></div>
			<div class="wp-block-jetpack-button"><button type="submit">Join</button></div>
		</form>
		<div aria-live="polite">
			<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_processing" hidden>Processing…</div>
			<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_success" hidden>You're in!</div>
			<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_pending" hidden>Check your inbox.</div>
			<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_error" hidden>Oops.</div>
		</div>
	</div>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const input = form.querySelector(
		'input[name="email"]'
	) as HTMLInputElement;
	const error = form.querySelector(
		'.wp-block-jetpack-mailchimp__email-error'
	) as HTMLElement;
	const visible = () =>
		Array.from(
			document.querySelectorAll< HTMLElement >(
				'.wp-block-jetpack-mailchimp_notification'
			)
		)
			.filter( ( element ) => ! element.hidden )
			.map( ( element ) => element.textContent );
	return { form, input, error, visible };
}

function answer( status: number, body: unknown ): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		json: () => Promise.resolve( body ),
	} as Response;
}

describe( 'newsletter signup form', () => {
	it( 'refuses a bad address before sending anything, keeps it and says why', async () => {
		const { form, input, error, visible } = renderForm();
		const fetchImpl = jest.fn();
		input.value = 'jane@example';
		await submitSignupForm( form, fetchImpl );
		expect( fetchImpl ).not.toHaveBeenCalled();
		expect( input.value ).toBe( 'jane@example' );
		expect( error.hidden ).toBe( false );
		expect( error.textContent ).toBe( MESSAGES.invalid );
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( input.getAttribute( 'aria-describedby' ) ).toBe( error.id );
		expect( input.ownerDocument.activeElement ).toBe( input );
		expect( visible() ).toEqual( [] );

		input.value = '   ';
		await submitSignupForm( form, fetchImpl );
		expect( error.textContent ).toBe( MESSAGES.missing );
		expect( fetchImpl ).not.toHaveBeenCalled();
	} );

	it( 'shows processing while sending, then the success label, and sends what the server checks', async () => {
		const { form, input, error, visible } = renderForm( {
			restNonce: 'rest-nonce',
		} );
		let resolve: ( response: Response ) => void = () => {};
		const fetchImpl = jest.fn(
			() =>
				new Promise< Response >( ( done ) => {
					resolve = done;
				} )
		);
		input.value = '  jane@example.org ';
		const done = submitSignupForm(
			form,
			fetchImpl as unknown as typeof fetch
		);
		expect( visible() ).toEqual( [ 'Processing…' ] );
		expect(
			( form.querySelector( 'button' ) as HTMLButtonElement ).disabled
		).toBe( true );
		resolve( answer( 200, { code: 'subscribed' } ) );
		await done;
		expect( visible() ).toEqual( [ "You're in!" ] );
		expect( form.hidden ).toBe( true );
		expect( error.hidden ).toBe( true );
		const [ url, init ] = fetchImpl.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect( url ).toBe(
			'http://example.test/wp-json/wpcom/v2/mailchimp/subscribe'
		);
		expect( init.method ).toBe( 'POST' );
		expect(
			( init.headers as Record< string, string > )[ 'X-WP-Nonce' ]
		).toBe( 'rest-nonce' );
		expect( JSON.parse( init.body as string ) ).toEqual( {
			email: 'jane@example.org',
			post_id: 12,
			form: 'abc123def456',
			nonce: 'n0nc3',
			jetpack_blocks_website: '',
		} );
	} );

	it( 'sends a signed-out visitor’s form (no nonce: the page a cache serves) with what the honeypot holds', async () => {
		const { form, input } = renderForm( { nonce: null } );
		const fetchImpl = jest.fn( () =>
			Promise.resolve( answer( 200, { code: 'subscribed' } ) )
		);
		input.value = 'jane@example.org';
		(
			form.querySelector(
				'input[name="jetpack_blocks_website"]'
			) as HTMLInputElement
		 ).value = 'http://spam.example';
		await submitSignupForm( form, fetchImpl as unknown as typeof fetch );
		const [ , init ] = fetchImpl.mock.calls[ 0 ] as unknown as [
			string,
			RequestInit,
		];
		expect(
			( init.headers as Record< string, string > )[ 'X-WP-Nonce' ]
		).toBeUndefined();
		expect( JSON.parse( init.body as string ) ).toEqual( {
			email: 'jane@example.org',
			post_id: 12,
			form: 'abc123def456',
			nonce: '',
			jetpack_blocks_website: 'http://spam.example',
		} );
	} );

	it( "says to check the inbox when the site's own list asks the address to confirm", async () => {
		const { form, input, visible } = renderForm();
		input.value = 'jane@example.org';
		await submitSignupForm(
			form,
			jest.fn( () =>
				Promise.resolve(
					answer( 200, {
						code: 'confirmation_sent',
						message: 'Check your inbox.',
					} )
				)
			) as unknown as typeof fetch
		);
		expect( visible() ).toEqual( [ 'Check your inbox.' ] );
		expect( form.hidden ).toBe( true );
	} );

	it( 'shows the error label when the sign-up fails, keeping the address and the button usable', async () => {
		const { form, input, visible } = renderForm();
		input.value = 'jane@example.org';
		await submitSignupForm(
			form,
			jest.fn( () =>
				Promise.resolve(
					answer( 429, {
						code: 'rate_limited',
						message: 'Too many sign-ups',
					} )
				)
			) as unknown as typeof fetch
		);
		expect( visible() ).toEqual( [ 'Oops.' ] );
		expect( input.value ).toBe( 'jane@example.org' );
		expect( form.hidden ).toBe( false );
		expect(
			( form.querySelector( 'button' ) as HTMLButtonElement ).disabled
		).toBe( false );

		// The network itself failing is an error too.
		await submitSignupForm(
			form,
			jest.fn( () =>
				Promise.reject( new TypeError( 'offline' ) )
			) as unknown as typeof fetch
		);
		expect( visible() ).toEqual( [ 'Oops.' ] );
		expect( input.value ).toBe( 'jane@example.org' );
	} );

	it( "puts the server's reason next to the address when the server refuses it", async () => {
		const { form, input, error, visible } = renderForm();
		input.value = 'jane@example.org';
		await submitSignupForm(
			form,
			jest.fn( () =>
				Promise.resolve(
					answer( 400, {
						code: 'invalid_email',
						message: 'Server says no.',
					} )
				)
			) as unknown as typeof fetch
		);
		expect( visible() ).toEqual( [] );
		expect( error.textContent ).toBe( 'Server says no.' );
		expect( input.value ).toBe( 'jane@example.org' );
	} );
} );
