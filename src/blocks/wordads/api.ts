/**
 * The ad code route (php-stubs/routes/wordads.php): which formats have ad code, and saving it.
 */
import apiFetch from '@wordpress/api-fetch';
import type { AdCodeState } from './types';

export const AD_CODE_PATH = '/wpcom/v2/wordads/ad-code';

/** The answer's shape, checked: anything else is treated as an error. */
export function adCodeStateOf( answer: unknown ): AdCodeState {
	const value = answer as Partial< AdCodeState > | null;
	if (
		! value ||
		typeof value !== 'object' ||
		typeof value.configured !== 'object' ||
		value.configured === null
	) {
		throw new Error( 'Unexpected answer from the ad code route.' );
	}
	return {
		configured: value.configured,
		can_edit: value.can_edit === true,
		module_active: value.module_active === true,
		...( value.codes && typeof value.codes === 'object'
			? { codes: value.codes }
			: {} ),
	};
}

export async function fetchAdCodeState(): Promise< AdCodeState > {
	return adCodeStateOf( await apiFetch< unknown >( { path: AD_CODE_PATH } ) );
}

export async function saveAdCode(
	format: string,
	code: string
): Promise< AdCodeState > {
	return adCodeStateOf(
		await apiFetch< unknown >( {
			path: AD_CODE_PATH,
			method: 'POST',
			data: { format, code },
		} )
	);
}

/** The message of a failed request, for people. */
export function errorMessage( error: unknown, fallback: string ): string {
	const message = ( error as { message?: unknown } | null )?.message;
	return typeof message === 'string' && message !== '' ? message : fallback;
}
