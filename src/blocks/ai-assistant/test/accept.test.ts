import type { Block } from '@wordpress/blocks';
import { acceptedChange, discardedAttributes } from '../accept';
import type { AiAssistantAttributes } from '../types';

const DEFAULTS: AiAssistantAttributes = {
	userPrompt: '',
	requestingState: 'init',
	messages: [],
	originalMessages: [],
	useGutenbergSyntax: false,
	useGpt4: false,
	customSystemPrompt: '',
};

const FIRST_EXCHANGE = [
	{ role: 'user' as const, content: 'Write about bees' },
	{ role: 'assistant' as const, content: 'Bees make honey.' },
];

const afterTool: AiAssistantAttributes = {
	...DEFAULTS,
	content: 'Bees make honey.\n\nThere is more to say about bees.',
	promptType: 'makeLonger',
	requestingState: 'done',
	messages: [
		...FIRST_EXCHANGE,
		{ role: 'user', content: 'Make the content longer…' },
		{ role: 'assistant', content: 'Bees make honey. There is more…' },
	],
	originalContent: 'Bees make honey.',
	originalMessages: FIRST_EXCHANGE,
};

function paragraph( content: string ): Block {
	return {
		clientId: content,
		name: 'core/paragraph',
		isValid: true,
		attributes: { content },
		innerBlocks: [],
	};
}

describe( 'Discard', () => {
	it( 'restores the original content and messages', () => {
		expect( discardedAttributes( afterTool ) ).toEqual( {
			content: 'Bees make honey.',
			messages: FIRST_EXCHANGE,
			requestingState: 'done',
			promptType: undefined,
		} );
	} );

	it( 'empties the block when there was nothing before', () => {
		expect(
			discardedAttributes( {
				...DEFAULTS,
				content: 'Bees make honey.',
				messages: FIRST_EXCHANGE,
				originalContent: '',
				originalMessages: [],
			} )
		).toMatchObject( {
			content: '',
			messages: [],
			requestingState: 'init',
		} );
	} );
} );

describe( 'Accept', () => {
	it( 'replaces the block with the blocks of its text', () => {
		const blocks = [
			paragraph( 'Bees make honey.' ),
			paragraph( 'More.' ),
		];
		expect( acceptedChange( afterTool, blocks, String ) ).toEqual( {
			replaceWith: blocks,
		} );
	} );

	it( 'changes nothing when the text makes no block', () => {
		expect( acceptedChange( afterTool, [], String ) ).toEqual( {} );
	} );

	it( 'sets the post title for a generated title and puts the text back', () => {
		const titled: AiAssistantAttributes = {
			...afterTool,
			promptType: 'generateTitle',
			content: '**Honey Bees**',
		};
		const change = acceptedChange(
			titled,
			[ paragraph( 'ignored' ) ],
			( answer ) => answer.replace( /\*/g, '' )
		);
		expect( change.title ).toBe( 'Honey Bees' );
		expect( change.replaceWith ).toBeUndefined();
		expect( change.attributes ).toMatchObject( {
			content: 'Bees make honey.',
			messages: FIRST_EXCHANGE,
		} );
	} );

	it( 'removes the block after a generated title when it had no text of its own', () => {
		expect(
			acceptedChange(
				{
					...DEFAULTS,
					promptType: 'generateTitle',
					content: 'Honey Bees',
					originalContent: '',
				},
				[],
				String
			)
		).toEqual( { title: 'Honey Bees', remove: true } );
	} );
} );
