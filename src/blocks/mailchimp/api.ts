/**
 * The editor's calls (spec 001 §7): GET /wpcom/v2/mailchimp and GET /wpcom/v2/mailchimp/groups,
 * with their answers checked before use.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import {
	API_STATE_CONNECTED,
	API_STATE_NOT_CONNECTED,
	type ApiState,
} from './constants';

export interface ConnectionInfo {
	apiState: ApiState;
	connectUrl: string | null;
	manageUrl: string | null;
	provider: 'local' | 'mailchimp' | null;
	audienceName: string | null;
	subscribers: number | null;
	message: string;
}

export interface Interest {
	id: string;
	name: string;
}

export interface InterestCategory {
	id: string;
	title: string;
	interests: Interest[];
}

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const stringOrNull = ( value: unknown ): string | null =>
	typeof value === 'string' && value !== '' ? value : null;

/** The connection state an answer of GET /wpcom/v2/mailchimp means. */
export function connectionFromResponse( response: unknown ): ConnectionInfo {
	const body = isRecord( response ) ? response : {};
	const audience = isRecord( body.audience ) ? body.audience : {};
	return {
		apiState:
			body.code === 'connected'
				? API_STATE_CONNECTED
				: API_STATE_NOT_CONNECTED,
		connectUrl: stringOrNull( body.connect_url ),
		manageUrl: stringOrNull( body.manage_url ),
		provider:
			body.provider === 'local' || body.provider === 'mailchimp'
				? body.provider
				: null,
		audienceName: stringOrNull( audience.name ),
		subscribers:
			typeof audience.subscribers === 'number'
				? audience.subscribers
				: null,
		message: typeof body.message === 'string' ? body.message : '',
	};
}

/** The interest categories of an answer of GET /wpcom/v2/mailchimp/groups (malformed entries dropped). */
export function categoriesFromResponse(
	response: unknown
): InterestCategory[] {
	const list =
		isRecord( response ) && Array.isArray( response.interest_categories )
			? response.interest_categories
			: [];
	return list.filter( isRecord ).map( ( category ) => ( {
		id: String( category.id ?? '' ),
		title: typeof category.title === 'string' ? category.title : '',
		interests: ( Array.isArray( category.interests )
			? category.interests
			: []
		)
			.filter( isRecord )
			.filter( ( interest ) => typeof interest.id === 'string' )
			.map( ( interest ) => ( {
				id: interest.id as string,
				name:
					typeof interest.name === 'string'
						? interest.name
						: ( interest.id as string ),
			} ) ),
	} ) );
}

/** The message of a failed call, for people. */
export function failureMessage( error: unknown ): string {
	if ( isRecord( error ) && typeof error.message === 'string' ) {
		return error.message;
	}
	return __(
		'The newsletter settings could not be loaded.',
		'jetpack-blocks'
	);
}

export async function fetchConnection(): Promise< ConnectionInfo > {
	return connectionFromResponse(
		await apiFetch( { path: '/wpcom/v2/mailchimp', method: 'GET' } )
	);
}

export async function fetchGroups(): Promise< InterestCategory[] > {
	return categoriesFromResponse(
		await apiFetch( { path: '/wpcom/v2/mailchimp/groups', method: 'GET' } )
	);
}
