import metadata from './block.json';
import { optionSettings } from '../contact-form/field-settings';

export { metadata };

export const settings = optionSettings;
