import metadata from './block.json';
import icon from './icon';
import save from './save';
import deprecated from './deprecated';
import { lazyEdit } from '../../shared/lazy-edit';

export { metadata };

export const settings = {
	icon,
	save,
	deprecated,
	edit: lazyEdit(
		() => import( /* webpackChunkName: "blocks/button/edit" */ './edit' )
	),
};
