/**
 * How the button's attributes become classes and inline styles. Shared by the edit UI and the saved
 * markup (saveInPostContent); render.php applies the same rules on the server, so the editor, the
 * stored markup and the visitor markup agree.
 *
 * Values are checked, not trusted: attributes come from stored post content, which anyone with the
 * code editor can write, so a colour, gradient or width that is not one is left out instead of being
 * copied into a style attribute.
 */
import type { CSSProperties } from 'react';
import type { ButtonAttributes, ButtonElement } from './types';

export const MIN_BORDER_RADIUS = 0;
export const MAX_BORDER_RADIUS = 50;
export const DEFAULT_BORDER_RADIUS = 5;

const ELEMENTS: ButtonElement[] = [ 'a', 'button', 'input' ];

/** Colour values a style attribute may carry: hex, rgb()/hsl() with plain numbers, or a keyword. */
const CSS_COLOR =
	/^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(?:rgb|hsl)a?\([0-9.,%\s/]+\)|[a-z]{3,30})$/i;
/** A bare 3- or 6-digit hex: older scheduling-embed fields stored custom colours this way. */
const BARE_HEX = /^([0-9a-f]{3}|[0-9a-f]{6})$/i;
const GRADIENT =
	/^(?:repeating-)?(?:linear|radial|conic)-gradient\([a-z0-9#.,%\s()/-]+\)$/i;
const WIDTH = /^\d{1,4}(?:\.\d{1,3})?(?:px|%|em|rem|vw)$/;

export function buttonElement( value: unknown ): ButtonElement {
	return ELEMENTS.includes( value as ButtonElement )
		? ( value as ButtonElement )
		: 'a';
}

export function clampBorderRadius( value: unknown ): number {
	const number = Number( value );
	if ( value === undefined || value === null || Number.isNaN( number ) ) {
		return DEFAULT_BORDER_RADIUS;
	}
	return Math.min(
		MAX_BORDER_RADIUS,
		Math.max( MIN_BORDER_RADIUS, Math.round( number ) )
	);
}

export function safeCssColor( value: unknown ): string | undefined {
	return typeof value === 'string' && CSS_COLOR.test( value.trim() )
		? value.trim()
		: undefined;
}

export function safeGradient( value: unknown ): string | undefined {
	return typeof value === 'string' && GRADIENT.test( value.trim() )
		? value.trim()
		: undefined;
}

export function safeWidth( value: unknown ): string | undefined {
	return typeof value === 'string' && WIDTH.test( value.trim() )
		? value.trim()
		: undefined;
}

/** A palette slug as a class fragment (WordPress writes `has-<slug>-color`). */
function slugClass( slug: string ): string {
	return slug
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-+|-+$/g, '' );
}

/**
 * A named colour attribute: a palette slug gives a class; a bare hex (migrated content) is a colour
 * value of its own, since no palette has such a slug.
 */
function namedColor( slug: string | undefined ): {
	slug?: string;
	value?: string;
} {
	if ( ! slug ) {
		return {};
	}
	if ( BARE_HEX.test( slug ) ) {
		return { value: `#${ slug }` };
	}
	const fragment = slugClass( slug );
	return fragment ? { slug: fragment } : {};
}

export interface ButtonPresentation {
	element: ButtonElement;
	wrapperClassName: string;
	wrapperStyle: CSSProperties;
	className: string;
	style: CSSProperties;
}

export function buttonPresentation(
	attributes: Partial< ButtonAttributes > & { className?: string }
): ButtonPresentation {
	const text = namedColor( attributes.textColor );
	const background = namedColor( attributes.backgroundColor );
	const gradientSlug = attributes.gradient
		? slugClass( attributes.gradient )
		: '';
	const textValue = text.value ?? safeCssColor( attributes.customTextColor );
	const backgroundValue =
		background.value ?? safeCssColor( attributes.customBackgroundColor );
	const customGradient = safeGradient( attributes.customGradient );
	const radius = clampBorderRadius( attributes.borderRadius );
	const width = safeWidth( attributes.width );

	const classes = [ 'wp-block-button__link' ];
	if ( text.slug || textValue ) {
		classes.push( 'has-text-color' );
	}
	if ( text.slug ) {
		classes.push( `has-${ text.slug }-color` );
	}
	if (
		background.slug ||
		backgroundValue ||
		gradientSlug ||
		customGradient
	) {
		classes.push( 'has-background' );
	}
	if ( background.slug ) {
		classes.push( `has-${ background.slug }-background-color` );
	}
	if ( gradientSlug ) {
		classes.push( `has-${ gradientSlug }-gradient-background` );
	}
	if ( radius === 0 ) {
		classes.push( 'no-border-radius' );
	}

	const style: CSSProperties = {};
	if ( textValue ) {
		style.color = textValue;
	}
	if ( customGradient ) {
		style.background = customGradient;
	} else if ( backgroundValue ) {
		style.backgroundColor = backgroundValue;
	}
	style.borderRadius = `${ radius }px`;

	const wrapperClasses = [ 'wp-block-jetpack-button', 'wp-block-button' ];
	if ( attributes.className ) {
		wrapperClasses.push( attributes.className );
	}
	return {
		element: buttonElement( attributes.element ),
		wrapperClassName: wrapperClasses.join( ' ' ),
		wrapperStyle: width ? { width } : {},
		className: classes.join( ' ' ),
		style,
	};
}
