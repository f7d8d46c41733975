/**
 * The visitor's signup form (markup from render.php): checks the address before sending it, then
 * shows the processing label, and the success label, the "check your inbox" label (the site's own
 * list, which the address confirms by e-mail) or the error label. On any refusal the address
 * stays in the input, so the visitor can correct it or try again. No dependency: this ships to
 * every page that holds the block.
 */
import { emailProblem } from '../contact-form/fields';

const NOTIFICATION_CLASS = 'wp-block-jetpack-mailchimp_notification';

type Kind = 'processing' | 'success' | 'pending' | 'error';

interface SubscribeAnswer {
	code?: string;
	message?: string;
}

function showNotification( root: HTMLElement, kind: Kind | null ): void {
	root.querySelectorAll< HTMLElement >( `.${ NOTIFICATION_CLASS }` ).forEach(
		( element ) => {
			element.hidden = ! (
				kind !== null &&
				element.classList.contains(
					`wp-block-jetpack-mailchimp_${ kind }`
				)
			);
		}
	);
}

function setEmailError(
	input: HTMLInputElement,
	errorElement: HTMLElement | null,
	message: string | null
): void {
	if ( ! errorElement ) {
		return;
	}
	errorElement.textContent = message ?? '';
	errorElement.hidden = message === null;
	if ( message === null ) {
		input.removeAttribute( 'aria-invalid' );
		input.removeAttribute( 'aria-describedby' );
	} else {
		input.setAttribute( 'aria-invalid', 'true' );
		input.setAttribute( 'aria-describedby', errorElement.id );
	}
}

function messages( root: HTMLElement ): Record< string, string > {
	try {
		const parsed: unknown = JSON.parse(
			root.dataset.emailMessages ?? '{}'
		);
		return typeof parsed === 'object' && parsed !== null
			? ( parsed as Record< string, string > )
			: {};
	} catch {
		return {};
	}
}

/** Sends one form; resolves when the visitor sees the outcome. */
export async function submitSignupForm(
	form: HTMLFormElement,
	fetchImpl: typeof fetch = fetch
): Promise< void > {
	const root = form.closest< HTMLElement >( '.wp-block-jetpack-mailchimp' );
	const input = form.querySelector< HTMLInputElement >(
		'input[name="email"]'
	);
	if ( ! root || ! input ) {
		return;
	}
	const errorElement = form.querySelector< HTMLElement >(
		'.wp-block-jetpack-mailchimp__email-error'
	);
	const text = messages( root );
	const email = input.value.trim();
	const problem = email === '' ? 'missing' : emailProblem( email );
	if ( problem !== null ) {
		setEmailError(
			input,
			errorElement,
			text[ problem ] ?? text.invalid ?? input.validationMessage
		);
		showNotification( root, null );
		input.focus();
		return;
	}
	setEmailError( input, errorElement, null );

	const button = form.querySelector< HTMLButtonElement >(
		'button[type="submit"], input[type="submit"]'
	);
	const field = ( name: string ) =>
		form.querySelector< HTMLInputElement >( `input[name="${ name }"]` )
			?.value ?? '';
	showNotification( root, 'processing' );
	if ( button ) {
		button.disabled = true;
	}
	root.setAttribute( 'aria-busy', 'true' );
	let answer: SubscribeAnswer = {};
	let ok = false;
	try {
		const headers: Record< string, string > = {
			Accept: 'application/json',
			'Content-Type': 'application/json',
		};
		if ( root.dataset.restNonce ) {
			headers[ 'X-WP-Nonce' ] = root.dataset.restNonce;
		}
		const response = await fetchImpl( form.action, {
			method: 'POST',
			credentials: 'same-origin',
			headers,
			body: JSON.stringify( {
				email,
				post_id: Number( field( 'post_id' ) ),
				form: field( 'form' ),
				// A signed-in user's page only: signed-out visitors' pages carry none.
				nonce: field( 'nonce' ),
				jetpack_blocks_website: field( 'jetpack_blocks_website' ),
			} ),
		} );
		answer = ( await response
			.json()
			.catch( () => ( {} ) ) ) as SubscribeAnswer;
		ok = response.ok;
	} catch {
		ok = false;
	}
	root.removeAttribute( 'aria-busy' );
	if ( button ) {
		button.disabled = false;
	}
	if ( ok ) {
		// Not on the list yet: the address confirms by e-mail first. Markup without the label
		// (a page cached before it existed) falls back to the success label.
		const pending =
			answer.code === 'confirmation_sent' &&
			root.querySelector( '.wp-block-jetpack-mailchimp_pending' ) !==
				null;
		showNotification( root, pending ? 'pending' : 'success' );
		form.hidden = true;
		return;
	}
	if (
		( answer.code === 'invalid_email' ||
			answer.code === 'missing_email' ) &&
		answer.message
	) {
		// The server's rules refused the address: say why, next to it.
		showNotification( root, null );
		setEmailError( input, errorElement, answer.message );
		input.focus();
		return;
	}
	showNotification( root, 'error' );
}

/** Takes over the forms of a document: our own checks and messages instead of the browser's. */
export function attachSignupForms( doc: Document ): void {
	const forms = () =>
		doc.querySelectorAll< HTMLFormElement >(
			'.wp-block-jetpack-mailchimp__form'
		);
	forms().forEach( ( form ) => ( form.noValidate = true ) );
	doc.addEventListener( 'submit', ( event ) => {
		const form = ( event.target as Element | null )?.closest?.(
			'.wp-block-jetpack-mailchimp__form'
		);
		if ( ! ( form instanceof HTMLFormElement ) ) {
			return;
		}
		event.preventDefault();
		void submitSignupForm( form );
	} );
}
