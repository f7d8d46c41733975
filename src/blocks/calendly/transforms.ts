/**
 * Pasting a Calendly page address on its own line (or an embed code, as the paste handler's raw
 * HTML) makes the block, before core's generic embed claims the URL.
 */
import { createBlock } from '@wordpress/blocks';
import { parseCalendlyInput } from './embed';
import { buttonAttributes } from './button-template';

function embedOf( node: Node ) {
	if ( node.nodeName !== 'P' ) {
		return null;
	}
	const text = ( node.textContent ?? '' ).trim();
	// One address, nothing else on the line.
	if ( ! /^\S+$/.test( text ) ) {
		return null;
	}
	return parseCalendlyInput( text );
}

export default {
	from: [
		{
			type: 'raw' as const,
			priority: 1,
			isMatch: ( node: Node ) => embedOf( node ) !== null,
			transform: ( node: Node ) => {
				const embed = embedOf( node );
				const attributes = { ...embed };
				return createBlock(
					'jetpack/calendly',
					attributes,
					attributes.style === 'link'
						? [
								createBlock(
									'jetpack/button',
									buttonAttributes( embed?.url )
								),
							]
						: []
				);
			},
		},
	],
};
