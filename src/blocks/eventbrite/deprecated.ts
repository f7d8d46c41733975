/**
 * Earlier stored markup, newest first (each has a `__deprecated-N` fixture).
 *
 * 1. The button was part of the block's own markup: its text, colours and border radius were
 *    attributes of the block, and the choice of style was a `useModal` flag before it became
 *    `style`. Such content opens with this save; the migration moves the button into a
 *    jetpack/button child (as new content stores it) and turns `useModal` into `style: "modal"`.
 * 2. The plain link whose text is not the address: posts of the reference plugin hold links whose
 *    text is the event page's slug (`food-hub-tickets-144144099883`). The save writes the address
 *    as the text, so the validator rejects them; here the text is read from the markup, and saving
 *    writes the current link (address as text).
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { createBlock, type Block as BlockInstance } from '@wordpress/blocks';
import { createElement } from '@wordpress/element';
import metadata from './block.json';
import { BUTTON_UNIQUE_ID, type EventbriteAttributes } from './types';

type ButtonInMarkupAttributes = {
	url?: string;
	eventId?: number;
	style?: string;
	useModal?: boolean;
	text: string;
	backgroundColor?: string;
	customBackgroundColor?: string;
	textColor?: string;
	customTextColor?: string;
	borderRadius?: number;
	className?: string;
};

function isModal( attributes: ButtonInMarkupAttributes ): boolean {
	return attributes.style === 'modal' || attributes.useModal === true;
}

const buttonInMarkup = {
	attributes: {
		url: { type: 'string' },
		eventId: { type: 'number' },
		style: { type: 'string' },
		useModal: { type: 'boolean' },
		// Read from the markup, so content stored in any language (or with its default text left
		// out of the comment) still opens.
		text: {
			type: 'string',
			source: 'html',
			selector: 'a.wp-block-button__link',
			default: 'Register',
		},
		backgroundColor: { type: 'string' },
		customBackgroundColor: { type: 'string' },
		textColor: { type: 'string' },
		customTextColor: { type: 'string' },
		borderRadius: { type: 'number' },
	},
	supports: { html: false },
	save( { attributes }: { attributes: ButtonInMarkupAttributes } ) {
		const {
			url,
			eventId,
			text,
			backgroundColor,
			customBackgroundColor,
			textColor,
			customTextColor,
			borderRadius,
		} = attributes;
		if ( ! isModal( attributes ) ) {
			return url
				? createElement(
						'a',
						{
							...useBlockProps.save( {
								className: 'eventbrite__direct-link',
							} ),
							href: url,
						},
						url
					)
				: null;
		}
		const classes = [
			'wp-block-button__link',
			textColor || customTextColor ? 'has-text-color' : '',
			textColor ? `has-${ textColor }-color` : '',
			backgroundColor || customBackgroundColor ? 'has-background' : '',
			backgroundColor ? `has-${ backgroundColor }-background-color` : '',
			borderRadius === 0 ? 'no-border-radius' : '',
		].filter( Boolean );
		const style = {
			backgroundColor: backgroundColor
				? undefined
				: customBackgroundColor,
			color: textColor ? undefined : customTextColor,
			borderRadius: borderRadius ? `${ borderRadius }px` : undefined,
		};
		const hasStyle = Object.values( style ).some( Boolean );
		return createElement(
			'div',
			useBlockProps.save( { className: 'wp-block-button' } ),
			createElement( RichText.Content, {
				tagName: 'a',
				className: classes.join( ' ' ),
				href: url,
				id: `eventbrite-widget-${ eventId }`,
				rel: 'noopener noreferrer',
				role: 'button',
				target: '_blank',
				style: hasStyle ? style : undefined,
				value: text,
			} )
		);
	},
	migrate(
		attributes: ButtonInMarkupAttributes
	): [ EventbriteAttributes, BlockInstance[] ] {
		const {
			url,
			eventId,
			text,
			backgroundColor,
			customBackgroundColor,
			textColor,
			customTextColor,
			borderRadius,
			className,
		} = attributes;
		const own: EventbriteAttributes = {
			url,
			eventId,
			style: isModal( attributes ) ? 'modal' : 'inline',
			...( className ? { className } : {} ),
		};
		if ( own.style !== 'modal' ) {
			return [ own, [] ];
		}
		return [
			own,
			[
				createBlock( 'jetpack/button', {
					element: 'a',
					uniqueId: BUTTON_UNIQUE_ID,
					text,
					textColor,
					customTextColor,
					backgroundColor,
					customBackgroundColor,
					borderRadius,
					// The button's classes lived on the link itself; none carry over.
					className: '',
				} ),
			],
		];
	},
};

const linkWithOtherText = {
	attributes: {
		...metadata.attributes,
		linkText: {
			type: 'string',
			source: 'html',
			selector: 'a.eventbrite__direct-link',
		},
	},
	supports: metadata.supports,
	save( {
		attributes,
	}: {
		attributes: EventbriteAttributes & { linkText?: string };
	} ) {
		const { url, eventId, style, linkText } = attributes;
		if ( ! eventId || ! url || style === 'modal' ) {
			return null;
		}
		return createElement( RichText.Content, {
			tagName: 'a',
			...useBlockProps.save( { className: 'eventbrite__direct-link' } ),
			href: url,
			value: linkText,
		} );
	},
	migrate( {
		linkText,
		...attributes
	}: EventbriteAttributes & { linkText?: string } ): EventbriteAttributes {
		return attributes;
	},
};

export default [ buttonInMarkup, linkWithOtherText ];
