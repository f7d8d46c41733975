import type { ChatMessage } from '../../../shared/ai-client';
import {
	MAX_MESSAGES,
	NETWORK_FAILURE_DROP,
	afterNetworkFailure,
	keepRecent,
	withExchange,
} from '../messages';

function history( count: number ): ChatMessage[] {
	return Array.from( { length: count }, ( _, index ) => ( {
		role: index % 2 === 0 ? 'user' : 'assistant',
		content: `message ${ index + 1 }`,
	} ) );
}

describe( 'conversation history', () => {
	it( 'keeps at most 20 messages, the most recent ones', () => {
		expect( MAX_MESSAGES ).toBe( 20 );
		const kept = keepRecent( history( 25 ) );
		expect( kept ).toHaveLength( 20 );
		expect( kept[ 0 ]?.content ).toBe( 'message 6' );
		expect( kept[ 19 ]?.content ).toBe( 'message 25' );
		expect( keepRecent( history( 3 ) ) ).toEqual( history( 3 ) );
	} );

	it( 'adds the request and the answer of an exchange, then trims to 20', () => {
		const after = withExchange(
			history( 19 ),
			{ role: 'user', content: 'Write about bees' },
			'Bees make honey.'
		);
		expect( after ).toHaveLength( 20 );
		expect( after[ 0 ]?.content ).toBe( 'message 2' );
		expect( after.slice( -2 ) ).toEqual( [
			{ role: 'user', content: 'Write about bees' },
			{ role: 'assistant', content: 'Bees make honey.' },
		] );
	} );

	it( 'drops the 8 oldest messages on a network failure', () => {
		expect( NETWORK_FAILURE_DROP ).toBe( 8 );
		const after = afterNetworkFailure( history( 20 ) );
		expect( after ).toHaveLength( 12 );
		expect( after[ 0 ]?.content ).toBe( 'message 9' );
		expect( afterNetworkFailure( history( 5 ) ) ).toEqual( [] );
	} );
} );
