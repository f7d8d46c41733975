import { shouldFetchRelatedPosts } from '../fetch-rule';
import type { RelatedPost } from '../types';

const one = [ { id: 7 } as RelatedPost ];

describe( 'related posts fetch rule (spec 002 §4)', () => {
	it( 'fetches only when on, none embedded, and not already on before', () => {
		expect(
			shouldFetchRelatedPosts( {
				enabled: true,
				embedded: undefined,
				wasEnabledBefore: false,
			} )
		).toBe( true );
		expect(
			shouldFetchRelatedPosts( {
				enabled: true,
				embedded: [],
				wasEnabledBefore: false,
			} )
		).toBe( true );
	} );

	it( 'does not fetch when the feature is off or its status is loading', () => {
		for ( const enabled of [ false, null ] ) {
			expect(
				shouldFetchRelatedPosts( {
					enabled,
					embedded: undefined,
					wasEnabledBefore: false,
				} )
			).toBe( false );
		}
	} );

	it( 'does not fetch when the post has related posts embedded', () => {
		expect(
			shouldFetchRelatedPosts( {
				enabled: true,
				embedded: one,
				wasEnabledBefore: false,
			} )
		).toBe( false );
	} );

	it( 'does not fetch when the feature was already on (an empty embedded list means none)', () => {
		for ( const embedded of [ undefined, [] ] ) {
			expect(
				shouldFetchRelatedPosts( {
					enabled: true,
					embedded,
					wasEnabledBefore: true,
				} )
			).toBe( false );
		}
		expect(
			shouldFetchRelatedPosts( {
				enabled: true,
				embedded: [],
				wasEnabledBefore: null,
			} )
		).toBe( false );
	} );
} );
