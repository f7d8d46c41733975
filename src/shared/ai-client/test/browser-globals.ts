/**
 * The few browser globals the AI client touches, for tests that run in Node (real fetch, real
 * sockets): `window` (fetch-event-source calls window.fetch / setTimeout / clearTimeout), a
 * `document` whose tab is visible, and an in-memory localStorage (the cached token).
 */
import { tokenStorageKey } from '../token';

class MemoryStorage {
	private readonly items = new Map< string, string >();

	getItem( key: string ): string | null {
		return this.items.get( key ) ?? null;
	}

	setItem( key: string, value: string ): void {
		this.items.set( key, String( value ) );
	}

	removeItem( key: string ): void {
		this.items.delete( key );
	}

	clear(): void {
		this.items.clear();
	}

	get length(): number {
		return this.items.size;
	}

	key( index: number ): string | null {
		return Array.from( this.items.keys() )[ index ] ?? null;
	}
}

export function installBrowserGlobals(): void {
	const scope = globalThis as unknown as Record< string, unknown >;
	scope.window = globalThis;
	scope.document = {
		hidden: false,
		addEventListener: () => undefined,
		removeEventListener: () => undefined,
	};
	scope.localStorage = new MemoryStorage();
}

/**
 * Seeds the token cache of the configured user and site, so requestJwt() answers without a network
 * call (the configuration must name a user).
 * @param token
 */
export function seedToken( token = 'test-token' ): void {
	const key = tokenStorageKey();
	if ( ! key ) {
		throw new Error( 'Configure a userId before seeding a token.' );
	}
	window.localStorage.setItem(
		key,
		JSON.stringify( {
			token,
			blogId: '1',
			expire: Date.now() + 3600000,
		} )
	);
}

/** Waits for real time to pass. */
export function sleep( ms: number ): Promise< void > {
	return new Promise( ( resolve ) => setTimeout( resolve, ms ) );
}
