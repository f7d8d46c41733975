/**
 * Stored markup. The button is server-rendered (render.php), so by default it stores nothing: a
 * self-closing block comment. A parent that needs the markup in the post itself (content read
 * without PHP, e.g. feeds of a static export) sets saveInPostContent; the stored markup is then the
 * same as the rendered one.
 */
import { RichText } from '@wordpress/block-editor';
import { buttonPresentation } from './presentation';
import type { ButtonAttributes } from './types';

/** Plain text of rich text, for an input's value. */
function plainText( html: string ): string {
	return html
		.replace( /<[^>]*>/g, '' )
		.replace( /&nbsp;/g, ' ' )
		.trim();
}

export default function save( {
	attributes,
}: {
	attributes: ButtonAttributes & { className?: string };
} ) {
	if ( ! attributes.saveInPostContent ) {
		return null;
	}
	const look = buttonPresentation( attributes );
	const text = attributes.text ?? '';
	let control;
	if ( look.element === 'input' ) {
		control = (
			<input
				type="submit"
				className={ look.className }
				style={ look.style }
				value={ plainText( text ) }
			/>
		);
	} else if ( look.element === 'a' && attributes.url ) {
		control = (
			<RichText.Content
				tagName="a"
				className={ look.className }
				style={ look.style }
				href={ attributes.url }
				value={ text }
			/>
		);
	} else {
		control = (
			<RichText.Content
				tagName="button"
				type={ look.element === 'button' ? 'submit' : 'button' }
				className={ look.className }
				style={ look.style }
				value={ text }
			/>
		);
	}
	return (
		<div className={ look.wrapperClassName } style={ look.wrapperStyle }>
			{ control }
		</div>
	);
}
