/**
 * What every field block registers: no stored markup (the server renders the control from the
 * attributes, so the visitor's typed value and the error can be put back), and one shared edit UI,
 * a lazy chunk loaded the first time any field renders.
 */
import { lazyEdit } from '../../shared/lazy-edit';
import { fieldIcon } from './icons';
import type { FieldType } from './fields';

export function fieldSettings( type: FieldType ) {
	return {
		icon: fieldIcon( type ),
		save: () => null,
		edit: lazyEdit(
			() =>
				import(
					/* webpackChunkName: "blocks/contact-form/field-edit" */ './field-edit'
				)
		),
	};
}
