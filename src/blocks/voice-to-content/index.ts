/**
 * Voice to content (spec 002 §2, §4): a modal in the editor that records or takes an audio file,
 * transcribes it through the AI service and replaces itself with the text as paragraphs. It is a
 * tool, not content: it saves nothing (a post saved while it is open keeps only its comment, which
 * opens the modal again) and removes itself after inserting or when cancelled.
 */
import metadata from './block.json';
import icon from './icon';
import { lazyEdit } from '../../shared/lazy-edit';

export { metadata };

export const settings = {
	icon,
	save: () => null,
	edit: lazyEdit(
		() =>
			import(
				/* webpackChunkName: "blocks/voice-to-content/edit" */ './edit'
			)
	),
};
