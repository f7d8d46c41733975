import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	AiClientError,
	ERROR_AI_NOT_CONFIGURED,
	ERROR_CONTEXT_TOO_LARGE,
	ERROR_MODERATION,
	ERROR_NETWORK,
	ERROR_QUOTA_EXCEEDED,
	ERROR_RESPONSE,
	ERROR_SERVICE_UNAVAILABLE,
	ERROR_UNCLEAR_PROMPT,
	type AiErrorCode,
	type AiRequestError,
} from '../../../shared/ai-client';
import { ErrorNotice } from '../error-notice';

/** The error as the AI client reports it (its own catalogue, message and severity). */
function clientError( code: AiErrorCode, message?: string ): AiRequestError {
	const error = new AiClientError( code, message ? { message } : {} );
	return {
		code: error.code,
		message: error.message,
		severity: error.severity,
	};
}

function show( error: AiRequestError, onRetry = jest.fn() ) {
	render( <ErrorNotice error={ error } onRetry={ onRetry } /> );
	return onRetry;
}

describe( 'the block notice of each AI error (spec 000 §8)', () => {
	it.each< [ AiErrorCode, string ] >( [
		[
			ERROR_MODERATION,
			'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
		],
		[
			ERROR_UNCLEAR_PROMPT,
			'Your request was unclear. Mind trying again?',
		],
		[
			ERROR_CONTEXT_TOO_LARGE,
			'The content is too large to be processed all at once. Please try to shorten it or divide it into smaller parts.',
		],
	] )( '%s: its message, no Retry', ( code, message ) => {
		show( clientError( code ) );
		expect( screen.getByRole( 'status' ).textContent ).toContain( message );
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );

	it.each< [ AiErrorCode, string ] >( [
		[
			ERROR_NETWORK,
			'It was not possible to process your request. Mind trying again?',
		],
		[
			ERROR_SERVICE_UNAVAILABLE,
			'AI services are currently unavailable. Sorry for the inconvenience.',
		],
	] )( '%s: its message and Retry', async ( code, message ) => {
		const onRetry = show( clientError( code ) );
		expect( screen.getByRole( 'status' ).textContent ).toContain( message );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Retry' } )
		);
		expect( onRetry ).toHaveBeenCalledTimes( 1 );
	} );

	it.each< AiErrorCode >( [ ERROR_QUOTA_EXCEEDED, ERROR_AI_NOT_CONFIGURED ] )(
		'%s: no notice (the banner above the prompt says it)',
		( code ) => {
			const { container } = render(
				<ErrorNotice
					error={ clientError( code ) }
					onRetry={ jest.fn() }
				/>
			);
			expect( container.textContent ).toBe( '' );
		}
	);

	it( 'an unknown error: the server message, or the generic one, as an alert', () => {
		show( clientError( ERROR_RESPONSE, 'The model is overloaded.' ) );
		expect( screen.getByRole( 'alert' ).textContent ).toContain(
			'The model is overloaded.'
		);
	} );

	it( 'an unknown error without a message: the generic text', () => {
		show( clientError( ERROR_RESPONSE ) );
		expect( screen.getByRole( 'alert' ).textContent ).toContain(
			'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.'
		);
	} );
} );
