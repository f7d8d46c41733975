import metadata from './block.json';
import icon from './icon';
import save from './save';
import deprecated from './deprecated';
import { transforms } from './transforms';
import { lazyEdit } from '../../shared/lazy-edit';

export { metadata };

export const settings = {
	icon,
	save,
	deprecated,
	transforms,
	edit: lazyEdit(
		() =>
			import(
				/* webpackChunkName: "blocks/tiled-gallery/edit" */ './edit'
			)
	),
};
