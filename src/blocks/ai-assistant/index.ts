import metadata from './block.json';
import icon from './icon';
import { lazyEdit } from '../../shared/lazy-edit';
import { transforms } from './transforms';

export { metadata };

export const settings = {
	icon,
	// Nothing for visitors: the block is a drafting surface in the editor. Its text becomes post
	// content only when the editor accepts it (the block is then replaced by ordinary blocks); until
	// then the draft and the conversation live in the block's attributes, in the block comment.
	save: () => null,
	transforms,
	edit: lazyEdit(
		() =>
			import(
				/* webpackChunkName: "blocks/ai-assistant/edit" */ './edit'
			)
	),
};
