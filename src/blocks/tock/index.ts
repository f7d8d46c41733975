import metadata from './block.json';
import icon from './icon';
import save from './save';
import { lazyEdit } from '../../shared/lazy-edit';

export { metadata };

export const settings = {
	icon,
	save,
	edit: lazyEdit(
		() => import( /* webpackChunkName: "blocks/tock/edit" */ './edit' )
	),
};
