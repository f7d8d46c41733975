import metadata from './block.json';
import { fieldSettings } from '../contact-form/field-settings';

export { metadata };

export const settings = fieldSettings( 'radio', metadata.attributes );
