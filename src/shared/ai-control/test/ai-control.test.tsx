import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from '@wordpress/element';
import { AIControl, type AIControlProps } from '../ai-control';
import type { RequestingState } from '../types';

type HarnessProps = Partial< Omit< AIControlProps, 'value' | 'onChange' > > & {
	initialValue?: string;
	onChange?: ( value: string ) => void;
};

/** A controlled AIControl: keeps the value in state, like a block would. */
function Harness( {
	initialValue = '',
	state = 'init',
	onChange,
	onSend = jest.fn(),
	onStop = jest.fn(),
	...rest
}: HarnessProps ) {
	const [ value, setValue ] = useState( initialValue );
	return (
		<AIControl
			{ ...rest }
			state={ state }
			value={ value }
			onChange={ ( next ) => {
				onChange?.( next );
				setValue( next );
			} }
			onSend={ onSend }
			onStop={ onStop }
		/>
	);
}

const input = () =>
	screen.getByRole( 'textbox', { name: 'AI prompt' } ) as HTMLTextAreaElement;
const button = ( name: string ) => screen.getByRole( 'button', { name } );
const queryButton = ( name: string ) =>
	screen.queryByRole( 'button', { name } );
const focused = () => input().ownerDocument.activeElement;
const isDisabled = ( element: HTMLElement ) =>
	element.getAttribute( 'aria-disabled' ) === 'true' ||
	( element as HTMLButtonElement ).disabled;

describe( 'AIControl', () => {
	describe( 'init', () => {
		it( 'shows a labelled field with a placeholder and Generate, disabled while empty', async () => {
			const onSend = jest.fn();
			render( <Harness onSend={ onSend } placeholder="Ask anything" /> );
			expect( input().placeholder ).toBe( 'Ask anything' );
			expect( input().disabled ).toBe( false );
			expect( isDisabled( button( 'Generate' ) ) ).toBe( true );
			expect( queryButton( 'Stop' ) ).toBeNull();
			expect( queryButton( 'Cancel' ) ).toBeNull();

			// Disabled but still focusable: clicking it sends nothing.
			await userEvent.click( button( 'Generate' ) );
			expect( onSend ).not.toHaveBeenCalled();
		} );

		it( 'keeps Generate disabled for whitespace and enables it once there is text', async () => {
			render( <Harness /> );
			await userEvent.type( input(), '   ' );
			expect( isDisabled( button( 'Generate' ) ) ).toBe( true );
			await userEvent.type( input(), 'Write a haiku' );
			expect( isDisabled( button( 'Generate' ) ) ).toBe( false );
		} );

		it( 'has a default placeholder naming the product', () => {
			render( <Harness /> );
			expect( input().placeholder ).toMatch( /^Ask .+ AI$/ );
		} );

		it( 'does not show Cancel before anything was sent', async () => {
			render( <Harness /> );
			await userEvent.type( input(), 'Hello' );
			expect( queryButton( 'Cancel' ) ).toBeNull();
		} );
	} );

	describe( 'sending', () => {
		it( 'sends with Enter and with the Generate button', async () => {
			const onSend = jest.fn();
			render( <Harness onSend={ onSend } /> );
			await userEvent.type( input(), 'First{Enter}' );
			expect( onSend ).toHaveBeenLastCalledWith( 'First' );
			expect( input().value ).toBe( 'First' ); // Enter added no newline

			await userEvent.type( input(), ' again' );
			await userEvent.click( button( 'Generate' ) );
			expect( onSend ).toHaveBeenLastCalledWith( 'First again' );
			expect( onSend ).toHaveBeenCalledTimes( 2 );
		} );

		it( 'inserts a newline with Shift+Enter instead of sending', async () => {
			const onSend = jest.fn();
			render( <Harness onSend={ onSend } /> );
			await userEvent.type(
				input(),
				'Line one{Shift>}{Enter}{/Shift}two'
			);
			expect( onSend ).not.toHaveBeenCalled();
			expect( input().value ).toBe( 'Line one\ntwo' );
		} );

		it( 'does not send an empty prompt with Enter', async () => {
			const onSend = jest.fn();
			render( <Harness onSend={ onSend } /> );
			await userEvent.type( input(), '  {Enter}' );
			expect( onSend ).not.toHaveBeenCalled();
		} );

		it( 'does not send with Enter while composing (IME)', () => {
			const onSend = jest.fn();
			render( <Harness onSend={ onSend } initialValue="Hello" /> );
			fireEvent.keyDown( input(), {
				key: 'Enter',
				keyCode: 229,
				isComposing: true,
			} );
			expect( onSend ).not.toHaveBeenCalled();
		} );
	} );

	describe( 'editing', () => {
		it( 'shows Cancel once the text differs from the last sent prompt; Cancel restores it and refocuses the field', async () => {
			const onChange = jest.fn();
			render( <Harness onChange={ onChange } /> );
			await userEvent.type( input(), 'Sent prompt{Enter}' );
			expect( queryButton( 'Cancel' ) ).toBeNull();

			await userEvent.type( input(), ' plus an edit' );
			expect( button( 'Cancel' ) ).toBeTruthy();
			expect( button( 'Generate' ) ).toBeTruthy();

			await userEvent.click( button( 'Cancel' ) );
			expect( input().value ).toBe( 'Sent prompt' );
			expect( onChange ).toHaveBeenLastCalledWith( 'Sent prompt' );
			expect( queryButton( 'Cancel' ) ).toBeNull();
			expect( focused() ).toBe( input() );
		} );

		it( 'leaves editing when the edit is sent', async () => {
			const onSend = jest.fn();
			render( <Harness onSend={ onSend } initialValue="Old" /> );
			await userEvent.clear( input() );
			await userEvent.type( input(), 'New' );
			expect( button( 'Cancel' ) ).toBeTruthy();
			await userEvent.keyboard( '{Enter}' );
			expect( onSend ).toHaveBeenCalledWith( 'New' );
			expect( queryButton( 'Cancel' ) ).toBeNull();
		} );

		it( 'treats a stored prompt as sent: editing it shows Cancel, which restores it', async () => {
			render( <Harness initialValue="Stored prompt" /> );
			expect( queryButton( 'Cancel' ) ).toBeNull();
			await userEvent.type( input(), '!' );
			await userEvent.click( button( 'Cancel' ) );
			expect( input().value ).toBe( 'Stored prompt' );
		} );

		it( 'adopts a value set from outside as the new baseline', () => {
			const props = {
				state: 'done' as RequestingState,
				onChange: jest.fn(),
				onSend: jest.fn(),
				onStop: jest.fn(),
			};
			const { rerender } = render(
				<AIControl { ...props } value="Prompt" />
			);
			rerender( <AIControl { ...props } value="" /> );
			expect( queryButton( 'Cancel' ) ).toBeNull();
			rerender( <AIControl { ...props } value="Restored" /> );
			expect( queryButton( 'Cancel' ) ).toBeNull();
		} );
	} );

	describe.each( [ 'requesting', 'suggesting' ] as const )(
		'%s',
		( state ) => {
			it( 'disables the field and shows Stop instead of Generate', async () => {
				const onStop = jest.fn();
				render(
					<Harness
						state={ state }
						initialValue="Prompt"
						onStop={ onStop }
					/>
				);
				expect( input().disabled ).toBe( true );
				expect( queryButton( 'Generate' ) ).toBeNull();
				expect( queryButton( 'Cancel' ) ).toBeNull();
				await userEvent.click( button( 'Stop' ) );
				expect( onStop ).toHaveBeenCalledTimes( 1 );
			} );

			it( 'stops with Esc', async () => {
				const onStop = jest.fn();
				render(
					<Harness
						state={ state }
						initialValue="Prompt"
						onStop={ onStop }
					/>
				);
				button( 'Stop' ).focus();
				await userEvent.keyboard( '{Escape}' );
				expect( onStop ).toHaveBeenCalledTimes( 1 );
			} );

			it( 'keeps Esc from reaching the editor', async () => {
				const outer = jest.fn();
				render(
					// eslint-disable-next-line jsx-a11y/no-static-element-interactions
					<div onKeyDown={ outer }>
						<Harness state={ state } initialValue="Prompt" />
					</div>
				);
				button( 'Stop' ).focus();
				await userEvent.keyboard( '{Escape}' );
				expect( outer ).not.toHaveBeenCalled();
			} );
		}
	);

	it( 'does not stop with Esc when nothing is in flight', async () => {
		const onStop = jest.fn();
		render(
			<Harness state="done" initialValue="Prompt" onStop={ onStop } />
		);
		input().focus();
		await userEvent.keyboard( '{Escape}' );
		expect( onStop ).not.toHaveBeenCalled();
	} );

	it( 'moves focus to Stop on send and back to the field when the request ends', async () => {
		function Flow() {
			const [ value, setValue ] = useState( '' );
			const [ state, setState ] = useState< RequestingState >( 'init' );
			return (
				<AIControl
					value={ value }
					state={ state }
					onChange={ setValue }
					onSend={ () => setState( 'requesting' ) }
					onStop={ () => setState( 'done' ) }
				/>
			);
		}
		render( <Flow /> );
		await userEvent.type( input(), 'Prompt{Enter}' );
		expect( focused() ).toBe( button( 'Stop' ) );
		await userEvent.keyboard( '{Escape}' );
		expect( queryButton( 'Stop' ) ).toBeNull();
		expect( input().disabled ).toBe( false );
		expect( focused() ).toBe( input() );
	} );

	it( 'moves focus to Stop after Regenerate', async () => {
		function Flow() {
			const [ state, setState ] = useState< RequestingState >( 'done' );
			return (
				<AIControl
					value="Prompt"
					state={ state }
					showAccept
					onChange={ jest.fn() }
					onSend={ jest.fn() }
					onRegenerate={ () => setState( 'requesting' ) }
					onStop={ jest.fn() }
				/>
			);
		}
		render( <Flow /> );
		await userEvent.click( button( 'Regenerate' ) );
		expect( focused() ).toBe( button( 'Stop' ) );
	} );

	it( 'is reachable by keyboard: Tab goes from the field to the buttons', async () => {
		render( <Harness state="done" showAccept initialValue="Prompt" /> );
		await userEvent.tab();
		expect( focused() ).toBe( input() );
		await userEvent.tab();
		expect( focused() ).toBe( button( 'Discard' ) );
		await userEvent.tab();
		expect( focused() ).toBe( button( 'Regenerate' ) );
		await userEvent.tab();
		expect( focused() ).toBe( button( 'Accept' ) );
	} );

	describe( 'done with accept mode', () => {
		const renderAccept = ( props: HarnessProps = {} ) => {
			const handlers = {
				onAccept: jest.fn(),
				onDiscard: jest.fn(),
				onRegenerate: jest.fn(),
				onSend: jest.fn(),
			};
			render(
				<Harness
					state="done"
					showAccept
					initialValue="Prompt"
					{ ...handlers }
					{ ...props }
				/>
			);
			return handlers;
		};

		it( 'shows Discard, Regenerate and Accept, each calling its handler', async () => {
			const { onAccept, onDiscard, onRegenerate } = renderAccept();
			expect( queryButton( 'Generate' ) ).toBeNull();
			await userEvent.click( button( 'Discard' ) );
			expect( onDiscard ).toHaveBeenCalledTimes( 1 );
			expect( focused() ).toBe( input() );
			await userEvent.click( button( 'Regenerate' ) );
			expect( onRegenerate ).toHaveBeenCalledTimes( 1 );
			await userEvent.click( button( 'Accept' ) );
			expect( onAccept ).toHaveBeenCalledTimes( 1 );
		} );

		it( 'uses a custom Accept label', () => {
			renderAccept( { acceptLabel: 'Insert' } );
			expect( button( 'Insert' ) ).toBeTruthy();
			expect( queryButton( 'Accept' ) ).toBeNull();
		} );

		it( 'accepts with Ctrl+Enter and Cmd+Enter, not with Enter alone', async () => {
			const { onAccept, onSend } = renderAccept();
			input().focus();
			await userEvent.keyboard( '{Control>}{Enter}{/Control}' );
			expect( onAccept ).toHaveBeenCalledTimes( 1 );
			await userEvent.keyboard( '{Meta>}{Enter}{/Meta}' );
			expect( onAccept ).toHaveBeenCalledTimes( 2 );
			expect( input().value ).toBe( 'Prompt' );

			await userEvent.keyboard( '{Enter}' );
			expect( onAccept ).toHaveBeenCalledTimes( 2 );
			expect( onSend ).toHaveBeenCalledWith( 'Prompt' );
		} );

		it( 'switches to Cancel and Generate while the prompt is edited', async () => {
			const { onAccept, onSend } = renderAccept();
			await userEvent.type( input(), ' more' );
			expect( queryButton( 'Accept' ) ).toBeNull();
			expect( queryButton( 'Discard' ) ).toBeNull();
			expect( button( 'Cancel' ) ).toBeTruthy();
			expect( button( 'Generate' ) ).toBeTruthy();
			await userEvent.click( button( 'Cancel' ) );
			expect( input().value ).toBe( 'Prompt' );
			expect( button( 'Accept' ) ).toBeTruthy();

			// With Accept hidden, Ctrl+Enter is a plain Enter: it sends the edit.
			await userEvent.type( input(), ' more' );
			await userEvent.keyboard( '{Control>}{Enter}{/Control}' );
			expect( onAccept ).not.toHaveBeenCalled();
			expect( onSend ).toHaveBeenCalledWith( 'Prompt more' );
		} );

		it( 'shows no accept actions without accept mode', async () => {
			const onAccept = jest.fn();
			render(
				<Harness
					state="done"
					initialValue="Prompt"
					onAccept={ onAccept }
				/>
			);
			expect( queryButton( 'Accept' ) ).toBeNull();
			expect( queryButton( 'Discard' ) ).toBeNull();
			expect( queryButton( 'Regenerate' ) ).toBeNull();
			expect( button( 'Generate' ) ).toBeTruthy();
			input().focus();
			await userEvent.keyboard( '{Control>}{Enter}{/Control}' );
			expect( onAccept ).not.toHaveBeenCalled();
		} );

		it( 'shows no accept actions before the request is done', () => {
			render( <Harness state="init" showAccept initialValue="Prompt" /> );
			expect( queryButton( 'Accept' ) ).toBeNull();
			expect( button( 'Generate' ) ).toBeTruthy();
		} );
	} );

	describe( 'error', () => {
		it( 'shows the message slot, describes the field with it, and lets the prompt be edited and sent again', async () => {
			const onSend = jest.fn();
			render(
				<Harness
					state="error"
					initialValue="Prompt"
					onSend={ onSend }
					error={
						<p>Your request was unclear. Mind trying again?</p>
					}
				/>
			);
			const message = screen.getByText(
				'Your request was unclear. Mind trying again?'
			);
			expect( message ).toBeTruthy();
			const describedBy = input().getAttribute( 'aria-describedby' );
			expect( describedBy ).toBeTruthy();
			expect(
				document.getElementById( describedBy ?? '' )?.textContent
			).toContain( 'unclear' );

			expect( input().disabled ).toBe( false );
			expect( queryButton( 'Stop' ) ).toBeNull();
			await userEvent.type( input(), ' clearer{Enter}' );
			expect( onSend ).toHaveBeenCalledWith( 'Prompt clearer' );
		} );
	} );

	describe( 'disabled', () => {
		it( 'disables the field and Generate; Enter sends nothing', async () => {
			const onSend = jest.fn();
			render(
				<Harness disabled initialValue="Prompt" onSend={ onSend } />
			);
			expect( input().disabled ).toBe( true );
			expect( isDisabled( button( 'Generate' ) ) ).toBe( true );
			await userEvent.click( button( 'Generate' ) );
			expect( onSend ).not.toHaveBeenCalled();
		} );

		it( 'disables Regenerate in accept mode', () => {
			render(
				<Harness
					disabled
					state="done"
					showAccept
					initialValue="Prompt"
				/>
			);
			expect( isDisabled( button( 'Regenerate' ) ) ).toBe( true );
		} );
	} );

	describe( 'icon-only variant', () => {
		it( 'keeps the same accessible names without visible text', async () => {
			const { rerender } = render(
				<AIControl
					showButtonLabels={ false }
					value="Prompt"
					state="init"
					onChange={ jest.fn() }
					onSend={ jest.fn() }
					onStop={ jest.fn() }
				/>
			);
			expect( button( 'Generate' ).textContent ).toBe( '' );

			rerender(
				<AIControl
					showButtonLabels={ false }
					value="Prompt"
					state="requesting"
					onChange={ jest.fn() }
					onSend={ jest.fn() }
					onStop={ jest.fn() }
				/>
			);
			expect( button( 'Stop' ).textContent ).toBe( '' );

			rerender(
				<AIControl
					showButtonLabels={ false }
					showAccept
					acceptLabel="Insert"
					value="Prompt"
					state="done"
					onChange={ jest.fn() }
					onSend={ jest.fn() }
					onStop={ jest.fn() }
				/>
			);
			for ( const name of [ 'Discard', 'Regenerate', 'Insert' ] ) {
				expect( button( name ).textContent ).toBe( '' );
			}
		} );

		it( 'reaches icon-only buttons by keyboard and activates them', async () => {
			const onSend = jest.fn();
			render(
				<Harness
					showButtonLabels={ false }
					initialValue="Prompt"
					onSend={ onSend }
				/>
			);
			await userEvent.tab();
			await userEvent.tab();
			expect( focused() ).toBe( button( 'Generate' ) );
			await userEvent.keyboard( '{Enter}' );
			expect( onSend ).toHaveBeenCalledWith( 'Prompt' );
		} );

		it( 'shows Cancel by name while editing', async () => {
			render( <Harness showButtonLabels={ false } initialValue="A" /> );
			await userEvent.type( input(), 'B' );
			expect( button( 'Cancel' ) ).toBeTruthy();
			expect( button( 'Generate' ) ).toBeTruthy();
		} );
	} );

	describe( 'layout slots and variants', () => {
		it( 'renders the banner above the field and the footer below it', () => {
			const { container } = render(
				<Harness
					banner={ <p>Banner text</p> }
					footer={ <p>Footer text</p> }
				/>
			);
			const root = container.firstElementChild as HTMLElement;
			const first = root.firstElementChild as HTMLElement;
			const last = root.lastElementChild as HTMLElement;
			expect( first.textContent ).toBe( 'Banner text' );
			expect( first.contains( input() ) ).toBe( false );
			expect( last.textContent ).toBe( 'Footer text' );
			expect( last.contains( input() ) ).toBe( false );
			expect( root.contains( input() ) ).toBe( true );
		} );

		it( 'marks the state, transparency and icon-only variant with classes', () => {
			const { container } = render(
				<Harness isTransparent showButtonLabels={ false } />
			);
			const root = container.firstElementChild as HTMLElement;
			expect( root.classList.contains( 'jetpack-ai-control' ) ).toBe(
				true
			);
			expect( root.classList.contains( 'is-init' ) ).toBe( true );
			expect( root.classList.contains( 'is-transparent' ) ).toBe( true );
			expect( root.classList.contains( 'has-icon-only-buttons' ) ).toBe(
				true
			);
		} );

		it( 'announces the request state in a live region', () => {
			const props = {
				value: 'Prompt',
				onChange: jest.fn(),
				onSend: jest.fn(),
				onStop: jest.fn(),
			};
			const { rerender } = render(
				<AIControl { ...props } state="init" />
			);
			const status = screen.getByRole( 'status' );
			expect( status.textContent ).toBe( '' );
			act( () => {
				rerender( <AIControl { ...props } state="suggesting" /> );
			} );
			expect( screen.getByRole( 'status' ) ).toBe( status );
			expect( status.textContent ).toBe( 'Writing a suggestion…' );
		} );

		it( 'can leave the status indicator out (when the page shows its own)', () => {
			const { container } = render(
				<AIControl
					showStatusIndicator={ false }
					value="Prompt"
					state="done"
					onChange={ jest.fn() }
					onSend={ jest.fn() }
					onStop={ jest.fn() }
				/>
			);
			expect(
				container.querySelector( '.jetpack-ai-status-indicator' )
			).toBeNull();
			expect( screen.queryByRole( 'status' ) ).toBeNull();
		} );
	} );
} );
