import metadata from './block.json';
import { fieldSettings } from '../contact-form/field-settings';

export { metadata };

export const settings = fieldSettings( 'checkbox', metadata.attributes );
