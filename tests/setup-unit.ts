/**
 * Shared unit-test setup: fail a test that logs a console error, as the browser suite does.
 * A test that expects one can mock console.error itself.
 */

const originalError = console.error;

beforeEach( () => {
	jest.spyOn( console, 'error' ).mockImplementation(
		( ...args: unknown[] ) => {
			originalError( ...args );
			throw new Error(
				`console.error was called: ${ String( args[ 0 ] ) }`
			);
		}
	);
} );

afterEach( () => {
	( console.error as jest.Mock ).mockRestore?.();
} );

/*
 * jsdom has no layout, so it has no ResizeObserver; components such as Placeholder observe their own
 * size. An observer that never reports is what a layout-less document would report anyway.
 */
if ( typeof globalThis.ResizeObserver === 'undefined' ) {
	globalThis.ResizeObserver = class {
		observe(): void {}
		unobserve(): void {}
		disconnect(): void {}
	};
}
