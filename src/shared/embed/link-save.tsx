/**
 * The stored markup of embeds the reference plugin saves as a plain link to what is embedded
 * (Pinterest, Google Calendar): the link works on its own where this plugin is not active, and
 * render.php gives visitors the embed. Kept apart from the rest of src/shared/embed so that the
 * editor-start bundle, which needs save, does not pull in the editor-only components.
 */
import { useBlockProps } from '@wordpress/block-editor';

export function saveUrlAsLink( {
	attributes: { url },
}: {
	attributes: { url?: string };
} ) {
	if ( ! url ) {
		return null;
	}
	// href before class, as existing posts store it.
	return (
		<a href={ url } { ...useBlockProps.save() }>
			{ url }
		</a>
	);
}
