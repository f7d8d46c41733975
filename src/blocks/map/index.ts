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
	// The edit chunk carries mapbox-gl; nothing of it is in the editor's start bundle.
	edit: lazyEdit(
		() => import( /* webpackChunkName: "blocks/map/edit" */ './edit' )
	),
};
