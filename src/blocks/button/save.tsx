/**
 * Stored markup. The button is server-rendered (render.php), so by default it stores nothing: a
 * self-closing block comment. A parent that needs the markup in the post itself sets
 * saveInPostContent; the stored markup is then the reference plugin's (so posts move both ways):
 *
 * `<div class="wp-block-button jetpack-submit-button …"><a class="wp-block-button__link …"
 * data-id-attr="placeholder" href="…" rel="noopener noreferrer" role="button" style="…"
 * target="_blank">text</a></div>`
 *
 * whatever the element, with the colour, gradient and width values checked (presentation.ts).
 * The default border radius (5, the value of a button whose radius was never set) writes no
 * radius; content that stored it explicitly opens through deprecated.ts.
 */
import { RichText } from '@wordpress/block-editor';
import type { CSSProperties } from 'react';
import { safeCssColor, safeGradient, safeWidth } from './presentation';
import type { ButtonAttributes } from './types';

export type StoredButtonAttributes = ButtonAttributes & {
	className?: string;
	fontSize?: string;
	style?: { typography?: { fontSize?: string } };
};

/** A palette slug as the block editor writes it in a class (its kebab-case rules for slugs). */
function slugClass( slug: string ): string {
	return slug
		.replace( /([a-z])([A-Z])/g, '$1-$2' )
		.replace( /([A-Za-z])([0-9])/g, '$1-$2' )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' );
}

export function storedButton(
	attributes: StoredButtonAttributes,
	defaultRadiusWritten: boolean
) {
	if ( ! attributes.saveInPostContent ) {
		return null;
	}
	const { textColor, backgroundColor, gradient, borderRadius, fontSize } =
		attributes;
	const textClass = textColor && `has-${ slugClass( textColor ) }-color`;
	const backgroundClass =
		backgroundColor &&
		`has-${ slugClass( backgroundColor ) }-background-color`;
	const gradientClass = gradient && `has-${ gradient }-gradient-background`;
	const customText = safeCssColor( attributes.customTextColor );
	const customBackground = safeCssColor( attributes.customBackgroundColor );
	const customGradient = safeGradient( attributes.customGradient );
	const width = safeWidth( attributes.width );
	const classes = [
		'wp-block-button__link',
		( textColor || customText ) && 'has-text-color',
		textClass,
		( backgroundColor || gradient || customBackground || customGradient ) &&
			'has-background',
		backgroundClass,
		gradientClass,
		borderRadius === 0 && 'no-border-radius',
		width && 'has-custom-width',
		fontSize && `has-${ fontSize }-font-size`,
	];
	const radiusWritten =
		borderRadius && ( defaultRadiusWritten || borderRadius !== 5 );
	const style: CSSProperties = {
		background: customGradient,
		backgroundColor:
			backgroundClass || customGradient || gradient
				? undefined
				: customBackground,
		fontSize: attributes.style?.typography?.fontSize,
		color: textClass ? undefined : customText,
		borderRadius: radiusWritten ? `${ borderRadius }px` : undefined,
		width,
	};
	return (
		<div
			className={ [
				'wp-block-button',
				'jetpack-submit-button',
				attributes.className,
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<RichText.Content
				tagName="a"
				className={ classes.filter( Boolean ).join( ' ' ) }
				data-id-attr="placeholder"
				href={ attributes.url }
				rel="noopener noreferrer"
				role="button"
				style={ style }
				target="_blank"
				value={ attributes.text ?? '' }
			/>
		</div>
	);
}

export default function save( {
	attributes,
}: {
	attributes: StoredButtonAttributes;
} ) {
	return storedButton( attributes, false );
}
