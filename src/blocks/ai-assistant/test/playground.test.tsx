import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlaygroundControls, isPlaygroundEnabled } from '../playground';
import type { AiAssistantAttributes } from '../types';

const ATTRIBUTES: AiAssistantAttributes = {
	userPrompt: '',
	requestingState: 'init',
	messages: [],
	originalMessages: [],
	useGutenbergSyntax: false,
	useGpt4: false,
	customSystemPrompt: '',
};

afterEach( () => {
	delete window.JetpackBlocksAi;
} );

describe( 'playground controls', () => {
	it( 'are off unless the playground flag is on', () => {
		expect( isPlaygroundEnabled() ).toBe( false );
		window.JetpackBlocksAi = {
			apiRoot: '/',
		} as typeof window.JetpackBlocksAi;
		expect( isPlaygroundEnabled() ).toBe( false );
		window.JetpackBlocksAi = {
			apiRoot: '/',
			playground: true,
		} as typeof window.JetpackBlocksAi;
		expect( isPlaygroundEnabled() ).toBe( true );
	} );

	it( 'set Gutenberg syntax, GPT-4 and the custom system prompt', async () => {
		const setAttributes = jest.fn();
		render(
			<PlaygroundControls
				attributes={ ATTRIBUTES }
				setAttributes={ setAttributes }
			/>
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Use Gutenberg syntax' } )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			useGutenbergSyntax: true,
		} );
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Use GPT-4' } )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( { useGpt4: true } );
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Custom system prompt' } ),
			'X'
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			customSystemPrompt: 'X',
		} );
	} );
} );
