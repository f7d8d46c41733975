/**
 * Stored markup: a plain link to the calendar, as the reference plugin stores it. Visitors get the
 * iframe from render.php; the link is what remains where this plugin is not active.
 */
export { saveUrlAsLink as default } from '../../shared/embed/link-save';
