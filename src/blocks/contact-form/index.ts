import metadata from './block.json';
import deprecated from './deprecated';
import { formIcon } from './icons';
import save from './save';
import { lazyEdit } from '../../shared/lazy-edit';

export { metadata };

export const settings = {
	icon: formIcon,
	save,
	deprecated,
	edit: lazyEdit(
		() =>
			import(
				/* webpackChunkName: "blocks/contact-form/edit" */ './edit'
			)
	),
};
