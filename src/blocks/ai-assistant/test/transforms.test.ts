/**
 * Paragraphs, headings and lists become the AI Assistant block with their text as markdown, through
 * WordPress's own transform machinery (the core blocks are registered by their attribute schemas:
 * a transform reads only attributes and inner blocks).
 */
import {
	createBlock,
	getBlockType,
	registerBlockType,
	switchToBlockType,
	type BlockConfiguration,
} from '@wordpress/blocks';
import { metadata, settings } from '..';
import { htmlToMarkdown } from '../transforms';

function registerStandIn(
	name: string,
	attributes: Record< string, unknown >
) {
	if ( getBlockType( name ) ) {
		return;
	}
	registerBlockType( name, {
		apiVersion: 3,
		title: name,
		category: 'text',
		attributes,
		save: () => null,
	} as unknown as BlockConfiguration );
}

beforeAll( () => {
	registerStandIn( 'core/paragraph', { content: { type: 'string' } } );
	registerStandIn( 'core/heading', {
		content: { type: 'string' },
		level: { type: 'number', default: 2 },
	} );
	registerStandIn( 'core/list', {
		ordered: { type: 'boolean', default: false },
	} );
	registerStandIn( 'core/list-item', { content: { type: 'string' } } );
	if ( ! getBlockType( metadata.name ) ) {
		registerBlockType(
			metadata as unknown as BlockConfiguration,
			settings as unknown as Partial< BlockConfiguration >
		);
	}
} );

test( 'a paragraph keeps its bold, italics, code and links as markdown', () => {
	const paragraph = createBlock( 'core/paragraph', {
		content:
			'Teh <strong>bees</strong> dance <em>daily</em>, see <a href="https://example.org/a b(c)">the hive</a> and <code>x_y</code>.',
	} );
	const [ block ] = switchToBlockType( paragraph, metadata.name ) ?? [];
	expect( block?.name ).toBe( 'jetpack/ai-assistant' );
	expect( block?.attributes.content ).toBe(
		'Teh **bees** dance _daily_, see [the hive](https://example.org/a%20b%28c%29) and `x_y`.'
	);
	expect( block?.attributes.requestingState ).toBe( 'done' );
} );

test( 'several blocks become one, in order, as heading, paragraph and list', () => {
	const blocks = [
		createBlock( 'core/heading', { content: 'Bees', level: 3 } ),
		createBlock( 'core/paragraph', { content: 'They dance.' } ),
		createBlock( 'core/list', { ordered: true }, [
			createBlock( 'core/list-item', { content: 'North' } ),
			createBlock( 'core/list-item', { content: 'South' } ),
		] ),
	];
	const [ block ] = switchToBlockType( blocks, metadata.name ) ?? [];
	expect( block?.attributes.content ).toBe(
		'### Bees\n\nThey dance.\n\n1. North\n2. South'
	);
} );

test( 'markup markdown cannot hold is reduced to its text, and markdown characters are escaped', () => {
	expect(
		htmlToMarkdown(
			'<span style="color:red">2*3</span> is <mark>six</mark><br>next <a href="javascript:alert(1)">link</a>'
		)
	).toBe( '2\\*3 is six  \nnext link' );
} );
