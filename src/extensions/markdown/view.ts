/**
 * Markdown in comments, on a visitor's page with the comment form: enqueued only while the module
 * and its "comments" option are on. When the form is sent, the comment's Markdown is sent as HTML in
 * its place (the server filters it with the comment allow-list as any comment). The textarea keeps
 * what the visitor typed, so coming back to the page shows their Markdown, not HTML.
 */
export {};

type Render = ( source: string ) => string;

let render: Render | null = null;
let loading: Promise< Render > | null = null;

function load(): Promise< Render > {
	loading ??= import(
		/* webpackChunkName: "extensions/markdown/comment" */ './comment'
	).then( ( module ) => {
		render = module.renderCommentMarkdown;
		return render;
	} );
	return loading;
}

function convert( form: HTMLFormElement, textarea: HTMLTextAreaElement ) {
	const html = ( render as Render )( textarea.value );
	let field = form.querySelector< HTMLInputElement >(
		'input[data-markdown-comment]'
	);
	if ( ! field ) {
		field = document.createElement( 'input' );
		field.type = 'hidden';
		field.dataset.markdownComment = '';
		form.append( field );
	}
	field.name = 'comment';
	field.value = html || textarea.value;
	textarea.removeAttribute( 'name' );
}

function setUp( form: HTMLFormElement ) {
	const textarea = form.querySelector< HTMLTextAreaElement >(
		'textarea[name="comment"]'
	);
	if ( ! textarea ) {
		return;
	}
	// Fetched while the visitor writes, so sending does not wait for it.
	textarea.addEventListener( 'focus', () => void load(), { once: true } );
	form.addEventListener( 'submit', ( event ) => {
		if ( render ) {
			convert( form, textarea );
			return;
		}
		event.preventDefault();
		void load().then( () => {
			convert( form, textarea );
			// The form's own submit method: WordPress's submit button is named "submit" and hides it.
			HTMLFormElement.prototype.submit.call( form );
		} );
	} );
	// Back from the comment's page (bfcache): the textarea sends again, as typed.
	window.addEventListener( 'pageshow', () => {
		textarea.name = 'comment';
		form.querySelector( 'input[data-markdown-comment]' )?.remove();
	} );
}

document
	.querySelectorAll< HTMLFormElement >(
		'form#commentform, form.comment-form'
	)
	.forEach( setUp );
