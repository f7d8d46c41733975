/**
 * The related-posts routes (spec 002 §7). Every call fails silently with the spec's fallback
 * (§8): the feature reads as off, enabling answers false, a list is empty.
 */
import apiFetch from '@wordpress/api-fetch';
import type { RelatedPost } from './types';

export const ROUTE_BASE = '/wpcom/v2/related-posts';

function isObject( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/** Whether the Related Posts feature is on. */
export async function fetchEnabled(): Promise< boolean > {
	try {
		const answer = await apiFetch< unknown >( { path: ROUTE_BASE } );
		return isObject( answer ) && answer.enabled === true;
	} catch {
		return false;
	}
}

/** Turns the feature on; the answer is the new flag. */
export async function enableRelatedPosts(): Promise< boolean > {
	try {
		const answer = await apiFetch< unknown >( {
			path: `${ ROUTE_BASE }/enable`,
			method: 'POST',
		} );
		return answer === true;
	} catch {
		return false;
	}
}

/** Keeps the well-formed items of a list answer. */
export function relatedPostsOf( answer: unknown ): RelatedPost[] {
	if ( ! Array.isArray( answer ) ) {
		return [];
	}
	return answer.filter(
		( item ): item is RelatedPost =>
			isObject( item ) &&
			typeof item.id === 'number' &&
			typeof item.url === 'string' &&
			typeof item.title === 'string'
	);
}

/** The related posts of a saved post, most similar first. */
export async function fetchRelatedPosts(
	postId: number
): Promise< RelatedPost[] > {
	try {
		return relatedPostsOf(
			await apiFetch< unknown >( { path: `${ ROUTE_BASE }/${ postId }` } )
		);
	} catch {
		return [];
	}
}
