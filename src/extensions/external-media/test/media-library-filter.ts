/**
 * Test setup imported before the extension: what the editor's own filter puts in place of
 * MediaUpload (the media library modal) — here a component that hands the placeholder an `open`
 * the test can watch.
 */
import { addFilter } from '@wordpress/hooks';

export const openLibrary = jest.fn();

addFilter(
	'editor.MediaUpload',
	'test/media-library',
	() =>
		( { render: renderButton }: { render: ( a: unknown ) => unknown } ) =>
			renderButton( { open: openLibrary } )
);
