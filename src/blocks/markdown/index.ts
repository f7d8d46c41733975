import metadata from './block.json';
import icon from './icon';
import save from './save';
import deprecated from './deprecated';
import transforms from './transforms';
import { lazyEdit } from '../../shared/lazy-edit';

export { metadata };

export const settings = {
	icon,
	save,
	deprecated,
	transforms,
	// The markdown library is imported by the edit UI only, so it lives in this lazy chunk.
	edit: lazyEdit(
		() => import( /* webpackChunkName: "blocks/markdown/edit" */ './edit' )
	),
};
