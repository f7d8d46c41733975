/**
 * Test setup imported before the extension: the editor's hooks global (wp.hooks) as WordPress
 * provides it, and what the editor's own filter puts in place of MediaUpload (the media library
 * modal) — here a component that hands the placeholder an `open` the test can watch.
 */
const hooks = jest.requireActual( '@wordpress/hooks' );
( window as unknown as { wp: unknown } ).wp = { hooks };

export const openLibrary = jest.fn();

hooks.addFilter(
	'editor.MediaUpload',
	'test/media-library',
	() =>
		( { render: renderButton }: { render: ( a: unknown ) => unknown } ) =>
			renderButton( { open: openLibrary } )
);
